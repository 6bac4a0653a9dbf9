// libFuzzer driver: any stream of edits on an entry's editor — typed text of any bytes,
// deletions, caret and word moves, selections, undo and redo, input-method
// composition, replacement, limits — must never trap or hang, and after every step
// the caret and anchor lie within the text, the selection's text is the text's slice
// and undoing everything gives back the first text (P25).
import Foundation
import Panels

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEntryEdits(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: min(count, 65_536)))
    var at = 0
    func next() -> UInt8 {
        guard at < bytes.count else { return 0 }
        defer { at += 1 }
        return bytes[at]
    }
    func chunk() -> String {
        let length = Int(next() % 16)
        let end = min(bytes.count, at + length)
        defer { at = end }
        return String(decoding: bytes[at ..< end], as: UTF8.self)
    }
    let limit = Int(next())
    var editor = EntryEditor(text: chunk(), rules: limit % 3 == 0 ? EntryRules(limit: limit) : EntryRules())
    let first = editor.text
    var edits = 0
    while at < bytes.count {
        switch next() % 16 {
        case 0: editor.insert(chunk()); edits += 1
        case 1: editor.deleteBackward(); edits += 1
        case 2: editor.deleteForward(); edits += 1
        case 3: editor.deleteWordBackward(); edits += 1
        case 4: editor.move(by: Int(Int8(bitPattern: next())), extend: next() & 1 == 1)
        case 5: editor.moveWord(forward: next() & 1 == 1, extend: next() & 1 == 1)
        case 6: editor.moveToEdge(toEnd: next() & 1 == 1, extend: next() & 1 == 1)
        case 7: editor.place(Int(Int16(bitPattern: UInt16(next()) << 8 | UInt16(next()))), extend: next() & 1 == 1)
        case 8: editor.selectAll()
        case 9: editor.selectWord(at: Int(next()))
        case 10: _ = editor.undo()
        case 11: _ = editor.redo()
        case 12: editor.compose(chunk())
        case 13: editor.commit(chunk()); edits += 1
        case 14: editor.setText(chunk()); edits += 1
        default: _ = editor.selectedText
        }
        let length = editor.text.count
        precondition(editor.caret >= 0 && editor.caret <= length, "caret \(editor.caret) outside 0…\(length)")
        precondition(editor.anchor >= 0 && editor.anchor <= length, "anchor \(editor.anchor) outside 0…\(length)")
        let selection = editor.selection
        let chars = Array(editor.text)
        precondition(editor.selectedText == String(chars[selection]), "the selection's text is not the text's slice")
    }
    // Undo all the way back: the first text (edits beyond the undo history's depth
    // cannot be, so only when there were few).
    if edits < 100 {
        while editor.undo() {}
        precondition(editor.text == first, "undo did not restore the first text")
    }
    return 0
}
