/// A lazy list's resolved parameters (`NodeKind.longList`): the estimated space
/// before its first resolved row and after its last one, the spacing between rows,
/// and whether its last child is a pinned section header out of the rows' flow.
@usableFromInline package struct LongListSpec: Sendable, Equatable {
    /// Estimated height in points of the rows before the first resolved one (with their spacing).
    package var leading: Double
    /// Estimated height in points of the rows after the last resolved one (with their spacing).
    package var trailing: Double
    /// Space between rows in points.
    package var spacing: Double
    /// Whether the last child is the header of the section the first resolved row is
    /// in: measured like a row, placed just above the first row, not counted in the
    /// list's height (the stage pins it to the top of the viewport).
    package var detachedHeader: Bool
    /// Whether entries go side by side from the leading edge (a list that scrolls
    /// sideways) instead of stacked downwards; `leading` and `trailing` are widths then.
    package var horizontal = false

    /// A spec from its parts, in points.
    package init(leading: Double, trailing: Double, spacing: Double) {
        self.init(leading: leading, trailing: trailing, spacing: spacing, detachedHeader: false)
    }

    /// A spec from its parts, in points, with a detached header or not, horizontal or not.
    package init(
        leading: Double, trailing: Double, spacing: Double, detachedHeader: Bool, horizontal: Bool = false
    ) {
        self.leading = leading
        self.trailing = trailing
        self.spacing = spacing
        self.detachedHeader = detachedHeader
        self.horizontal = horizontal
    }
}
