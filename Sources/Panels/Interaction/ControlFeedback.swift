import Foundation

/// One control's pointer feedback as its stage keeps it between resolves: a live value
/// its look can follow when each frame is drawn (`.color(following:normal:hovered:pressed:)`)
/// and which of `PressFeedback`'s flags its content read when it last resolved.
///
/// Contract: `live` is 0 at rest, 1 while the pointer is over the control and 2 while
/// the control is held down (pressed wins). A flag read since `beginResolve()` means the
/// content's panels depend on it: a change of it resolves the tree again; a change of a
/// flag not read only redraws what follows `live`. Safe to use from any thread.
package final class ControlFeedback: @unchecked Sendable {
    /// Which flags of `PressFeedback` a control's content reads.
    package struct Reads: OptionSet, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        package static let pressed = Reads(rawValue: 1)
        package static let hovered = Reads(rawValue: 2)
    }

    private let lock = NSLock()
    private var readFlags: Reads = []
    /// The resolve pass that last made the control (`ControlFeedbackStore`).
    var pass: UInt64
    /// 0 at rest, 1 hovered, 2 pressed.
    package let live: LiveValue

    init(level: Double, pass: UInt64) {
        live = LiveValue(level)
        self.pass = pass
    }

    /// The level `live` has for a control that is pressed or hovered.
    package static func level(pressed: Bool, hovered: Bool) -> Double {
        pressed ? 2 : hovered ? 1 : 0
    }

    /// The content resolves again: what it reads is noted afresh.
    func beginResolve() {
        lock.withLock { readFlags = [] }
    }

    /// The content read `flag`.
    func noteRead(_ flag: Reads) {
        lock.withLock { _ = readFlags.insert(flag) }
    }

    /// Which flags the content read since it last resolved.
    package var reads: Reads { lock.withLock { readFlags } }
}
