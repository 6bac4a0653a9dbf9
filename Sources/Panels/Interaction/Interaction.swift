/// What a node does with input: a tap action (from `Pressable`) and key handlers
/// (from `.onKey`). Stored beside the node tree, by node index.
///
/// Contract: handlers run on the thread that feeds the `Stage` its events (the
/// window host's), never during layout or paint.
@usableFromInline package struct Interaction: @unchecked Sendable {
    /// Runs when a press that started on this node ends on it.
    package var onTap: (() -> Void)?
    /// Key handlers: the key names they answer to and what they do.
    package var keys: [(key: KeyName, action: () -> Void)] = []
    /// False for a node that ignores the pointer (a disabled button, a closed scrim):
    /// taps pass through it.
    package var acceptsPointer: Bool
    /// Identity of the control (the `Pressable`), for pressed and hover feedback.
    package var control: Identity?
    /// False for a control whose look does not follow the pointer (a popover's anchor
    /// toggle): pressing or hovering it does not resolve the tree again.
    package var showsFeedback = true
    /// A popover anchor's toggle: an outer control on the same node replaces it.
    var isAnchorToggle = false
    /// `activationKeys` and `inTabOrder` were set by a modifier (an outer one keeps them).
    var hasKeyboardActivation = false
    /// Takes keyboard focus (`.focusable()`): by click, and with Tab / Shift+Tab.
    package var focusable = false
    /// Follows drags that start on it (`.onPointerDrag`).
    package var drag: DragHandler?
    /// Takes typed text and keys while focused (`.textEntry(_:)`, `EntryField`).
    package var textEntry: TextEntryHandler?
    /// Offered every key while this node, or a panel inside it, has focus (in an open
    /// popover: while the popover is the innermost), before its tap runs on an
    /// activation key; returns true when it used the key (`.onFocusedKey(_:)`).
    package var focusedKeys: ((KeyName) -> Bool)?
    /// The keys that run `onTap` while the control is focused: Enter and Space unless
    /// the control says otherwise (a checkbox answers Space only).
    package var activationKeys: [KeyName] = [.enter, .space]
    /// A click on this control focuses the nearest focusable panel around it, as a
    /// click on a plain panel does (a selectable list's row: the list takes the arrows);
    /// other controls leave focus where it was.
    var passesFocus = false
    /// Whether Tab stops at this control. False for a part of a larger control that
    /// takes focus as a whole (a stepper's − and +, a segment of a segmented choice).
    package var inTabOrder = true
    /// The smallest side of the area the pointer can hit, in points, centered on the
    /// frame as drawn (`.hitTarget(minimum:)`); 0: the drawn frame only.
    package var minimumTarget = 0.0
    /// Asked for a context menu (`.onContextRequest(_:)`): a secondary press on the
    /// node, or the Menu key / Shift+F10 while focus is inside it, with the point the
    /// menu opens at (window coordinates).
    package var onContextRequest: ((Point) -> Void)?
    /// Ctrl+wheel and double clicks on the node (a zoomable picture).
    package var onZoomGesture: ((ZoomGesture) -> Void)?
    /// Runs when the pointer comes over the control (a menu row's highlight).
    var onPointerEnter: (() -> Void)?
    /// The pointer's shape over this node and the panels inside it that have none
    /// (`.pointerShape(_:)`); nil: derived (see `PointerShape`).
    package var pointerShape: PointerShape?
    /// Focus follows the app's value (`.focusTarget(_:equals:)`).
    var focusTarget: FocusBinding?
    /// The place in the Tab order (`.focusOrder(_:)`), for this node and those inside it.
    var focusOrder: Double?

    package init(onTap: (() -> Void)? = nil, acceptsPointer: Bool = true) {
        self.onTap = onTap
        self.acceptsPointer = acceptsPointer
    }

    /// The pointer's shape this interaction gives its node: the one set, else an
    /// I-beam for a text entry, else a hand for a control that takes presses (nil:
    /// the node has none of its own).
    var effectivePointerShape: PointerShape? {
        if let pointerShape { return pointerShape }
        if textEntry != nil { return .iBeam }
        if acceptsPointer && onTap != nil { return .hand }
        return nil
    }
}

