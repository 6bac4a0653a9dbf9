/// A checkbox's state: unchecked, checked, or mixed (some of what it stands for is
/// checked: a "select all" over a partly selected list).
public enum CheckState: Hashable, Sendable, CaseIterable {
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

/// The cases' names, as the command line, dumps and reports write them.
extension CheckState {
    /// The case's name.
    package var rawValue: String {
        switch self {
        case .unchecked: "unchecked"
        case .checked: "checked"
        case .mixed: "mixed"
        }
    }

    /// The case named `rawValue`, or nil.
    package init?(rawValue: String) {
        switch rawValue {
        case "unchecked": self = .unchecked
        case "checked": self = .checked
        case "mixed": self = .mixed
        default: return nil
        }
    }
}
