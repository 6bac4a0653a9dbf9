import Foundation

/// Runs the package's own executables (demos, `panels`) as child processes, the way a
/// user would: each with its own SDL, its output (stdout and stderr together) captured.
public enum ChildProcess {
    /// The executable `name`, built next to the test bundle (in whichever build folder
    /// the tests run from, sanitized ones included).
    public static func url(_ name: String) -> URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent(name)
    }

    /// Runs `name` with `arguments` to the end; its exit status and everything it printed.
    public static func run(
        _ name: String, _ arguments: [String],
        environment: [String: String] = ProcessInfo.processInfo.environment,
        in directory: URL? = nil
    ) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = url(name)
        process.arguments = arguments
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A new empty folder under the temporary directory, named `prefix-<uuid>`.
    public static func temporaryDirectory(_ prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
