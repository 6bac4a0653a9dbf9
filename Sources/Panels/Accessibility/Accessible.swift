/// A panel with accessibility facts of its own: a role, label, value, hint, heading
/// level, states, actions, hidden, decorative, grouped or reordered. Made by
/// `.accessibility(…)` and the other `accessibility…` modifiers, `.decorative()`.
///
/// Contract: the facts go to the first node the content makes (as `.id(_:)` does).
/// Several modifiers on one panel merge field by field, the innermost winning (but a
/// label replaces a component's default one: an entry field's placeholder); named
/// actions and states add up. Labels, values and hints are resolved (localized) with
/// the tree. What the modifiers leave unset, the tree derives (see
/// `AccessibilityTree`).
public struct _Accessible<Content: Panel>: PrimitivePanel {
    @usableFromInline let content: Content
    /// The facts and texts the modifiers set (one value, so the inlinable modifiers
    /// and `_resolve` below pass it without reading its fields).
    @usableFromInline var spec: AccessibleSpec
    /// The facts that need no context (role, states, hidden, actions' closures …).
    var facts: AccessibilityAttributes {
        get { spec.fields.facts }
        set { spec.fields.facts = newValue }
    }
    /// The texts, resolved (localized) with the tree.
    var label: AccessibilityText? {
        get { spec.fields.label }
        set { spec.fields.label = newValue }
    }
    var value: AccessibilityText? {
        get { spec.fields.value }
        set { spec.fields.value = newValue }
    }
    var hint: AccessibilityText? {
        get { spec.fields.hint }
        set { spec.fields.hint = newValue }
    }
    var actionNames: [AccessibilityText] {
        get { spec.fields.actionNames }
        set { spec.fields.actionNames = newValue }
    }
    var order: Double? {
        get { spec.fields.order }
        set { spec.fields.order = newValue }
    }

    init(content: Content) {
        self.content = content
        self.spec = AccessibleSpec()
    }

    /// (Inlinable, like the modifiers that call it: built in the caller's module for
    /// its concrete content, with no generic type lookup or witness copy.)
    @inlinable
    init(content: Content, spec: AccessibleSpec) {
        self.content = content
        self.spec = spec
    }

    /// Inlinable, so the content (a card's whole body, say) resolves in the caller's
    /// module with direct calls instead of through generic type lookups and witnesses.
    @inlinable
    public static func _resolve(_ panel: _Accessible, into builder: inout NodeBuilder) {
        if panel.spec.hasNothingToResolve {
            // `.decorative()`, an unlabeled group: the spec's facts go to the tree as
            // they are (copied once, into the tree's table); resolving them would
            // report nothing, so attaching them after the content changes no order.
            let first = builder.childMark
            builder.resolve(panel.content, at: 0)
            builder.attachAccessibility(unresolved: panel.spec, since: first)
            return
        }
        let facts = builder.resolvedAccessibility(panel.spec)
        let first = builder.childMark
        builder.resolve(panel.content, at: 0)
        builder.attachAccessibility(facts, since: first)
    }
}

/// What the accessibility modifiers set on one panel, before its texts are resolved
/// with the context (`NodeBuilder.resolvedAccessibility(_:)`).
///
/// A value, its fields kept in one shared box and copied before a change: a panel
/// holding it copies as one reference (the facts are a few hundred bytes, and a
/// card's body copied them with every modifier applied after them), and the specs
/// of `.decorative()` and `.accessibilityGroup()` are made once and shared.
@usableFromInline
struct AccessibleSpec: Sendable {
    /// The fields, as one value.
    struct Fields {
        /// The facts that need no context (role, states, hidden, actions' closures …).
        var facts = AccessibilityAttributes()
        /// The texts, resolved (localized) with the tree.
        var label: AccessibilityText?
        var value: AccessibilityText?
        var hint: AccessibilityText?
        var actionNames: [AccessibilityText] = []
        var order: Double?
    }

    private final class Box: @unchecked Sendable {
        // Changed only through a spec that holds the only reference (so no access can
        // overlap a change): unchecked for exclusivity at run time (a checked read cost
        // about 75 instructions, more than taking the facts out).
        @exclusivity(unchecked) var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    @usableFromInline
    init() { box = Box(Fields()) }

    /// The fields; a change copies them first unless this spec is the only holder.
    var fields: Fields {
        _read { yield box.fields }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            yield &box.fields
        }
    }

    /// No texts, action names or order to resolve, and no texts in the facts that
    /// resolving would clear.
    @usableFromInline
    var hasNothingToResolve: Bool {
        fields.label == nil && fields.value == nil && fields.hint == nil && fields.actionNames.isEmpty
            && fields.order == nil && fields.facts.label == nil && fields.facts.value == nil
            && fields.facts.hint == nil
    }

