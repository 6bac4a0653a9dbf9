/// The editing model of a single-line text entry (`EntryField`): the text, a caret and
/// a selection, marked (composing) text from an input method, and undo/redo.
///
/// Contract: positions count `Character`s (extended grapheme clusters), so every caret
/// move, selection and deletion steps over a whole cluster — an emoji with modifiers,
/// a Hangul syllable, an e with a combining accent — and never splits one. `caret` is
/// where typing goes; `anchor` is the other end of the selection (equal to `caret`
/// when nothing is selected). Newlines typed or pasted become spaces (one line)
/// unless `rules` allow several lines; `rules` also set a limit in clusters and
/// whether the text may be copied (`EntryRules`).
/// Every change of the text can be undone: `undo()` restores exactly the text, caret
/// and anchor from before the change (a redo is a change), `redo()` the ones from
/// before the undo it redoes. Word moves stop at
/// the starts and ends of runs of letters and digits.
///
/// Cost: an edit, a move or an undo costs in proportion to the text it changes or
/// steps over, not to the text's length. The editor keeps the UTF-8 offsets of the
/// caret and the anchor with their positions and the text's length in clusters, and
/// maps a position by walking clusters from the nearest of the start, the end, the
/// caret and the anchor; after an edit it re-counts clusters only around the change
/// (a combining mark joins the cluster before it; nothing before that cluster can
/// change). Undo keeps edits (where, the text removed and inserted, the caret and
/// anchor before and after), not copies of the text; the last 200 are kept.
/// (`text` is one `String`: an edit still moves the bytes after it, as any `String`
/// replacement does.)
package struct EntryEditor: Sendable, Equatable {
    package private(set) var text: String
    package private(set) var caret: Int
    package private(set) var anchor: Int
    /// Text an input method is composing at the caret (shown underlined, not yet part
    /// of `text`); empty when nothing is composing.
    package private(set) var marked = ""

    /// The text's length in grapheme clusters (`text.count`, kept).
    package private(set) var count: Int
    /// UTF-8 offsets of `caret` and `anchor` in `text`.
    private var caretOffset: Int
    private var anchorOffset: Int

    /// Units of work done (for tests and the bench): clusters stepped over while
    /// mapping positions, finding words and re-counting around edits.
    package struct Work: Sendable, Equatable {
        package var clusterSteps = 0
        /// UTF-8 bytes given to a measurer or shaper (`EntryLine`).
        package var measuredBytes = 0

        package init() {}

        package var total: Int { clusterSteps + measuredBytes }
    }

    package var work = Work()
    /// Grapheme clusters the last `insert` left out at the limit (0: all went in; at
    /// most `cutCountLimit` + 1, meaning more than that).
    package private(set) var lastCut = 0
    /// How far a cut paste is counted.
    package static let cutCountLimit = 100_000
    /// Grapheme clusters the paste of the last key left out at the limit (0: none, or
    /// the last key was no paste).
    package var lastPasteCut = 0
    /// Changes with every change of the text, caret, anchor, marked text or undo
    /// history (a cheap "did anything change").
    package private(set) var revision = 0

    /// Where the caret and anchor stand, and the text's length, around an edit.
    struct Marks: Sendable {
        var caret: Int
        var anchor: Int
        var caretOffset: Int
        var anchorOffset: Int
        var count: Int
    }

    /// One undoable change: at UTF-8 offset `offset`, `removed` was replaced by
    /// `inserted`.
    struct Edit: Sendable {
        var offset: Int
        var removed: String
        var inserted: String
        var before: Marks
        var after: Marks
    }

    private var undoStack: [Edit] = []
    private var redoStack: [Edit] = []
    static let undoLimit = 200

    /// What the editor accepts (newlines, a limit, copying). Setting it changes
    /// nothing already typed.
    package var rules: EntryRules

    package init(text: String = "", rules: EntryRules = EntryRules()) {
        self.rules = rules
        self.text = rules.normalized(text)
        count = self.text.count
        caret = count
        anchor = count
        caretOffset = self.text.utf8.count
        anchorOffset = caretOffset
    }

    /// The selected range in characters (empty when only a caret).
    package var selection: Range<Int> { min(caret, anchor) ..< max(caret, anchor) }
    package var hasSelection: Bool { caret != anchor }
    package var selectedText: String {
        let (a, b) = caret < anchor ? (caretOffset, anchorOffset) : (anchorOffset, caretOffset)
        return String(text.utf8[index(a) ..< index(b)])!
    }
    package var canUndo: Bool { !undoStack.isEmpty }
    package var canRedo: Bool { !redoStack.isEmpty }

    /// UTF-8 bytes the undo and redo history holds (removed and inserted text).
    package var historyBytes: Int {
        (undoStack + redoStack).reduce(0) { $0 + $1.removed.utf8.count + $1.inserted.utf8.count }
    }
    package var historyCount: Int { undoStack.count + redoStack.count }

    func slice(_ range: Range<Int>) -> Substring {
        var steps = 0
        let start = offset(of: range.lowerBound, steps: &steps)
        let end = offset(of: range.upperBound, steps: &steps)
        return text[index(start) ..< index(end)]
    }

    /// The text as a concealed field shows it: one bullet per cluster, the caret,
    /// the selection and the marked text where they are (positions do not change).
    package func masked() -> EntryEditor {
        var shown = EntryEditor(text: String(repeating: "\u{2022}", count: count), rules: rules)
        shown.caret = caret
        shown.anchor = anchor
        shown.caretOffset = caret * 3
        shown.anchorOffset = anchor * 3
        shown.marked = marked
        return shown
    }

    // MARK: Positions

    /// The index of UTF-8 offset `offset` (O(1) in a native string).
    func index(_ offset: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    }

    func utf8Offset(_ index: String.Index) -> Int {
        text.utf8.distance(from: text.utf8.startIndex, to: index)
    }

    /// The UTF-8 offset of position `position` (clamped), walking clusters from the
    /// nearest known position (start, end, caret, anchor, or `near`).
    package func offset(of position: Int, near: (position: Int, offset: Int)? = nil, steps: inout Int) -> Int {
        let position = min(max(position, 0), count)
        var from = (position: 0, offset: 0)
        for known in [(count, text.utf8.count), (caret, caretOffset), (anchor, anchorOffset)]
            + (near.map { [$0] } ?? [])
        where abs(known.0 - position) < abs(from.position - position) {
            from = known
        }
        var i = index(from.offset)
        if from.position < position {
            for _ in from.position ..< position { i = text.index(after: i) }
        } else {
            for _ in position ..< from.position { i = text.index(before: i) }
        }
        steps += abs(position - from.position)
        return utf8Offset(i)
    }

    private mutating func offset(of position: Int, near: (position: Int, offset: Int)? = nil) -> Int {
        var steps = 0
        let result = offset(of: position, near: near, steps: &steps)
        work.clusterSteps += steps
        return result
    }

    private var marks: Marks {
        Marks(caret: caret, anchor: anchor, caretOffset: caretOffset, anchorOffset: anchorOffset, count: count)
    }

    private mutating func restore(_ marks: Marks) {
        caret = marks.caret
        anchor = marks.anchor
        caretOffset = marks.caretOffset
        anchorOffset = marks.anchorOffset
        count = marks.count
    }

    // MARK: Editing

    /// Replaces the selection (or inserts at the caret) with `string`; the caret ends
    /// after it. A combining mark typed after a letter joins that letter's cluster.
    /// With a limit (`EntryRules.limit`), only as many clusters as leave the text
    /// within it are inserted (one more when it joins the cluster before it, as a
    /// combining mark does).
    package mutating func insert(_ string: String) {
        let string = rules.normalized(string)
        lastCut = 0
        guard let limit = rules.limit else {
            guard !string.isEmpty || hasSelection else { return }
            return replace(selection, with: string)
        }
        // Cut after `room` clusters, stepping over no more of a huge paste than that.
        let room = max(0, limit - (count - selection.count))
        work.clusterSteps += min(room, string.utf8.count)
        let kept = string.prefix(room)
        if kept.endIndex < string.endIndex {
            // `room` is below the string's length here: one cluster more may still fit.
            // Counted up to `EntryEditor.cutCountLimit` (a huge paste is not walked whole).
            let left = string[kept.endIndex...].prefix(Self.cutCountLimit + 1).count
            if insert(String(string.prefix(room + 1)), within: limit) {
                lastCut = left - 1
                return
            }
            _ = insert(String(kept), within: limit)
            lastCut = left
        } else {
            _ = insert(string, within: limit)
        }
    }

    /// Inserts `string` unless the text would then be longer than `limit` clusters
    /// and longer than before (clusters joining across the edit's edges only ever
    /// make fewer; should one make more, the edit is not made). Returns whether it
    /// was made.
    private mutating func insert(_ string: String, within limit: Int) -> Bool {
        guard !string.isEmpty || hasSelection else { return false }
        let saved = self
        replace(selection, with: string)
        if count > limit && count > saved.count {
            let work = self.work
            self = saved
            self.work = work
            return false
        }
        return true
    }

    /// Deletes the selection, or the cluster before the caret.
    package mutating func deleteBackward() {
        if hasSelection { return replace(selection, with: "") }
        guard caret > 0 else { return }
        replace(caret - 1 ..< caret, with: "")
    }

    /// Deletes the selection, or the cluster after the caret.
    package mutating func deleteForward() {
        if hasSelection { return replace(selection, with: "") }
        guard caret < count else { return }
        replace(caret ..< caret + 1, with: "")
    }

    /// Deletes the selection, or back to the start of the word before the caret.
    package mutating func deleteWordBackward() {
        if hasSelection { return replace(selection, with: "") }
        let start = wordBoundary(before: caret)
        guard start < caret else { return }
        replace(start ..< caret, with: "")
    }

    /// Replaces the whole text (one undo step); the caret goes to the end.
    package mutating func setText(_ newText: String) {
        let newText = rules.normalized(newText)
        guard newText != text else { return }
        let before = marks
        let removed = text
        text = newText
        count = text.count
        work.clusterSteps += count
        caret = count
        anchor = count
        caretOffset = text.utf8.count
        anchorOffset = caretOffset
        marked = ""
        record(Edit(offset: 0, removed: removed, inserted: newText, before: before, after: marks))
    }

    /// Replaces the clusters in `range` with `string`. Nothing before the cluster
    /// before `range` can cluster differently afterwards, so the new length and the
    /// caret are counted from there, walking the new text (and the old one after the
    /// change) until their cluster boundaries meet again.
    private mutating func replace(_ range: Range<Int>, with string: String) {
        let lo = offset(of: range.lowerBound)
        let hi = offset(of: range.upperBound, near: (range.lowerBound, lo))
        // The start of the cluster before the change (position and offset).
        let back = max(0, range.lowerBound - 1)
        let backOffset = offset(of: back, near: (range.lowerBound, lo))
        let old = text
        let removed = String(old.utf8[index(lo) ..< index(hi)])!
        let before = marks
        let changes = !removed.utf8.elementsEqual(string.utf8)
        if changes {
            text.replaceSubrange(index(lo) ..< index(hi), with: string)
        }
        let delta = string.utf8.count - (hi - lo)
        let end = lo + string.utf8.count  // the end of the inserted text
        var steps = 0
        // Clusters of the new text from `back` that start before `end`: the caret.
        var i = index(backOffset)
        var fromBack = 0
        while utf8Offset(i) < end {
            i = text.index(after: i)
            fromBack += 1
        }
        steps += fromBack
        let caretPosition = back + fromBack
        let newCaretOffset = utf8Offset(i)
        // Walk on until a boundary of the new text is one of the old text (shifted).
        var newOffset = newCaretOffset
        var newClusters = fromBack
        var oldIndex = old.utf8.index(old.utf8.startIndex, offsetBy: hi)
        var oldPosition = range.upperBound
        while true {
            let oldOffset = old.utf8.distance(from: old.utf8.startIndex, to: oldIndex) + delta
            if newOffset == oldOffset { break }
            if newOffset < oldOffset {
                i = text.index(after: i)
                newOffset = utf8Offset(i)
                newClusters += 1
            } else {
                oldIndex = old.index(after: oldIndex)
                oldPosition += 1
            }
            steps += 1
        }
        work.clusterSteps += steps
        count = back + newClusters + (before.count - oldPosition)
        caret = min(caretPosition, count)
        caretOffset = newCaretOffset
        anchor = caret
        anchorOffset = caretOffset
        revision += 1
        // No undo step for a change that changes nothing.
        if changes {
            record(Edit(offset: lo, removed: removed, inserted: string, before: before, after: marks))
        }
    }

    private mutating func record(_ edit: Edit) {
        undoStack.append(edit)
        if undoStack.count > EntryEditor.undoLimit { undoStack.removeFirst() }
        redoStack.removeAll()
        revision += 1
    }

    /// Undoes the last change. Returns false when there is none.
    @discardableResult
    package mutating func undo() -> Bool {
        guard var last = undoStack.popLast() else { return false }
        // Redo comes back to where the caret and anchor are now.
        last.after = marks
        text.replaceSubrange(index(last.offset) ..< index(last.offset + last.inserted.utf8.count), with: last.removed)
        restore(last.before)
        redoStack.append(last)
        marked = ""
        revision += 1
        return true
    }

    /// Redoes the last undone change. Returns false when there is none.
    @discardableResult
    package mutating func redo() -> Bool {
        guard var next = redoStack.popLast() else { return false }
        // Undoing the redo comes back to where the caret and anchor are now.
        next.before = marks
        text.replaceSubrange(index(next.offset) ..< index(next.offset + next.removed.utf8.count), with: next.inserted)
        restore(next.after)
        undoStack.append(next)
        marked = ""
        revision += 1
        return true
    }

    // MARK: Composition

    /// Sets the input method's marked text (empty ends composing without text).
    package mutating func compose(_ string: String) {
        let string = rules.normalized(string)
        if string != marked { revision += 1 }
        marked = string
    }

    /// Text committed by the input method (or typed): replaces the marked text.
    package mutating func commit(_ string: String) {
        if !marked.isEmpty { revision += 1 }
        marked = ""
        insert(string)
    }

    // MARK: Moving

    /// Moves the caret one cluster left or right (logical order: left is earlier);
    /// with a selection and no `extend`, collapses it to that side.
    package mutating func move(by delta: Int, extend: Bool = false) {
        if hasSelection && !extend {
            let end = delta < 0 ? selection.lowerBound : selection.upperBound
            return place(end, extend: false)
        }
        place(caret + delta, extend: extend)
    }

    /// Moves to the previous (or next) word boundary.
    package mutating func moveWord(forward: Bool, extend: Bool = false) {
        place(forward ? wordBoundary(after: caret) : wordBoundary(before: caret), extend: extend)
    }

    /// Home (`toEnd` false) or End.
    package mutating func moveToEdge(toEnd: Bool, extend: Bool = false) {
        place(toEnd ? count : 0, extend: extend)
    }

    /// Puts the caret at `position` (clamped); `extend` keeps the anchor.
    package mutating func place(_ position: Int, extend: Bool = false) {
        let position = min(max(position, 0), count)
        let offset = offset(of: position)
        if position != caret || (!extend && anchor != position) { revision += 1 }
        caret = position
        caretOffset = offset
        if !extend {
            anchor = caret
            anchorOffset = caretOffset
        }
    }

    package mutating func selectAll() {
        if anchor != 0 || caret != count { revision += 1 }
        anchor = 0
        anchorOffset = 0
        caret = count
        caretOffset = text.utf8.count
    }

    /// Selects the word (run of letters and digits, or of other characters) around
    /// `position`.
    package mutating func selectWord(at position: Int) {
        guard count > 0 else { return }
        let at = min(max(position, 0), count - 1)
        let atIndex = index(offset(of: at))
        let kind = EntryEditor.isWordCharacter(text[atIndex])
        var start = atIndex
        var startPosition = at
        while start > text.startIndex {
            let previous = text.index(before: start)
            guard EntryEditor.isWordCharacter(text[previous]) == kind else { break }
            start = previous
            startPosition -= 1
        }
        var end = text.index(after: atIndex)
        var endPosition = at + 1
        while end < text.endIndex && EntryEditor.isWordCharacter(text[end]) == kind {
            end = text.index(after: end)
            endPosition += 1
        }
        work.clusterSteps += endPosition - startPosition
        revision += 1
        anchor = startPosition
        anchorOffset = utf8Offset(start)
        caret = endPosition
        caretOffset = utf8Offset(end)
    }

    static func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

    mutating func wordBoundary(before position: Int) -> Int {
        let position = min(max(position, 0), count)
        var i = index(offset(of: position))
        var p = position
        while p > 0 && !EntryEditor.isWordCharacter(text[text.index(before: i)]) {
            i = text.index(before: i)
            p -= 1
        }
        while p > 0 && EntryEditor.isWordCharacter(text[text.index(before: i)]) {
            i = text.index(before: i)
            p -= 1
        }
        work.clusterSteps += position - p
        return p
    }

    mutating func wordBoundary(after position: Int) -> Int {
        let position = min(max(position, 0), count)
        var i = index(offset(of: position))
        var p = position
        while p < count && !EntryEditor.isWordCharacter(text[i]) {
            i = text.index(after: i)
            p += 1
        }
        while p < count && EntryEditor.isWordCharacter(text[i]) {
            i = text.index(after: i)
            p += 1
        }
        work.clusterSteps += p - position
        return p
    }

    package static func == (a: EntryEditor, b: EntryEditor) -> Bool {
        a.text == b.text && a.caret == b.caret && a.anchor == b.anchor && a.marked == b.marked
    }
}
