/// A checkbox: a 22 pt box, checked with a tint fill and a check mark, mixed with a
/// bar, and its label after it.
///
/// ```swift
/// Checkbox("Send me updates", isChecked: Ref(form, \.updates))
/// Checkbox("All files", state: Ref(selection, \.allState))   // .mixed when some are
/// ```
///
/// Contract: driven by `state` (`CheckState`; `isChecked:` is a `Bool` view of it). A
/// click anywhere on it, or Space while it is focused, goes to `state.toggled`
/// (WAI-ARIA's checkbox pattern: Space only; Enter goes on to the panels around it,
/// a form's submit). To assistive technologies it is a `checkbox` labelled by
/// `label`, `checked` or `mixed`. Right to left, the box is at the right. Disabled,
/// it is drawn at 40 % opacity and ignores the pointer and the keyboard. Its hit
/// target is at least 44 × 44 pt.
public struct Checkbox: PrimitivePanel {
    @usableFromInline package var state: Ref<CheckState>
    @usableFromInline package var label: Caption?
    @usableFromInline package var isEnabled: Bool

    /// A checkbox over the three-state `state`, labelled by `label` (nil: no label); `enabled`
    /// false draws it dimmed and ignores input.
    public init(_ label: Caption? = nil, state: Ref<CheckState>, enabled: Bool = true) {
        self.state = state
        self.label = label
        self.isEnabled = enabled
    }

    /// A checkbox over `state` labelled by `label`, as written.
    public init(_ label: String, state: Ref<CheckState>, enabled: Bool = true) {
        self.init(Caption(label), state: state, enabled: enabled)
    }

    /// A two-state checkbox over a `Bool`.
    public init(_ label: Caption? = nil, isChecked: Ref<Bool>, enabled: Bool = true) {
        self.init(
            label,
            state: Ref(get: { isChecked.value ? .checked : .unchecked }, set: { isChecked.value = $0 == .checked }),
            enabled: enabled)
    }

    /// A two-state checkbox over a `Bool`, labelled by `label` as written.
    public init(_ label: String, isChecked: Ref<Bool>, enabled: Bool = true) {
        self.init(Caption(label), isChecked: isChecked, enabled: enabled)
    }

    /// The box's side in points.
    @usableFromInline package static let boxSide = 22.0

    /// Resolves as the panels it is composed of (`composed`).
    public static func _resolve(_ panel: Self, into builder: inout NodeBuilder) {
        builder.resolve(panel.composed, at: 0)
    }

    /// The panels this control is made of.
    package var composed: some Panel {
        let state = state
        let current = state.value
        let label = label
        let enabled = isEnabled
        return Pressable(enabled: enabled, action: { state.value = state.value.toggled }) { feedback in
            ContextReader { context in
                Row(spacing: 10) {
                    Checkbox.box(current, feedback: feedback, context: context)
                    if let label { label.foreground(named: "label") }
                }
                .frame(minHeight: Checkbox.boxSide)
                .opacity(enabled ? 1 : ControlLook.disabledOpacity)
            }
        }
        .hitTarget(minimum: ControlLook.minimumTarget)
        .keyboardActivation(keys: [.space])
        .accessibility(
            role: .checkbox, label: label.map { AccessibilityText($0) },
            states: current == .checked ? .checked : current == .mixed ? .mixed : [])
    }

    static func box(_ state: CheckState, feedback: PressFeedback, context: PanelContext) -> some Panel {
        let side = Checkbox.boxSide
        let filled = state != .unchecked
        return Layers {
            Tile(cornerRadius: 6).fill(context.color(named: filled ? "tint" : "background"))
            if !filled {
                Tile(cornerRadius: 6).stroke(context.color(named: "separator"), width: 1.5)
            }
            ControlLook.feedbackOverlay(feedback, context: context) { Tile(cornerRadius: 6).fill($0) }
            switch state {
            case .checked:
                // A mark of the box's size at every text size.
                Caption("✓").textStyle(TextStyle(size: 16, weight: .bold))
                    .foreground(ControlLook.text(on: context.color(named: "tint")))
                    .context { $0.textSize = .large }
                    .accessibilityHidden()
            case .mixed:
                Pill().fill(ControlLook.text(on: context.color(named: "tint"))).frame(width: 11, height: 2.5)
            case .unchecked:
                Gap(minLength: 0).frame(width: 0, height: 0)
            }
        }
        .frame(width: side, height: side)
        .motion(ControlLook.colorMotion)
    }
}
