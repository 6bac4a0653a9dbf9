/// How a change moves over time: a curve, a duration and a delay. Values are
/// made with `Motion.easeInOut(0.35)`, `.easeIn(0.25).delay(0.25)`, `.spring()` …
///
/// Contract: `progress(at:)` is 0 before the delay ends and exactly 1 once the
/// motion is finished; curves are monotonic except springs, which may overshoot.
public struct Motion: Hashable, Sendable {
    /// The shape of the motion.
    public enum Curve: Hashable, Sendable {
        /// Constant speed from start to end.
        case linear
        /// A CSS-style cubic Bézier from (0,0) to (1,1) with these control points.
        case cubic(x1: Double, y1: Double, x2: Double, y2: Double)
        /// A physical spring; its duration is its settling time.
        case spring(Spring)
    }

    /// The shape of the motion.
    package var curve: Curve
    /// Seconds the curve takes (for springs: the settling time).
    package var duration: Double { didSet { duration = Motion.seconds(duration) } }
    /// Seconds before the motion starts.
    package var delay: Double { didSet { delay = Motion.seconds(delay) } }
    /// Springs only: the velocity a new track starts with, in whole changes per
    /// second (a track from 100 to 300 with 2 starts at 400 per second). Used when a
    /// drag lets go and the motion must continue the finger's speed.
    package var initialVelocity: Double = 0 { didSet { if !initialVelocity.isFinite { initialVelocity = 0 } } }

    /// A motion along `curve` for `duration` seconds after `delay` seconds; a value that is not
    /// finite or not positive counts as 0 (a duration of 0 jumps to the end).
    public init(curve: Curve, duration: Double, delay: Double = 0) {
        self.curve = curve
        self.duration = Motion.seconds(duration)
        self.delay = Motion.seconds(delay)
    }

    /// `value` as a duration or delay: not finite or not positive is 0.
    static func seconds(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }

    /// The same motion starting with `velocity` changes per second (springs only; see
    /// `initialVelocity`). Non-finite values count as 0.
    public func initialVelocity(_ velocity: Double) -> Motion {
        var copy = self
        copy.initialVelocity = velocity.isFinite ? velocity : 0
        return copy
    }

    /// Constant speed for `duration` seconds (default 0.25).
    public static func linear(_ duration: Double = 0.25) -> Motion { Motion(curve: .linear, duration: duration) }
    /// Starts slowly and ends at full speed (CSS `ease-in`), over `duration` seconds (default
    /// 0.25).
    public static func easeIn(_ duration: Double = 0.25) -> Motion {
        Motion(curve: .cubic(x1: 0.42, y1: 0, x2: 1, y2: 1), duration: duration)
    }
    /// Starts at full speed and slows to a stop (CSS `ease-out`), over `duration` seconds
    /// (default 0.25).
    public static func easeOut(_ duration: Double = 0.25) -> Motion {
        Motion(curve: .cubic(x1: 0, y1: 0, x2: 0.58, y2: 1), duration: duration)
    }
    /// Starts and ends slowly (CSS `ease-in-out`), over `duration` seconds (default 0.35).
    public static func easeInOut(_ duration: Double = 0.35) -> Motion {
        Motion(curve: .cubic(x1: 0.42, y1: 0, x2: 0.58, y2: 1), duration: duration)
    }
    /// A spring motion (default `Spring()`: stiffness 170, damping 26, mass 1), lasting its
    /// settling time.
    public static func spring(_ spring: Spring = Spring()) -> Motion {
        Motion(curve: .spring(spring), duration: spring.settlingTime())
    }
    /// A spring motion with these constants, sanitized as `Spring.init` does.
    public static func spring(stiffness: Double, damping: Double, mass: Double = 1) -> Motion {
        .spring(Spring(stiffness: stiffness, damping: damping, mass: mass))
    }

    /// The default for shell panels: 0.35 s ease-in-out.
    public static let standard = Motion.easeInOut(0.35)

    /// The same motion starting `seconds` later.
    public func delay(_ seconds: Double) -> Motion {
        Motion(curve: curve, duration: duration, delay: seconds).initialVelocity(initialVelocity)
    }

    /// Seconds from start until the motion is finished (delay + duration).
    package var totalDuration: Double { delay + duration }

    /// Fraction of the way (0…1, springs may overshoot) `elapsed` seconds after start.
    public func progress(at elapsed: Double) -> Double {
        let t = elapsed - delay
        if t <= 0 { return 0 }
        if t >= duration { return 1 }
        let u = t / duration
        switch curve {
        case .linear:
            return u
        case .cubic(let x1, let y1, let x2, let y2):
            return CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2).value(at: u)
        case .spring(let spring):
            return 1 - spring.state(displacement: 1, velocity: 0, at: t).x
        }
    }
}

/// A CSS-style timing curve: x is time, y is progress; solves x(s) = t for s.
struct CubicBezier {
    let x1, y1, x2, y2: Double

    private func sample(_ a1: Double, _ a2: Double, _ s: Double) -> Double {
        // B(s) = 3(1-s)^2 s a1 + 3(1-s) s^2 a2 + s^3
        let inv = 1 - s
        return 3 * inv * inv * s * a1 + 3 * inv * s * s * a2 + s * s * s
    }

    private func slope(_ a1: Double, _ a2: Double, _ s: Double) -> Double {
        let inv = 1 - s
        return 3 * inv * inv * a1 + 6 * inv * s * (a2 - a1) + 3 * s * s * (1 - a2)
    }

    func value(at t: Double) -> Double {
        // Newton's method, falling back to bisection: deterministic iteration counts.
        var s = t
        for _ in 0 ..< 8 {
            let error = sample(x1, x2, s) - t
            if abs(error) < 1e-7 { return sample(y1, y2, s) }
            let d = slope(x1, x2, s)
            if abs(d) < 1e-6 { break }
            s -= error / d
        }
        var lo = 0.0, hi = 1.0
        s = t
        for _ in 0 ..< 40 {
            let x = sample(x1, x2, s)
            if abs(x - t) < 1e-7 { break }
            if x < t { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return sample(y1, y2, s)
    }
}
