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
        enabled ? feedback(ofControlAt: path) : PressFeedback(isPressed: false, isHovered: false, control: nil)
    }

    /// How the enabled control at `control` (this path, or a row or cell a list makes
    /// a control of) looks under the pointer; the stage keeps its live feedback.
    func feedback(ofControlAt control: Identity) -> PressFeedback {
        let pressed = pointer.pressed == control
        let hovered = pointer.hovered == control
        let live = pointer.feedbacks?.feedback(
            for: control, level: ControlFeedback.level(pressed: pressed, hovered: hovered))
        return PressFeedback(isPressed: pressed, isHovered: hovered, control: live)
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
///
/// Contract: reading `isPressed` or `isHovered` (or comparing feedbacks) makes the
/// content depend on that flag: when it changes, the stage resolves the tree again. A
/// look that only changes color should follow the feedback instead
/// (`.color(following:normal:hovered:pressed:)`): the stage then redraws the control
/// at the next frame without resolving or laying out. Equality and hashing compare
/// the two flags.
public struct PressFeedback: Hashable, Sendable {
    /// Compared and hashed first (synthesized conformances go in order): comparing or
    /// hashing a feedback reads both flags.
    private let reader: FlagReader
    private var pressed: Bool
    private var hovered: Bool
    /// The control's feedback kept by its stage (nil: none; a preview's or a popover's).
    package var control: ControlFeedback? { reader.control }

    /// The pointer went down on the control and is still held.
    public var isPressed: Bool {
        get {
            control?.noteRead(.pressed)
            return pressed
        }
        set { pressed = newValue }
    }

    /// The pointer is over the control.
    public var isHovered: Bool {
        get {
            control?.noteRead(.hovered)
            return hovered
        }
        set { hovered = newValue }
    }

    /// Feedback with the pointer neither pressing nor over the control, unless said.
    package init(isPressed: Bool = false, isHovered: Bool = false, control: ControlFeedback? = nil) {
        self.reader = FlagReader(control: control)
        self.pressed = isPressed
        self.hovered = isHovered
    }

    /// The live value a look follows: 0 at rest, 1 hovered, 2 pressed (see
    /// `ControlFeedback`). A feedback its stage does not keep gets one resting at its
    /// flags, so a still or a popover, resolved again for each change, draws them.
    package var live: LiveValue {
        control?.live ?? LiveValue(ControlFeedback.level(pressed: pressed, hovered: hovered))
    }

    /// Equal whatever the controls; comparing or hashing notes both flags as read.
    struct FlagReader: Hashable, Sendable {
        let control: ControlFeedback?

        static func == (lhs: FlagReader, rhs: FlagReader) -> Bool {
            lhs.control?.noteRead([.pressed, .hovered])
            rhs.control?.noteRead([.pressed, .hovered])
            return true
        }

        func hash(into hasher: inout Hasher) {
            control?.noteRead([.pressed, .hovered])
        }
    }
}

extension Panel {
    /// Fills this panel (its first colored node: a swatch's, a shape's, a caption's
    /// text color) with `normal`, `hovered` or `pressed` as the control's `feedback`
    /// stands at each frame drawn. Unlike a color chosen by reading the feedback's
    /// flags, a change redraws the control without resolving or laying out the tree.
    /// Pressed wins over hovered.
    public consuming func color(
        following feedback: PressFeedback, normal: RGBA, hovered: RGBA, pressed: RGBA
    ) -> _LiveColored<Self> {
        color(following: feedback.live) { level in level >= 2 ? pressed : level >= 1 ? hovered : normal }
    }
}
