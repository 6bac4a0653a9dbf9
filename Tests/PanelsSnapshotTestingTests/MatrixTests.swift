import Foundation
import Panels
import PanelsSDL
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// One assertion over named context variations: one reference per cell.
@Suite("Snapshot matrix", .serialized)
struct MatrixTests {
    @Test func combinationsAreNamedAndApplyBothChanges() {
        let sizes = [
            ContextVariant("small") { $0.textStyle = .footnote },
            ContextVariant("large") { $0.textStyle = .title },
        ]
        let cells = ContextVariant.combinations(ContextVariant.layoutDirections, sizes)
        #expect(cells.map(\.name) == ["ltr-small", "ltr-large", "rtl-small", "rtl-large"])
        let context = cells[3].context()
        #expect(context.layoutDirection == .rightToLeft)
        #expect(context.textStyle == .title)
        // The base context is kept where a cell does not change it.
        var base = PanelContext()
        base.foreground = .black
        #expect(cells[0].context(from: base).foreground == .black)
    }

    /// A test file in a temporary folder, with its `__Snapshots__/UserTests` folder.
    struct UserTestFile {
        let folder: TemporaryFolder
        var path: String { folder.url.appendingPathComponent("UserTests.swift").path }
        var references: URL { folder.url.appendingPathComponent("__Snapshots__/UserTests") }

        init() throws {
            folder = try TemporaryFolder()
            try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
        }
    }

    static let size = Size(width: 52, height: 20)

    static func render(_ direction: LayoutDirection) throws -> PixelImage {
        var context = PanelContext()
        context.layoutDirection = direction
        return try OffscreenRenderer.render(Tiles(), size: size, scale: 2, context: context)
    }

    @Test func oneReferencePerCellNamedByCell() throws {
        let user = try UserTestFile()
        defer { user.folder.remove() }
        try PNGCodec.write(try Self.render(.leftToRight), to: user.references.appendingPathComponent("matrix.ltr.png"))
        try PNGCodec.write(try Self.render(.rightToLeft), to: user.references.appendingPathComponent("matrix.rtl.png"))
        // Both cells match their own references: no issue.
        user.path.withStaticString { file in
            assertSnapshots(
                of: Tiles(), matrix: ContextVariant.layoutDirections,
                as: { context in
                    .image(size: Self.size, context: context)
                }, record: .never, file: file, testName: "matrix()")
        }
    }

    @Test func aFailingCellIsReportedByNameWithItsArtifacts() throws {
        let user = try UserTestFile()
        defer { user.folder.remove() }
        try PNGCodec.write(try Self.render(.leftToRight), to: user.references.appendingPathComponent("matrix.ltr.png"))
        // The right-to-left reference has one pixel changed.
        var changed = try Self.render(.rightToLeft)
        changed.bytes[(10 * changed.width + 10) * 4] ^= 0xFF
        try PNGCodec.write(changed, to: user.references.appendingPathComponent("matrix.rtl.png"))
        let artifacts = SnapshotArtifacts.directory.appendingPathComponent("UserTests")
        let expected = ["reference", "actual", "diff"].map { artifacts.appendingPathComponent("matrix.rtl.\($0).png") }
        defer { for url in expected { try? FileManager.default.removeItem(at: url) } }
        withKnownIssue {
            user.path.withStaticString { file in
                assertSnapshots(
                    of: Tiles(), matrix: ContextVariant.layoutDirections,
                    as: { context in
                        .image(size: Self.size, context: context)
                    }, record: .never, file: file, testName: "matrix()")
            }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.hasPrefix("Snapshot \"rtl\" does not match reference.") && text.contains("1 pixel of 4160")
                && expected.allSatisfy { text.contains($0.path) }
        }
        for url in expected {
            #expect(FileManager.default.fileExists(atPath: url.path), "missing \(url.path)")
        }
    }

    @Test func missingCellsAreRecordedUnderTheirNames() throws {
        let user = try UserTestFile()
        defer { user.folder.remove() }
        let cells = ContextVariant.combinations(ContextVariant.layoutDirections, [ContextVariant("plain") { _ in }])
        withKnownIssue {
            user.path.withStaticString { file in
                assertSnapshots(
                    of: Tiles(), matrix: cells, as: { .image(size: Self.size, context: $0) },
                    record: .missing, file: file, testName: "cells()")
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("No reference was found on disk")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: user.references.path).sorted()
        #expect(names == ["cells.ltr-plain.png", "cells.rtl-plain.png"])
        let rtl = try PNGCodec.read(user.references.appendingPathComponent("cells.rtl-plain.png"))
        #expect(rtl.difference(from: try Self.render(.rightToLeft)) == nil)
    }

    @Test func duplicateCellNamesAreAnIssue() throws {
        let user = try UserTestFile()
        defer { user.folder.remove() }
        try PNGCodec.write(try Self.render(.leftToRight), to: user.references.appendingPathComponent("twice.ltr.png"))
        withKnownIssue {
            user.path.withStaticString { file in
                assertSnapshots(
                    of: Tiles(), matrix: [.leftToRight, .leftToRight],
                    as: { .image(size: Self.size, context: $0) },
                    record: .never, file: file, testName: "twice()")
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("both named \"ltr\"")
        }
    }
}
