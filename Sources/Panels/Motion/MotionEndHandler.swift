/// What `.onMotionEnd(_:)` leaves on its node: the action to run when a change to the
/// node's frame has finished moving on a `Stage`.
struct MotionEndHandler: @unchecked Sendable {
    var action: () -> Void
}
