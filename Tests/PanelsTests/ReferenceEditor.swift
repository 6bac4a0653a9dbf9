import Panels

/// The obvious editor, for property tests of `EntryEditor`: the text as a `String`,
/// positions found by counting `Character`s from the start (O(n) each), undo as
/// copies of the whole text. It is the editor from before P25, except that a change
/// is undoable whenever a byte changes (the old one compared canonically, so a
/// precomposed "é" typed over a decomposed one left no undo step).
struct ReferenceEditor: Sendable, Equatable {
    private(set) var text: String
    private(set) var caret: Int
    private(set) var anchor: Int
    /// Text an input method is composing at the caret (shown underlined, not yet part
    /// of `text`); empty when nothing is composing.
    private(set) var marked = ""

    struct Snapshot: Sendable, Equatable {
        var text: String
        var caret: Int
        var anchor: Int
    }

    private var undoStack: [Snapshot] = []
    private var redoStack: [Snapshot] = []

    init(text: String = "") {
        self.text = ReferenceEditor.oneLine(text)
        caret = self.text.count
        anchor = caret
    }

    /// The selected range in characters (empty when only a caret).
    var selection: Range<Int> { min(caret, anchor) ..< max(caret, anchor) }
    var hasSelection: Bool { caret != anchor }
    var selectedText: String { String(slice(selection)) }
    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }

    func slice(_ range: Range<Int>) -> Substring {
        let start = text.index(text.startIndex, offsetBy: range.lowerBound)
        let end = text.index(start, offsetBy: range.count)
        return text[start ..< end]
    }

    static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline ? " " : $0 })
    }

    // MARK: Editing

    /// Replaces the selection (or inserts at the caret) with `string`; the caret ends
    /// after it. A combining mark typed after a letter joins that letter's cluster.
    mutating func insert(_ string: String) {
        let string = ReferenceEditor.oneLine(string)
        guard !string.isEmpty || hasSelection else { return }
        replace(selection, with: string)
    }

    /// Deletes the selection, or the cluster before the caret.
    mutating func deleteBackward() {
        if hasSelection { return replace(selection, with: "") }
        guard caret > 0 else { return }
        replace(caret - 1 ..< caret, with: "")
    }

    /// Deletes the selection, or the cluster after the caret.
    mutating func deleteForward() {
        if hasSelection { return replace(selection, with: "") }
        guard caret < text.count else { return }
        replace(caret ..< caret + 1, with: "")
    }

    /// Deletes the selection, or back to the start of the word before the caret.
    mutating func deleteWordBackward() {
        if hasSelection { return replace(selection, with: "") }
        let start = wordBoundary(before: caret)
        guard start < caret else { return }
        replace(start ..< caret, with: "")
    }

    /// Replaces the whole text (one undo step); the caret goes to the end.
    mutating func setText(_ newText: String) {
        let newText = ReferenceEditor.oneLine(newText)
        guard newText != text else { return }
        record()
        text = newText
        caret = text.count
        anchor = caret
        marked = ""
    }

    private mutating func replace(_ range: Range<Int>, with string: String) {
        let start = text.index(text.startIndex, offsetBy: range.lowerBound)
        let end = text.index(start, offsetBy: range.count)
        let prefix = String(text[..<start]) + string
        let replaced = prefix + text[end...]
        // No undo step for a change that changes no byte.
        if !replaced.utf8.elementsEqual(text.utf8) { record() }
        text = replaced
        // Count the prefix as it now clusters: an inserted combining mark may have
        // joined the character before it.
        caret = min(prefix.count, text.count)
        anchor = caret
    }

    private mutating func record() {
        undoStack.append(Snapshot(text: text, caret: caret, anchor: anchor))
        if undoStack.count > 200 { undoStack.removeFirst() }
        redoStack.removeAll()
    }

    /// Undoes the last change. Returns false when there is none.
    @discardableResult
    mutating func undo() -> Bool {
        guard let last = undoStack.popLast() else { return false }
        redoStack.append(Snapshot(text: text, caret: caret, anchor: anchor))
        (text, caret, anchor) = (last.text, last.caret, last.anchor)
        marked = ""
        return true
    }

    /// Redoes the last undone change. Returns false when there is none.
    @discardableResult
    mutating func redo() -> Bool {
        guard let next = redoStack.popLast() else { return false }
        undoStack.append(Snapshot(text: text, caret: caret, anchor: anchor))
        (text, caret, anchor) = (next.text, next.caret, next.anchor)
        marked = ""
        return true
    }

    // MARK: Composition

    /// Sets the input method's marked text (empty ends composing without text).
    mutating func compose(_ string: String) { marked = ReferenceEditor.oneLine(string) }

    /// Text committed by the input method (or typed): replaces the marked text.
    mutating func commit(_ string: String) {
        marked = ""
        insert(string)
    }

    // MARK: Moving

    /// Moves the caret one cluster left or right (logical order: left is earlier);
    /// with a selection and no `extend`, collapses it to that side.
    mutating func move(by delta: Int, extend: Bool = false) {
        if hasSelection && !extend {
            let end = delta < 0 ? selection.lowerBound : selection.upperBound
            return place(end, extend: false)
        }
        place(caret + delta, extend: extend)
    }

    /// Moves to the previous (or next) word boundary.
    mutating func moveWord(forward: Bool, extend: Bool = false) {
        place(forward ? wordBoundary(after: caret) : wordBoundary(before: caret), extend: extend)
    }

    /// Home (`toEnd` false) or End.
    mutating func moveToEdge(toEnd: Bool, extend: Bool = false) {
        place(toEnd ? text.count : 0, extend: extend)
    }

    /// Puts the caret at `position` (clamped); `extend` keeps the anchor.
    mutating func place(_ position: Int, extend: Bool = false) {
        caret = min(max(position, 0), text.count)
        if !extend { anchor = caret }
    }

    mutating func selectAll() {
        anchor = 0
        caret = text.count
    }

    /// Selects the word (run of letters and digits, or of other characters) around
    /// `position`.
    mutating func selectWord(at position: Int) {
        let characters = Array(text)
        guard !characters.isEmpty else { return }
        let at = min(max(position, 0), characters.count - 1)
        let kind = ReferenceEditor.isWordCharacter(characters[at])
        var start = at
        var end = at + 1
        while start > 0 && ReferenceEditor.isWordCharacter(characters[start - 1]) == kind { start -= 1 }
        while end < characters.count && ReferenceEditor.isWordCharacter(characters[end]) == kind { end += 1 }
        anchor = start
        caret = end
    }

    static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

    func wordBoundary(before position: Int) -> Int {
        let characters = Array(text)
        var i = min(position, characters.count)
        while i > 0 && !ReferenceEditor.isWordCharacter(characters[i - 1]) { i -= 1 }
        while i > 0 && ReferenceEditor.isWordCharacter(characters[i - 1]) { i -= 1 }
        return i
    }

    func wordBoundary(after position: Int) -> Int {
        let characters = Array(text)
        var i = max(position, 0)
        while i < characters.count && !ReferenceEditor.isWordCharacter(characters[i]) { i += 1 }
        while i < characters.count && ReferenceEditor.isWordCharacter(characters[i]) { i += 1 }
        return i
    }

    static func == (a: ReferenceEditor, b: ReferenceEditor) -> Bool {
        a.text == b.text && a.caret == b.caret && a.anchor == b.anchor && a.marked == b.marked
    }
}
