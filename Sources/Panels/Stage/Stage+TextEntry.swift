/// Text entry on a stage: the focused node's `TextEntryHandler` gets typed text,
/// composition and keys; hosts ask whether to run the system's text input and where
/// the input method's window belongs.
extension Stage {
    /// The focused node's text entry, if it has one.
    var focusedTextEntry: TextEntryHandler? {
        guard let index = focusedIndex else { return nil }
        return tree.interactions[index]?.textEntry
    }

    /// True while a text entry has focus: hosts start the system's text input (and
    /// its input method) only then.
    public var wantsTextInput: Bool { focusedTextEntry != nil }

    /// The focused text entry's caret rectangle in window points (its frame when the
    /// entry gives no caret), for the input method's candidate window; nil when no
    /// text entry has focus.
    public var textInputRect: Rect? {
        guard let index = focusedIndex, let entry = tree.interactions[index]?.textEntry else { return nil }
        let frame = presentedFrame(ofIndex: index)
        let caret = entry.caretFrame()
        return caret == .zero ? frame : caret.offsetBy(dx: frame.minX, dy: frame.minY)
    }

    /// Tells the entry that lost focus and the one that gained it.
    /// (A resolve makes new handlers for the same entry: the same focused identity
    /// is the same entry.)
    func updateTextEntryFocus() {
        let now = focusedTextEntry
        let identity = now == nil ? nil : focused
        if identity == activeTextEntryIdentity {
            activeTextEntry = now
            return
        }
        activeTextEntry?.focusChanged(false)
        activeTextEntry = now
        activeTextEntryIdentity = identity
        now?.focusChanged(true)
    }
}
