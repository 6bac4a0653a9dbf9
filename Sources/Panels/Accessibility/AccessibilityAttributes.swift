/// What accessibility modifiers gave one node, resolved to text: kept in
/// `NodeTree.accessibility` by node index and read when a tree is built.
///
/// Contract: merging keeps what is set already (the innermost modifier is attached
/// first and wins, field by field), except a component's default label, which a label
/// given outside replaces; actions accumulate, inner first; states add up.
@usableFromInline
struct AccessibilityAttributes: @unchecked Sendable {
    var role: AccessibilityRole?
    var label: String?
    /// The label is a component's own default (an entry field's placeholder): a label
    /// an app's modifier outside gives replaces it.
    var labelIsDefault = false
    var value: String?
    var hint: String?
    var headingLevel: Int?
    var states: AccessibilityStates = []
    /// The node and everything in it are left out of the tree.
    var hidden: Bool?
    /// A picture that needs no label (left out, not reported).
    var decorative = false
    /// The node is one element; its children's text makes its label.
    var combines = false
    /// Order among its siblings' elements: lower first; ties keep the written order.
    var order: Double?
    /// Named actions (`.accessibilityAction(_:_:)`), increment and decrement.
    var actions: [(name: String, perform: () -> Void)] = []
    var increment: (() -> Void)?
    var decrement: (() -> Void)?
    /// A text field's selection in characters (caret where it is empty).
    var selection: Range<Int>?
    /// An adjustable control's value as a number (`accessibilityNumber`).
    var number: AccessibilityNumber?
    /// The elements it controls and is labelled by, by id (`accessibilityControls`).
    var relations = AccessibilityRelations()
    /// A list's row count and a list item's row, for lists that are not a `LongList`
    /// (`accessibilityList(rows:)`, `accessibilityListItem(row:)`).
    var rowCount: Int?
    var rowIndex: Int?

    /// `self` with what `inner` (attached earlier, nearer the content) did not set.
    mutating func merge(_ outer: AccessibilityAttributes) {
        role = role ?? outer.role
        if label == nil || (labelIsDefault && outer.label != nil) {
            label = outer.label ?? label
            labelIsDefault = outer.labelIsDefault
        }
        value = value ?? outer.value
        hint = hint ?? outer.hint
        headingLevel = headingLevel ?? outer.headingLevel
        states.formUnion(outer.states)
        hidden = hidden ?? outer.hidden
        decorative = decorative || outer.decorative
        combines = combines || outer.combines
        order = order ?? outer.order
        actions += outer.actions
        increment = increment ?? outer.increment
        decrement = decrement ?? outer.decrement
        selection = selection ?? outer.selection
        number = number ?? outer.number
        relations = relations.merged(with: outer.relations)
        rowCount = rowCount ?? outer.rowCount
        rowIndex = rowIndex ?? outer.rowIndex
    }
}
