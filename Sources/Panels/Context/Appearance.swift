/// Light or dark: which variant of named colors a subtree uses.
///
/// Set with `.appearance(_:)`; it flows down the tree like every context value.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
    /// Light backgrounds with dark text: the light variant of named colors (the default).
    case light
    /// Dark backgrounds with light text: the dark variant of named colors.
    case dark
}

/// Standard or increased contrast: color sets may carry a high-contrast variant.
public enum Contrast: String, Hashable, Sendable, CaseIterable {
    /// The ordinary variant of named colors (the default).
    case standard
    /// The high-contrast variant of named colors, where a color set has one; else the standard one.
    case high
}
