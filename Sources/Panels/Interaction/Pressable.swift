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
/// through to what is behind it. An enabled control is in the Tab order (a click
/// does not focus it, so focus stays in a text field); focused, Enter or Space runs
/// its action, unless its own `.onKey` handles that key. To assistive technologies
/// it is a button labelled by the text inside it (`AccessibilityTree`).
public struct Pressable<Content: Panel>: PrimitivePanel {
    @usableFromInline
    let action: () -> Void
    @usableFromInline
    let isEnabled: Bool
    @usableFromInline
    let content: (PressFeedback) -> Content

    /// A control that runs `action` once per press that starts and ends on it, its look
    /// built by `content` from the current feedback. `enabled` false (default true) leaves
    /// it out of the Tab order and passes the pointer through.
    public init(
        enabled: Bool = true, action: @escaping () -> Void,
        @PanelBuilder content: @escaping (PressFeedback) -> Content
    ) {
        self.action = action
        self.isEnabled = enabled
        self.content = content
    }

    @inlinable
    public static func _resolve(_ panel: Pressable, into builder: inout NodeBuilder) {
        let feedback = builder.pressFeedback(enabled: panel.isEnabled)
        let first = builder.childMark
        builder.resolve(panel.content(feedback), at: 0)
        builder.attachPress(panel.isEnabled ? panel.action : nil, enabled: panel.isEnabled, since: first)
    }
}

extension NodeBuilder {
    /// How the control being resolved here looks under the pointer.
    @usableFromInline
    func pressFeedback(enabled: Bool) -> PressFeedback {
        PressFeedback(
            isPressed: enabled && pointer.pressed == path,
            isHovered: enabled && pointer.hovered == path)
    }

    /// Makes the first node resolved at this level since `first` the control at this
    /// path, running `action` when tapped.
    @usableFromInline
    mutating func attachPress(_ action: (() -> Void)?, enabled: Bool, since first: Int) {
        guard pending.count > first else { return }
        var control = Interaction(onTap: action, acceptsPointer: enabled)
        control.control = path
        tree.attach(.control(control), to: pending[first])
    }
}

extension Panel {
    /// Runs `action` when this panel is clicked (no pressed look; use `Pressable` for one).
    public consuming func onTap(enabled: Bool = true, _ action: @escaping () -> Void) -> Pressable<Self> {
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

    /// Feedback with the pointer neither pressing nor over the control, unless said.
    package init(isPressed: Bool = false, isHovered: Bool = false) {
        self.isPressed = isPressed
        self.isHovered = isHovered
    }
}
