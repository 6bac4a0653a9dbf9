/// A panel whose control has keyboard or pointer traits of its own: keys it answers
/// while focused, a larger hit target, which keys activate it, whether Tab stops at it.
/// Made by `.onFocusedKey(_:)`, `.hitTarget(minimum:)`,
/// `.keyboardActivation(keys:inTabOrder:)` and `.pointerShape(_:)`; the built-in controls (`Switch`,
/// `ValueSlider`, …) are made with them, and so can an app's own.
///
/// Contract: the trait goes to the first node the content makes (as `.id(_:)` does);
/// on one node the innermost modifier wins, except hit targets, where the largest
/// minimum is kept.
public struct _ControlModified<Content: Panel>: PrimitivePanel {
    let attachment: NodeAttachment
    let content: Content

    public static func _resolve(_ panel: _ControlModified, into builder: inout NodeBuilder) {
        builder.resolve(panel.content, at: 0, attaching: panel.attachment)
    }
}

extension Panel {
    /// Offers every key to `handler` while this panel, or a panel inside it, has
    /// keyboard focus (in an open popover: while that popover is the innermost), before
    /// a focused control's tap runs on Enter or Space. `handler` returns true when it
    /// used the key; an unused key goes on to the panels around it. Unlike `.onKey`, it
    /// never answers while focus is elsewhere.
    public consuming func onFocusedKey(_ handler: @escaping (KeyName) -> Bool) -> _ControlModified<Self> {
        _ControlModified(attachment: .focusedKeys(handler), content: self)
    }

    /// Lets the pointer hit this control anywhere in a `minimum` × `minimum` point area
    /// centered on it, when it is drawn smaller (44 pt is WCAG's and Apple's minimum).
    /// Where enlarged areas of neighbours overlap, a control's drawn bounds win, then
    /// the control whose center is nearest the pointer; nothing drawn above the control
    /// is ever taken over. A size that is not finite or not positive is ignored.
    public consuming func hitTarget(minimum: Double = 44) -> _ControlModified<Self> {
        let side = minimum.isFinite ? min(max(0, minimum), 1_000) : 0
        return _ControlModified(attachment: .hitTarget(side), content: self)
    }

    /// Which keys run this control's action while it is focused (Enter and Space by
    /// default; a checkbox answers Space only), and whether Tab stops at it (false for
    /// a part of a larger control that takes focus as a whole).
    public consuming func keyboardActivation(keys: [KeyName], inTabOrder: Bool = true) -> _ControlModified<Self> {
        _ControlModified(attachment: .keyboardActivation(keys: keys, inTabOrder: inTabOrder), content: self)
    }

    /// The pointer's shape over this panel and the panels inside it that set none
    /// (see `PointerShape`): `.resizeUpDown` on a sheet's handle, `.hand` on a
    /// clickable row that is no `Pressable`. Only the cursor changes: hit testing does not.
    public consuming func pointerShape(_ shape: PointerShape) -> _ControlModified<Self> {
        _ControlModified(attachment: .pointerShape(shape), content: self)
    }
}
