/// What accessibility modifiers gave one node, resolved to text: kept in
/// `NodeTree.accessibility` by node index and read when a tree is built.
///
/// Contract: merging keeps what is set already (the innermost modifier is attached
/// first and wins, field by field), except a component's default label, which a label
/// given outside replaces; actions accumulate, inner first; states add up.
@usableFromInline
struct AccessibilityAttributes: @unchecked Sendable, CustomStringConvertible {
    /// The facts themselves (see the properties below, which read and write them).
    struct Fields {
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
        mutating func merge(_ outer: Fields) {
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

    /// The facts in a box shared by copies and copied on the first change through a
    /// copy that does not hold it alone: a node's facts go into the tree's table (and
    /// out of it, when a tree is built) as one reference instead of a 264-byte value
    /// with a dozen references to retain; `.decorative()` and unlabeled groups hand
    /// every node the same box.
    private final class Storage: @unchecked Sendable {
        // Changed only through an `AccessibilityAttributes` that holds the only reference
        // (so no access can overlap a change): unchecked for exclusivity at run time.
        @exclusivity(unchecked) var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    /// No facts set (shared: the first change makes a box of its own).
    private static let none = Storage(Fields())

    private var storage: Storage

    init() { storage = Self.none }

    /// The facts, changed copy-on-write.
    var fields: Fields {
        _read { yield storage.fields }
        _modify {
            if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
            yield &storage.fields
        }
    }

    /// The facts as text (`Fields`' description): what tests compare.
    @usableFromInline var description: String { String(describing: storage.fields) }

    var role: AccessibilityRole? {
        get { storage.fields.role }
        _modify { yield &fields.role }
    }
    var label: String? {
        get { storage.fields.label }
        _modify { yield &fields.label }
    }
    var labelIsDefault: Bool {
        get { storage.fields.labelIsDefault }
        _modify { yield &fields.labelIsDefault }
    }
    var value: String? {
        get { storage.fields.value }
        _modify { yield &fields.value }
    }
    var hint: String? {
        get { storage.fields.hint }
        _modify { yield &fields.hint }
    }
    var headingLevel: Int? {
        get { storage.fields.headingLevel }
        _modify { yield &fields.headingLevel }
    }
    var states: AccessibilityStates {
        get { storage.fields.states }
        _modify { yield &fields.states }
    }
    var hidden: Bool? {
        get { storage.fields.hidden }
        _modify { yield &fields.hidden }
    }
    var decorative: Bool {
        get { storage.fields.decorative }
        _modify { yield &fields.decorative }
    }
    var combines: Bool {
        get { storage.fields.combines }
        _modify { yield &fields.combines }
    }
    var order: Double? {
        get { storage.fields.order }
        _modify { yield &fields.order }
    }
    var actions: [(name: String, perform: () -> Void)] {
        get { storage.fields.actions }
        _modify { yield &fields.actions }
    }
    var increment: (() -> Void)? {
        get { storage.fields.increment }
        _modify { yield &fields.increment }
    }
    var decrement: (() -> Void)? {
        get { storage.fields.decrement }
        _modify { yield &fields.decrement }
    }
    var selection: Range<Int>? {
        get { storage.fields.selection }
        _modify { yield &fields.selection }
    }
    var number: AccessibilityNumber? {
        get { storage.fields.number }
        _modify { yield &fields.number }
    }
    var relations: AccessibilityRelations {
        get { storage.fields.relations }
        _modify { yield &fields.relations }
    }
    var rowCount: Int? {
        get { storage.fields.rowCount }
        _modify { yield &fields.rowCount }
    }
    var rowIndex: Int? {
        get { storage.fields.rowIndex }
        _modify { yield &fields.rowIndex }
    }

    /// `self` with what `inner` (attached earlier, nearer the content) did not set.
    mutating func merge(_ outer: AccessibilityAttributes) {
        fields.merge(outer.storage.fields)
    }
}
