/// Distances inward from each edge of a rectangle, in points.
///
/// `leading` and `trailing` follow the layout direction: in right-to-left layout the
/// leading edge is the right one.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

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

    public static let zero = EdgeInsets()

    /// Sum of the insets along an axis.
    @inlinable
    public func total(_ axis: Axis) -> Double {
        axis == .horizontal ? leading + trailing : top + bottom
    }
}
