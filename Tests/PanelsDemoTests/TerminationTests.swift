import Foundation
import Panels
import PanelsTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// SIGTERM and SIGINT end a demo promptly, in a window or playing a script, with
/// 128 + the signal's number (before, SDL turned them into a quit event that a
/// scripted run ignored, and the demo ran on and exited 0).
@Suite("Termination", .serialized)
struct TerminationTests {
    /// Runs the demo `name` with `arguments`, sends `signal` after `delay` seconds and
    /// gives back how it ended and how long it took to end after the signal.
    static func demo(_ name: String, _ arguments: [String], signal number: Int32, after delay: Double) throws
        -> (status: Int32, reason: Process.TerminationReason, took: Double)
    {
        let directory = try ChildProcess.temporaryDirectory("panels-term")
        defer { try? FileManager.default.removeItem(at: directory) }
        let process = Process()
        process.executableURL = ChildProcess.url(name)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: delay)
        let sent = Date()
        kill(process.processIdentifier, number)
        let deadline = Date().addingTimeInterval(20)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { process.interrupt(); kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason, Date().timeIntervalSince(sent))
    }

    static var hasDisplay: Bool { ProcessInfo.processInfo.environment["DISPLAY"] != nil }

    /// Time for a demo to open its window first (a sanitizer build starts slowly).
    static var startUp: Double { ProcessInfo.processInfo.environment["PANELS_SANITIZER"] == nil ? 2 : 12 }

    @Test(.enabled(if: TerminationTests.hasDisplay, "needs a display (make test runs under Xvfb)"))
    func sigtermEndsAWindowedDemoWith143() throws {
        let ended = try Self.demo("Gallery", [], signal: SIGTERM, after: Self.startUp)
        #expect(ended.reason == .exit && ended.status == 143, "\(ended)")
        #expect(ended.took < 5, "\(ended)")
    }

    @Test(.enabled(if: TerminationTests.hasDisplay, "needs a display (make test runs under Xvfb)"))
    func sigintEndsAScriptedDemoWith130() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-term-script")
        defer { try? FileManager.default.removeItem(at: directory) }
        // Long enough to still be playing when the signal comes.
        let script = directory.appendingPathComponent("long.script")
        try String(repeating: "move 100 100\nmove 200 200\nadvance 16ms\n", count: 40_000)
            .write(to: script, atomically: true, encoding: .utf8)
        let ended = try Self.demo("Shell", ["--script", script.path], signal: SIGINT, after: Self.startUp)
        #expect(ended.reason == .exit && ended.status == 130, "\(ended)")
        #expect(ended.took < 5, "\(ended)")
    }
}
