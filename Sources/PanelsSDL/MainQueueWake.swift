import CSDL2
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Wakes a sleeping `WindowLoop` when work is queued on the main queue (a main-actor
/// `Task` resuming, `DispatchQueue.main.async` from another thread), so the loop can
/// sleep long while idle and still run that work at once.
///
/// Contract: a helper thread waits (`poll`) on the main queue's wake-up handle, the
/// one Foundation's run loop waits on (`_dispatch_get_main_queue_handle_4CF`, looked
/// up at run time); when work is queued it posts one SDL user event, then waits until
/// the loop has run the main queue (`rearm()`) before it looks again, so it never
/// spins. Where the handle does not exist, `isAvailable` is false and loops fall back
/// to polling.
enum MainQueueWake {
    private static let state = State()

    /// Whether main-queue work wakes the loop (the handle was found and the helper runs).
    static var isAvailable: Bool { state.start() }

    /// The SDL event type the helper posts (nil until it runs): a wake-up, never a
    /// reason to draw.
    static var eventType: UInt32? { state.eventType }

    /// After the loop ran the main queue: the helper may look for new work again.
    static func rearm() {
        state.rearm()
    }

    private final class State: @unchecked Sendable {
        private let lock = NSLock()
        private var started: Bool?
        private var type: UInt32?
        var eventType: UInt32? { lock.withLock { type } }
        private var posted = false
        private let drained = DispatchSemaphore(value: 0)

        func start() -> Bool {
            lock.withLock {
                if let started { return started }
                typealias GetHandle = @convention(c) () -> Int32
                guard let library = dlopen(nil, RTLD_NOW),
                    let symbol = dlsym(library, "_dispatch_get_main_queue_handle_4CF")
                else {
                    started = false
                    return false
                }
                let handle = unsafeBitCast(symbol, to: GetHandle.self)()
                guard handle >= 0 else {
                    started = false
                    return false
                }
                let type = SDLLock.run { SDL_RegisterEvents(1) }
                self.type = type
                let thread = Thread { [self] in watch(handle, type: type) }
                thread.name = "Panels main-queue wake"
                thread.stackSize = 64 << 10
                thread.start()
                started = true
                return true
            }
        }

        private func watch(_ handle: Int32, type: UInt32) {
            while true {
                var entry = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
                let ready = poll(&entry, 1, -1)
                guard ready == 1 else {
                    if ready < 0 && errno != EINTR { return }
                    continue
                }
                lock.withLock { posted = true }
                SDLWake.post(type)
                drained.wait()
            }
        }

        func rearm() {
            let wasPosted = lock.withLock {
                defer { posted = false }
                return posted
            }
            if wasPosted { drained.signal() }
        }
    }
}
