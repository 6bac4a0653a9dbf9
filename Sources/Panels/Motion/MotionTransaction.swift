/// The motion that applies to state changes made right now.
///
/// Set by `animate(_:_:)` for the duration of its closure (a task-local value, so
/// concurrent tasks do not see each other's). A host that observes a state change
/// reads `MotionTransaction.current` at that moment to decide whether the change
/// animates and how.
package enum MotionTransaction {
    /// The motion of the innermost `animate(_:_:)` running on this task, or nil outside one
    /// (changes do not animate).
    @TaskLocal package static var current: Motion?
    /// Set by a `Stage` while it delivers an event: told the motion of every
    /// `animate { }` block that ends, so its changes animate even when a change made
    /// earlier since the last frame (reported first, without a motion) is pending.
    @TaskLocal static var reporter: MotionReporter?
}

/// Where `animate(_:_:)` reports its motion while a `Stage` delivers an event (a
/// class: a task-local closure value crashes optimized builds).
final class MotionReporter: Sendable {
    let report: @Sendable (Motion) -> Void

    init(_ report: @escaping @Sendable (Motion) -> Void) {
        self.report = report
    }
}

/// Performs `changes` so that what they change on screen animates with `motion`
/// (frames, offsets, opacity and colors move from what is on screen to the new
/// values).
///
/// ```swift
/// animate(.easeInOut(0.35)) { shell.openMenu() }
/// ```
@discardableResult
public func animate<Result>(_ motion: Motion = .standard, _ changes: () throws -> Result) rethrows -> Result {
    let result = try MotionTransaction.$current.withValue(motion) { try changes() }
    MotionTransaction.reporter?.report(motion)
    return result
}
