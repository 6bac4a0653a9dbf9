/// What a text-entry node does with typed text, composition, keys and focus: attached
/// to the node by `EntryField` and reached by the stage while that node has focus.
///
/// Contract: the stage calls `insert` for committed text (`PanelEvent.textInput`),
/// `compose` for an input method's marked text (`PanelEvent.textEditing`), `key` for
/// every key pressed while focused (before `.onKey` handlers; return true when used),
/// and `focusChanged` when the node gains or loses focus. `caretFrame` is the caret's
/// rectangle relative to the node's frame (for the input method's candidate window).
public final class TextEntryHandler: @unchecked Sendable {
    let insert: (String) -> Void
    let compose: (String) -> Void
    let key: (KeyName, PanelClipboard) -> Bool
    let focusChanged: (Bool) -> Void
    let caretFrame: () -> Rect

    public init(
        insert: @escaping (String) -> Void, compose: @escaping (String) -> Void,
        key: @escaping (KeyName, PanelClipboard) -> Bool, focusChanged: @escaping (Bool) -> Void,
        caretFrame: @escaping () -> Rect = { .zero }
    ) {
        self.insert = insert
        self.compose = compose
        self.key = key
        self.focusChanged = focusChanged
        self.caretFrame = caretFrame
    }
}
