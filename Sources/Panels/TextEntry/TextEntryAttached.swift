/// A panel whose node takes text entry (`TextEntryHandler`) while it has focus. Made by
/// `.textEntry(_:)`; `EntryField` uses it.
package struct TextEntryAttached<Content: Panel>: PrimitivePanel {
    let handler: TextEntryHandler
    let content: Content

    package static func _resolve(_ panel: TextEntryAttached, into builder: inout NodeBuilder) {
        builder.resolve(panel.content, at: 0, attaching: .textEntry(panel.handler))
    }
}

extension Panel {
    /// Sends typed text, composition and keys to `handler` while this panel has focus
    /// (combine with `.focusable()`).
    package consuming func textEntry(_ handler: TextEntryHandler) -> TextEntryAttached<Self> {
        TextEntryAttached(handler: handler, content: self)
    }
}
