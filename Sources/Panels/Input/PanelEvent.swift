/// An input or window event, backend-neutral: what a window host delivers to the
/// interaction layer. Positions are in points in window coordinates (top-left
/// origin), whatever the display's pixel density.
public enum PanelEvent: Sendable, Equatable {
    /// A pointer button went down at the event's location.
    case pointerDown(PointerEvent)
    /// A pointer button was released at the event's location.
    case pointerUp(PointerEvent)
    /// The pointer moved; `button` is `.none`, or the button held while dragging.
    case pointerMove(PointerEvent)
    /// Scrolling: `dx`, `dy` in lines (positive y = away from the user / content moves
    /// down), at the pointer's location.
    case wheel(dx: Double, dy: Double, at: Point, modifiers: KeyModifiers)
    /// A key went down (again on each system repeat, with `isRepeat` set).
    case keyDown(KeyEvent)
    /// A key was released.
    case keyUp(KeyEvent)
    /// Text typed (after keyboard layout and input method), as a string.
    case textInput(String)
    /// An input method's marked (composing) text, not yet committed; empty when
    /// composition ends without text.
    case textEditing(String)
    /// The window's size in points and its pixels per point changed.
    case resize(Size, scale: Double)
    /// The pointer left the window.
    case pointerExit
    /// The user asked to close the window.
    case closeRequested
    /// Files (or folders) were dropped on the window: their paths, as the system gave
    /// them. A stage does not use it; hosts hand it to the app.
    case filesDropped([String])
}

/// A pointer (mouse, pen, touch as a mouse) event.
public struct PointerEvent: Sendable, Equatable {
    /// Where the pointer is, in points in window coordinates (top-left origin).
    public var location: Point
    /// The button that went down or up; for a move, `.none` or the button held.
    public var button: PointerButton
    /// 1 for a single click, 2 for a double click, …
    public var clickCount: Int
    /// The modifier keys held when the event happened.
    public var modifiers: KeyModifiers

    /// A pointer event; defaults to a single primary click with no modifiers.
    public init(
        location: Point, button: PointerButton = .primary, clickCount: Int = 1,
        modifiers: KeyModifiers = []
    ) {
        self.location = location
        self.button = button
        self.clickCount = clickCount
        self.modifiers = modifiers
    }
}

/// Which pointer button (moves carry `.none`, or the held button).
public enum PointerButton: Sendable, Equatable {
    /// No button: a plain move with nothing held.
    case none
    /// The main button (left on a right-handed mouse; a touch or pen tip).
    case primary
    /// The secondary button (right on a right-handed mouse); opens context menus.
    case secondary
    /// The middle button or wheel press.
    case middle
    /// Any further button (back, forward, …).
    case other
}

/// A key event: a layout-independent key name and the modifiers held.
public struct KeyEvent: Sendable, Equatable {
    /// Named keys use names like `Escape`, `Enter`, `Tab`, `Backspace`, `Delete`,
    /// `Space`, `ArrowLeft`, `ArrowRight`, `ArrowUp`, `ArrowDown`, `Home`, `End`,
    /// `PageUp`, `PageDown`, `Menu` (the menu key), `F1`…; character keys use the lowercase character (`a`, `1`).
    public var key: String
    /// The modifier keys held with the key.
    public var modifiers: KeyModifiers
    /// True when the key is held and the system repeats it.
    public var isRepeat: Bool

    /// A key event for `key`, by default with no modifiers and not a repeat.
    public init(key: String, modifiers: KeyModifiers = [], isRepeat: Bool = false) {
        self.key = key
        self.modifiers = modifiers
        self.isRepeat = isRepeat
    }
}

/// Modifier keys held during an event.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A Shift key.
    public static let shift = KeyModifiers(rawValue: 1)
    /// A Control key.
    public static let control = KeyModifiers(rawValue: 2)
    /// An Option (Alt) key.
    public static let option = KeyModifiers(rawValue: 4)
    /// The platform "command" key (Super/Windows on Linux).
    public static let command = KeyModifiers(rawValue: 8)
}

/// The cases numbered in declaration order, as node records and dumps store them.
extension PointerButton {
    /// The case's number in declaration order.
    @inlinable package var rawValue: UInt8 {
        switch self {
        case .none: 0
        case .primary: 1
        case .secondary: 2
        case .middle: 3
        case .other: 4
        }
    }

    /// The case numbered `rawValue`, or nil past the last.
    @inlinable package init?(rawValue: UInt8) {
        switch rawValue {
        case 0: self = .none
        case 1: self = .primary
        case 2: self = .secondary
        case 3: self = .middle
        case 4: self = .other
        default: return nil
        }
    }
}
