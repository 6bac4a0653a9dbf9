/// What an accessibility element is to a screen reader: the kind of thing it
/// announces ("button", "heading", "text field") and the actions it expects.
///
/// Contract: `rawValue` is the name used in accessibility dumps
/// (`AccessibilityTree.text`) and never changes for an existing case; P32's AT-SPI
/// export maps each case to one AT-SPI role.
public enum AccessibilityRole: String, Sendable, CaseIterable, CustomStringConvertible {
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

    public var description: String { rawValue }
}
