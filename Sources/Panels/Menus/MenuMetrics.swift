/// Sizes and timings of menus, in one place.
package enum MenuMetrics {
    /// Space between a menu's edge and its rows, in points.
    package static let padding = 6.0
    /// A row's least height: WCAG's and Apple's 44 pt target.
    package static let rowHeight = 44.0
    /// A menu's least width, in points.
    package static let minWidth = 200.0
    /// Letters typed within this many seconds of the last one extend the search
    /// (type-to-select); after it, a letter starts a new search.
    package static let typeAheadTimeout = 1.0
}
