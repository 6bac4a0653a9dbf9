import Foundation

/// Runs code on a thread of its own, for tests of per-thread state (caches each thread
/// keeps to itself).
package enum OtherThread {
    /// Runs `body` on a new thread, waits for it, and returns what it returned.
    package static func run<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.start()
        done.wait()
        return box.value!
    }

    /// The thread's result; written before the semaphore is signalled, read after.
    private final class Box<T>: @unchecked Sendable {
        var value: T?
    }
}
