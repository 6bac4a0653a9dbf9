/// A checkbox's state: unchecked, checked, or mixed (some of what it stands for is
/// checked: a "select all" over a partly selected list).
public enum CheckState: String, Hashable, Sendable, CaseIterable {
    /// Not checked: an empty box.
    case unchecked
    /// Checked: a filled box with a check mark.
    case checked
    /// Partly checked (some of what it stands for is checked): a filled box with a bar.
    case mixed

    /// The state after a click or Space: checked from unchecked and from mixed (as
    /// WAI-ARIA's mixed checkbox checks every item), unchecked from checked.
    public var toggled: CheckState { self == .checked ? .unchecked : .checked }
}