    /// `.decorative()`: hidden, and not reported as an unlabeled picture. (Made once:
    /// the facts are a large value, slower to build than to copy.)
    @usableFromInline
    static let decorative: AccessibleSpec = {
        var spec = AccessibleSpec()
        spec.fields.facts.hidden = true
        spec.fields.facts.decorative = true
        return spec
    }()

    /// `.accessibilityGroup()` without a label (made once, as `decorative`).
    private static let unlabeledGroup: AccessibleSpec = {
        var spec = AccessibleSpec()
        spec.fields.facts.combines = true
        return spec
    }()

    /// `.accessibilityGroup(label:)`: one element whose label is `label` or its content's text.
    @usableFromInline
    static func group(label: AccessibilityText?) -> AccessibleSpec {
        var spec = unlabeledGroup
        if let label { spec.fields.label = label }
        return spec
    }
}

extension NodeBuilder {
    /// `spec`'s facts with its texts resolved (localized) in the context in force; a
    /// reading order that is not finite is reported and left out.
    @usableFromInline
    func resolvedAccessibility(_ spec: AccessibleSpec) -> AccessibilityAttributes {
        // Nothing to resolve (`.decorative()`, an unlabeled group): the facts as they
        // are, exactly what the steps below would leave.
        if spec.hasNothingToResolve { return spec.fields.facts }
        var facts = spec.fields.facts
        facts.label = spec.fields.label?.text(in: context)
        facts.value = spec.fields.value?.text(in: context)
        facts.hint = spec.fields.hint?.text(in: context)
        for (index, name) in spec.fields.actionNames.enumerated() where index < facts.actions.count {
            facts.actions[index].name = name.text(in: context)
        }
        if let order = spec.fields.order {
            if order.isFinite {
                facts.order = order
            } else {
                context.diagnostics.report(
                    Diagnostic(
                        .warning,
                        "accessibilityOrder(\(DumpFormat.number(order))) is not a finite number: the written order is kept",
                        subject: "accessibilityOrder"))
            }
        }
        return facts
    }

    /// Attaches `facts` to the first node made at this level since `first`
    /// (`childMark`), as `resolve(_:at:attaching:)` does.
    @usableFromInline
    mutating func attachAccessibility(_ facts: AccessibilityAttributes, since first: Int) {
        // Straight into the tree's table (the same merge as `.accessibility(facts)`,
        // without boxing the facts in an attachment).
        if pending.count > first { tree.attachAccessibility(facts, to: pending[first]) }
    }

    /// Attaches the facts of `spec`, which has nothing to resolve
    /// (`AccessibleSpec.hasNothingToResolve`), as `attachAccessibility(_:since:)` does
    /// with what `resolvedAccessibility(spec)` gives: the same facts, read from the
    /// spec's box where they are.
    @usableFromInline
    mutating func attachAccessibility(unresolved spec: AccessibleSpec, since first: Int) {
        if pending.count > first { tree.attachAccessibility(spec.fields.facts, to: pending[first]) }
    }
}

extension Panel {
    /// Sets what assistive technologies announce for this panel: its role, label
    /// (what it is), value (what it holds), hint (what activating it does) and states.
    /// Unset facts are derived (a `Pressable`'s label from its captions).
    public consuming func accessibility(
        role: AccessibilityRole? = nil, label: AccessibilityText? = nil, value: AccessibilityText? = nil,
        hint: AccessibilityText? = nil, states: AccessibilityStates = []
    ) -> _Accessible<Self> {
        var panel = _Accessible(content: self)
        panel.facts.role = role
        panel.facts.states = states
        panel.label = label
        panel.value = value
        panel.hint = hint
        return panel
    }

    /// Marks this panel a heading of `level` (1 … 6, clamped): readers list headings to
    /// jump between sections.
    public consuming func accessibilityHeading(level: Int = 1) -> _Accessible<Self> {
        var panel = _Accessible(content: self)
        panel.facts.role = .heading
        panel.facts.headingLevel = min(max(level, 1), 6)
        return panel
    }

    /// Leaves this panel and everything in it out of the accessibility tree (or, with
    /// false, puts back what an outer panel hid).
    public consuming func accessibilityHidden(_ hidden: Bool = true) -> _Accessible<Self> {
        var panel = _Accessible(content: self)
        panel.facts.hidden = hidden
        return panel
    }

    /// Marks a picture as decoration: it is left out of the tree and not reported as
    /// an unlabeled picture.
    @inlinable
    public consuming func decorative() -> _Accessible<Self> {
        _Accessible(content: self, spec: .decorative)
    }

