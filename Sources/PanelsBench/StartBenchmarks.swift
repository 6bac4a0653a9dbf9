import Foundation
import PanelsSDL

/// `start.gallery`: cold start to the first presented frame, in ms: the Gallery
/// executable (built next to this one) is launched with `--exit-after-frames 1` and
/// timed from launch until it exits after presenting its first frame, in the default
/// (accelerated) window. Needs a display: `make bench` provides Xvfb when there is none.
extension BenchmarkGroup {
    static let start = BenchmarkGroup(name: "start") { rounds in
        guard WindowHost.displayAvailable else {
            FileHandle.standardError.write(
                Data("start: no display (DISPLAY unset); start.gallery skipped. `make bench` runs under Xvfb.\n".utf8))
            return []
        }
        let gallery = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("Gallery")
        guard FileManager.default.isExecutableFile(atPath: gallery.path) else {
            throw BenchError(
                "start: no Gallery next to panels-bench (build it: swift build -c release --product Gallery)")
        }
        var failure: Error?
        let ns = Stopwatch.median(rounds: max(3, rounds / 3)) {
            do {
                let process = Process()
                process.executableURL = gallery
                process.arguments = ["--exit-after-frames", "1"]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                process.waitUntilExit()
                if process.terminationStatus != 0 {
                    throw BenchError("start: Gallery exited with \(process.terminationStatus)")
                }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return [Figure(scenario: "start.gallery", value: ns / 1e6, unit: "ms")]
    }
}
