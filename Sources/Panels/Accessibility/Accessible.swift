/// A panel with accessibility facts of its own: a role, label, value, hint, heading
/// level, states, actions, hidden, decorative, grouped or reordered. Made by
/// `.accessibility(…)` and the other `accessibility…` modifiers, `.decorative()`.
///
/// Contract: the facts go to the first node the content makes (as `.id(_:)` does).
/// Several modifiers on one panel merge field by field, the innermost winning; named
/// actions and states add up. Labels, values and hints are resolved (localized) with
/// the tree. What the modifiers leave unset, the tree derives (see
/// `AccessibilityTree`).
public struct Accessible<Content: Panel>: PrimitivePanel {
    let content: Content
    var role: AccessibilityRole?
    var label: AccessibilityText?
    var value: AccessibilityText?
    var hint: AccessibilityText?
    var headingLevel: Int?
    var states: AccessibilityStates = []
    var hidden: Bool?
    var decorative = false
    var combines = false
    var order: Double?
    var actions: [(name: AccessibilityText, perform: () -> Void)] = []
    var increment: (() -> Void)?
    var decrement: (() -> Void)?
    var selection: Range<Int>?

    init(content: Content) { self.content = content }

    public static func _resolve(_ panel: Accessible, into builder: inout NodeBuilder) {
        let context = builder.context
        var facts = AccessibilityAttributes()
        facts.role = panel.role
        facts.label = panel.label?.text(in: context)
        facts.value = panel.value?.text(in: context)
        facts.hint = panel.hint?.text(in: context)
        facts.headingLevel = panel.headingLevel.map { min(max($0, 1), 6) }
        facts.states = panel.states
        facts.hidden = panel.hidden
        facts.decorative = panel.decorative
        facts.combines = panel.combines
        facts.order = panel.order.flatMap { $0.isFinite ? $0 : nil }
        facts.actions = panel.actions.map { (name: $0.name.text(in: context), perform: $0.perform) }
        facts.increment = panel.increment
        facts.decrement = panel.decrement
        facts.selection = panel.selection
        if let order = panel.order, !order.isFinite {
            context.diagnostics.report(
                Diagnostic(
                    .warning,
                    "accessibilityOrder(\(DumpFormat.number(order))) is not a finite number: the written order is kept",
                    subject: "accessibilityOrder"))
        }
        builder.resolve(panel.content, at: 0, attaching: .accessibility(facts))
    }
}

extension Panel {
    /// Sets what assistive technologies announce for this panel: its role, label
    /// (what it is), value (what it holds), hint (what activating it does) and states.
    /// Unset facts are derived (a `Pressable`'s label from its captions).
    public consuming func accessibility(
        role: AccessibilityRole? = nil, label: AccessibilityText? = nil, value: AccessibilityText? = nil,
        hint: AccessibilityText? = nil, states: AccessibilityStates = []
    ) -> Accessible<Self> {
        var panel = Accessible(content: self)
        panel.role = role
        panel.label = label
        panel.value = value
        panel.hint = hint
        panel.states = states
        return panel
    }

    /// Marks this panel a heading of `level` (1 … 6, clamped): readers list headings to
    /// jump between sections.
    public consuming func accessibilityHeading(level: Int = 1) -> Accessible<Self> {
        var panel = Accessible(content: self)
        panel.role = .heading
        panel.headingLevel = level
        return panel
    }

    /// Leaves this panel and everything in it out of the accessibility tree (or, with
    /// false, puts back what an outer panel hid).
    public consuming func accessibilityHidden(_ hidden: Bool = true) -> Accessible<Self> {
        var panel = Accessible(content: self)
        panel.hidden = hidden
        return panel
    }

    /// Marks a picture as decoration: it is left out of the tree and not reported as
    /// an unlabeled picture.
    public consuming func decorative() -> Accessible<Self> {
        var panel = Accessible(content: self)
        panel.hidden = true
        panel.decorative = true
        return panel
    }

    /// Makes this panel one element: the text of everything in it, in reading order and
    /// joined by ", ", becomes its label (unless `label` is given); what is inside is
    /// not announced separately.
    public consuming func accessibilityGroup(label: AccessibilityText? = nil) -> Accessible<Self> {
        var panel = Accessible(content: self)
        panel.combines = true
        panel.label = label
        return panel
    }

    /// Places this panel's elements among their siblings' by `order` (lower first; 0 by
    /// default; equal orders keep the written order). A number that is not finite is
    /// reported and ignored.
    public consuming func accessibilityOrder(_ order: Double) -> Accessible<Self> {
        var panel = Accessible(content: self)
        panel.order = order
        return panel
    }

    /// Offers an action named `name` to assistive technologies (`AccessibilityAction.custom`).
    public consuming func accessibilityAction(
        _ name: AccessibilityText, _ perform: @escaping () -> Void
    ) -> Accessible<Self> {
        var panel = Accessible(content: self)
        panel.actions = [(name: name, perform: perform)]
        return panel
    }

    /// Makes this panel an adjustable value (role `adjustable` unless set): `value` is
    /// announced, and the increment and decrement actions (arrow keys for a screen
    /// reader) run `increment` and `decrement`.
    public consuming func accessibilityAdjustable(
        value: AccessibilityText, increment: @escaping () -> Void, decrement: @escaping () -> Void
    ) -> Accessible<Self> {
        var panel = Accessible(content: self)
        panel.role = .adjustable
        panel.value = value
        panel.increment = increment
        panel.decrement = decrement
        return panel
    }

    /// The selection of a text field, in characters (a caret where it is empty), for
    /// a custom text entry; `EntryField` reports its own.
    public consuming func accessibilityTextSelection(_ selection: Range<Int>) -> Accessible<Self> {
        var panel = Accessible(content: self)
        panel.selection = selection
        return panel
    }
}
