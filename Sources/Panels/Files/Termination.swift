import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a Panels process does when it is told to stop: on SIGTERM or SIGINT it
/// removes the temporary files of the writes under way (`AtomicFile`) and exits with
/// 128 + the signal's number (143 for SIGTERM, 130 for SIGINT), promptly, whatever
/// its window or script is doing.
///
/// Contract: `exitOnSignals()` installs the handling once per process (later calls do
/// nothing); windows (`WindowHost`) and the `panels` command call it, so `timeout`
/// and Ctrl-C end any demo, script or command. The signals are handled on a queue of
/// their own, not in a signal handler, so the main thread may be busy or blocked.
package enum Termination {
    private static let state = State()

    /// Handles SIGTERM and SIGINT as the type's contract says (once per process).
    package static func exitOnSignals() {
        state.install()
    }

    /// A temporary file being written: removed if the process is told to stop now.
    static func begin(_ path: String) { state.add(path) }

    /// The temporary file is renamed into place or removed.
    static func end(_ path: String) { state.remove(path) }

    private final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var installed = false
        private var sources: [DispatchSourceSignal] = []
        private var temporaries: Set<String> = []

        func add(_ path: String) { lock.withLock { _ = temporaries.insert(path) } }
        func remove(_ path: String) { lock.withLock { _ = temporaries.remove(path) } }

        func install() {
            lock.withLock {
                guard !installed else { return }
                installed = true
                let queue = DispatchQueue(label: "panels.termination")
                for number in [SIGTERM, SIGINT] {
                    // Ignored by the default disposition, so only the source sees it (and
                    // libraries that install a handler only over the default, as SDL
                    // does, leave it alone).
                    signal(number, SIG_IGN)
                    let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
                    source.setEventHandler { [unowned self] in self.terminate(number) }
                    source.resume()
                    sources.append(source)
                }
            }
        }

        private func terminate(_ number: Int32) -> Never {
            let paths = lock.withLock { temporaries }
            for path in paths { unlink(path) }
            _exit(128 + number)
        }
    }
}
