/// Light or dark: which variant of named colors a subtree uses.
///
/// Set with `.appearance(_:)`; it flows down the tree like every context value.
public enum Appearance: Hashable, Sendable, CaseIterable {
    /// Light backgrounds with dark text: the light variant of named colors (the default).
    case light
    /// Dark backgrounds with light text: the dark variant of named colors.
    case dark
}

/// Standard or increased contrast: color sets may carry a high-contrast variant.
public enum Contrast: Hashable, Sendable, CaseIterable {
    /// The ordinary variant of named colors (the default).
    case standard
    /// The high-contrast variant of named colors, where a color set has one; else the standard one.
    case high
}

/// The cases' names, as the command line, dumps and reports write them.
extension Appearance {
    /// The case's name.
    package var rawValue: String {
        switch self {
        case .light: "light"
        case .dark: "dark"
        }
    }

    /// The case named `rawValue`, or nil.
    package init?(rawValue: String) {
        switch rawValue {
        case "light": self = .light
        case "dark": self = .dark
        default: return nil
        }
    }
}

/// The cases' names, as the command line, dumps and reports write them.
extension Contrast {
    /// The case's name.
    package var rawValue: String {
        switch self {
        case .standard: "standard"
        case .high: "high"
        }
    }

    /// The case named `rawValue`, or nil.
    package init?(rawValue: String) {
        switch rawValue {
        case "standard": self = .standard
        case "high": self = .high
        default: return nil
        }
    }
}
