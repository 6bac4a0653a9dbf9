import Foundation

/// Carries "observed state changed" from Observation's change handler (which may run
/// on any thread, inside the setter) to the `Stage`, together with the motion of the
/// `animate { }` block the change was made in.
final class ChangeSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var pending = false
    private var motion: Motion?
    private var wake: (@Sendable () -> Void)?

    var onChange: (@Sendable () -> Void)? {
        get { lock.withLock { wake } }
        set { lock.withLock { wake = newValue } }
    }

    var isPending: Bool { lock.withLock { pending } }

    /// Marks a change pending; the first change since the last `take()` calls
    /// `onChange` (later ones before the next frame need no second wake-up).
    func signal(_ transaction: Motion?) {
        let callback: (@Sendable () -> Void)? = lock.withLock {
            let first = !pending
            pending = true
            if let transaction { motion = transaction }
            return first ? wake : nil
        }
        callback?()
    }

    /// Gives a change already pending the motion of an `animate { }` block that ran
    /// after it (nothing when no change is pending).
    func amend(_ transaction: Motion) {
        lock.withLock {
            if pending { motion = transaction }
        }
    }

    /// Whether a change is pending, and its motion; clears both.
    func take() -> (changed: Bool, motion: Motion?) {
        lock.withLock {
            defer {
                pending = false
                motion = nil
            }
            return (pending, motion)
        }
    }
}
