/// Keyboard focus and text entry on a stage, kept by its `FocusCoordinator` (the
/// contract is on `.focusable()`).
extension Stage {
    /// The explicit id (`.id(_:)`) of the focused panel, if it has one, or "" for a
    /// focused panel without one; nil when nothing is focused.
    public var focusedID: String? { focus.focusedID }

    /// Moves focus to the next (or previous) focusable panel, shows the ring and
    /// scrolls the panel into view. Returns false when nothing is focusable.
    @discardableResult
    public func moveFocus(forward: Bool) -> Bool { focus.moveFocus(forward: forward) }

    /// True while a text entry has focus: hosts start the system's text input (and
    /// its input method) only then.
    public var wantsTextInput: Bool { focus.wantsTextInput }

    /// True while the focused text entry takes an input method's composition; false
    /// for a concealed one (`SecureEntryField`): hosts must not start an input method
    /// for it (no candidate window, no composition; typed text still arrives).
    package var wantsInputMethod: Bool { focus.wantsInputMethod }

    /// The focused text entry's caret rectangle in window points (its frame when the
    /// entry gives no caret), for the input method's candidate window; nil when no
    /// text entry has focus.
    public var textInputRect: Rect? { focus.textInputRect }

    /// When the focused entry's caret next turns on or off after `time` (nil: no
    /// caret blinks): hosts that sleep while nothing moves wake then.
    package func nextCaretBlink(after time: Double) -> Double? {
        focus.nextCaretBlink(after: time, blinks: context.caretBlinks)
    }

    /// Where cut, copy and paste go (the window host installs the system's).
    public var clipboard: PanelClipboard {
        get { focus.clipboard }
        set { focus.clipboard = newValue }
    }
}
