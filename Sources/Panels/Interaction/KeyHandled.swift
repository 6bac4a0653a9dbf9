/// A panel that answers keys while it is on screen. Made by `.onKey(_:_:)`.
///
/// Contract: when a key is pressed, the handler of the frontmost panel (last in
/// drawing order) that answers that key runs; the others do not.
public struct _KeyHandled<Content: Panel>: PrimitivePanel {
    let key: KeyName
    let action: () -> Void
    let content: Content

    public static func _resolve(_ panel: _KeyHandled, into builder: inout NodeBuilder) {
        builder.resolve(panel.content, at: 0, attaching: .key(panel.key, panel.action))
    }
}

extension Panel {
    /// Runs `action` when `key` is pressed while this panel is on screen.
    public consuming func onKey(_ key: KeyName, _ action: @escaping () -> Void) -> _KeyHandled<Self> {
        _KeyHandled(key: key, action: action, content: self)
    }
}