/// A key on the keyboard by name, with the modifiers held: `KeyName.escape`, a letter
/// or digit (`"m"`), or a combination (`"shift+ArrowLeft"`, `KeyName.tab.with(.control)`).
/// Letters compare case-insensitively. Names are those of `KeyEvent.key` (`Escape`,
/// `Enter`, `Tab`, `Space`, `Backspace`, `Delete`, `ArrowLeft`, `Home`, `End`,
/// `PageUp`, `PageDown` …).
///
/// Contract: a handler for a key answers only when exactly its modifiers are held
/// (`shift`, `ctrl`, `alt`, `cmd` in a combination; case-insensitive).
public struct KeyName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The key's name as in `KeyEvent.key`; a single character is stored lowercased.
    public let rawValue: String
    /// The modifiers that must be held, exactly, for a handler of this key to answer.
    public let modifiers: KeyModifiers

    /// The key `name` with `modifiers` held; modifiers written before a `+` in `name`
    /// (`"shift+ArrowLeft"`) are added to them.
    public init(_ name: String, modifiers: KeyModifiers = []) {
        var mods = modifiers
        var key = Substring(name)
        // "shift+ArrowLeft": modifiers before the last '+' (a lone "+" is the key).
        while let plus = key.firstIndex(of: "+"), plus != key.startIndex, key.index(after: plus) != key.endIndex,
            let modifier = KeyName.modifier(named: key[..<plus])
        {
            mods.insert(modifier)
            key = key[key.index(after: plus)...]
        }
        rawValue = key.count == 1 ? key.lowercased() : String(key)
        self.modifiers = mods
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// The same key with `modifiers` held too.
    public func with(_ modifiers: KeyModifiers) -> KeyName {
        KeyName(rawValue, modifiers: self.modifiers.union(modifiers))
    }

    /// The modifier a combination names (`shift`, `ctrl`/`control`, `alt`/`option`,
    /// `cmd`/`command`/`super`), or nil.
    package static func modifier(named name: Substring) -> KeyModifiers? {
        switch name.lowercased() {
        case "shift": return .shift
        case "ctrl", "control": return .control
        case "alt", "option": return .option
        case "cmd", "command", "super": return .command
        default: return nil
        }
    }

    /// The forward-delete key (`Delete`).
    public static let delete = KeyName("Delete")
    /// The Home key.
    public static let home = KeyName("Home")
    /// The End key.
    public static let end = KeyName("End")
    /// The Page Up key.
    public static let pageUp = KeyName("PageUp")
    /// The Page Down key.
    public static let pageDown = KeyName("PageDown")

    /// The Escape key.
    public static let escape = KeyName("Escape")
    /// The Enter (Return) key.
    public static let enter = KeyName("Enter")
    /// The Tab key.
    public static let tab = KeyName("Tab")
    /// The space bar (`Space`).
    public static let space = KeyName("Space")
    /// The Backspace key (delete backwards).
    public static let backspace = KeyName("Backspace")
    /// The left arrow key (`ArrowLeft`).
    public static let left = KeyName("ArrowLeft")
    /// The right arrow key (`ArrowRight`).
    public static let right = KeyName("ArrowRight")
    /// The up arrow key (`ArrowUp`).
    public static let up = KeyName("ArrowUp")
    /// The down arrow key (`ArrowDown`).
    public static let down = KeyName("ArrowDown")
    /// The keyboard's Menu (application) key: opens a context menu.
    public static let menu = KeyName("Menu")

    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("ctrl") }
        if modifiers.contains(.option) { parts.append("alt") }
        if modifiers.contains(.shift) { parts.append("shift") }
        if modifiers.contains(.command) { parts.append("cmd") }
        return (parts + [rawValue]).joined(separator: "+")
    }
}

/// The pointer as the host last saw it: which pressable identity is held down and
/// which one the pointer is over. Resolving reads it for pressed and hover feedback,
/// and keeps each control's feedback in `feedbacks` (nil: not kept; see
/// `ControlFeedbackStore`). Equality compares the two identities.
package struct PointerState: Hashable, Sendable {
    package var pressed: Identity?
    package var hovered: Identity?
    package var feedbacks: ControlFeedbackStore?

    package init(pressed: Identity? = nil, hovered: Identity? = nil, feedbacks: ControlFeedbackStore? = nil) {
        self.pressed = pressed
        self.hovered = hovered
        self.feedbacks = feedbacks
    }

    /// The live feedback level of the control at `control` (see `ControlFeedback.live`).
    package func level(of control: Identity) -> Double {
        ControlFeedback.level(pressed: pressed == control, hovered: hovered == control)
    }

    package static func == (lhs: PointerState, rhs: PointerState) -> Bool {
        lhs.pressed == rhs.pressed && lhs.hovered == rhs.hovered
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(pressed)
        hasher.combine(hovered)
    }
}
