/// One thing a screen reader announces: its role, label, value, hint, states, frame
/// in the window, the actions it takes, and its place in the tree.
///
/// Contract: `label` is what the element is ("Book a class"), `value` what it holds
/// (a text field's text, a sheet's detent), `hint` what activating it does. `frame`
/// is in window points as drawn (scrolled, moved, inside popovers' bubbles).
/// `children` and `parent` are indices into `AccessibilityTree.elements` (-1: none).
/// A list's `rowCount` counts every row of its data, laid out or not; a list item's
/// `rowIndex` is its row's index in that data (from 0).
public struct AccessibilityElement: Sendable {
    /// What kind of thing the element is (button, text field, heading, …).
    public var role: AccessibilityRole
    /// What the element is; for a button or group labelled by the text inside it,
    /// read from the tree when first asked for.
    public var label: String {
        get { labelSource.text }
        set { labelSource = .text(newValue) }
    }
    var labelSource: AccessibilityLabelSource
    /// What the element holds (a text field's text, a slider's value), or nil.
    public var value: String?
    /// What activating the element does, or nil.
    public var hint: String?
    /// The states announced with it (focused, checked, offscreen, …).
    public var states: AccessibilityStates
    /// Where it is, in window points as drawn (after scrolling and offsets).
    public var frame: Rect
    /// What an assistive technology can ask it to do, through `Stage.perform(_:on:)`.
    public var actions: [AccessibilityAction]
    /// 1 … 6 for a heading.
    package var headingLevel: Int?
    /// The rows of a list's data.
    package var rowCount: Int?
    /// A list item's row in its list's data.
    package var rowIndex: Int?
    /// The columns of a grid's data, when a grid scrolling sideways lays out only some.
    package var columnCount: Int?
    /// A grid cell's column in its grid's data (a grid scrolling sideways).
    package var columnIndex: Int?
    /// A text field's selection in characters (empty: the caret's place).
    package var textSelection: Range<Int>?
    /// An adjustable control's value as a number, range and step (the AT-SPI export's
    /// Value), when the control gives it.
    package var number: AccessibilityNumber?
    /// The elements it controls and is labelled by, by their ids.
    package var relations = AccessibilityRelations()
    /// The explicit id (`.id(_:)`) of the panel the element stands for, if any.
    public var id: String?
    /// The smallest side of the area the pointer hits (`.hitTarget(minimum:)`), 0 when
    /// it is the frame as drawn.
    var minimumTarget = 0.0
    /// Index of the parent in `AccessibilityTree.elements`, or -1 for a root.
    package internal(set) var parent: Int
    /// Indices of its children in `AccessibilityTree.elements`, in reading order.
    public internal(set) var children: [Int] = []
    /// The panel it stands for: its layer (the main tree or a popover) and identity.
    package let source: Source

    package struct Source: Sendable, Hashable {
        var layer: StageLayer
        var identity: Identity
    }

    init(role: AccessibilityRole, label: String, frame: Rect, parent: Int, source: Source) {
        self.role = role
        self.labelSource = .text(label)
        self.frame = frame
        self.parent = parent
        self.source = source
        states = []
        actions = []
    }

    /// The element as one line of `AccessibilityTree.text` (without indentation).
    package var line: String {
        var out = role.rawValue
        if let headingLevel { out += "(\(headingLevel))" }
        let label = label
        if !label.isEmpty { out += " " + Diagnostic.quoted(label, limit: .max) }
        if let value { out += " value=" + Diagnostic.quoted(value, limit: .max) }
        if let rowIndex { out += " row=\(rowIndex + 1)" }
        if let rowCount { out += " rows=\(rowCount)" }
        if let columnIndex { out += " column=\(columnIndex + 1)" }
        if let columnCount { out += " columns=\(columnCount)" }
        if let textSelection { out += " selection=\(textSelection.lowerBound)..<\(textSelection.upperBound)" }
        out += " \(frame)"
        if !states.isEmpty { out += " " + states.names.joined(separator: ",") }
        if !actions.isEmpty { out += " actions=" + actions.map(\.description).joined(separator: ",") }
        if let hint { out += " hint=" + Diagnostic.quoted(hint, limit: .max) }
        if let id { out += " id=\(id)" }
        return out
    }
}
