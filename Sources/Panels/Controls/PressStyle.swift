/// How a `Pressable` made with a title looks (`Pressable("Save", style: .bordered)`).
public enum PressStyle: Hashable, Sendable, CaseIterable {
    /// Tint text on a light fill with rounded corners: most actions.
    case bordered
    /// Bold white text on the tint (black where white would not reach 3:1): the one
    /// main action of a screen.
    case prominent
    /// Tint text with no fill, underlined while hovered; a `link` to assistive
    /// technologies.
    case link
}

/// The cases' names, as the command line, dumps and reports write them.
extension PressStyle {
    /// The case's name.
    package var rawValue: String {
        switch self {
        case .bordered: "bordered"
        case .prominent: "prominent"
        case .link: "link"
        }
    }

    /// The case named `rawValue`, or nil.
    package init?(rawValue: String) {
        switch rawValue {
        case "bordered": self = .bordered
        case "prominent": self = .prominent
        case "link": self = .link
        default: return nil
        }
    }
}
