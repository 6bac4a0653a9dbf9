/// A timer on a stage's clock, made by `Stage.schedule(after:_:)` (once) or
/// `Stage.schedule(every:_:)` (repeating); the token that cancels it.
///
/// Contract: the stage runs a timer's action inside `Stage.frame(size:scale:at:)`,
/// before the tree resolves, for every firing due at or before the frame's time, in
/// time order (timers due at the same time in the order they were scheduled), with
/// the stage's clock set to the firing's due time. A repeating timer started at `s`
/// with interval `i` fires at `s + i`, `s + 2i`, … (no drift): by time `t` it has
/// fired ⌊(t − s) / i⌋ times. The clock is the host's: real in a window (paused
/// while the window is hidden or minimized), virtual in scripts and snapshots.
/// `cancel()` stops it for good, from any frame on; an action may cancel its own timer.
/// Used on the stage's thread. The stage keeps an action until its timer is cancelled
/// or (once) fires: an action that captures the stage strongly keeps the stage alive
/// until then, so capture it weakly (`[weak stage]`) in a timer that repeats.
public final class StageTimer {
    /// When the timer was scheduled, on the stage's clock.
    package let start: Double
    /// Seconds between firings (nil: it fires once).
    package let interval: Double?
    /// How many times it has fired.
    public private(set) var fireCount = 0
    /// True once cancelled, or after a one-shot timer fired, or when the schedule was
    /// refused (a delay or interval that is not a number).
    public private(set) var isCancelled = false
    let serial: Int
    let delay: Double
    /// Dropped once the timer cannot fire again (cancelled, a one-shot fired, refused),
    /// so what it captured is let go.
    private var action: (() -> Void)?

    init(start: Double, delay: Double, interval: Double?, serial: Int, refused: Bool, action: @escaping () -> Void) {
        self.start = start
        self.delay = delay
        self.interval = interval
        self.serial = serial
        self.action = refused ? nil : action
        isCancelled = refused
    }

    /// The time of the next firing (infinity when it will not fire again).
    package var nextFire: Double {
        guard !isCancelled else { return .infinity }
        if let interval { return start + Double(fireCount + 1) * interval }
        return start + delay
    }

    /// Stops the timer: it never fires again, and its action (with what it captured)
    /// is let go.
    public func cancel() {
        isCancelled = true
        action = nil
    }

    /// Runs the action once, as the firing due at `nextFire`.
    func fire() {
        fireCount += 1
        guard let run = action else { return }
        if interval == nil {
            isCancelled = true
            action = nil
        }
        run()
    }
}
