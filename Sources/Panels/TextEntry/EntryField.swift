/// A single-line text entry: its text in the owner's `Ref<String>`, a placeholder
/// while empty, a caret, a selection, and an input method's marked text shown
/// underlined in place.
///
/// Contract: takes focus by click or Tab (`.focusable()`) and draws a 2 pt tint ring while
/// focused. While focused, typed text (`PanelEvent.textInput`) is inserted at the
/// caret, composition (`PanelEvent.textEditing`) is shown at the caret until
/// committed, and the keys of `EntryEditor.apply(_:clipboard:)` edit (by grapheme
/// cluster; undo/redo; clipboard through `Stage.clipboard`). Return calls `onSubmit`.
/// Esc clears a field with text; on an empty field it leaves the field (the stage
/// blurs it); an open popover takes Esc first. Every edit writes `text` through the
/// `Ref`; `onChange` follows each change. The text, with any marked text in place,
/// is shaped as one line: the caret, the selection and the underline stand at the
/// shaper's cluster edges (`CaretStops`), right to left and mixed text included. A
/// click places the caret, Shift+click extends, a double click selects a word, a
/// triple click everything, a drag selects. Text longer than the field scrolls to
/// keep the caret in view. The caret blinks on the stage's clock (0.5 s on, 0.5 s
/// off, solid while typing or moving) unless `PanelContext.caretBlinks` is off.
public struct EntryField: PrimitivePanel {
    @usableFromInline package var text: Ref<String>
    /// Shown while the text is empty (a `Caption`, so it can be localized).
    @usableFromInline package var placeholder: Caption
    @usableFromInline package var state: EntryFieldState
    @usableFromInline package var onChange: ((String) -> Void)?
    @usableFromInline package var onSubmit: ((String) -> Void)?
    /// The most grapheme clusters typing, pasting and an input method may make the
    /// text (nil: no limit; see `EntryRules.limit`).
    @usableFromInline package var limit: Int?
    /// Concealed (a `SecureEntryField`): nil for plain text; whether it is revealed.
    var concealment: Concealment?

    struct Concealment {
        var revealed: Bool
    }

    /// The editing rules this field gives its editor.
    var rules: EntryRules { EntryRules(multiLine: false, limit: limit, conceals: concealment != nil) }

    /// This field with at most `limit` grapheme clusters typed, pasted or composed
    /// (nil: no limit). See `EntryRules.limit`.
    public func characterLimit(_ limit: Int?) -> EntryField {
        var copy = self
        copy.limit = limit
        return copy
    }

    /// A field editing `text`, showing `placeholder` (as written, not looked up) while empty,
    /// its editing state kept in `state`; `onChange` runs after each edit with the new text,
    /// `onSubmit` on Return.
    public init(
        text: Ref<String>, placeholder: String = "", state: EntryFieldState,
        onChange: ((String) -> Void)? = nil, onSubmit: ((String) -> Void)? = nil
    ) {
        self.init(text: text, placeholder: Caption(placeholder), state: state, onChange: onChange, onSubmit: onSubmit)
    }

    /// A field editing `text`, showing the `placeholder` caption while empty; the rest as in
    /// the initializer taking a string placeholder.
    public init(
        text: Ref<String>, placeholder: Caption, state: EntryFieldState,
        onChange: ((String) -> Void)? = nil, onSubmit: ((String) -> Void)? = nil
    ) {
        self.text = text
        self.placeholder = placeholder
        self.state = state
        self.onChange = onChange
        self.onSubmit = onSubmit
    }

    /// Resolves as the panels it is composed of (`composed`).
    public static func _resolve(_ panel: Self, into builder: inout NodeBuilder) {
        builder.resolve(panel.composed, at: 0)
    }

    /// The panels this control is made of.
    package var composed: some Panel {
        let state = state
        let text = text
        let onChange = onChange
        let onSubmit = onSubmit
        let rules = rules
        let concealed = concealment.map { !$0.revealed } ?? false
        let editor = state.editor.text == text.value ? state.editor : EntryEditor(text: text.value, rules: rules)
        let focused = state.isFocused
        let caretBlink = state.caretBlink
        let fieldWidth = state.fieldWidth
        let placeholder = placeholder
        let handler = TextEntryHandler.editing(
            state: state, text: text, rules: rules, onChange: onChange, onSubmit: onSubmit,
            caretFrame: { state.drawn.caretFrame }, press: { EntryField.press($0, state: state) })
        return ContextReader { context in
            let tint = context.color(named: "tint")
            let direction = context.layoutDirection
            let areaWidth = max(0, fieldWidth - 2 * EntryLine.insetX)
            let line = EntryLine(
                concealed ? editor.masked() : editor, context: context, areaWidth: areaWidth, previous: state.drawn)
            let _ = state.drawn = line
            let placed = areaWidth > 0
            Swatch(.clear)
                .frame(height: line.height)
                .overlay(alignment: .leading) {
                    if editor.text.isEmpty && editor.marked.isEmpty {
                        // A hint on one line: a field narrower than it cuts it, on purpose
                        // (screen readers read it whole as the field's label).
                        placeholder.lineLimit(1).truncationIntended().foreground(named: "secondaryLabel")
                            .layoutDirection(direction)
                            .frame(maxWidth: .infinity, alignment: direction == .rightToLeft ? .trailing : .leading)
                    }
                }
                .padding(horizontal: EntryLine.caretRoom)
                .overlay(alignment: placed || direction == .leftToRight ? .topLeading : .topTrailing) {
                    EntryField.lineLayers(
                        line, focused: focused, caret: caretBlink, direction: direction, context: context
                    )
                    .offset(
                        x: placed
                            ? EntryLine.caretRoom + line.originX
                            : direction == .rightToLeft ? -EntryLine.caretRoom : EntryLine.caretRoom)
                }
                .clipped()  // the text area and room for the caret at its edges
                .layoutDirection(.leftToRight)  // the line places its layers by x from the left
                .padding(horizontal: EntryLine.insetX - EntryLine.caretRoom, vertical: EntryLine.insetY)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(named: "background", cornerRadius: 10)
                .border(focused ? tint : context.color(named: "separator"), width: focused ? 2 : 1, cornerRadius: 10)
        }
        .focusable()
        .textEntry(handler)
        .hitTarget()  // 40 pt tall at the standard size: the pointer finds it within 44
        .accessibility(
            role: rules.conceals ? .secureTextField : nil,
            // A concealed text is never exposed: its value is the bullets' count.
            value: AccessibilityText(rules.conceals ? EntryField.concealedValue(editor.count) : editor.text)
        )
        // The placeholder names the field unless the app labels it.
        .accessibilityDefaultLabel(AccessibilityText(placeholder))
        .accessibilityTextSelection(editor.selection)
    }

