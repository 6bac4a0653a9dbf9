/// A titled `Pressable`'s look in one of the `PressStyle`s: what
/// `Pressable("Save", style: .bordered) { … }` draws.
///
/// ```swift
/// Pressable("Book", style: .prominent) { model.book() }
/// Pressable("Terms of use", style: .link) { model.showTerms() }
/// ```
///
/// Contract: the title is one line, cut with "…" when it cannot fit; text passes
/// WCAG AA on its fill in light, dark and high contrast (bordered and prominent text
/// is bold, so 3:1 applies on the fill and the tint; on the tint it is white, or
/// black where white would not reach that, as on high contrast's light dark-mode tint). Hovered, the fill darkens (a link underlines); pressed,
/// it darkens more. Disabled, it is drawn at 40 % opacity. Its hit target is at least
/// 44 × 44 pt; Enter and Space run it when focused (as every `Pressable`). A link's
/// role is `link`, the others' `button`, labelled by the title.
public struct PressLabel: PrimitivePanel {
    @usableFromInline package var title: Caption
    @usableFromInline package var style: PressStyle
    @usableFromInline package var feedback: PressFeedback
    @usableFromInline package var isEnabled: Bool

    /// The look of `title` in `style` at `feedback` (pressed, hovered); `enabled` false draws
    /// it at 40 % opacity.
    public init(_ title: Caption, style: PressStyle, feedback: PressFeedback, enabled: Bool = true) {
        self.title = title
        self.style = style
        self.feedback = feedback
        self.isEnabled = enabled
    }

    /// Resolves as the panels it is composed of (`composed`).
    public static func _resolve(_ panel: Self, into builder: inout NodeBuilder) {
        builder.resolve(panel.composed, at: 0)
    }

    /// The panels this control is made of.
    package var composed: some Panel {
        let title = title
        let style = style
        let feedback = feedback
        let enabled = isEnabled
        return ContextReader { context in
            switch style {
            case .bordered:
                // Bold: tint on the fill reaches 3:1, which bold text needs (4.1:1 in light).
                title.lineLimit(1).textStyle(TextStyle(size: context.textStyle.size, weight: .bold))
                    .foreground(named: "tint")
                    .padding(horizontal: 14, vertical: 7)
                    .frame(minHeight: 32)
                    .background(named: "controlFill", cornerRadius: 8)
                    .background(ControlLook.feedbackOverlay(feedback, context: context, cornerRadius: 8))
                    .opacity(enabled ? 1 : ControlLook.disabledOpacity)
            case .prominent:
                title.lineLimit(1).textStyle(TextStyle(size: context.textStyle.size, weight: .bold))
                    .foreground(ControlLook.text(on: context.color(named: "tint")))
                    // As tall as a bordered one, so a pair (Cancel, Save) lines up.
                    .padding(horizontal: 16, vertical: 7)
                    .frame(minHeight: 32)
                    .background(named: "tint", cornerRadius: 8)
                    .overlay(ControlLook.feedbackOverlay(feedback, context: context) { Tile(cornerRadius: 8).fill($0) })
                    .opacity(enabled ? 1 : ControlLook.disabledOpacity)
            case .link:
                title.lineLimit(1).foreground(named: "tint")
                    .overlay(alignment: .bottom) {
                        // Underlined while hovered or pressed.
                        let tint = context.color(named: "tint")
                        Swatch(tint.withOpacity(0)).frame(height: 1)
                            .color(following: feedback, normal: tint.withOpacity(0), hovered: tint, pressed: tint)
                    }
                    .opacity(enabled ? 1 : ControlLook.disabledOpacity)
                    .accessibility(role: .link)
            }
        }
        .hitTarget(minimum: ControlLook.minimumTarget)
    }
}

extension Pressable where Content == PressLabel {
    /// A control titled `title` in `style` (see `PressLabel`), running `action` when
    /// pressed.
    public init(_ title: Caption, style: PressStyle = .bordered, enabled: Bool = true, action: @escaping () -> Void) {
        self.init(enabled: enabled, action: action) { feedback in
            PressLabel(title, style: style, feedback: feedback, enabled: enabled)
        }
    }

    /// A control titled `title` as written, in `style`.
    public init(_ title: String, style: PressStyle = .bordered, enabled: Bool = true, action: @escaping () -> Void) {
        self.init(Caption(title), style: style, enabled: enabled, action: action)
    }
}
