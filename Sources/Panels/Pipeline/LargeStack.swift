import Foundation

/// Runs deeply recursive work (resolving, laying out and painting trees nested
/// thousands of levels deep) on a thread with a large stack, so deep trees render
/// instead of overflowing the caller's stack.
///
/// Contract: `run` returns `body`'s result as if called directly; the caller waits.
/// The stack is reserved address space (1 GiB), committed only as it is touched.
/// Nested calls run inline on the already-large stack.
@usableFromInline
enum LargeStack {
    static let stackSize = 1 << 30

    private final class Box<T>: @unchecked Sendable {
        var body: (() -> T)?
        var result: T?
    }

    private static let marker = "panels.large-stack"

    @usableFromInline
    static func run<T>(_ body: () -> T) -> T {
        if Thread.current.threadDictionary[marker] != nil { return body() }
        return withoutActuallyEscaping(body) { escapable in
            let box = Box<T>()
            box.body = escapable
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                Thread.current.threadDictionary[marker] = true
                box.result = box.body?()
                done.signal()
            }
            thread.stackSize = stackSize
            thread.start()
            done.wait()
            box.body = nil
            return box.result!
        }
    }
}
