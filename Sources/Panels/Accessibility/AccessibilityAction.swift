/// Something an assistive technology can ask an element to do.
///
/// Contract: `Stage.perform(_:on:)` carries out each on the live stage exactly as
/// the pointer or keyboard would: `press` runs a control's tap action (or focuses a
/// text field), `increment` / `decrement` step an adjustable value, `scrollForward`
/// / `scrollBackward` move a scroller by a page, `dismiss` closes a popover (as
/// Esc does), `focus` moves keyboard focus to the element, and `custom` runs the
/// action of that name given with `.accessibilityAction(_:_:)`.
public enum AccessibilityAction: Sendable, Hashable, CustomStringConvertible {
    case press
    case increment
    case decrement
    case scrollForward
    case scrollBackward
    case dismiss
    case focus
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
