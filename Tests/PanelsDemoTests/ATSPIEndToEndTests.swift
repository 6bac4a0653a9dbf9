import Foundation
import PanelsSDL
import PanelsTestSupport
import Testing

/// The AT-SPI export end to end, as a screen reader meets it: `Tests/ATSPI/atspi_check.py`
/// (pyatspi, Debian's python3), which runs itself in a session bus of its own (`dbus-run-session`, which
/// activates at-spi2-core's accessibility bus and registry) on an Xvfb display of its
/// own (keys typed there reach only this Gallery). The script starts the Gallery with
/// assistive technology off, turns it on through `org.a11y.Status` (the Gallery loads
/// its bridge then), finds the application, window and controls by role and name,
/// presses, focuses, tabs, steps a slider, reads a progress bar's number, a choice's
/// selection, a caption's text, writes an entry and moves its caret; selects a list
/// row, looks a grid's cell up, opens a popover; each waited for by its AT-SPI event.
/// It measures the idle Gallery's CPU with the export loaded (at most 1 % of one
/// core); starts a Gallery with assistive technology already on and a listener that
/// never calls into it (its window's activation, its focus and Tab's focus must reach
/// that listener); then types into the Search demo's field, moves its highlight with ↓
/// (the field's active descendant) and reads its relations and results.
///
/// `make test` installs what it needs (python3-pyatspi, at-spi2-core, dbus): a missing
/// one fails the test, naming the package.
@Suite("AT-SPI end to end", .serialized)
struct ATSPIEndToEndTests {
    static let python = "/usr/bin/python3"

    @Test(
        "pyatspi reads and operates the Gallery (turned on late) and the Search demo; idle CPU with the export loaded stays under 1 %",
        .enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
    func galleryOverATSPI() throws {
        #if os(Linux)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let script = root.appendingPathComponent("ATSPI/atspi_check.py").path
        let needed = [
            ("/usr/bin/dbus-run-session", "dbus"), ("/usr/libexec/at-spi-bus-launcher", "at-spi2-core"),
            (Self.python, "python3"),
        ]
        for (path, package) in needed {
            try #require(
                FileManager.default.isExecutableFile(atPath: path),
                "\(path) is missing: install the Debian package \(package) (make test-deps does)")
        }
        let began = Date()
        let probe = try Self.run(Self.python, ["-c", "import pyatspi"])
        try #require(
            probe.status == 0,
            "pyatspi cannot be imported: install python3-pyatspi (make test-deps does)\n\(probe.output)")

        let probed = Date()
        let display = IdleCPUTests.privateDisplay()
        let displayed = Date()
        defer {
            // SIGKILL: the test runner's blocked SIGTERM is inherited, so Xvfb would outlive
            // a terminate().
            if let server = display?.server, server.isRunning {
                kill(server.processIdentifier, SIGKILL)
                server.waitUntilExit()
            }
        }
        var environment = ProcessInfo.processInfo.environment
        if let display { environment["DISPLAY"] = ":\(display.number)" }
        environment.removeValue(forKey: "PANELS_ACCESSIBILITY")
        let result = try Self.run(
            Self.python, [script, ChildProcess.url("Gallery").path, ChildProcess.url("Search").path],
            environment: environment)
        // Where the time goes (about 10 s alone; much longer seen beside the whole suite).
        print(
            String(
                format: "AT-SPI end to end: pyatspi probe %.1f s, Xvfb %.1f s, the check %.1f s",
                probed.timeIntervalSince(began), displayed.timeIntervalSince(probed),
                Date().timeIntervalSince(displayed)
            ))
        print(
            result.output.split(separator: "\n").filter { $0.hasPrefix("ok") || $0.hasPrefix("All") }.joined(
                separator: "\n"))
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("All AT-SPI checks passed"), "\(result.output)")
        #endif
    }

    /// Runs `path` with `arguments` to the end: its status and its output (stdout and
    /// stderr together). The output goes through a file, not a pipe: the bus daemons
    /// the check starts may hold a pipe open a moment after it ends.
    static func run(
        _ path: String, _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> (status: Int32, output: String) {
        let folder = try ChildProcess.temporaryDirectory("atspi")
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("output.txt")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }
}
