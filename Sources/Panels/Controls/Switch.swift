/// An on/off switch: a label and, at its trailing edge, a 51 × 31 pt track whose knob
/// slides to the trailing end and fills with the tint when on.
///
/// ```swift
/// Switch("Wi-Fi", isOn: Ref(settings, \.wifi))
/// ```
///
/// Contract: driven by `isOn` (read each resolve, written when toggled). A click or
/// tap anywhere on it toggles; focused (Tab), Space or Enter toggles (WAI-ARIA's
/// switch pattern). The knob slides and the track's color changes on the motion
/// system (they jump with `PanelContext.reduceMotion`). Right to left, the label is
/// on the right and "on" is the knob at the left. To assistive technologies it is a
/// `toggle` labelled by `label`, `checked` when on. Disabled, it is drawn at 40 %
/// opacity, ignores the pointer and leaves the Tab order. Its hit target is at least
/// 44 × 44 pt (`.hitTarget(minimum:)`); pressed and hovered, the track darkens.
public struct Switch: PrimitivePanel {
    @usableFromInline package var isOn: Ref<Bool>
    @usableFromInline package var label: Caption?
    @usableFromInline package var isEnabled: Bool

    /// A switch over `isOn`, labelled by `label` (nil: no label); `enabled` false draws it
    /// dimmed and takes it out of the Tab order.
    public init(_ label: Caption? = nil, isOn: Ref<Bool>, enabled: Bool = true) {
        self.isOn = isOn
        self.label = label
        self.isEnabled = enabled
    }

    /// A switch labelled by `label`, as written.
    public init(_ label: String, isOn: Ref<Bool>, enabled: Bool = true) {
        self.init(Caption(label), isOn: isOn, enabled: enabled)
    }

    /// The track's size in points.
    @usableFromInline package static let trackSize = Size(width: 51, height: 31)

    /// Resolves as the panels it is composed of (`composed`).
    public static func _resolve(_ panel: Self, into builder: inout NodeBuilder) {
        builder.resolve(panel.composed, at: 0)
    }

    /// The panels this control is made of.
    package var composed: some Panel {
        let isOn = isOn
        let on = isOn.value
        let label = label
        let enabled = isEnabled
        return Pressable(enabled: enabled, action: { isOn.value.toggle() }) { feedback in
            ContextReader { context in
                Row(spacing: 12) {
                    if let label {
                        label.foreground(named: "label").frame(maxWidth: .infinity, alignment: .leading)
                    }
                    Switch.track(on: on, feedback: feedback, context: context)
                }
                .frame(minHeight: Switch.trackSize.height)
                .opacity(enabled ? 1 : ControlLook.disabledOpacity)
            }
        }
        .hitTarget(minimum: ControlLook.minimumTarget)
        .keyboardActivation(keys: [.space, .enter])
        .accessibility(role: .toggle, label: label.map { AccessibilityText($0) }, states: on ? .checked : [])
    }

    /// The track with its knob: at the leading end off, the trailing end on.
    static func track(on: Bool, feedback: PressFeedback, context: PanelContext) -> some Panel {
        let size = Switch.trackSize
        let knob = size.height - 4
        return Layers(alignment: on ? .trailing : .leading) {
            Pill().fill(context.color(named: on ? "tint" : "controlTrack"))
            ControlLook.feedbackOverlay(feedback, context: context) { Pill().fill($0) }
            Disc().fill(context.color(named: "controlKnob"))
                .frame(width: knob + (feedback.isPressed ? 6 : 0), height: knob)
                .shadow(RGBA(hex: 0x000000, opacity: 0.2), radius: 3, y: 1.5, cornerRadius: knob / 2)
                .padding(2)
        }
        .frame(width: size.width, height: size.height)
        .motion(ControlLook.motion)
    }
}
