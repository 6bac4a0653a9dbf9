import Foundation
import PanelsTestSupport
import Testing

@testable import Panels

/// `EntryEditor` against `ReferenceEditor` (the obvious O(n) editor on `String`):
/// random edit streams give the same text, caret, anchor, marked text and history
/// after every step, and undoing everything gives the first text back. And the
/// editor's cost: counted work per keystroke at 1 KB and 1 MB, and what undo keeps.
@Suite("Entry editing: against a reference, and its cost")
struct EntryEditorPropertyTests {
    /// Pieces typed: combining marks alone (they join the cluster before), ZWJ and
    /// emoji (they join into one), regional indicators (they pair), Hebrew and Arabic,
    /// CJK, Hangul jamo, CR LF and newlines (they become spaces), words.
    static let pieces: [String] = [
        "a", "b", " ", "word", "_", "1", "\u{301}", "\u{323}", "e\u{301}", "é", "\u{200D}", "👩", "👩‍👩‍👧‍👦", "👍🏽",
        "🏽", "🇳", "🇱", "🇳🇱", "שלום", "מ", "مرحبا", "ل", "ا", "中文", "字", "\u{1112}", "\u{1161}", "\u{11AB}", "한",
        "\r\n", "\n", "x\ny", ".", "-", "  ",
    ]

    static func piece(_ g: inout SplitMix64) -> String {
        var text = ""
        for _ in 0 ..< g.int(1 ... 3) { text += g.element(of: pieces) }
        return text
    }

    /// Applies one random step to both editors; returns its name.
    static func step(_ g: inout SplitMix64, _ editor: inout EntryEditor, _ reference: inout ReferenceEditor) -> String {
        let extend = g.bool()
        switch g.int(0 ... 17) {
        case 0, 1, 2:
            let s = piece(&g)
            editor.insert(s)
            reference.insert(s)
            return "insert \(s.debugDescription)"
        case 3:
            editor.deleteBackward()
            reference.deleteBackward()
            return "deleteBackward"
        case 4:
            editor.deleteForward()
            reference.deleteForward()
            return "deleteForward"
        case 5:
            editor.deleteWordBackward()
            reference.deleteWordBackward()
            return "deleteWordBackward"
        case 6:
            let delta = g.element(of: [-1, 1, -2, 3])
            editor.move(by: delta, extend: extend)
            reference.move(by: delta, extend: extend)
            return "move \(delta) extend \(extend)"
        case 7:
            let forward = g.bool()
            editor.moveWord(forward: forward, extend: extend)
            reference.moveWord(forward: forward, extend: extend)
            return "moveWord forward \(forward) extend \(extend)"
        case 8:
            let toEnd = g.bool()
            editor.moveToEdge(toEnd: toEnd, extend: extend)
            reference.moveToEdge(toEnd: toEnd, extend: extend)
            return "moveToEdge \(toEnd) extend \(extend)"
        case 9:
            let position = g.int(-2 ... reference.text.count + 2)
            editor.place(position, extend: extend)
            reference.place(position, extend: extend)
            return "place \(position) extend \(extend)"
        case 10:
            editor.selectAll()
            reference.selectAll()
            return "selectAll"
        case 11:
            let position = g.int(-1 ... reference.text.count + 1)
            editor.selectWord(at: position)
            reference.selectWord(at: position)
            return "selectWord \(position)"
        case 12, 13:
            editor.undo()
            reference.undo()
            return "undo"
        case 14:
            editor.redo()
            reference.redo()
            return "redo"
        case 15:
            let s = g.bool() ? piece(&g) : ""
            editor.compose(s)
            reference.compose(s)
            return "compose \(s.debugDescription)"
        case 16:
            let s = piece(&g)
            editor.commit(s)
            reference.commit(s)
            return "commit \(s.debugDescription)"
        default:
            let s = g.int(0 ... 5) == 0 ? piece(&g) + piece(&g) : reference.text
            editor.setText(s)
            reference.setText(s)
            return "setText \(s.debugDescription)"
        }
    }

    static func difference(_ editor: EntryEditor, _ reference: ReferenceEditor) -> String? {
        if !editor.text.utf8.elementsEqual(reference.text.utf8) {
            return "text \(editor.text.debugDescription), expected \(reference.text.debugDescription)"
        }
        if editor.caret != reference.caret || editor.anchor != reference.anchor {
            return "caret \(editor.caret) anchor \(editor.anchor), expected \(reference.caret) \(reference.anchor)"
        }
        if editor.marked != reference.marked { return "marked \(editor.marked.debugDescription)" }
        if editor.canUndo != reference.canUndo || editor.canRedo != reference.canRedo { return "history differs" }
        if editor.count != reference.text.count { return "count \(editor.count), expected \(reference.text.count)" }
        if !editor.selectedText.utf8.elementsEqual(reference.selectedText.utf8) {
            return
                "selected \(editor.selectedText.debugDescription), expected \(reference.selectedText.debugDescription)"
        }
        return nil
    }

