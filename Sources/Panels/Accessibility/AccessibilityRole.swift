/// What an accessibility element is to a screen reader: the kind of thing it
/// announces ("button", "heading", "text field") and the actions it expects.
///
/// Contract: `rawValue` is the name used in accessibility dumps
/// (`AccessibilityTree.text`) and never changes for an existing case; P32's AT-SPI
/// export maps each case to one AT-SPI role.
public enum AccessibilityRole: Sendable, CaseIterable, CustomStringConvertible {
    /// The window: the root of every tree.
    case window
    /// Elements that belong together, with no role of their own.
    case group
    /// Static text (a `Caption`).
    case text
    /// A heading; its level is `AccessibilityElement.headingLevel`.
    case heading
    /// Runs an action when pressed (a `Pressable`).
    case button
    /// Takes typed text (an `EntryField`): value, selection and caret.
    case textField
    /// Takes typed text it does not show (a `SecureEntryField`): its value is never the text.
    case secureTextField
    /// Takes several lines of typed text (an `EntryArea`): value, selection and caret.
    case textArea
    /// A picture; needs a label unless it is decorative.
    case image
    /// A scrolling area (a scroller).
    case scrollArea
    /// A list of rows (a `LongList`): row count and the rows laid out.
    case list
    /// One row of a list: its position is `AccessibilityElement.row`.
    case listItem
    /// A dialog above the content (a popover, a sheet).
    case dialog
    /// A dialog that interrupts with a message needing an answer (an alert).
    case alertDialog
    /// A navigation landmark (the shell's menu).
    case navigation
    /// A value the user adjusts by steps (a scrubber, a slider): increment and decrement.
    case adjustable
    /// A line that separates groups (a `Separator`).
    case separator
    /// An on/off switch.
    case toggle
    /// A checkbox (checked, unchecked or mixed).
    case checkbox
    /// Progress of a task (its value is the fraction done, or none when indeterminate).
    case progress
    /// A choice among several (a segmented or pop-up choice).
    case choice
    /// A set of tabs, and one tab of it.
    case tabList, tab
    /// A menu, and one command of it.
    case menu, menuItem
    /// A number the user steps up and down (a `ValueStepper`): increment and decrement.
    case spinButton
    /// One option of a choice where exactly one is chosen (a segment of a
    /// `SegmentedChoice`); `selected` when chosen.
    case radioButton
    /// A button that looks like a link (`Pressable` in `.link` style).
    case link
    /// A grid of cells in rows and columns (a `LongGrid`): row count and the rows laid out.
    case grid
    /// One row of a grid: its position is `AccessibilityElement.row`; holds its cells.
    case gridRow
    /// One cell of a grid row: what it holds (`selected` in a selectable grid).
    case gridCell

    public var description: String { rawValue }
}

/// The cases' names, as the command line, dumps and reports write them.
extension AccessibilityRole {
    /// The case's name.
    package var rawValue: String {
        switch self {
        case .window: "window"
        case .group: "group"
        case .text: "text"
        case .heading: "heading"
        case .button: "button"
        case .textField: "textField"
        case .secureTextField: "secureTextField"
        case .textArea: "textArea"
        case .image: "image"
        case .scrollArea: "scrollArea"
        case .list: "list"
        case .listItem: "listItem"
        case .dialog: "dialog"
        case .alertDialog: "alertDialog"
        case .navigation: "navigation"
        case .adjustable: "adjustable"
        case .separator: "separator"
        case .toggle: "toggle"
        case .checkbox: "checkbox"
        case .progress: "progress"
        case .choice: "choice"
        case .tabList: "tabList"
        case .tab: "tab"
        case .menu: "menu"
        case .menuItem: "menuItem"
        case .spinButton: "spinButton"
        case .radioButton: "radioButton"
        case .link: "link"
        case .grid: "grid"
        case .gridRow: "gridRow"
        case .gridCell: "gridCell"
        }
    }

    /// The case named `rawValue`, or nil.
    package init?(rawValue: String) {
        switch rawValue {
        case "window": self = .window
        case "group": self = .group
        case "text": self = .text
        case "heading": self = .heading
        case "button": self = .button
        case "textField": self = .textField
        case "secureTextField": self = .secureTextField
        case "textArea": self = .textArea
        case "image": self = .image
        case "scrollArea": self = .scrollArea
        case "list": self = .list
        case "listItem": self = .listItem
        case "dialog": self = .dialog
        case "alertDialog": self = .alertDialog
        case "navigation": self = .navigation
        case "adjustable": self = .adjustable
        case "separator": self = .separator
        case "toggle": self = .toggle
        case "checkbox": self = .checkbox
        case "progress": self = .progress
        case "choice": self = .choice
        case "tabList": self = .tabList
        case "tab": self = .tab
        case "menu": self = .menu
        case "menuItem": self = .menuItem
        case "spinButton": self = .spinButton
        case "radioButton": self = .radioButton
        case "link": self = .link
        case "grid": self = .grid
        case "gridRow": self = .gridRow
        case "gridCell": self = .gridCell
        default: return nil
        }
    }
}
