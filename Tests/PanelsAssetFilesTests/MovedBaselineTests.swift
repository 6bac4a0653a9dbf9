import Foundation
@testable import Panels
@testable import PanelsAssetFiles
import PanelsTestSupport
import Testing

/// A baseline written in one checkout holds in another (issue P34, 5): it stores paths
/// relative to the linted folder, so a CI checkout in another folder stays quiet.
@Suite("Baselines that travel")
struct MovedBaselineTests {
    static func colorSet(red: String) -> [UInt8] {
        Array(
            """
            { "colors" : [ { "color" : { "color-space" : "srgb", "components" : {
              "red" : "\(red)", "green" : "0.2", "blue" : "0.3", "alpha" : "1.0" } }, "idiom" : "universal" } ],
              "info" : { "author" : "xcode", "version" : 1 } }
            """.utf8)
    }

    /// An app folder with the finding shapes a real baseline holds: a color set named
    /// twice (the message names the other file), no dark variants, a missing
    /// translation, a malformed table.
    static func makeProject(at root: URL) throws {
        let files: [String: [UInt8]] = [
            "App/Assets.xcassets/Brand.colorset/Contents.json": colorSet(red: "0.1"),
            "App/Shared.xcassets/Brand.colorset/Contents.json": colorSet(red: "0.9"),
            "App/en.lproj/Main.strings": Array("\"title\" = \"Title\";\n\"done\" = \"Done\";\n".utf8),
            "App/de.lproj/Main.strings": Array("\"title\" = \"Titel\";\n\"broken\" = \"x\"\n".utf8),
        ]
        for (path, bytes) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
    }

    @Test func aBaselineStaysQuietWhenTheFolderMoves() throws {
        let work = try ChildProcess.temporaryDirectory("p34-moved")
        defer { try? FileManager.default.removeItem(at: work) }
        let first = work.appendingPathComponent("checkout-a/project")
        try Self.makeProject(at: first)
        let catalog = AssetCatalog.load(from: first)
        let findings = AssetLinter.findings(catalog, root: first.path)
        #expect(findings.contains { $0.diagnostic.message.contains("a second color set named \"Brand\"") })
        let baseline = work.appendingPathComponent("baseline.json")
        try LintReport.writeBaseline(findings, to: baseline)
        let text = try String(contentsOf: baseline, encoding: .utf8)
        #expect(!text.contains(work.path), "the baseline names absolute paths: \(text)")

        // Another checkout, in another folder: the same project, moved.
        let second = work.appendingPathComponent("ci/build/42/project")
        try FileManager.default.createDirectory(
            at: second.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: first, to: second)
        let moved = AssetLinter.findings(AssetCatalog.load(from: second), root: second.path)
        #expect(moved.count == findings.count)
        let known = try LintReport.readBaseline(baseline)
        let report = LintReport(moved, strict: true, baseline: known)
        #expect(report.lines.isEmpty, "\(report.lines)")
        #expect(report.status == 0 && report.known == findings.count)

        // And through `panels lint --strict`, from another working directory.
        guard FileManager.default.isExecutableFile(atPath: LintTests.panelsExecutable.path) else { return }
        let run = try ChildProcess.runReporting(
            "panels", ["lint", second.path, "--strict", "--baseline", baseline.path], in: work)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("known from the baseline not shown"), "\(run.output)")
    }
}
