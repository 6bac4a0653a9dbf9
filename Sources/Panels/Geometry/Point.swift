/// A position in points (layout) or pixels (display list), by context.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal position, growing to the right.
    public var x: Double
    /// Vertical position, growing downwards.
    public var y: Double

    /// A point at `x`, `y`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// The coordinate along `axis`: `x` for horizontal, `y` for vertical; setting writes that one.
    @inlinable
    package subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    public var description: String { "(\(DumpFormat.number(x)), \(DumpFormat.number(y)))" }
}
