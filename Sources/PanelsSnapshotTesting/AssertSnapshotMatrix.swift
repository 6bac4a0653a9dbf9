import Foundation
import Panels
import SnapshotTesting
import Testing
import XCTest

/// Asserts one value against one reference per cell of a context matrix: each cell's
/// context (`base` with the cell's change) goes to `strategy`, and the cell's
/// reference is named after the cell (`__Snapshots__/<File>/<test>.<cell>.png`).
///
/// ```swift
/// @Test func cardInBothDirections() {
///     assertSnapshots(of: Card(), matrix: ContextVariant.layoutDirections) { context in
///         .image(size: Size(width: 158, height: 158), context: context)
///     }
/// }
/// ```
///
/// `base` is the context every cell starts from: set what all cells share there (a
/// text size, an asset catalog, a locale the appearance cells keep), and each cell
/// changes only its own field.
///
/// ```swift
/// var base = PanelContext()
/// base.locale = Locale(identifier: "de")
/// assertSnapshots(of: Card(), matrix: ContextVariant.appearances([.light, .dark]), base: base) { context in
///     .image(size: Size(width: 158, height: 158), context: context)
/// }
/// ```
///
/// Every cell is checked, also after one fails; each failure is its own issue whose
/// message starts with the cell's name (swift-snapshot-testing's
/// `Snapshot "<cell>" does not match reference.`). Record modes work as for
/// `assertSnapshot`. Two cells with the same name are reported as an issue and the
/// second is skipped.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value,
    matrix: [ContextVariant],
    base: PanelContext = PanelContext(),
    as strategy: (PanelContext) -> Snapshotting<Value, Format>,
    record: SnapshotTestingConfiguration.Record? = nil,
    timeout: TimeInterval = 5,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let subject: Value
    do {
        subject = try value()
    } catch {
        reportIssue(
            "Could not make the value to snapshot: \(error)",
            fileID: fileID, filePath: filePath, line: line, column: column)
        return
    }
    if matrix.isEmpty {
        reportIssue("The snapshot matrix has no cells.", fileID: fileID, filePath: filePath, line: line, column: column)
    }
    var seen: Set<String> = []
    for cell in matrix {
        let fileName = SnapshotArtifacts.sanitize(cell.name)
        guard seen.insert(fileName).inserted else {
            reportIssue(
                "Two cells of the snapshot matrix are both named \"\(cell.name)\"; the second was skipped.",
                fileID: fileID, filePath: filePath, line: line, column: column)
            continue
        }
        let naming = SnapshotArtifacts.Naming(filePath: "\(filePath)", testName: testName, identifier: cell.name)
        SnapshotArtifacts.$naming.withValue(naming) {
            assertSnapshot(
                of: subject, as: strategy(cell.context(from: base)), named: cell.name,
                record: record, timeout: timeout, fileID: fileID, file: filePath,
                testName: testName, line: line, column: column)
        }
    }
}

/// Records a failure the way swift-snapshot-testing does: an issue under Swift
/// Testing, `XCTFail` under XCTest.
func reportIssue(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    if Test.current != nil {
        Issue.record(
            Comment(rawValue: message),
            sourceLocation: SourceLocation(
                fileID: "\(fileID)", filePath: "\(filePath)",
                line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}