    /// Makes this panel one element: the text of everything in it, in reading order and
    /// joined by ", ", becomes its label (unless `label` is given); what is inside is
    /// not announced separately.
    @inlinable
    public consuming func accessibilityGroup(label: AccessibilityText? = nil) -> _Accessible<Self> {
        _Accessible(content: self, spec: .group(label: label))
    }

    /// Places this panel's elements among their siblings' by `order` (lower first; 0 by
    /// default; equal orders keep the written order). A number that is not finite is
    /// reported and ignored.
    public consuming func accessibilityOrder(_ order: Double) -> _Accessible<Self> {
        var panel = _Accessible(content: self)
        panel.order = order
        return panel
    }

    /// Offers an action named `name` to assistive technologies (`AccessibilityAction.custom`).
    public consuming func accessibilityAction(
        _ name: AccessibilityText, _ perform: @escaping () -> Void
    ) -> _Accessible<Self> {
        var panel = _Accessible(content: self)
        panel.facts.actions = [(name: "", perform: perform)]
        panel.actionNames = [name]
        return panel
    }

    /// Makes this panel an adjustable value (role `adjustable` unless set): `value` is
    /// announced, and the increment and decrement actions (arrow keys for a screen
    /// reader) run `increment` and `decrement`.
    public consuming func accessibilityAdjustable(
        value: AccessibilityText, increment: @escaping () -> Void, decrement: @escaping () -> Void
    ) -> _Accessible<Self> {
        var panel = _Accessible(content: self)
        panel.facts.role = .adjustable
        panel.facts.increment = increment
        panel.facts.decrement = decrement
        panel.value = value
        return panel
    }

    /// An adjustable control's value as a number in `range`, moved by `step` per
    /// increment (what AT-SPI's Value reports beside the value's text).
    package consuming func accessibilityNumber(
        _ value: Double, in range: ClosedRange<Double>, step: Double
    ) -> _Accessible<Self> {
        var panel = _Accessible(content: self)
        panel.facts.number = AccessibilityNumber(value: value, range: range, step: step)
        return panel
    }

    /// The value as a number (`accessibilityNumber(_:in:step:)`), or none when `number`
    /// is nil (an indeterminate progress).
    package consuming func accessibilityNumber(_ number: AccessibilityNumber?) -> _Accessible<Self> {
        var panel = _Accessible(content: self)
        panel.facts.number = number
        return panel
    }

    /// A component's own label for this panel (an entry field's placeholder), which a
    /// label given with `.accessibility(label:)` outside the component replaces.
    package consuming func accessibilityDefaultLabel(_ label: AccessibilityText) -> _Accessible<Self> {
        var panel = _Accessible(content: self)
        panel.label = label
        panel.facts.labelIsDefault = true
        return panel
    }

    /// This panel is a list of `rows` rows that is not a `LongList` (a column of
    /// rows in a scroller): read as a list, its items (`accessibilityListItem(row:)`)
    /// with their place in it ("3 of 8"). A negative count is read as 0.
    package consuming func accessibilityList(rows: Int) -> _Accessible<Self> {
        var panel = _Accessible(content: self)
        panel.facts.role = .list
        panel.facts.rowCount = max(0, rows)
        return panel
    }

    /// This panel is the item at `row` (from 0) of the list around it
    /// (`accessibilityList(rows:)`). A negative row is read as 0.
    package consuming func accessibilityListItem(row: Int) -> _Accessible<Self> {
        var panel = _Accessible(content: self)
        panel.facts.role = .listItem
        panel.facts.rowIndex = max(0, row)
        return panel
    }

    /// This panel controls the panel with id `id` (`.id(_:)`): a search field its list
    /// of suggestions. Screen readers follow the relation (AT-SPI's controller-for); a
    /// focused field whose controlled list has a selected row announces that row as
    /// the field's active descendant.
    package consuming func accessibilityControls(_ id: String) -> _Accessible<Self> {
        var panel = _Accessible(content: self)
        panel.facts.relations.controls = id
        return panel
    }

    /// This panel is labelled by the text with id `id` (`.id(_:)`), shown apart from it
    /// (AT-SPI's labelled-by, and label-for on the text).
    package consuming func accessibilityLabelledBy(_ id: String) -> _Accessible<Self> {
        var panel = _Accessible(content: self)
        panel.facts.relations.labelledBy = id
        return panel
    }

    /// The selection of a text field, in characters (a caret where it is empty), for
    /// a custom text entry; `EntryField` reports its own.
    package consuming func accessibilityTextSelection(_ selection: Range<Int>) -> _Accessible<Self> {
        var panel = _Accessible(content: self)
        panel.facts.selection = selection
        return panel
    }
}
