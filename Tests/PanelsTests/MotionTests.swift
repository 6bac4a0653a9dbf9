import Panels
import Testing

@Suite("Motion curves and tracks")
struct MotionTests {
    @Test(
        "A spring's mass, stiffness or damping set to 0, NaN or a negative value later is replaced as the init replaces it"
    )
    func springPropertiesSetLaterAreSanitized() {
        for bad in [0.0, -1, .nan, .infinity, -.infinity] {
            var spring = Spring()
            spring.mass = bad
            spring.stiffness = bad
            if bad != 0 { spring.damping = bad }
            #expect(spring == Spring(stiffness: 170, damping: 26, mass: 1), "\(bad): \(spring)")
            let state = spring.state(displacement: 1, velocity: 0, at: 0.1)
            #expect(state.x.isFinite && state.v.isFinite, "\(bad): \(state)")
        }
        var undamped = Spring()
        undamped.damping = 0
        #expect(undamped.damping == 0, "0 is a valid damping (no damping)")
    }

    @Test func curvesStartAtZeroAndEndAtOne() {
        for motion in [Motion.linear(1), .easeIn(1), .easeOut(1), .easeInOut(1), .spring()] {
            #expect(motion.progress(at: 0) == 0)
            #expect(motion.progress(at: motion.totalDuration) == 1)
            #expect(motion.progress(at: motion.totalDuration + 5) == 1)
        }
    }

    @Test func easingShapes() {
        // Ease-in is slow at first, ease-out fast at first, ease-in-out symmetric.
        #expect(Motion.easeIn(1).progress(at: 0.25) < 0.25)
        #expect(Motion.easeOut(1).progress(at: 0.25) > 0.25)
        #expect(abs(Motion.easeInOut(1).progress(at: 0.5) - 0.5) < 1e-6)
        #expect(abs(Motion.easeInOut(1).progress(at: 0.2) + Motion.easeInOut(1).progress(at: 0.8) - 1) < 1e-6)
        // CSS ease-in (0.42, 0, 1, 1) at t = 0.5 is 0.3153 (reference value).
        #expect(abs(Motion.easeIn(1).progress(at: 0.5) - 0.3153) < 0.001)
        // Monotonic.
        var last = -1.0
        for i in 0 ... 100 {
            let p = Motion.easeInOut(1).progress(at: Double(i) / 100)
            #expect(p >= last)
            last = p
        }
    }

    @Test func delayHoldsTheStart() {
        let m = Motion.easeIn(0.2).delay(0.25)
        #expect(m.totalDuration == 0.45)
        #expect(m.progress(at: 0.25) == 0)
        #expect(m.progress(at: 0.35) > 0)
        #expect(m.progress(at: 0.45) == 1)
    }

    @Test func springsDifferByDamping() {
        let critical = Spring.criticallyDamped()
        let bouncy = Spring.bouncy()
        #expect(abs(critical.dampingRatio - 1) < 1e-9)
        // Critically damped never crosses the target; bouncy overshoots.
        var criticalOvershoot = 0.0, bouncyOvershoot = 0.0
        for i in 0 ..< 200 {
            let t = Double(i) / 100
            criticalOvershoot = min(criticalOvershoot, critical.state(displacement: 1, velocity: 0, at: t).x)
            bouncyOvershoot = min(bouncyOvershoot, bouncy.state(displacement: 1, velocity: 0, at: t).x)
        }
        #expect(criticalOvershoot > -1e-9)
        #expect(bouncyOvershoot < -0.1)
        // Overdamped also settles without crossing.
        let slow = Spring(stiffness: 100, damping: 40)
        #expect(slow.dampingRatio > 1)
        #expect(slow.state(displacement: 1, velocity: 0, at: 3).x > 0)
        #expect(slow.state(displacement: 1, velocity: 0, at: 3).x < 0.01)
    }

    @Test func springStateIsFrameRateIndependent() {
        // The exact solution: evaluating at t directly equals chaining two halves.
        let s = Spring(stiffness: 200, damping: 12)
        let direct = s.state(displacement: 1, velocity: 0, at: 0.3)
        let half = s.state(displacement: 1, velocity: 0, at: 0.15)
        let chained = s.state(displacement: half.x, velocity: half.v, at: 0.15)
        #expect(abs(direct.x - chained.x) < 1e-9)
        #expect(abs(direct.v - chained.v) < 1e-9)
    }

    @Test func interruptionContinuesFromTheScreenWithoutAJump() {
        let a = MotionTrack(from: [0, 0, 0, 0], to: [100, 0, 0, 0], start: 0, motion: .easeInOut(1))
        let onScreen = a.value(at: 0.4)
        let b = a.retargeted(to: [0, 0, 0, 0], at: 0.4, motion: .easeInOut(1))
        #expect(b.value(at: 0.4) == onScreen)
        #expect(abs(b.value(at: 0.401)[0] - onScreen[0]) < 0.5)
        #expect(b.value(at: 1.4) == [0, 0, 0, 0])
    }

    @Test func interruptedSpringKeepsItsVelocity() {
        let motion = Motion.spring(.criticallyDamped(stiffness: 300))
        let a = MotionTrack(from: [0, 0, 0, 0], to: [100, 0, 0, 0], start: 0, motion: motion)
        let before = a.state(at: 0.1)
        #expect(before.velocity[0] > 100)
        let b = a.retargeted(to: [100, 0, 0, 0], at: 0.1, motion: motion)
        let after = b.state(at: 0.1)
        #expect(after.value == before.value)
        #expect(abs(after.velocity[0] - before.velocity[0]) < 1e-9)
        // Retargeted back toward 0, it still moves forward for a moment.
        let c = a.retargeted(to: [0, 0, 0, 0], at: 0.1, motion: motion)
        #expect(c.value(at: 0.11)[0] > before.value[0])
    }

    @Test func tracksHoldAndFinish() {
        let t = MotionTrack(
            from: [1, 2, 3, 4], to: [5, 6, 7, 8], start: 10,
            motion: Motion.linear(1).delay(0.5))
        #expect(t.value(at: 9) == [1, 2, 3, 4])
        #expect(t.value(at: 10.5) == [1, 2, 3, 4])
        #expect(t.value(at: 11) == [3, 4, 5, 6])
        #expect(t.isFinished(at: 11.5))
        #expect(t.value(at: 12) == [5, 6, 7, 8])
    }
}
