/// What a node does with input: a tap action (from `Pressable`) and key handlers
/// (from `.onKey`). Stored beside the node tree, by node index.
///
/// Contract: handlers run on the thread that feeds the `Stage` its events (the
/// window host's), never during layout or paint.
public struct Interaction: @unchecked Sendable {
    /// Runs when a press that started on this node ends on it.
    public var onTap: (() -> Void)?
    /// Key handlers: the key names they answer to and what they do.
    public var keys: [(key: KeyName, action: () -> Void)] = []
    /// False for a node that ignores the pointer (a disabled button, a closed scrim):
    /// taps pass through it.
    public var acceptsPointer: Bool
    /// Identity of the control (the `Pressable`), for pressed and hover feedback.
    public var control: Identity?
    /// False for a control whose look does not follow the pointer (a popover's anchor
    /// toggle): pressing or hovering it does not resolve the tree again.
    public var showsFeedback = true
    /// A popover anchor's toggle: an outer control on the same node replaces it.
    var isAnchorToggle = false

    public init(onTap: (() -> Void)? = nil, acceptsPointer: Bool = true) {
        self.onTap = onTap
        self.acceptsPointer = acceptsPointer
    }
}

/// A key on the keyboard by name: `KeyName.escape`, or a letter or digit (`"m"`).
/// Letters compare case-insensitively. Names are those of `KeyEvent.key` (`Escape`,
/// `Enter`, `Tab`, `Space`, `Backspace`, `ArrowLeft` …).
public struct KeyName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(_ name: String) {
        rawValue = name.count == 1 ? name.lowercased() : name
    }

    public init(stringLiteral value: String) { self.init(value) }

    public static let escape = KeyName("Escape")
    public static let enter = KeyName("Enter")
    public static let tab = KeyName("Tab")
    public static let space = KeyName("Space")
    public static let backspace = KeyName("Backspace")
    public static let left = KeyName("ArrowLeft")
    public static let right = KeyName("ArrowRight")
    public static let up = KeyName("ArrowUp")
    public static let down = KeyName("ArrowDown")

    public var description: String { rawValue }
}

/// The pointer as the host last saw it: which pressable identity is held down and
/// which one the pointer is over. Resolving reads it for pressed and hover feedback.
public struct PointerState: Hashable, Sendable {
    public var pressed: Identity?
    public var hovered: Identity?

    public init(pressed: Identity? = nil, hovered: Identity? = nil) {
        self.pressed = pressed
        self.hovered = hovered
    }
}
