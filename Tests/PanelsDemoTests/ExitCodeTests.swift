import Foundation
import PanelsTestSupport
import Testing

/// Exit codes as a user sees them, from child processes: a failure to write or read
/// what the user named is status 1 with a message naming the path (64 stays for
/// usage errors), and nothing already on disk is lost.
@Suite("Exit codes")
struct ExitCodeTests {
    @Test func renderingIntoAMissingFolderFailsNamingThePath() throws {
        let folder = try ChildProcess.temporaryDirectory("panels-exit")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("missing/out.png")
        let result = try ChildProcess.runReporting("panels", ["render", "sample", "-o", output.path])
        #expect(!result.terminatedBySignal && result.status == 1, "\(result.output)")
        #expect(result.errors.contains(output.path), "\(result.output)")
        #expect(!result.output.contains("Rendered"), "no success reported: \(result.output)")
    }

    /// A write that cannot finish leaves the file already there byte for byte: the
    /// name is the longest a folder allows, so the temporary file beside it cannot be
    /// made (this holds for root too, unlike a read-only folder).
    @Test func aFailedRenderLeavesTheExistingFileIntact() throws {
        let folder = try ChildProcess.temporaryDirectory("panels-exit")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent(String(repeating: "o", count: 250) + ".png")
        let old = Data("the previous render".utf8)
        try old.write(to: output)
        let result = try ChildProcess.runReporting("panels", ["render", "sample", "-o", output.path])
        #expect(!result.terminatedBySignal && result.status == 1, "\(result.output)")
        #expect(result.errors.contains(output.path), "\(result.output)")
        #expect(try Data(contentsOf: output) == old)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(left == [output.lastPathComponent], "no temporary file left: \(left)")
    }

    /// A read-only folder (permissions do not stop root, so only as another user).
    @Test(.enabled(if: geteuid() != 0, "root writes into read-only folders"))
    func renderingIntoAReadOnlyFolderFailsAndKeepsTheFile() throws {
        let folder = try ChildProcess.temporaryDirectory("panels-exit")
        let locked = folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path)
            try? FileManager.default.removeItem(at: folder)
        }
        let output = locked.appendingPathComponent("out.png")
        let old = Data("the previous render".utf8)
        try old.write(to: output)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        let result = try ChildProcess.runReporting("panels", ["render", "sample", "-o", output.path])
        #expect(!result.terminatedBySignal && result.status == 1, "\(result.output)")
        #expect(result.errors.contains(output.path), "\(result.output)")
        #expect(try Data(contentsOf: output) == old)
    }

    @Test func thePreviewWithAMissingDataFileFails() throws {
        let folder = try ChildProcess.temporaryDirectory("panels-exit")
        defer { try? FileManager.default.removeItem(at: folder) }
        let data = folder.appendingPathComponent("no-such-reservations.json")
        let result = try ChildProcess.runReporting(
            "panels",
            [
                "preview", "upcoming-class", "--data", data.path, "--locales", "en", "--appearances", "light",
                "--sizes", "small", "-o", folder.appendingPathComponent("sheet.png").path,
            ])
        #expect(!result.terminatedBySignal && result.status == 1, "\(result.output)")
        #expect(result.errors.contains("--data \(data.path): the file does not exist"), "\(result.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("sheet.png").path))
    }

    /// An unusable `--script` (missing, or with a line that is not a command) is said
    /// on stderr and the demo exits non-zero before any window opens.
    @Test(arguments: ["Shell", "Popovers", "Feed", "Gallery"], ["missing", "bad line"])
    func demosRefuseAnUnusableScript(demo: String, kind: String) throws {
        let folder = try ChildProcess.temporaryDirectory("panels-exit")
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("input.script")
        if kind == "bad line" { try Data("advance 16ms\nfrobnicate 1 2\n".utf8).write(to: script) }
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_VIDEODRIVER"] = "offscreen"
        let result = try ChildProcess.runReporting(
            demo, ["--script", script.path, "--shots", folder.path], environment: environment, in: folder)
        #expect(!result.terminatedBySignal && result.status != 0, "\(result.output)")
        #expect(result.errors.contains(script.path), "\(result.output)")
        if kind == "bad line" { #expect(result.errors.contains("frobnicate"), "\(result.output)") }
    }
}
