import Foundation

/// The `ControlFeedback` of each control in a stage's main tree, by the control's
/// identity, kept from one resolve to the next so that hovering or pressing a control
/// whose content does not read the changed flag redraws without resolving.
///
/// Contract: `feedback(for:level:)` gives the control's entry (made at `level` the
/// first time), its reads reset for the resolve under way, its live value set to
/// `level`. `beginPass()` starts a resolve pass and forgets the controls no pass since
/// the one before has made, so a long session keeps only what is shown. A control
/// without an entry is unknown: who changes its feedback resolves again. Safe to use
/// from any thread.
package final class ControlFeedbackStore: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [Identity: ControlFeedback] = [:]
    private var pass: UInt64 = 0

    package init() {}

    /// A resolve pass starts: controls neither it nor the last one made are forgotten.
    func beginPass() {
        lock.withLock {
            pass &+= 1
            let kept = pass &- 1
            // Removed in place: most passes forget nothing (no new table each resolve).
            let gone = entries.compactMap { $0.value.pass < kept ? $0.key : nil }
            for key in gone { entries.removeValue(forKey: key) }
        }
    }

    /// The entry of the control at `control`, being resolved with the pointer at
    /// `level` (see `ControlFeedback.live`).
    func feedback(for control: Identity, level: Double) -> ControlFeedback {
        let entry = lock.withLock { () -> ControlFeedback in
            if let entry = entries[control] {
                entry.pass = pass
                return entry
            }
            let entry = ControlFeedback(level: level, pass: pass)
            entries[control] = entry
            return entry
        }
        entry.beginResolve()
        entry.live.value = level
        return entry
    }

    /// The entry of the control at `control`, if a recent pass made it.
    package func entry(for control: Identity) -> ControlFeedback? {
        lock.withLock { entries[control] }
    }

    /// How many controls it knows.
    package var count: Int { lock.withLock { entries.count } }
}
