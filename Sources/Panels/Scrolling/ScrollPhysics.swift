import Foundation

/// The feel of scrolling, as formulas of time (seconds on the host's clock), so every
/// frame is reproducible.
///
/// Contract:
/// - **Momentum** (`fling`): after a release at velocity `v` (points per second) the
///   velocity decays by `deceleration` (0.998, UIScrollView's normal rate) per
///   millisecond, v(t) = v · 0.998^(1000 t); the distance is its integral; the motion
///   stops when the speed falls below `stopSpeed` (10 pt/s).
/// - **Rubber band** (`rubberBand`): dragged `x` points past an edge of a viewport
///   `d` points long, the content moves (1 − 1 / (x · 0.55 / d + 1)) · d.
/// - **Spring back** (`springBack`): a critically damped spring (ω = 18 /s) from the
///   displacement and velocity at release, exactly at rest `settleTime` (0.5 s) later.
/// - Wheels scroll `lineLength` (40 pt) per line.
package enum ScrollPhysics {
    package static let deceleration = 0.998
    package static let stopSpeed = 10.0
    package static let rubberBandCoefficient = 0.55
    package static let settleTime = 0.5
    package static let springFrequency = 18.0
    package static let lineLength = 40.0
    /// Indicators: thickness, inset from the edges, rest before fading, fade length.
    package static let indicatorThickness = 3.0
    package static let indicatorInset = 3.0
    package static let indicatorRest = 0.5
    package static let indicatorFade = 0.25

    /// 1000 · ln(deceleration): the decay rate per second (negative).
    static let rate = 1000 * log(deceleration)

    /// Seconds a fling at `velocity` lasts (until its speed falls below `stopSpeed`).
    package static func flingDuration(velocity: Double) -> Double {
        let speed = abs(velocity)
        guard speed > stopSpeed, speed.isFinite else { return 0 }
        return log(stopSpeed / speed) / rate
    }

    /// Distance travelled and velocity `t` seconds after a fling at `velocity`; the
    /// velocity is 0 once the fling has stopped.
    package static func fling(velocity: Double, at t: Double) -> (distance: Double, velocity: Double) {
        let end = flingDuration(velocity: velocity)
        guard end > 0 else { return (0, 0) }
        let tt = min(max(t, 0), end)
        let decay = exp(rate * tt)
        return (velocity * (decay - 1) / rate, t >= end ? 0 : velocity * decay)
    }

    /// Seconds after a fling at `velocity` when it has travelled `distance` (same
    /// sign), or nil when it stops first.
    static func flingTime(velocity: Double, toTravel distance: Double) -> Double? {
        guard velocity != 0, distance * velocity >= 0 else { return distance == 0 ? 0 : nil }
        let decay = 1 + distance * rate / velocity
        guard decay > 0 else { return nil }
        let t = log(decay) / rate
        return t <= flingDuration(velocity: velocity) ? t : nil
    }

    /// How far content moves when dragged `overscroll` points past an edge of a
    /// viewport `dimension` points long (sign kept).
    package static func rubberBand(_ overscroll: Double, dimension: Double) -> Double {
        guard dimension > 0, overscroll != 0 else { return 0 }
        let x = abs(overscroll)
        let moved = (1 - 1 / (x * rubberBandCoefficient / dimension + 1)) * dimension
        return overscroll < 0 ? -moved : moved
    }

    /// The overscroll a drag needs to move content `moved` points past the edge: the
    /// inverse of `rubberBand` (moved < dimension).
    package static func overscroll(forRubberBand moved: Double, dimension: Double) -> Double {
        guard dimension > 0, moved != 0 else { return 0 }
        let o = min(abs(moved), dimension * 0.999)
        let x = o * dimension / ((dimension - o) * rubberBandCoefficient)
        return moved < 0 ? -x : x
    }

    /// Displacement from rest and velocity `t` seconds into a spring back that started
    /// at `displacement` with `velocity`; exactly (0, 0) from `settleTime` on.
    package static func springBack(displacement x0: Double, velocity v0: Double, at t: Double) -> (
        displacement: Double, velocity: Double
    ) {
        guard t > 0 else { return (x0, v0) }
        guard t < settleTime else { return (0, 0) }
        let w = springFrequency
        let b = v0 + w * x0
        let e = exp(-w * t)
        return ((x0 + b * t) * e, (b - w * (x0 + b * t)) * e)
    }
}
