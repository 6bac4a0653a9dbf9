extension TextEntryHandler {
    /// The handler every built-in entry uses (`EntryField`, `SecureEntryField`,
    /// `EntryArea`): it edits `state`'s editor under `rules` and writes the text through
    /// `text`, following the owner's text first; `onSubmit` runs on Return (what it sets
    /// stays); a concealing entry takes no composition and no input method.
    /// `lineKey` is offered each key first (a multi-line entry's Up and Down), and
    /// `forgetColumn` runs before any other edit, move, press or change of focus (the
    /// column Up and Down keep).
    static func editing(
        state: EntryFieldState, text: Ref<String>, rules: EntryRules,
        onChange: ((String) -> Void)?, onSubmit: ((String) -> Void)?,
        caretFrame: @escaping () -> Rect, press: @escaping (TextEntryPointer) -> Void,
        lineKey: ((KeyName) -> Bool)? = nil, forgetColumn: (() -> Void)? = nil
    ) -> TextEntryHandler {
        // Weak: the handler holds this closure (a strong capture would be a cycle).
        weak var made: TextEntryHandler?
        let handler = TextEntryHandler(
            insert: { typed in
                state.follow(text.value, rules: rules)
                forgetColumn?()
                state.edit { $0.commit(typed) }
                EntryField.publish(state, text, onChange)
            },
            compose: { marked in
                state.follow(text.value, rules: rules)
                // A concealed field takes no composition (its host runs no input method).
                state.edit { $0.compose(rules.conceals ? "" : marked) }
            },
            key: { key, clipboard in
                state.follow(text.value, rules: rules)
                if let lineKey, lineKey(key) { return true }
                forgetColumn?()
                var outcome = EntryEditor.KeyOutcome.ignored
                state.edit { outcome = $0.apply(key, clipboard: clipboard) }
                if let limit = rules.limit, state.editor.lastPasteCut > 0 {
                    made?.pasteCut = (state.editor.lastPasteCut, limit)
                }
                EntryField.publish(state, text, onChange)
                if outcome == .submit {
                    onSubmit?(state.editor.text)
                    // What the handler set (a cleared field) is the text now.
                    state.follow(text.value, rules: rules)
                }
                return outcome != .ignored
            },
            focusChanged: { now in
                forgetColumn?()
                if state.isFocused != now { state.isFocused = now }
                if !state.caretVisible { state.caretVisible = true }
                if !now { state.edit { $0.compose("") } }
            },
            caretFrame: caretFrame,
            pointer: { pointer in
                state.follow(text.value, rules: rules)
                forgetColumn?()
                press(pointer)
            },
            laidOut: { size in
                if state.fieldWidth != size.width { state.fieldWidth = size.width }
            },
            blink: { shown in
                if state.caretVisible != shown { state.caretVisible = shown }
            },
            usesInputMethod: !rules.conceals)
        made = handler
        return handler
    }
}
