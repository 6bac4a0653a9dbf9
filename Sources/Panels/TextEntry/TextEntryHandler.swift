/// What a text-entry node does with typed text, composition, keys, the pointer and
/// focus: attached to the node by `EntryField` and reached by the stage while that
/// node has focus.
///
/// Contract: the stage calls `insert` for committed text (`PanelEvent.textInput`),
/// `compose` for an input method's marked text (`PanelEvent.textEditing`), `key` for
/// every key pressed while focused (before `.onKey` handlers; return true when used;
/// held editing keys repeat), `pointer` for a primary press on the focused entry and
/// the moves of the drag it starts (locations relative to the node's frame), and
/// `focusChanged` when the node gains or loses focus. After each layout the stage
/// tells the focused entry its size (`laidOut`), and on the host's clock whether its
/// caret is in the shown half of a blink (`blink`). `caretFrame` is the caret's
/// rectangle relative to the node's frame (for the input method's candidate window).
/// `usesInputMethod` false (a concealed entry): hosts run no input method for it
/// (`Stage.wantsInputMethod`) and composition does not reach it.
package final class TextEntryHandler: @unchecked Sendable {
    let insert: (String) -> Void
    let compose: (String) -> Void
    let key: (KeyName, PanelClipboard) -> Bool
    let focusChanged: (Bool) -> Void
    let caretFrame: () -> Rect
    let pointer: (TextEntryPointer) -> Void
    let laidOut: (Size) -> Void
    let blink: (Bool) -> Void
    let usesInputMethod: Bool
    /// Told its laid-out size even while not focused (an `EntryArea` wraps its text
    /// to it).
    var followsSize = false
    /// Set by `key` when a paste did not fit the entry's limit: how many characters
    /// were left out and the limit. The stage reports it (`takeCut()`).
    var pasteCut: (left: Int, limit: Int)?

    /// The last paste's cut, once.
    func takeCut() -> (left: Int, limit: Int)? {
        defer { pasteCut = nil }
        return pasteCut
    }

    package init(
        insert: @escaping (String) -> Void, compose: @escaping (String) -> Void,
        key: @escaping (KeyName, PanelClipboard) -> Bool, focusChanged: @escaping (Bool) -> Void,
        caretFrame: @escaping () -> Rect = { .zero },
        pointer: @escaping (TextEntryPointer) -> Void = { _ in },
        laidOut: @escaping (Size) -> Void = { _ in },
        blink: @escaping (Bool) -> Void = { _ in },
        usesInputMethod: Bool = true
    ) {
        self.usesInputMethod = usesInputMethod
        self.insert = insert
        self.compose = compose
        self.key = key
        self.focusChanged = focusChanged
        self.caretFrame = caretFrame
        self.pointer = pointer
        self.laidOut = laidOut
        self.blink = blink
    }
}

/// A primary-button press on a focused text entry, or a move of the drag it started.
///
/// Contract: `location` is relative to the entry's frame; `clickCount` is 1 for a
/// click, 2 for a double click (select a word), 3 or more for a triple click (select
/// all); `extend` (Shift held) extends the selection from its anchor. Drags report
/// `isDrag` with the press's click count.
package struct TextEntryPointer: Sendable, Equatable {
    package var location: Point
    package var clickCount: Int
    package var extend: Bool
    package var isDrag: Bool

    package init(location: Point, clickCount: Int = 1, extend: Bool = false, isDrag: Bool = false) {
        self.location = location
        self.clickCount = clickCount
        self.extend = extend
        self.isDrag = isDrag
    }
}
