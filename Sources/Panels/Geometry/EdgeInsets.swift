/// Distances inward from each edge of a rectangle, in points.
///
/// `leading` and `trailing` follow the layout direction: in right-to-left layout the
/// leading edge is the right one.
public struct EdgeInsets: Hashable, Sendable {
    /// Inset from the top edge, in points.
    public var top: Double
    /// Inset from the leading edge (the right one in right-to-left layout), in points.
    public var leading: Double
    /// Inset from the bottom edge, in points.
    public var bottom: Double
    /// Inset from the trailing edge (the left one in right-to-left layout), in points.
    public var trailing: Double

    /// Insets per edge, in points; each edge defaults to 0.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    public init(all: Double) {
        self.init(top: all, leading: all, bottom: all, trailing: all)
    }

    /// `horizontal` on leading and trailing, `vertical` on top and bottom.
    public init(horizontal: Double = 0, vertical: Double = 0) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets()

    /// Sum of the insets along an axis.
    @inlinable
    package func total(_ axis: Axis) -> Double {
        axis == .horizontal ? leading + trailing : top + bottom
    }
}
