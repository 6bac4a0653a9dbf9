/// A panel that reports when its motion ends. Made by `.onMotionEnd(_:)`.
///
/// Contract (on a `Stage`): after a state change moves or resizes this panel's frame,
/// `action` runs once at the end of the first frame whose time is at or past the end
/// of that motion (at the next frame when the change jumps). A new change before the
/// end waits for the new motion. A change that leaves the frame as it was runs
/// nothing. The action runs on the thread that renders the stage's frames, after the
/// frame is painted; state it changes shows at the next frame. `Composition` (a
/// still) never runs it.
public struct _MotionEnded<Content: Panel>: PrimitivePanel {
    let action: () -> Void
    let content: Content

    public static func _resolve(_ panel: _MotionEnded, into builder: inout NodeBuilder) {
        builder.resolve(panel.content, at: 0, attaching: .motionEnd(MotionEndHandler(action: panel.action)))
    }
}

extension Panel {
    /// Runs `action` when a change to this panel's frame has finished moving.
    ///
    /// Contract (on a `Stage`): after a state change moves or resizes this panel's frame,
    /// `action` runs once at the end of the first frame whose time is at or past the end
    /// of that motion (at the next frame when the change jumps). A new change before the
    /// end waits for the new motion. A change that leaves the frame as it was runs
    /// nothing. The action runs on the thread that renders the stage's frames, after the
    /// frame is painted; state it changes shows at the next frame. `Composition` (a
    /// still) never runs it.
    public consuming func onMotionEnd(_ action: @escaping () -> Void) -> _MotionEnded<Self> {
        _MotionEnded(action: action, content: self)
    }
}