    /// What assistive technologies read as a concealed field's value: how many
    /// characters it holds, never which.
    static func concealedValue(_ count: Int) -> String {
        count == 0 ? "" : String(repeating: "\u{2022}", count: min(count, 64))
    }

    /// The line's layers, left to right from its left edge: selection, text, marked
    /// text's underline, caret.
    @PanelBuilder
    /// `caret` is the blink the caret follows (nil: the caret is on another line);
    /// the caret is laid out while focused with no selection and drawn in the tint
    /// while the blink is in its shown half, clear in the other (a paint, not a
    /// resolve). `captionX`, when given, is where the caption's left edge stands (an
    /// `EntryArea` line draws its text without the spaces that end it there).
    static func lineLayers(
        _ line: EntryLine, focused: Bool, caret: LiveValue?, direction: LayoutDirection, context: PanelContext,
        captionX: Double? = nil
    ) -> some Panel {
        let selection = focused ? line.stops.spans(line.selection) : []
        let underline = line.stops.spans(line.marked)
        let caretX = line.stops.caretX(line.caret)
        let showCaret = focused && line.selection.isEmpty
        Layers(alignment: .topLeading) {
            Each(Array(selection.enumerated()), id: \.offset) { _, span in
                Swatch(context.color(named: "tint").withOpacity(0.3))
                    .frame(width: span.maxX - span.minX, height: line.height)
                    .offset(x: span.minX)
            }
            // Right to left, the renderer ends the shaped line at the caption's right
            // edge: the caption is moved so that edge is the line's.
            Caption(line.shown).lineLimit(1).foreground(named: "label").layoutDirection(direction)
                .frame(width: line.captionWidth, height: line.height, alignment: .leading)
                .offset(x: captionX ?? (direction == .rightToLeft ? line.stops.width - line.captionWidth : 0))
            Each(Array(underline.enumerated()), id: \.offset) { _, span in
                Swatch(context.color(named: "label"))
                    .frame(width: span.maxX - span.minX, height: 1)
                    .offset(x: span.minX, y: line.height - 2)
            }
            if showCaret, let caret {
                let tint = context.color(named: "tint")
                Swatch(tint).color(following: caret) { $0 > 0.5 ? tint : .clear }
                    .frame(width: 2, height: line.height - 2)
                    .offset(x: caretX - 1, y: 1)
            }
        }
        .frame(width: line.stops.width, height: line.height, alignment: .topLeading)
    }

    /// A press (or the drag it started) at `pointer`: places the caret at the nearest
    /// stop, extends with Shift or while dragging, selects the word under a double
    /// click, everything under a triple click.
    static func press(_ pointer: TextEntryPointer, state: EntryFieldState) {
        let line = state.drawn
        let x = pointer.location.x - EntryLine.insetX - line.originX
        let stop = line.textIndex(line.stops.index(atX: x))
        state.edit { editor in
            if !editor.marked.isEmpty { editor.compose("") }
            switch pointer.clickCount {
            case ...1:
                editor.place(stop, extend: pointer.extend)
            case 2 where editor.rules.conceals:
                editor.selectAll()  // no words to find in a concealed text
            case 2:
                if pointer.isDrag {
                    editor.place(stop, extend: true)
                } else {
                    // The word under the pointer: the cluster the x falls in.
                    let cluster = line.stops.clusters.firstIndex { x >= $0.minX && x < $0.maxX }
                    editor.selectWord(at: cluster.map(line.textIndex) ?? max(0, stop - 1))
                }
            default:
                editor.selectAll()
            }
        }
    }

    static func publish(_ state: EntryFieldState, _ text: Ref<String>, _ onChange: ((String) -> Void)?) {
        guard text.value != state.editor.text else { return }
        text.value = state.editor.text
        onChange?(state.editor.text)
    }
}