    @Test("Random edit streams: the same text, caret, anchor and history as the reference; undo all gives the start")
    func againstTheReference() {
        PropertyTest.check("entry editor vs reference", cases: 4_000) { g in
            var start = ""
            for _ in 0 ..< g.int(0 ... 6) { start += Self.piece(&g) }
            var editor = EntryEditor(text: start)
            var reference = ReferenceEditor(text: start)
            var steps: [String] = []
            for _ in 0 ..< g.int(1 ... 40) {
                steps.append(Self.step(&g, &editor, &reference))
                if let difference = Self.difference(editor, reference) {
                    return "from \(start.debugDescription) after \(steps): \(difference)"
                }
            }
            while editor.canUndo {
                editor.undo()
                reference.undo()
                if let difference = Self.difference(editor, reference) {
                    return "from \(start.debugDescription) after \(steps), undoing: \(difference)"
                }
            }
            // Fewer than 200 changes: undoing them all gives the first text back.
            let first = ReferenceEditor.oneLine(start)
            return editor.text.utf8.elementsEqual(first.utf8)
                ? nil : "undo all gave \(editor.text.debugDescription), expected \(first.debugDescription)"
        }
    }

    /// Text of about `bytes` UTF-8 bytes.
    static func text(bytes: Int) -> String {
        String(repeating: "lorem ipsum ", count: bytes / 12)
    }

    /// Counted work (editor and line) of a run of keystrokes in the middle of a text of
    /// `bytes` bytes in a 300 pt field, after its first frame.
    static func keystrokeWork(bytes: Int) -> (editor: Int, line: Int) {
        var context = PanelContext()
        context.textMeasurer = WordWidthMeasurer()
        var editor = EntryEditor(text: text(bytes: bytes))
        editor.place(editor.count / 2)
        var line = EntryLine(editor, context: context, areaWidth: 300, previous: EntryLine())
        let clipboard = MemoryClipboard()
        let keys: [KeyName] = [
            "ArrowLeft", "ArrowRight", "ctrl+ArrowLeft", "ctrl+ArrowRight", "Backspace", "Delete", "ctrl+Backspace",
            "ctrl+z", "ctrl+shift+z", "shift+ArrowLeft", "ctrl+c", "ctrl+v",
        ]
        var (editorWork, lineWork) = (0, 0)
        for k in 0 ..< 24 {
            editor.work = EntryEditor.Work()
            if k % 2 == 0 {
                editor.insert(k % 4 == 0 ? "x" : "é")
            } else {
                _ = editor.apply(keys[(k / 2) % keys.count], clipboard: clipboard)
            }
            line = EntryLine(editor, context: context, areaWidth: 300, previous: line)
            editorWork += editor.work.total
            lineWork += line.work.total
        }
        return (editorWork, lineWork)
    }

    @Test("A keystroke costs the same counted work in 1 KB and in 1 MB of text (within 2×)")
    func keystrokesDoNotFollowTheTextsLength() {
        let small = Self.keystrokeWork(bytes: 1 << 10)
        let large = Self.keystrokeWork(bytes: 1 << 20)
        let (smallTotal, largeTotal) = (small.editor + small.line, large.editor + large.line)
        print(
            "entry keystrokes: 1 KB \(small.editor) editor + \(small.line) line, 1 MB \(large.editor) editor + "
                + "\(large.line) line units of work: \(Double(largeTotal) / Double(smallTotal))×")
        #expect(Double(largeTotal) <= 2 * Double(smallTotal), "1 KB: \(small), 1 MB: \(large)")
        // The editor's own share too (the line's measuring dwarfs it).
        #expect(Double(large.editor) <= 2 * Double(small.editor), "1 KB: \(small), 1 MB: \(large)")
    }

    @Test("Undo keeps edits, not texts: 200 edits of 1 MB keep a few bytes each")
    func undoKeepsEdits() {
        var editor = EntryEditor(text: Self.text(bytes: 1 << 20))
        editor.place(editor.count / 2)
        for k in 0 ..< 250 {
            switch k % 4 {
            case 0: editor.insert("ab")
            case 1: editor.deleteBackward()
            case 2:
                editor.move(by: -3, extend: true)
                editor.insert("xyz")
            default: editor.deleteWordBackward()
            }
        }
        #expect(editor.historyCount == EntryEditor.undoLimit)
        print("entry undo: \(editor.historyCount) edits keep \(editor.historyBytes) bytes")
        // O(edits): a few bytes per edit (the word deletions take up to a word), not 1 MB each.
        #expect(editor.historyBytes <= 16 * editor.historyCount)
        // Undo and redo all of them: the text is back byte for byte.
        let text = editor.text
        while editor.undo() {}
        while editor.redo() {}
        #expect(editor.text.utf8.elementsEqual(text.utf8))
    }
}
