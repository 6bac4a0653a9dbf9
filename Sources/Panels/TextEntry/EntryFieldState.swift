import Observation

/// The editing state an `EntryField` keeps between resolves: its `EntryEditor`
/// (caret, selection, marked text, undo) and whether it has focus. The text itself
/// lives in the owner's `Ref<String>`; the state follows it when the owner changes
/// it.
///
/// `@Observable`: a field that reads it resolves again when it changes.
@Observable
public final class EntryFieldState {
    public internal(set) var editor: EntryEditor
    public internal(set) var isFocused: Bool

    public init(text: String = "", isFocused: Bool = false) {
        editor = EntryEditor(text: text)
        self.isFocused = isFocused
    }

    /// Changes the editor (for owners and tests: select, compose, …).
    public func edit(_ change: (inout EntryEditor) -> Void) {
        var copy = editor
        change(&copy)
        if copy != editor || copy.canUndo != editor.canUndo { editor = copy }
    }

    /// Makes the editor follow `text` when the owner changed it elsewhere.
    func follow(_ text: String) {
        if editor.text != text { edit { $0.setText(text) } }
    }
}
