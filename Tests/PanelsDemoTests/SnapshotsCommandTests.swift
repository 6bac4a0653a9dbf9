import Foundation
import Panels
import PanelsSDL
@testable import PanelsSnapshotTesting
import PanelsTestSupport
import SnapshotTesting
import Testing

/// `panels snapshots --unused`, from a child process, on a record made by real snapshot
/// assertions (with their own run, in a temporary folder).
@Suite("panels snapshots")
struct SnapshotsCommandTests {
    static let size = Size(width: 120, height: 40)

    struct Card: Panel {
        var title: String
        var body: some Panel {
            Caption(title).padding(8).background(RGBA(hex: 0xF2F2F7), cornerRadius: 8)
        }
    }

    /// A tests folder with four references: two the run reads, one it re-writes as text,
    /// one no test uses; and the run's record in `out`.
    @Test func unusedListsOnlyWhatTheLastRunDidNotTouch() throws {
        let folder = try ChildProcess.temporaryDirectory("panels-snapshots")
        defer { try? FileManager.default.removeItem(at: folder) }
        let tests = folder.appendingPathComponent("Tests")
        let references = tests.appendingPathComponent("CardTests/__Snapshots__/CardTests")
        let nested = tests.appendingPathComponent("Other/__Snapshots__/OtherTests")
        try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        for (title, file) in [("Read", "card.read.png"), ("Stale", "card.stale.png")] {
            let image = try OffscreenRenderer.render(Card(title: title), size: Self.size, scale: 2)
            try PNGEncoder.encode(image).write(to: references.appendingPathComponent(file))
        }
        try Data("stale text\n".utf8).write(to: nested.appendingPathComponent("old.1.txt"))
        try Data("not a reference".utf8).write(to: tests.appendingPathComponent("notes.txt"))
        // A fixture package inside the tests folder keeps its own record.
        let fixturePackage = tests.appendingPathComponent("Fixtures/Consumer")
        let fixtureReferences = fixturePackage.appendingPathComponent("Tests/__Snapshots__/ConsumerTests")
        try FileManager.default.createDirectory(at: fixtureReferences, withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: fixturePackage.appendingPathComponent("Package.swift"))
        try Data("theirs\n".utf8).write(to: fixtureReferences.appendingPathComponent("card.1.txt"))

        let out = folder.appendingPathComponent("out")
        let run = SnapshotRun(folder: out, recording: SnapshotRecording(mode: .off), recordsUses: true)
        SnapshotRun.$override.withValue(run) {
            #expect(
                verifySnapshot(
                    of: Card(title: "Read"), as: .image(size: Self.size), named: "read", record: .missing,
                    snapshotDirectory: references.path, testName: "card") == nil)
            // A new reference, written by the run.
            _ = verifySnapshot(
                of: Card(title: "New"), as: .image(size: Self.size), named: "new", record: .missing,
                snapshotDirectory: references.path, testName: "card")
        }
        run.uses?.finish()

        var environment = ProcessInfo.processInfo.environment
        environment["PANELS_SNAPSHOT_REPORT"] = out.path
        let result = try ChildProcess.runReporting(
            "panels", ["snapshots", "--unused", tests.path], environment: environment)
        #expect(result.status == 0 && !result.terminatedBySignal, "\(result.output)")
        let listed = result.output.dropLast(result.errors.count).split(separator: "\n").map(String.init)
        #expect(
            listed == [
                references.appendingPathComponent("card.stale.png").path,
                nested.appendingPathComponent("old.1.txt").path,
            ], "\(result.output)")
        #expect(result.errors.contains("2 of 4 references unused by the run of"), "\(result.errors)")
        #expect(!result.errors.contains("did not finish"), "\(result.errors)")
        #expect(
            result.errors.contains("note: \(fixturePackage.path) is another package (it has a Package.swift)"),
            "\(result.errors)")
    }

    @Test func badInputIsAUsageErrorOrAFailureWithAPreciseMessage() throws {
        let folder = try ChildProcess.temporaryDirectory("panels-snapshots")
        defer { try? FileManager.default.removeItem(at: folder) }
        var environment = ProcessInfo.processInfo.environment
        environment["PANELS_SNAPSHOT_REPORT"] = folder.appendingPathComponent("out").path

        let missing = folder.appendingPathComponent("NoSuchTests").path
        var result = try ChildProcess.runReporting(
            "panels", ["snapshots", "--unused", missing], environment: environment)
        #expect(result.status == 1, "\(result.output)")
        #expect(result.errors.contains("'\(missing)': no such folder."), "\(result.errors)")

        let file = folder.appendingPathComponent("Tests.swift")
        try Data("// a file".utf8).write(to: file)
        result = try ChildProcess.runReporting(
            "panels", ["snapshots", "--unused", file.path], environment: environment)
        #expect(result.status == 1, "\(result.output)")
        #expect(result.errors.contains("'\(file.path)' is a file; name the tests folder"), "\(result.errors)")

        result = try ChildProcess.runReporting("panels", ["snapshots", folder.path], environment: environment)
        #expect(result.status == 64, "\(result.output)")
        #expect(result.errors.contains("Say what to list: --unused"), "\(result.errors)")

        result = try ChildProcess.runReporting(
            "panels", ["snapshots", "--unused", folder.path], environment: environment)
        #expect(result.status == 1, "\(result.output)")
        #expect(
            result.errors.contains("error: no record of a test run in \(folder.path)/out/runs: run the tests"),
            "\(result.errors)")

        // A record that is not one.
        let runs = folder.appendingPathComponent("out/runs")
        try FileManager.default.createDirectory(at: runs, withIntermediateDirectories: true)
        try Data("something else\n".utf8).write(to: runs.appendingPathComponent("1-2.txt"))
        result = try ChildProcess.runReporting(
            "panels", ["snapshots", "--unused", folder.path], environment: environment)
        #expect(result.status == 1, "\(result.output)")
        #expect(result.errors.contains("\(runs.path)/1-2.txt:1: not a snapshot run record"), "\(result.errors)")
    }
}
