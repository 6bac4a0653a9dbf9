/// One animated value on its way from where it was on screen to a new target.
///
/// Values are up to four numbers (`SIMD4<Double>`: an opacity, an offset, a frame,
/// a color). Contract: `value(at:)` equals `from` before the delay ends and `to`
/// once finished; `retargeted(to:at:motion:)` starts a new track from the value and
/// velocity on screen at that moment, so an interruption never jumps (springs keep
/// their velocity; curves restart from the on-screen value).
package struct MotionTrack: Hashable, Sendable {
    package var from: SIMD4<Double>
    package var to: SIMD4<Double>
    /// Clock time the track started (seconds).
    package var start: Double
    package var motion: Motion
    /// Velocity at the start, per component per second (springs only).
    package var initialVelocity: SIMD4<Double>

    package init(
        from: SIMD4<Double>, to: SIMD4<Double>, start: Double, motion: Motion,
        initialVelocity: SIMD4<Double> = .zero
    ) {
        self.from = from
        self.to = to
        self.start = start
        self.motion = motion
        self.initialVelocity = initialVelocity
    }

    /// True once the track has reached its target at `time`.
    package func isFinished(at time: Double) -> Bool { time - start >= motion.totalDuration }

    /// The value on screen at clock `time`.
    package func value(at time: Double) -> SIMD4<Double> {
        state(at: time).value
    }

    /// Value and velocity at clock `time`.
    package func state(at time: Double) -> (value: SIMD4<Double>, velocity: SIMD4<Double>) {
        let elapsed = time - start
        if elapsed >= motion.totalDuration { return (to, .zero) }
        let t = elapsed - motion.delay
        if case .spring(let spring) = motion.curve {
            if t < 0 { return (from, .zero) }
            if t == 0 { return (from, initialVelocity) }
            var value = SIMD4<Double>.zero, velocity = SIMD4<Double>.zero
            for i in 0 ..< 4 {
                let s = spring.state(displacement: from[i] - to[i], velocity: initialVelocity[i], at: t)
                value[i] = to[i] + s.x
                velocity[i] = s.v
            }
            return (value, velocity)
        }
        if t < 0 { return (from, .zero) }
        let p = motion.progress(at: elapsed)
        let h = 1.0 / 1000
        let p2 = motion.progress(at: min(elapsed + h, motion.totalDuration))
        let rate = (p2 - p) / h
        return (from + (to - from) * p, (to - from) * rate)
    }

    /// A new track toward `target` with `motion`, starting at `time` from what this
    /// track shows then (and, for a spring, with its current velocity).
    package func retargeted(to target: SIMD4<Double>, at time: Double, motion: Motion) -> MotionTrack {
        let now = state(at: time)
        return MotionTrack(
            from: now.value, to: target, start: time, motion: motion,
            initialVelocity: now.velocity)
    }
}
