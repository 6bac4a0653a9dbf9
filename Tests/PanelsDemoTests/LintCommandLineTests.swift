import Foundation
import PanelsTestSupport
import Testing

/// `panels lint` run as a child process on a fixture shaped like a real app (an app
/// and its widget, partial translations): the rolled-up summary, `--verbose`,
/// `--strict`, a baseline written and then compared (only new problems fail), usage
/// errors (exit 64), and the fixture left byte for byte as it was.
@Suite("Lint command line", .serialized)
struct LintCommandLineTests {
    /// The app fixture of the asset file tests.
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PanelsAssetFilesTests/Fixtures/app")

    /// Every file under `folder`, by relative path, with its bytes.
    static func contents(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        for case let url as URL in enumerator {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            result[String(url.path.dropFirst(folder.path.count))] = try Data(contentsOf: url)
        }
        return result
    }

    @Test func summaryVerboseStrictAndBaselineLeaveTheFixtureAlone() throws {
        let before = try Self.contents(Self.app)
        #expect(!before.isEmpty)
        let directory = try ChildProcess.temporaryDirectory("panels-lint")
        defer { try? FileManager.default.removeItem(at: directory) }
        let baseline = directory.appendingPathComponent("baseline.json").path

        let plain = try ChildProcess.run("panels", ["lint", Self.app.path])
        #expect(plain.status == 0, "\(plain.output)")
        #expect(plain.output.contains("warning: de: "), "one line per locale: \(plain.output)")
        #expect(
            plain.output.contains("note: color set \"AccentColor\": no color given (Xcode's template)"),
            "\(plain.output)")
        #expect(!plain.output.contains("is missing in de"), "summarized, not listed: \(plain.output)")

        let verbose = try ChildProcess.run("panels", ["lint", "--verbose", Self.app.path])
        #expect(verbose.status == 0, "\(verbose.output)")
        #expect(verbose.output.contains("is missing in"), "every key listed: \(verbose.output)")
        #expect(verbose.output.split(separator: "\n").count > plain.output.split(separator: "\n").count)

        let strict = try ChildProcess.run("panels", ["lint", "--strict", Self.app.path])
        #expect(strict.status == 1, "\(strict.output)")
        #expect(strict.output.contains("error: "), "\(strict.output)")

        let written = try ChildProcess.run("panels", ["lint", "--write-baseline", baseline, Self.app.path])
        #expect(written.status == 0, "\(written.output)")
        #expect(written.output.contains("wrote "), "\(written.output)")
        let text = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(text.contains("\"problems\"") && !text.contains("\"line\""), "\(text)")

        for arguments in [["--baseline", baseline], ["--strict", "--baseline", baseline]] {
            let compared = try ChildProcess.run("panels", ["lint"] + arguments + [Self.app.path])
            #expect(compared.status == 0, "nothing new: \(compared.output)")
            #expect(compared.output.contains("0 errors, 0 warnings"), "\(compared.output)")
            #expect(compared.output.contains("known from the baseline not shown"), "\(compared.output)")
        }
        #expect(try Self.contents(Self.app) == before, "lint must not write to the assets")
    }

    @Test func aNewErrorFailsAgainstTheBaseline() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-lint")
        defer { try? FileManager.default.removeItem(at: directory) }
        let project = directory.appendingPathComponent("app")
        try FileManager.default.copyItem(at: Self.app, to: project)
        let baseline = directory.appendingPathComponent("baseline.json").path
        let written = try ChildProcess.run("panels", ["lint", "--write-baseline", baseline, project.path])
        #expect(written.status == 0, "\(written.output)")

        let broken = project.appendingPathComponent("App/de.lproj/Broken.strings")
        try Data("\"title\" = \"Titel\"\n\"unfinished\" = ".utf8).write(to: broken)
        let before = try Self.contents(project)
        let compared = try ChildProcess.run("panels", ["lint", "--baseline", baseline, project.path])
        #expect(compared.status == 1, "\(compared.output)")
        #expect(compared.output.contains("Broken.strings"), "\(compared.output)")
        #expect(compared.output.contains("error: "), "\(compared.output)")
        #expect(compared.output.contains("known from the baseline not shown"), "\(compared.output)")
        #expect(try Self.contents(project) == before, "lint must not write to the assets")
    }

    @Test func anUnreadableBaselineIsAUsageError() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-lint")
        defer { try? FileManager.default.removeItem(at: directory) }
        let garbage = directory.appendingPathComponent("garbage.json")
        try Data("not json".utf8).write(to: garbage)
        let missing = try ChildProcess.run(
            "panels", ["lint", "--baseline", directory.appendingPathComponent("none.json").path, Self.app.path])
        // A file named on the command line that cannot be used: exit 1, not a usage error.
        #expect(missing.status == 1, "\(missing.output)")
        #expect(missing.output.contains("no such file"), "\(missing.output)")
        #expect(!missing.output.contains("Usage: panels lint"), "\(missing.output)")
        let folder = try ChildProcess.run("panels", ["lint", "/no/such/folder"])
        #expect(folder.status == 1, "\(folder.output)")
        #expect(folder.output.contains("'/no/such/folder': no such folder."), "\(folder.output)")
        let unreadable = try ChildProcess.run("panels", ["lint", "--baseline", garbage.path, Self.app.path])
        #expect(unreadable.status == 1, "\(unreadable.output)")
        #expect(unreadable.output.contains("not a baseline file"), "\(unreadable.output)")
    }

    /// A development language Foundation does not know is a usage error before the
    /// folder is read (it was taken without a word, so every fallback ended at it).
    @Test(arguments: ["", "xx-ZZ", "🙂", String(repeating: "x", count: 1_000)])
    func anUnknownDevelopmentLanguageIsAUsageError(_ language: String) throws {
        let result = try ChildProcess.run("panels", ["lint", "--development-language", language, Self.app.path])
        #expect(result.status == 64, "\(result.output)")
        #expect(result.output.contains("is not a language Foundation knows"), "\(result.output)")
        #expect(!result.output.contains(String(repeating: "x", count: 81)), "\(result.output)")
    }
}
