import Foundation

/// A number read when a frame is drawn, not when the tree resolves: panels drawn from
/// it (`.offset(following:_:)`, `.color(following:_:)`) move or recolor at the next
/// frame without the tree resolving or laying out again — what a drag or a settling
/// spring changes 60 times a second (a sheet's position, what follows it).
///
/// Contract:
/// - `value` is where it rests: setting it jumps there at the next frame (a running
///   motion stops). `animate(from:to:motion:)` moves from `from` (default: the value
///   drawn last) to `to` with `motion`, starting at the next frame drawn; a spring's
///   `initialVelocity` is relative to the distance, as in `animate(_:_:)`.
/// - A `Stage` drawing a panel bound to it evaluates it at each frame's time; the
///   value so drawn is `drawnValue`. The stage needs a frame while it moves or after
///   it changed. Changes wake the window of the stage that drew it last.
/// - Safe to use from any thread. Layout never reads it: a panel's place and size
///   never depend on it, only where and in what color it is drawn.
public final class LiveValue: @unchecked Sendable {
    private let lock = NSLock()
    private var resting: Double
    private var track: MotionTrack?
    private var pendingStart = false
    private var drawn: Double
    private var changes: UInt64 = 0
    private var wake: (@Sendable () -> Void)?
    /// Runs when the running motion ends (`animate(…, completion:)`).
    private var completion: (() -> Void)?

    /// A value that runs from 0 to 1 every `period` seconds: at clock time `t` it is the
    /// fraction of `t / period`, so it depends on the time alone, whatever made it.
    private var period: Double?

    /// A live value resting at `value` (default 0; not finite: 0), with no motion running.
    public init(_ value: Double = 0) {
        let value = value.isFinite ? value : 0
        resting = value
        drawn = value
    }

    /// A value that runs from 0 up to 1 every `period` seconds on the stage's clock,
    /// forever, and starts over (an indeterminate progress bar's stripe). At clock time
    /// `t` it is the fractional part of `t / period`, so every frame at the same time
    /// draws the same. It rests at 0 in a still (`Composition`) and with less motion
    /// (`PanelContext.reduceMotion`). A period that is not finite or below 0.05 s is
    /// taken as 1 s.
    public static func cycling(period: Double) -> LiveValue {
        let value = LiveValue(0)
        value.period = period.isFinite && period >= 0.05 ? period : 1
        return value
    }

    /// Where the value rests (the target while it moves). Setting it jumps there.
    /// Non-finite values count as 0.
    public var value: Double {
        get { lock.withLock { resting } }
        set {
            let callback = lock.withLock { () -> (@Sendable () -> Void)? in
                let value = newValue.isFinite ? newValue : 0
                guard value != resting || track != nil else { return nil }
                resting = value
                track = nil
                completion = nil
                changes &+= 1
                return wake
            }
            callback?()
        }
    }

    /// The value at the last frame drawn.
    package var drawnValue: Double { lock.withLock { drawn } }

    /// Moves from `from` (default: the value drawn last) to `target` with `motion`,
    /// starting at the next frame drawn. `completion` runs on the drawing stage's
    /// thread at the first frame drawn at or after the motion's end (at once in that
    /// frame when less motion ends it, or when there is nothing to move); it does not
    /// run when another `animate` or a set `value` replaces the motion first, nor in a
    /// still, which draws the resting value.
    public func animate(from: Double? = nil, to target: Double, motion: Motion, completion: (() -> Void)? = nil) {
        let callback = lock.withLock { () -> (@Sendable () -> Void)? in
            self.completion = completion
            let start = from.flatMap { $0.isFinite ? $0 : nil } ?? drawn
            let target = target.isFinite ? target : 0
            resting = target
            changes &+= 1
            guard start != target, motion.totalDuration > 0 else {
                track = nil
                return wake
            }
            var velocity = SIMD4<Double>.zero
            if case .spring = motion.curve { velocity[0] = (target - start) * motion.initialVelocity }
            track = MotionTrack(
                from: SIMD4(start, 0, 0, 0), to: SIMD4(target, 0, 0, 0), start: 0, motion: motion,
                initialVelocity: velocity)
            pendingStart = true
            return wake
        }
        callback?()
    }

    /// The value at clock `time`, remembered as the value drawn (a motion asked for
    /// before starts now). With `settling` (less motion), a motion ends at once.
    func draw(at time: Double, settling: Bool = false) -> Double {
        var ended: (() -> Void)?
        defer { ended?() }
        return lock.withLock {
            defer {
                if track == nil, let done = completion {
                    completion = nil
                    ended = done
                }
            }
            if settling { track = nil }
            if let period, time.isFinite {
                let phase = time / period
                drawn = settling ? resting : phase - phase.rounded(.down)
                return drawn
            }
            if var moving = track {
                if pendingStart {
                    moving.start = time
                    pendingStart = false
                    track = moving
                }
                if moving.isFinished(at: time) {
                    track = nil
                    drawn = resting
                } else {
                    drawn = moving.value(at: time)[0]
                }
            } else {
                drawn = resting
            }
            return drawn
        }
    }

    /// A count that grows at every change (the stage compares it with the one it drew).
    var changeCount: UInt64 { lock.withLock { changes } }

    /// Whether a motion still runs at `time` (or waits for its first frame).
    func isMoving(at time: Double) -> Bool {
        lock.withLock { period != nil || (track.map { pendingStart || !$0.isFinished(at: time) } ?? false) }
    }

    /// Who to wake when the value changes (the stage that drew it last).
    func setWake(_ callback: (@Sendable () -> Void)?) {
        lock.withLock { wake = callback }
    }
}
