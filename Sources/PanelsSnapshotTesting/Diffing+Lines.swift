import Foundation
import SnapshotTesting

extension Diffing where Value == String {
    /// swift-snapshot-testing's line diff (`Diffing.lines`) for Panels' text strategies
    /// (the accessibility tree, layout and display-list dumps): the same comparison and
    /// message, and a failure also lands in the run's report with the line diff and both
    /// texts (and is recorded again under `PANELS_RECORD=failed`). `kind` names the text
    /// in the report.
    static func panelsLines(_ kind: String) -> Diffing {
        let lines = Diffing.lines
        return .diff(
            toData: { text in
                let data = lines.toData(text)
                SnapshotRun.current.use(data)
                return data
            },
            fromData: { data in
                SnapshotRun.current.use(data)
                return lines.fromData(data)
            },
            diffV2: { reference, actual in
                let run = SnapshotRun.current
                if let bad = run.badRecordMode { return (bad, []) }
                guard let (diff, attachments) = lines.diffV2(reference, actual) else { return nil }
                let failure = SnapshotFailure(
                    referenceData: lines.toData(reference), pathExtension: "txt",
                    recordableData: lines.toData(actual),
                    fallbackName: "text-" + SnapshotArtifacts.hash(Data(actual.utf8)),
                    body: .text(kind: kind, reference: reference, actual: actual, diff: diff),
                    message: diff)
                return (diff + run.failed(failure), attachments)
            }
        )
    }
}
