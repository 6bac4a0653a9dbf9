/// A panel whose keyboard focus follows a value the app owns: a `Ref<Key?>` (often a
/// property of an `@Observable` model) and the key that means "this panel". Made by
/// `.focusTarget(_:equals:)`.
///
/// Contract (both ways):
/// - The app sets the value to `key` → at the next frame the stage focuses this panel
///   (it becomes focusable), shows the focus ring as keyboard focus does and scrolls
///   it into view; a text entry starts taking typed text. Setting the value before the
///   first frame focuses the panel when it first appears. A value naming a panel that
///   is not laid out focuses nothing until that panel appears.
/// - The app sets the value to nil (or to another key) while this panel has focus →
///   it loses focus (to the panel the new key names, if any).
/// - The user moves focus (click, Tab, Esc on an empty field) → the value follows:
///   `key` when this panel gains focus, nil when it loses it to a panel without a
///   target of the same value. The value is written only when it changes.
/// Several panels may share one value with different keys; two panels with the same
/// key: the first written takes focus.
public struct _FocusTarget<Content: Panel>: PrimitivePanel {
    let content: Content
    let binding: FocusBinding

    public static func _resolve(_ panel: _FocusTarget, into builder: inout NodeBuilder) {
        // Read while resolving: a change of the app's value resolves (and so draws) again.
        _ = panel.binding.wants()
        builder.resolve(panel.content, at: 0, attaching: .focusTarget(panel.binding))
    }
}

/// What a stage asks of and tells a `FocusTarget`: whether the app's value names it,
/// and that it gained or lost focus.
final class FocusBinding: @unchecked Sendable {
    let wants: () -> Bool
    let gained: () -> Void
    let lost: () -> Void

    init<Key: Hashable>(_ value: Ref<Key?>, key: Key) {
        wants = { value.value == key }
        gained = { if value.value != key { value.value = key } }
        lost = { if value.value == key { value.value = nil } }
    }
}

extension Panel {
    /// Ties this panel's keyboard focus to `value`: the panel is focused while `value`
    /// is `key`, and `value` follows focus moved by the user.
    ///
    /// ```swift
    /// EntryField(text: Ref(model, \.name), placeholder: "Name", state: nameState)
    ///     .focusTarget(Ref(model, \.focus), equals: .name)
    /// ```
    ///
    /// Contract (both ways):
    /// - The app sets the value to `key` → at the next frame the stage focuses this panel
    ///   (it becomes focusable), shows the focus ring as keyboard focus does and scrolls
    ///   it into view; a text entry starts taking typed text. Setting the value before the
    ///   first frame focuses the panel when it first appears. A value naming a panel that
    ///   is not laid out focuses nothing until that panel appears.
    /// - The app sets the value to nil (or to another key) while this panel has focus →
    ///   it loses focus (to the panel the new key names, if any).
    /// - The user moves focus (click, Tab, Esc on an empty field) → the value follows:
    ///   `key` when this panel gains focus, nil when it loses it to a panel without a
    ///   target of the same value. The value is written only when it changes.
    /// Several panels may share one value with different keys; two panels with the same
    /// key: the first written takes focus.
    public consuming func focusTarget<Key: Hashable>(_ value: Ref<Key?>, equals key: Key) -> _FocusTarget<Self> {
        _FocusTarget(content: self, binding: FocusBinding(value, key: key))
    }
}
