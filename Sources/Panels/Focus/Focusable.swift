/// A panel that can take keyboard focus. Made by `.focusable()`.
///
/// Contract: at most one panel of a stage is focused. A click on a focusable panel
/// (or on what it contains) focuses it; Tab and Shift+Tab move focus to the next and
/// previous focusable panel in reading order — by where panels are laid out: lines
/// top to bottom, then leading to trailing (right to left in a right-to-left layout),
/// a panel's contents kept together — unless `.focusOrder(_:)` says otherwise;
/// scrollers that can scroll and enabled controls (`Pressable`, `.onTap`, popover
/// anchors) are in that order too, controls by Tab only (a click on one leaves focus
/// where it is, and so does a click on a disabled control). `.focusTarget(_:equals:)`
/// ties focus to a value the app owns (`FocusTarget`). While a popover is
/// open, Tab and Shift+Tab move among its controls instead and Enter or Space runs
/// the focused one (focus stays in the popover until Esc closes it).
/// Keys go to the focused panel first (its `.onKey` handlers, a scroller's keys),
/// then bubble to its ancestors, then to any other `.onKey` handler on screen. Focus
/// moved with the keyboard (or from code) draws a focus ring (2 pt, outside the
/// frame) — one ring: a text entry draws its own focus border instead.
public struct _Focusable<Content: Panel>: PrimitivePanel {
    let content: Content

    public static func _resolve(_ panel: _Focusable, into builder: inout NodeBuilder) {
        builder.resolve(panel.content, at: 0, attaching: .focusable)
    }
}

extension Panel {
    /// Lets this panel take keyboard focus.
    ///
    /// Contract: at most one panel of a stage is focused. A click on a focusable panel
    /// (or on what it contains) focuses it; Tab and Shift+Tab move focus to the next and
    /// previous focusable panel in reading order — by where panels are laid out: lines
    /// top to bottom, then leading to trailing (right to left in a right-to-left layout),
    /// a panel's contents kept together — unless `.focusOrder(_:)` says otherwise;
    /// scrollers that can scroll and enabled controls (`Pressable`, `.onTap`, popover
    /// anchors) are in that order too, controls by Tab only (a click on one leaves focus
    /// where it is, and so does a click on a disabled control). `.focusTarget(_:equals:)`
    /// ties focus to a value the app owns (`FocusTarget`). While a popover is
    /// open, Tab and Shift+Tab move among its controls instead and Enter or Space runs
    /// the focused one (focus stays in the popover until Esc closes it).
    /// Keys go to the focused panel first (its `.onKey` handlers, a scroller's keys),
    /// then bubble to its ancestors, then to any other `.onKey` handler on screen. Focus
    /// moved with the keyboard (or from code) draws a focus ring (2 pt, outside the
    /// frame) — one ring: a text entry draws its own focus border instead.
    public consuming func focusable() -> _Focusable<Self> { _Focusable(content: self) }
}
