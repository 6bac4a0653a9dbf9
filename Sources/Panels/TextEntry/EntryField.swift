/// A single-line text entry: its text in the owner's `Ref<String>`, a placeholder
/// while empty, a caret, a selection, and an input method's marked text shown
/// underlined in place.
///
/// Contract: takes focus by click or Tab (`Focusable`) and draws a 2 pt tint ring while
/// focused. While focused, typed text (`PanelEvent.textInput`) is inserted at the
/// caret, composition (`PanelEvent.textEditing`) is shown at the caret until
/// committed, and the keys of `EntryEditor.apply(_:clipboard:)` edit (by grapheme
/// cluster; undo/redo; clipboard through `Stage.clipboard`). Return calls `onSubmit`.
/// Esc clears a field with text; on an empty field it leaves the field (the stage
/// blurs it); an open popover takes Esc first. Every edit writes `text` through the
/// `Ref`; `onChange` follows each change. The caret is drawn steadily (no timer: every
/// frame of a given state is the same).
public struct EntryField: Panel {
    public var text: Ref<String>
    /// Shown while the text is empty (a `Caption`, so it can be localized).
    public var placeholder: Caption
    public var state: EntryFieldState
    public var onChange: ((String) -> Void)?
    public var onSubmit: ((String) -> Void)?

    public init(
        text: Ref<String>, placeholder: String = "", state: EntryFieldState,
        onChange: ((String) -> Void)? = nil, onSubmit: ((String) -> Void)? = nil
    ) {
        self.init(text: text, placeholder: Caption(placeholder), state: state, onChange: onChange, onSubmit: onSubmit)
    }

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

    /// One run of the shown text.
    struct Segment {
        enum Look { case plain, selected, marked, caret, placeholder }
        var text: String
        var look: Look
    }

    /// The runs to draw for `editor` (focused or not) and `placeholder`.
    static func segments(_ editor: EntryEditor, focused: Bool) -> [Segment] {
        var result: [Segment] = []
        let text = editor.text
        if text.isEmpty && editor.marked.isEmpty {
            if focused { result.append(Segment(text: "", look: .caret)) }
            result.append(Segment(text: "", look: .placeholder))
            return result
        }
        let selection = editor.selection
        func add(_ range: Range<Int>, _ look: Segment.Look) {
            if !range.isEmpty { result.append(Segment(text: String(editor.slice(range)), look: look)) }
        }
        add(0 ..< selection.lowerBound, .plain)
        if focused && editor.hasSelection {
            if editor.caret == selection.lowerBound { result.append(Segment(text: "", look: .caret)) }
            add(selection, .selected)
            if editor.caret == selection.upperBound { result.append(Segment(text: "", look: .caret)) }
        } else {
            add(selection, .plain)
            if !editor.marked.isEmpty { result.append(Segment(text: editor.marked, look: .marked)) }
            if focused { result.append(Segment(text: "", look: .caret)) }
        }
        add(selection.upperBound ..< text.count, .plain)
        return result
    }

    public var body: some Panel {
        let state = state
        let text = text
        let onChange = onChange
        let onSubmit = onSubmit
        let editor = state.editor.text == text.value ? state.editor : EntryEditor(text: text.value)
        let focused = state.isFocused
        let placeholder = placeholder
        let segments = EntryField.segments(editor, focused: focused)
        let handler = TextEntryHandler(
            insert: { typed in
                state.follow(text.value)
                state.edit { $0.commit(typed) }
                EntryField.publish(state, text, onChange)
            },
            compose: { marked in
                state.follow(text.value)
                state.edit { $0.compose(marked) }
            },
            key: { key, clipboard in
                state.follow(text.value)
                var outcome = EntryEditor.KeyOutcome.ignored
                state.edit { outcome = $0.apply(key, clipboard: clipboard) }
                if outcome == .submit { onSubmit?(state.editor.text) }
                EntryField.publish(state, text, onChange)
                return outcome != .ignored
            },
            focusChanged: { now in
                if state.isFocused != now { state.isFocused = now }
                if !now { state.edit { $0.compose("") } }
            })
        return ContextReader { context in
            let tint = context.color(named: "tint")
            Row(spacing: 0) {
                Each(Array(segments.enumerated()), id: \.offset) { _, segment in
                    EntryField.draw(segment, placeholder: placeholder, context: context)
                }
                Gap()
            }
            .frame(minHeight: 22)
            .padding(horizontal: 12, vertical: 9)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(named: "background", cornerRadius: 10)
            .border(focused ? tint : context.color(named: "separator"), width: focused ? 2 : 1, cornerRadius: 10)
        }
        .focusable()
        .textEntry(handler)
    }

    static func publish(_ state: EntryFieldState, _ text: Ref<String>, _ onChange: ((String) -> Void)?) {
        guard text.value != state.editor.text else { return }
        text.value = state.editor.text
        onChange?(state.editor.text)
    }

    @PanelBuilder
    static func draw(_ segment: Segment, placeholder: Caption, context: PanelContext) -> some Panel {
        switch segment.look {
        case .plain:
            Caption(segment.text).lineLimit(1).foreground(named: "label")
        case .placeholder:
            placeholder.lineLimit(1).foreground(named: "secondaryLabel")
        case .selected:
            Caption(segment.text).lineLimit(1).foreground(named: "label")
                .background(context.color(named: "tint").withOpacity(0.3))
        case .marked:
            Caption(segment.text).lineLimit(1).foreground(named: "label")
                .overlay(alignment: .bottom) { Swatch(context.color(named: "label")).frame(height: 1) }
        case .caret:
            // No width of its own: the text does not move as the caret does.
            Swatch(context.color(named: "tint").withOpacity(0)).frame(width: 0, height: 20)
                .overlay(Swatch(context.color(named: "tint")).frame(width: 2, height: 20))
        }
    }
}
