/// A lazy list's resolved parameters (`NodeKind.longList`): the estimated space
/// before its first resolved row and after its last one, and the spacing between rows.
@usableFromInline package struct LongListSpec: Sendable, Equatable {
    /// Estimated height in points of the rows before the first resolved one (with their spacing).
    package var leading: Double
    /// Estimated height in points of the rows after the last resolved one (with their spacing).
    package var trailing: Double
    /// Space between rows in points.
    package var spacing: Double

    /// A spec from its parts, in points.
    package init(leading: Double, trailing: Double, spacing: Double) {
        self.leading = leading
        self.trailing = trailing
        self.spacing = spacing
    }
}
