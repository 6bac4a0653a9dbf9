/// A lazy list's resolved parameters (`NodeKind.longList`): the estimated space
/// before its first resolved row and after its last one, and the spacing between rows.
public struct LongListSpec: Sendable, Equatable {
    public var leading: Double
    public var trailing: Double
    public var spacing: Double

    public init(leading: Double, trailing: Double, spacing: Double) {
        self.leading = leading
        self.trailing = trailing
        self.spacing = spacing
    }
}
