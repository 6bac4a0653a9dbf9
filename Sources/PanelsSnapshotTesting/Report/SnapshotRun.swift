import Foundation
import Panels
@_spi(Internals) import SnapshotTesting
import Testing

/// What one test process does around Panels' snapshot comparisons: the failure report,
/// the record of the references it used, and `PANELS_RECORD`.
///
/// - The folder is `$PANELS_SNAPSHOT_REPORT`, else `.build/panels-snapshots` of the
///   package under test (`SnapshotRunRecord`). The report of a process is
///   `report-<pid>/index.html` in it; the record of references used, `runs/`.
/// - `PANELS_RECORD=failed` re-records the reference of every Panels snapshot that fails
///   (`SnapshotRecording`).
///
/// Contract: safe from parallel tests (everything shared is behind a lock); nothing here
/// throws into a test: a file that cannot be written is named in the failure message.
/// Tests replace the process's run with their own (`$override`) to fail on purpose
/// without touching the real report.
final class SnapshotRun: Sendable {
    /// The folder of the report and the record.
    let folder: URL
    /// `PANELS_RECORD`.
    let recording: SnapshotRecording
    /// The failure report of this process.
    let report: SnapshotReport
    /// The record of references used, or nil when this process is not a test process
    /// (a benchmark's comparisons are not a run).
    let uses: SnapshotRunRecord.Writer?

    init(folder: URL, recording: SnapshotRecording, recordsUses: Bool) {
        self.folder = folder
        self.recording = recording
        report = SnapshotReport(folder: folder.appendingPathComponent("report-\(getpid())", isDirectory: true))
        uses = recordsUses ? SnapshotRunRecord.Writer(folder: folder) : nil
    }

    /// A run replacing the process's (tests that fail on purpose).
    @TaskLocal static var override: SnapshotRun?

    /// The run in force.
    static var current: SnapshotRun { override ?? shared }

    /// The process's run, set up from the environment on the first comparison: the
    /// folder from the test file then running (or the working directory).
    static let shared: SnapshotRun = {
        let environment = ProcessInfo.processInfo.environment
        let near =
            SnapshotArtifacts.naming?.filePath ?? Test.current?.sourceLocation.filePath
            ?? FileManager.default.currentDirectoryPath
        let arguments = CommandLine.arguments
        let isTestProcess =
            Test.current != nil || arguments.first.map { $0.hasSuffix(".xctest") || $0.hasSuffix("/xctest") } == true
            || arguments.contains("--testing-library")
        return SnapshotRun(
            folder: SnapshotRunRecord.folder(near: near, environment: environment),
            recording: SnapshotRecording(environment: environment), recordsUses: isTestProcess)
    }()

    /// Notes that a reference with these bytes was read or written.
    func use(_ data: Data) {
        uses?.use(data)
    }

    /// Handles one failed Panels comparison: re-records it when asked, adds it to the
    /// report, and returns the lines to add to the failure message.
    func failed(_ failure: SnapshotFailure) -> String {
        let reference = SnapshotArtifacts.referenceFile(failure.referenceData, pathExtension: failure.pathExtension)
        let recorded = recording.apply(to: reference, newData: failure.recordableData)
        let entry = SnapshotReportEntry(
            test: Test.current.map { $0.displayName ?? $0.name } ?? SnapshotArtifacts.naming?.testName ?? "(no test)",
            location: Test.current.map {
                "\(SnapshotArtifacts.fileName($0.sourceLocation.filePath)).swift:\($0.sourceLocation.line)"
            },
            snapshot: reference.url.map { $0.deletingPathExtension().lastPathComponent } ?? failure.fallbackName,
            referencePath: reference.url?.path,
            body: failure.body, message: failure.message, recording: recorded)
        var lines: [String] = []
        if let recorded { lines.append(recorded) }
        lines.append(report.add(entry))
        return "\n" + lines.joined(separator: "\n")
    }

    /// The failure message when `PANELS_RECORD` has a value Panels does not know.
    var badRecordMode: String? {
        guard case .unknown(let value) = recording.mode else { return nil }
        return "PANELS_RECORD is \"\(value)\"; the one value Panels knows is \"failed\" (re-record only the "
            + "snapshots that fail). For all, missing or never use SNAPSHOT_TESTING_RECORD."
    }
}

/// One failed comparison, as the strategies hand it to the run.
struct SnapshotFailure: Sendable {
    /// The reference's bytes as read from disk.
    var referenceData: Data
    /// "png" or "txt".
    var pathExtension: String
    /// What `PANELS_RECORD=failed` would write, or nil when the actual value must not
    /// be recorded (a render with problems).
    var recordableData: Data?
    /// A name when the reference file is not found.
    var fallbackName: String
    /// What the report shows.
    var body: SnapshotReportEntry.Body
    /// The failure message so far.
    var message: String
}

/// `PANELS_RECORD`: whether failing Panels snapshots are recorded again.
///
/// `PANELS_RECORD=failed` re-records, for Panels' strategies, exactly what
/// swift-snapshot-testing's `SNAPSHOT_TESTING_RECORD=failed` re-records for every
/// strategy: the reference of each snapshot that does not match (the test still fails,
/// saying so); matching ones are not written; missing ones are recorded as in the
/// default mode. It acts when swift-snapshot-testing's own mode is the default
/// (`missing`): under `failed` swift-snapshot-testing records them itself, under `all`
/// nothing is compared, and under `never` (set for CI) nothing is recorded — the
/// message says so. A render with problems is never recorded.
struct SnapshotRecording: Sendable {
    enum Mode: Equatable, Sendable {
        case off
        case failed
        case unknown(String)
    }

    var mode: Mode

    init(mode: Mode) { self.mode = mode }

    init(environment: [String: String]) {
        switch environment["PANELS_RECORD"] {
        case nil, "": mode = .off
        case "failed": mode = .failed
        case let value?: mode = .unknown(value)
        }
    }

    /// Re-records `reference` with `newData` when asked and allowed; returns what was
    /// done, for the message and the report (nil when not asked).
    func apply(to reference: SnapshotArtifacts.ReferenceFile, newData: Data?) -> String? {
        guard mode == .failed else { return nil }
        let mode = SnapshotTestingConfiguration.current?.record ?? .missing
        if mode == .failed {
            return
                "PANELS_RECORD=failed: swift-snapshot-testing records this reference again itself (its record mode is failed)."
        }
        if mode == .never {
            return "PANELS_RECORD=failed: not recorded, because swift-snapshot-testing's record mode is never "
                + "(SNAPSHOT_TESTING_RECORD, a .snapshots(record:) trait, withSnapshotTesting or record:)."
        }
        if mode == .all { return nil }
        guard let newData else {
            return
                "PANELS_RECORD=failed: not recorded, because the render has problems (a broken render is never recorded)."
        }
        switch reference {
        case .found(let url):
            do {
                try AtomicFile.write(newData, to: url)
                SnapshotRun.current.use(newData)
                return "PANELS_RECORD=failed: recorded again: \(url.path)"
            } catch {
                return "PANELS_RECORD=failed: could not record again: \(error)"
            }
        case .ambiguous(let urls):
            return "PANELS_RECORD=failed: not recorded, because \(urls.count) references have the reference's bytes ("
                + urls.map(\.lastPathComponent).joined(separator: ", ")
                + "); name the snapshot (named:) or use SNAPSHOT_TESTING_RECORD=failed."
        case .notFound(let reason):
            return "PANELS_RECORD=failed: not recorded, because the reference file was not found (\(reason)); "
                + "use SNAPSHOT_TESTING_RECORD=failed."
        }
    }
}
