import Foundation
import Synchronization

/// Runs deeply recursive work (resolving, laying out and painting trees nested
/// thousands of levels deep) on a thread with a large stack, so deep trees render
/// instead of overflowing the caller's stack.
///
/// Contract: `run` returns `body`'s result as if called directly; the caller waits.
/// The stack is reserved address space (1 GiB), committed only as it is touched.
/// Nested calls run inline on the already-large stack. The large-stack threads are
/// kept between runs (up to `maxIdle` waiting), so a run costs a hand-over, not a
/// thread start (~80 µs here); runs from several threads at once each get their own.
@usableFromInline
enum LargeStack {
    static let stackSize = 1 << 30
    /// Large-stack threads kept waiting for the next run.
    static let maxIdle = 4

    private final class Box<T>: @unchecked Sendable {
        var body: (() -> T)?
        var result: T?
    }

    /// A thread with the large stack that runs one job at a time, handed over with
    /// semaphores (which also order the job's memory between the two threads).
    private final class Worker: @unchecked Sendable {
        private let wake = DispatchSemaphore(value: 0)
        private let done = DispatchSemaphore(value: 0)
        /// The job to run next; nil when woken tells the thread to end.
        private var job: (() -> Void)?

        init() {
            let thread = Thread { [self] in
                Thread.current.threadDictionary[LargeStack.marker] = true
                while true {
                    wake.wait()
                    guard let job else { return }
                    job()
                    self.job = nil
                    done.signal()
                }
            }
            thread.stackSize = LargeStack.stackSize
            thread.start()
            LargeStack.started.add(1, ordering: .relaxed)
        }

        /// Runs `body` on this worker's thread and waits for it.
        func perform(_ body: @escaping () -> Void) {
            job = body
            wake.signal()
            done.wait()
        }

        /// Lets the thread end (it is not kept).
        func retire() {
            job = nil
            wake.signal()
        }
    }

    private static let marker = "panels.large-stack"
    private static let idleLock = NSLock()
    nonisolated(unsafe) private static var idle: [Worker] = []
    private static let started = Atomic<Int>(0)

    /// How many large-stack threads have been started (tests: runs reuse them).
    static var threadsStarted: Int { started.load(ordering: .relaxed) }

    @usableFromInline
    static func run<T>(_ body: () -> T) -> T {
        if Thread.current.threadDictionary[marker] != nil { return body() }
        return withoutActuallyEscaping(body) { escapable in
            let box = Box<T>()
            box.body = escapable
            let worker = idleLock.withLock { idle.popLast() } ?? Worker()
            worker.perform { box.result = box.body?() }
            box.body = nil
            let kept = idleLock.withLock { () -> Bool in
                guard idle.count < maxIdle else { return false }
                idle.append(worker)
                return true
            }
            if !kept { worker.retire() }
            return box.result!
        }
    }
}
