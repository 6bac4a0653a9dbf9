/// Something an assistive technology can ask an element to do.
///
/// Contract: `Stage.perform(_:on:)` carries out each on the live stage exactly as
/// the pointer or keyboard would: `press` runs a control's tap action (or focuses a
/// text field), `increment` / `decrement` step an adjustable value, `scrollForward`
/// / `scrollBackward` move a scroller by a page, `dismiss` closes a popover (as
/// Esc does), `focus` moves keyboard focus to the element, and `custom` runs the
/// action of that name given with `.accessibilityAction(_:_:)`.
public enum AccessibilityAction: Sendable, Hashable, CustomStringConvertible {
    /// Activate: runs a control's tap action, or focuses a text field.
    case press
    /// Steps an adjustable value (a slider, a stepper) up by one step.
    case increment
    /// Steps an adjustable value down by one step.
    case decrement
    /// Scrolls a scroller forward by a page, as Page Down does.
    case scrollForward
    /// Scrolls a scroller backward by a page, as Page Up does.
    case scrollBackward
    /// Closes a popover, as Esc does.
    case dismiss
    /// Moves keyboard focus to the element.
    case focus
    /// Runs the action of this name given with `.accessibilityAction(_:_:)`.
    case custom(String)

    public var description: String {
        switch self {
        case .press: "press"
        case .increment: "increment"
        case .decrement: "decrement"
        case .scrollForward: "scrollForward"
        case .scrollBackward: "scrollBackward"
        case .dismiss: "dismiss"
        case .focus: "focus"
        case .custom(let name): "custom(\(name))"
        }
    }
}
