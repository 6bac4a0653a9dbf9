/// A width and a height in points (layout) or pixels (display list), by context.
///
/// Plain value; no unit is stored. Layout works in points; `DisplayList` works in
/// device pixels (points × scale).
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// A size of `width` × `height`; values are stored as given, without clamping.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No width and no height.
    public static let zero = Size(width: 0, height: 0)

    /// The length along `axis`.
    @inlinable
    package subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    public var description: String { "\(DumpFormat.number(width))x\(DumpFormat.number(height))" }
}
