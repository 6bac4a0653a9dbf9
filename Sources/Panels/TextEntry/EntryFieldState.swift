import Observation

/// The editing state an `EntryField` keeps between resolves: its `EntryEditor`
/// (caret, selection, marked text, undo), whether it has focus, whether its caret is
/// in the shown half of a blink, and how wide it was laid out. The text itself lives
/// in the owner's `Ref<String>`; the state follows it when the owner changes it.
///
/// `@Observable`: a field that reads it resolves again when it changes. What the
/// field last drew (its caret stops and scroll) is kept unobserved, for hit-testing
/// and the input method's rectangle, and so is the caret's blink: the caret is drawn
/// from a live value, so a blink repaints it without resolving or laying out.
@Observable
public final class EntryFieldState {
    package internal(set) var editor: EntryEditor
    /// Whether the field has keyboard focus; the stage sets it as focus moves.
    public internal(set) var isFocused: Bool
    /// False in the hidden half of a caret blink (the stage sets it on its clock).
    /// Not observed: it sets `caretBlink`, which the caret's color follows.
    package internal(set) var caretVisible: Bool {
        get { caretBlink.value > 0.5 }
        set { caretBlink.value = newValue ? 1 : 0 }
    }
    /// The caret's blink as the painter reads it (1: shown, 0: hidden): the caret is
    /// laid out while the field is focused with no selection, and drawn clear in the
    /// hidden half.
    @ObservationIgnored package let caretBlink = LiveValue(1)
    /// The field's laid-out width in points (0 until laid out with focus).
    package internal(set) var fieldWidth = 0.0

    /// What the field drew last.
    @ObservationIgnored var drawn = EntryLine()
    /// What an `EntryArea` drew last (its lines and scroll).
    @ObservationIgnored var drawnArea = EntryAreaLayout()
    /// Where Up and Down in an `EntryArea` aim, from the text area's left (kept while
    /// they repeat, so the caret comes back to its column past short lines).
    @ObservationIgnored var goalX: Double?

    /// A state for a field whose editor starts with `text` (caret at its end) and without focus
    /// unless `isFocused`; the field follows the owner's `Ref` once it resolves.
    public init(text: String = "", isFocused: Bool = false) {
        editor = EntryEditor(text: text)
        self.isFocused = isFocused
    }

    /// Changes the editor (for owners and tests: select, compose, …).
    package func edit(_ change: (inout EntryEditor) -> Void) {
        var copy = editor
        change(&copy)
        // The revision says whether anything changed without comparing the texts.
        if copy.revision != editor.revision { editor = copy }
    }

    /// Makes the editor follow `text` when the owner changed it elsewhere, with the
    /// field's `rules`.
    func follow(_ text: String, rules: EntryRules = EntryRules()) {
        if editor.rules != rules { editor.rules = rules }
        if editor.text != text { edit { $0.setText(text) } }
    }
}
