/// A control: content that runs `action` when clicked or tapped, and that can look
/// pressed while the pointer holds it down and highlighted while it hovers.
///
/// ```swift
/// Pressable(action: { shell.openMenu() }) { feedback in
///     Caption("Menu").padding(8)
///         .background(feedback.isPressed ? pressedColor : normalColor, cornerRadius: 8)
/// }
/// ```
///
/// Contract: the action runs once per press that starts and ends on the control
/// (a press dragged off it does nothing). A disabled control passes the pointer
/// through to what is behind it.
public struct Pressable<Content: Panel>: PrimitivePanel {
    public typealias Feedback = PressFeedback

    let action: () -> Void
    let isEnabled: Bool
    let content: (Feedback) -> Content

    public init(
        enabled: Bool = true, action: @escaping () -> Void,
        @PanelBuilder content: @escaping (Feedback) -> Content
    ) {
        self.action = action
        self.isEnabled = enabled
        self.content = content
    }

    public static func _resolve(_ panel: Pressable, into builder: inout NodeBuilder) {
        let identity = builder.path
        let feedback = Feedback(
            isPressed: panel.isEnabled && builder.pointer.pressed == identity,
            isHovered: panel.isEnabled && builder.pointer.hovered == identity)
        var control = Interaction(onTap: panel.isEnabled ? panel.action : nil, acceptsPointer: panel.isEnabled)
        control.control = identity
        builder.resolve(panel.content(feedback), at: 0, attaching: .control(control))
    }
}

extension Panel {
    /// Runs `action` when this panel is clicked (no pressed look; use `Pressable` for one).
    public func onTap(enabled: Bool = true, _ action: @escaping () -> Void) -> Pressable<Self> {
        let content = self
        return Pressable(enabled: enabled, action: action) { _ in content }
    }
}

/// What a `Pressable`'s content knows about the pointer, to look pressed or
/// highlighted.
public struct PressFeedback: Hashable, Sendable {
    /// The pointer went down on the control and is still held.
    public var isPressed: Bool
    /// The pointer is over the control.
    public var isHovered: Bool

    public init(isPressed: Bool = false, isHovered: Bool = false) {
        self.isPressed = isPressed
        self.isHovered = isHovered
    }
}
