import Panels
import Testing

@Suite("Animator")
struct AnimatorTests {
    let key = Animator.Key(Identity(rawValue: 42), .offset)

    @Test func firstSightingJumpsAndLaterChangesAnimate() {
        var animator = Animator()
        let first = animator.set(key, to: [0, 0, 0, 0], motion: .linear(1), at: 0)
        #expect(!first)
        #expect(animator.value(key, at: 0) == [0, 0, 0, 0])
        let started = animator.set(key, to: [100, 0, 0, 0], motion: .linear(1), at: 1)
        #expect(started)
        #expect(animator.value(key, at: 1.5) == [50, 0, 0, 0])
        #expect(animator.isAnimating(at: 1.5))
        #expect(!animator.isAnimating(at: 2))
        #expect(animator.value(key, at: 3) == [100, 0, 0, 0])
    }

    @Test func withoutMotionAChangeJumps() {
        var animator = Animator()
        animator.set(key, to: [0, 0, 0, 0], motion: nil, at: 0)
        let animated = animator.set(key, to: [10, 0, 0, 0], motion: nil, at: 1)
        #expect(!animated)
        #expect(animator.value(key, at: 1) == [10, 0, 0, 0])
    }

    @Test func interruptionContinuesFromTheScreen() {
        var animator = Animator()
        animator.set(key, to: [0, 0, 0, 0], motion: nil, at: 0)
        animator.set(key, to: [100, 0, 0, 0], motion: .linear(1), at: 0)
        let onScreen = animator.value(key, at: 0.25)!
        animator.set(key, to: [0, 0, 0, 0], motion: .linear(1), at: 0.25)
        #expect(animator.value(key, at: 0.25) == onScreen)
        #expect(animator.value(key, at: 0.75)! == [12.5, 0, 0, 0])
    }

    @Test func transactionsCarryTheirMotion() {
        #expect(MotionTransaction.current == nil)
        let seen = animate(.easeIn(0.2)) { MotionTransaction.current }
        #expect(seen == .easeIn(0.2))
        #expect(MotionTransaction.current == nil)
    }

    @Test func retainForgetsRemovedNodes() {
        var animator = Animator()
        let other = Animator.Key(Identity(rawValue: 7), .opacity)
        animator.set(key, to: [1, 0, 0, 0], motion: nil, at: 0)
        animator.set(other, to: [1, 0, 0, 0], motion: nil, at: 0)
        animator.retain([Identity(rawValue: 42)], at: 0)
        #expect(animator.count == 1)
        #expect(animator.value(other, at: 0) == nil)
    }
}
