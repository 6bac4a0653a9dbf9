import Foundation
import PanelsTestSupport
import Testing

/// The `panels` command line as a user meets it, run as a child process: the version,
/// usage errors (exit 64, the subcommand's usage, what was wrong with the value),
/// failures (exit 1), progress on a terminal and in a log, plurals, the large-image
/// warning.
@Suite("Command line", .serialized)
struct CommandLineTests {
    static var noDisplay: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        return environment
    }

    @Test func noSubcommandIsAUsageError() throws {
        let result = try ChildProcess.run("panels", [])
        #expect(result.status == 64, "\(result.output)")
        #expect(result.output.contains("USAGE: panels <subcommand>"), "\(result.output)")
    }

    /// Found by the hostile sweep (`make hostile`): `-o` naming a device replaced the
    /// device with the PNG (`/dev/full`); a baseline that cannot be written printed
    /// "The operation could not be completed. (Panels.AtomicFile.Failure error 1.)".
    @Test func writesRefuseWhatIsNotARegularFileAndSayWhy() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-cli")
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("pipe.png").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let render = try ChildProcess.run("panels", ["render", "sample", "-o", fifo], environment: Self.noDisplay)
        #expect(render.status == 1, "\(render.output)")
        #expect(
            render.output.contains("it is a named pipe, not a file; only regular files are replaced"),
            "\(render.output)")
        var info = stat()
        #expect(stat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the pipe is still a pipe")
        let folder = directory.appendingPathComponent("assets")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let lint = try ChildProcess.run(
            "panels", ["lint", folder.path, "--write-baseline", directory.appendingPathComponent("a.png/x").path])
        #expect(lint.status == 1, "\(lint.output)")
        #expect(lint.output.contains("Cannot write"), "\(lint.output)")
        #expect(!lint.output.contains("AtomicFile.Failure error"), "\(lint.output)")
    }

    @Test func versionIsPrinted() throws {
        let result = try ChildProcess.run("panels", ["--version"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.hasPrefix("panels "), "\(result.output)")
        #expect(result.output.split(separator: "\n").count == 1)
    }

    @Test(arguments: [
        (["render", "--size", "-5x10", "sample"], "the width in '-5x10' is -5; it must be more than 0 points"),
        (["render", "--size", "10x0", "sample"], "the height in '10x0' is 0; it must be more than 0 points"),
        (["render", "--size", "10", "sample"], "'10' is not WIDTHxHEIGHT in points"),
        (["render", "--size", "axb", "sample"], "the width 'a' in 'axb' is not a number"),
        (["render", "--size", "9000x10", "sample"], "it must be at most 8192 points"),
        (["render", "--scale", "0", "sample"], "0 pixels per point is out of range: use 0.25 to 8"),
        (["render", "--scale", "-2", "sample"], "-2 pixels per point is out of range"),
        (["render", "--scale", "1e-300", "sample"], "1e-300 pixels per point is out of range: use 0.25 to 8"),
        (["render", "--scale", "two", "sample"], "'two' is not a number of pixels per point"),
        (
            ["preview", "upcoming-class", "--scale", "0"],
            "0 pixels per point is out of range: use 0.25 to 4"
        ),
        (
            ["preview", "upcoming-class", "--now", "2026-02-30T12:00:00+01:00"],
            "--now '2026-02-30T12:00:00+01:00' names a date or time that does not exist (2026-02-30T12:00:00)"
        ),
        (
            ["preview", "upcoming-class", "--now", "2026-11-22T24:30:00Z"],
            "names a date or time that does not exist (2026-11-22T24:30:00)"
        ),
    ])
    func badValuesSayWhatIsWrong(arguments: [String], message: String) throws {
        let result = try ChildProcess.run("panels", arguments)
        #expect(result.status == 64, "\(result.output)")
        #expect(result.output.contains(message), "\(result.output)")
        #expect(!result.output.contains("Missing value"), "\(result.output)")
        #expect(result.output.contains("panels \(arguments[0])"), "the subcommand's usage: \(result.output)")
    }

    @Test(arguments: [
        (["render", "no-such-scene"], "Unknown scene \"no-such-scene\"", "Usage: panels render"),
        (["render"], "Name a scene to render", "Usage: panels render"),
        (["preview", "no-such-widget"], "Unknown widget \"no-such-widget\"", "Usage: panels preview"),
        (["preview", "upcoming-class", "--sizes", "huge"], "Unknown size \"huge\"", "Usage: panels preview"),
        (
            ["preview", "upcoming-class", "--appearances", "sepia"], "Unknown appearance \"sepia\"",
            "Usage: panels preview"
        ),
        // 8694x289740 px: refused before anything renders (its peak was about 20 GB).
        (
            ["preview", "upcoming-class", "--text-sizes", "all", "--scale", "3"],
            "The sheet would be 8694x289740 px (2518 megapixels), over the 500 a sheet may have.",
            "Usage: panels preview"
        ),
    ])
    func usageErrorsShowTheSubcommandsUsage(arguments: [String], message: String, usage: String) throws {
        let result = try ChildProcess.run("panels", arguments)
        #expect(result.status == 64, "\(result.output)")
        #expect(result.output.contains(message), "\(result.output)")
        #expect(result.output.contains(usage), "\(result.output)")
        #expect(!result.output.contains("SUBCOMMANDS"), "not the root usage: \(result.output)")
    }

    @Test func aSheetThatCannotBeWrittenIsAFailure() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-cli")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try ChildProcess.run(
            "panels",
            [
                "preview", "upcoming-class", "--locales", "en", "--appearances", "light", "--sizes", "small",
                "--states", "nothing", "-o", directory.appendingPathComponent("missing/sheet.png").path,
            ])
        #expect(result.status == 1, "\(result.output)")
        #expect(result.output.contains("Cannot write"), "\(result.output)")
        #expect(!result.output.contains("Usage:"), "a failure, not a usage error: \(result.output)")
    }

    @Test func progressInALogIsWholeLinesEndingWithANewline() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-cli")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try ChildProcess.run(
            "panels",
            [
                "preview", "upcoming-class", "--locales", "en,de", "--appearances", "light", "--sizes", "small",
                "--states", "nothing", "-o", "sheet.png",
            ], in: directory)
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("\r"), "\(result.output.debugDescription)")
        #expect(result.output.contains("Rendering row 1/2 (en · light)…\n"), "\(result.output.debugDescription)")
        #expect(result.output.contains("Rendering row 2/2 (de · light)…\n"), "\(result.output.debugDescription)")
        #expect(result.output.contains("2 locales × 1 appearance × 1 size × 1 state = 2 cells"), "\(result.output)")
    }

    /// On a terminal (a pseudo-terminal from `script`) the line is rewritten in place:
    /// carriage return, erase the line, the text; a newline after the last row.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1)"))
    func progressOnATerminalRewritesOneLine() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-cli")
        defer { try? FileManager.default.removeItem(at: directory) }
        let command = [
            ChildProcess.url("panels").path, "preview", "upcoming-class", "--locales", "en,de", "--appearances",
            "light", "--sizes", "small", "--states", "nothing", "-o", "sheet.png",
        ].joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output.debugDescription)")
        #expect(
            output.contains("\r\u{1B}[2KRendering row 1/2 (en · light)…\r\u{1B}[2KRendering row 2/2 (de · light)…"),
            "\(output.debugDescription)")
        #expect(
            output.contains("Rendering row 2/2 (de · light)…\r\n")
                || output.contains("Rendering row 2/2 (de · light)…\n"), "\(output.debugDescription)")
    }

    /// The warning comes before any row is rendered; the test then ends the child (by
    /// its id) instead of waiting for a sheet of several hundred megapixels.
    @Test func aSheetAbove100MegapixelsIsWarnedAbout() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-cli")
        defer { try? FileManager.default.removeItem(at: directory) }
        let process = Process()
        process.executableURL = ChildProcess.url("panels")
        process.arguments = ["preview", "upcoming-class", "--states", "all", "--scale", "4", "-o", "big.png"]
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        var output = ""
        let deadline = Date().addingTimeInterval(60)
        while !output.contains("megapixels") && Date() < deadline && process.isRunning {
            let data = pipe.fileHandleForReading.availableData
            if data.isEmpty { Thread.sleep(forTimeInterval: 0.05) }
            output += String(decoding: data, as: UTF8.self)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(output.contains("warning: the sheet will be "), "\(output)")
        #expect(output.contains("megapixels"), "\(output)")
        #expect(!output.contains("Rendering row"), "the warning comes first: \(output)")
    }

    @Test func aSmallSheetHasNoWarning() throws {
        let directory = try ChildProcess.temporaryDirectory("panels-cli")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try ChildProcess.run(
            "panels",
            ["preview", "upcoming-class", "--locales", "en", "--sizes", "small", "-o", "s.png"],
            in: directory)
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("warning: the sheet"), "\(result.output)")
        #expect(result.output.contains("1 locale × 2 appearances × 1 size × 3 states = 6 cells"), "\(result.output)")
    }

    /// Seconds and moments out of range are usage errors when parsed, naming the value:
    /// `--exit-after 1e300` trapped converting to nanoseconds once the window was open,
    /// `nan` meant 0, an idle poll of 0 was clamped without a word, and UpcomingWidget's
    /// `--now 2026-02-30…` showed 2 March.
    @Test(arguments: [
        ("Gallery", ["--exit-after", "1e300"], "out of range"),
        ("Gallery", ["--exit-after", "nan"], "is not a number of seconds"),
        ("Gallery", ["--windows", "2", "--idle-poll", "0", "--exit-after", "1"], "out of range"),
        ("UpcomingWidget", ["--exit-after", "inf"], "is not a number of seconds"),
        ("UpcomingWidget", ["--now", "2026-02-30T12:00:00+01:00", "--screenshot", "x.png"], "has no day 30"),
        ("panels", ["preview", "upcoming-class", "--window", "--exit-after", "-1"], "out of range"),
    ])
    func secondsAndMomentsOutOfRangeAreUsageErrors(name: String, arguments: [String], message: String) throws {
        let directory = try ChildProcess.temporaryDirectory("panels-seconds")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try ChildProcess.run(name, arguments, in: directory)
        #expect(result.status == 64, "\(result.output)")
        #expect(result.output.contains(message), "\(result.output)")
    }
}
