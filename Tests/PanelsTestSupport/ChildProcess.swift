import Foundation

/// Runs the package's own executables (demos, `panels`) as child processes, the way a
/// user would: each with its own SDL, its output captured.
package enum ChildProcess {
    /// The executable `name`, built next to the test bundle (in whichever build folder
    /// the tests run from, sanitized ones included).
    package static func url(_ name: String) -> URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent(name)
    }

    /// The address-space limit (RLIMIT_AS) the memory-limited cases run under: 4 GiB,
    /// the least the hostile-input contract allows.
    package static let memoryLimit = 4 << 30

    /// True under `make check-address` and `make check-thread` (they export
    /// `PANELS_SANITIZER=1`): a memory limit breaks the sanitizers' shadow memory, so
    /// memory-limited cases are skipped there.
    package static var underSanitizer: Bool {
        ProcessInfo.processInfo.environment["PANELS_SANITIZER"].map { !$0.isEmpty && $0 != "0" } ?? false
    }

    /// Runs `name` with `arguments` to the end; its exit status and everything it
    /// printed (stdout and stderr together, interleaved as written).
    ///
    /// With `memoryLimit` (bytes, rounded down to KiB) the child runs under that
    /// RLIMIT_AS, set by `/bin/sh -c 'ulimit -v N && exec "$0" "$@"'` before the
    /// executable starts, so an allocation over it fails instead of taking the machine.
    package static func run(
        _ name: String, _ arguments: [String],
        environment: [String: String] = ProcessInfo.processInfo.environment,
        in directory: URL? = nil, memoryLimit: Int? = nil
    ) throws -> (status: Int32, output: String) {
        let process = launcher(name, arguments, environment: environment, in: directory, memoryLimit: memoryLimit)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// `run(_:_:environment:in:memoryLimit:)` with stdout and stderr kept apart
    /// (`output` is stdout, then stderr; `errors` is stderr alone), also saying whether
    /// the child ended by a signal (then `status` is the signal's number).
    package static func runReporting(
        _ name: String, _ arguments: [String],
        environment: [String: String] = ProcessInfo.processInfo.environment,
        in directory: URL? = nil, memoryLimit: Int? = nil
    ) throws -> (status: Int32, output: String, errors: String, terminatedBySignal: Bool) {
        let process = launcher(name, arguments, environment: environment, in: directory, memoryLimit: memoryLimit)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // stderr is drained on another thread so neither pipe fills and blocks the child.
        let errors = ErrorsBox()
        let drained = DispatchSemaphore(value: 0)
        let reader = err.fileHandleForReading
        DispatchQueue.global().async {
            errors.data = reader.readDataToEndOfFile()
            drained.signal()
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        drained.wait()
        process.waitUntilExit()
        let said = String(decoding: errors.data, as: UTF8.self)
        return (
            process.terminationStatus, String(decoding: data, as: UTF8.self) + said, said,
            process.terminationReason == .uncaughtSignal
        )
    }

    /// A process set up to run `name` (through `/bin/sh` when there is a memory limit).
    private static func launcher(
        _ name: String, _ arguments: [String], environment: [String: String], in directory: URL?,
        memoryLimit: Int?
    ) -> Process {
        let process = Process()
        if let memoryLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments =
                ["-c", "ulimit -v \(memoryLimit / 1024) && exec \"$0\" \"$@\"", url(name).path] + arguments
        } else {
            process.executableURL = url(name)
            process.arguments = arguments
        }
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        return process
    }

    /// What the stderr reader read (written once, read after the semaphore).
    private final class ErrorsBox: @unchecked Sendable {
        var data = Data()
    }

    /// A new empty folder under the temporary directory, named `prefix-<uuid>`.
    package static func temporaryDirectory(_ prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
