/// A text entry that conceals what is typed (a password, a code): an `EntryField` that
/// shows one bullet (•) per grapheme cluster, with an optional control that reveals
/// the text.
///
/// Contract: everything of `EntryField` (caret, selection, editing keys, paste, undo,
/// `characterLimit(_:)`, `onSubmit`, focus), except that copy and cut do nothing, word
/// moves and deletions go to the text's edges, and a double click selects everything
/// (`EntryRules.conceals`). No input method runs for it: `Stage.wantsInputMethod` is
/// false while it has focus, and composition does not reach it. To assistive
/// technologies it is a `secureTextField` labelled by its placeholder whose value is
/// one bullet per character (at most 64), never the text — revealed or not.
///
/// With `revealed` (the owner's `Ref<Bool>`), a "Show" / "Hide" control (in the
/// context's language) at the field's trailing edge (at least 44×44 pt, in the Tab
/// order, a button to assistive technologies) toggles it; while true the field shows
/// the text itself.
public struct SecureEntryField: PrimitivePanel {
    @usableFromInline package var field: EntryField
    @usableFromInline package var revealed: Ref<Bool>?

    /// A concealed field editing `text`, showing `placeholder` (as written) while empty; with
    /// `revealed` (nil: no control), a Show/Hide control toggles it. `onChange` runs after each
    /// edit, `onSubmit` on Return.
    public init(
        text: Ref<String>, placeholder: String = "", state: EntryFieldState, revealed: Ref<Bool>? = nil,
        onChange: ((String) -> Void)? = nil, onSubmit: ((String) -> Void)? = nil
    ) {
        self.init(
            text: text, placeholder: Caption(placeholder), state: state, revealed: revealed, onChange: onChange,
            onSubmit: onSubmit)
    }

    /// A concealed field showing the `placeholder` caption while empty; the rest as in the
    /// initializer taking a string placeholder.
    public init(
        text: Ref<String>, placeholder: Caption, state: EntryFieldState, revealed: Ref<Bool>? = nil,
        onChange: ((String) -> Void)? = nil, onSubmit: ((String) -> Void)? = nil
    ) {
        field = EntryField(text: text, placeholder: placeholder, state: state, onChange: onChange, onSubmit: onSubmit)
        self.revealed = revealed
    }

    /// This field with at most `limit` grapheme clusters (see `EntryRules.limit`).
    public func characterLimit(_ limit: Int?) -> SecureEntryField {
        var copy = self
        copy.field = field.characterLimit(limit)
        return copy
    }

    /// Resolves as the panels it is composed of (`composed`).
    public static func _resolve(_ panel: Self, into builder: inout NodeBuilder) {
        builder.resolve(panel.composed, at: 0)
    }

    /// The panels this control is made of.
    @PanelBuilder package var composed: some Panel {
        var field = field
        let revealed = revealed
        let shown = revealed?.value ?? false
        let _ = field.concealment = EntryField.Concealment(revealed: shown)
        // With no reveal button the field is the panel itself, so a label given to the
        // secure field names the field (with one, it names the row of both).
        if let revealed {
            Row(spacing: 6) {
                field
                Pressable(action: { revealed.value.toggle() }) { feedback in
                    ContextReader { context in
                        let rest = context.color(named: "background")
                        let lit = context.color(named: "secondaryBackground")
                        // The label color: AA contrast on both backgrounds in every appearance.
                        Caption(toolkit: shown ? .hide : .show)
                            .foreground(named: "label")
                            .padding(horizontal: 8)
                            .frame(minWidth: 44, minHeight: 44)
                            .background(
                                Swatch(rest, cornerRadius: 8).color(
                                    following: feedback, normal: rest, hovered: lit, pressed: lit))
                    }
                }
                .accessibility(label: AccessibilityText(toolkit: shown ? .hideText : .showText))
            }
        } else {
            field
        }
    }
}
