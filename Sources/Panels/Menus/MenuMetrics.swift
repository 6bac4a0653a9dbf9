/// Sizes and timings of menus, in one place.
public enum MenuMetrics {
    /// Space between a menu's edge and its rows, in points.
    public static let padding = 6.0
    /// A row's least height: WCAG's and Apple's 44 pt target.
    public static let rowHeight = 44.0
    /// A menu's least width, in points.
    public static let minWidth = 200.0
    /// Letters typed within this many seconds of the last one extend the search
    /// (type-to-select); after it, a letter starts a new search.
    public static let typeAheadTimeout = 1.0
}
