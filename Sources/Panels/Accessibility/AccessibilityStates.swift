/// The states a screen reader announces with an element: focused, selected, disabled,
/// checked, mixed, expanded, whether it is on screen, and a form field's required and
/// invalid.
///
/// Contract: the tree sets `focused` on the element of the focused panel,
/// `focusable` on every element that takes keyboard focus, `disabled` on a control
/// that does not take the pointer, and `offscreen` on an element whose frame lies
/// wholly outside the window or the scrollers around it. The others come from
/// `.accessibility(states:)`. Dumps list them by `names`, in declaration order.
public struct AccessibilityStates: OptionSet, Sendable, Hashable {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// Set by the tree on the element of the panel with keyboard focus.
    public static let focused = AccessibilityStates(rawValue: 1 << 0)
    /// Set by the tree on every element that takes keyboard focus.
    public static let focusable = AccessibilityStates(rawValue: 1 << 1)
    /// The chosen one of a set (a segment, a tab, a list row); given with
    /// `.accessibility(states:)`.
    public static let selected = AccessibilityStates(rawValue: 1 << 2)
    /// Set by the tree on a control that does not take the pointer.
    public static let disabled = AccessibilityStates(rawValue: 1 << 3)
    /// Checked or on (a checkbox, a switch); given with `.accessibility(states:)`.
    public static let checked = AccessibilityStates(rawValue: 1 << 4)
    /// Partly checked (a checkbox over a mixed group).
    public static let mixed = AccessibilityStates(rawValue: 1 << 5)
    /// Expanded (an open disclosure or pop-up); `collapsed` is the closed one.
    public static let expanded = AccessibilityStates(rawValue: 1 << 6)
    /// Can expand but is collapsed.
    public static let collapsed = AccessibilityStates(rawValue: 1 << 7)
    /// Laid out but scrolled or placed out of sight.
    public static let offscreen = AccessibilityStates(rawValue: 1 << 8)
    /// A form's field the person must fill in before it is accepted; given with
    /// `.accessibility(states:)` (readers say "required").
    public static let required = AccessibilityStates(rawValue: 1 << 9)
    /// A field whose value is not accepted as it is (readers say "invalid entry");
    /// given with `.accessibility(states:)`, with the reason as the hint.
    public static let invalid = AccessibilityStates(rawValue: 1 << 10)

    /// Every state with its name in dumps, in order.
    static let named: [(AccessibilityStates, String)] = [
        (.focused, "focused"), (.focusable, "focusable"), (.selected, "selected"), (.disabled, "disabled"),
        (.checked, "checked"), (.mixed, "mixed"), (.expanded, "expanded"), (.collapsed, "collapsed"),
        (.offscreen, "offscreen"), (.required, "required"), (.invalid, "invalid"),
    ]

    /// The names of the states set, in order.
    package var names: [String] { AccessibilityStates.named.filter { contains($0.0) }.map(\.1) }
}
