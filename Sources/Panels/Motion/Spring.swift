import Foundation

/// A damped spring: the physics behind `Motion.spring`.
///
/// Contract: `state(displacement:velocity:at:)` is the exact solution of
/// m·x″ + c·x′ + k·x = 0 for the given start, so an interrupted spring continues
/// with its current velocity and the result does not depend on frame rate.
public struct Spring: Hashable, Sendable {
    /// The spring constant k (default 170); one that is not finite or not positive, given
    /// to the init or set later, is replaced with 170.
    public var stiffness: Double {
        didSet { if !(stiffness.isFinite && stiffness > 0) { stiffness = 170 } }
    }
    /// The damping coefficient c (default 26; 0: no damping); a negative or non-finite one,
    /// given to the init or set later, is replaced with 26.
    public var damping: Double {
        didSet { if !(damping.isFinite && damping >= 0) { damping = 26 } }
    }
    /// The moving mass m (default 1); one that is not finite or not positive, given to the
    /// init or set later, is replaced with 1 (a mass of 0 divided by zero).
    public var mass: Double {
        didSet { if !(mass.isFinite && mass > 0) { mass = 1 } }
    }

    /// Sanitized: stiffness and mass positive, damping not negative.
    public init(stiffness: Double = 170, damping: Double = 26, mass: Double = 1) {
        self.stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 170
        self.damping = damping.isFinite && damping >= 0 ? damping : 26
        self.mass = mass.isFinite && mass > 0 ? mass : 1
    }

    /// Critical damping for this stiffness and mass: fastest settle without overshoot.
    public static func criticallyDamped(stiffness: Double = 170, mass: Double = 1) -> Spring {
        Spring(stiffness: stiffness, damping: 2 * (stiffness * mass).squareRoot(), mass: mass)
    }

    /// A spring that overshoots and bounces (damping ratio 0.5).
    public static func bouncy(stiffness: Double = 170, mass: Double = 1) -> Spring {
        Spring(stiffness: stiffness, damping: (stiffness * mass).squareRoot(), mass: mass)
    }

    /// The spring that completes one undamped oscillation in `response` seconds with
    /// `dampingRatio` (ζ) at unit mass: stiffness (2π / response)², damping 2ζ√stiffness.
    public static func response(_ response: Double, dampingRatio: Double) -> Spring {
        let r = response.isFinite && response > 0 ? response : 0.5
        let stiffness = (2 * Double.pi / r) * (2 * Double.pi / r)
        let zeta = dampingRatio.isFinite && dampingRatio >= 0 ? dampingRatio : 1
        return Spring(stiffness: stiffness, damping: 2 * zeta * stiffness.squareRoot(), mass: 1)
    }

    /// ζ: below 1 the spring bounces, 1 is critical, above 1 it creeps.
    package var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Displacement from rest and velocity `t` seconds after starting with
    /// `displacement` and `velocity`.
    package func state(displacement x0: Double, velocity v0: Double, at t: Double) -> (x: Double, v: Double) {
        guard t > 0 else { return (x0, v0) }
        let w0 = (stiffness / mass).squareRoot()
        let zeta = dampingRatio
        if abs(zeta - 1) < 1e-9 {
            // Critically damped: x = (A + B t) e^{-w0 t}
            let a = x0
            let b = v0 + w0 * x0
            let e = exp(-w0 * t)
            return ((a + b * t) * e, (b - w0 * (a + b * t)) * e)
        } else if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let a = x0
            let b = (v0 + zeta * w0 * x0) / wd
            let e = exp(-zeta * w0 * t)
            let c = cos(wd * t), s = sin(wd * t)
            let x = e * (a * c + b * s)
            let v = e * (-zeta * w0 * (a * c + b * s) + (-a * wd * s + b * wd * c))
            return (x, v)
        } else {
            let r = w0 * (zeta * zeta - 1).squareRoot()
            let r1 = -zeta * w0 + r, r2 = -zeta * w0 - r
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// Time after which a unit displacement stays within `tolerance` (and slow):
    /// the spring's effective duration, found by stepping the exact solution.
    package func settlingTime(tolerance: Double = 0.001) -> Double {
        var t = 0.0
        var lastOutside = 0.0
        while t < 30 {
            let s = state(displacement: 1, velocity: 0, at: t)
            if abs(s.x) > tolerance || abs(s.v) > tolerance * 10 { lastOutside = t }
            t += 1.0 / 240
        }
        return lastOutside + 1.0 / 240
    }
}
