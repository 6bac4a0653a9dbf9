/// Light or dark: which variant of named colors a subtree uses.
///
/// Set with `.appearance(_:)`; it flows down the tree like every context value.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
    case light
    case dark
}

/// Standard or increased contrast: color sets may carry a high-contrast variant.
public enum Contrast: String, Hashable, Sendable, CaseIterable {
    case standard
    case high
}
