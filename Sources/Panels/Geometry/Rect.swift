/// An axis-aligned rectangle: an origin (top-left, y grows downwards) and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height; the rectangle spans `origin` to `origin + size`.
    public var size: Size

    /// A rectangle at `origin` of `size`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// A rectangle with its top-left corner at `x`, `y` and the given width and height.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    /// A rectangle of no size at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge, `origin.x`.
    public var minX: Double { origin.x }
    /// The top edge, `origin.y`.
    public var minY: Double { origin.y }
    /// The right edge, `origin.x + width` (outside the rectangle, see `contains(_:)`).
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge, `origin.y + height` (outside the rectangle, see `contains(_:)`).
    public var maxY: Double { origin.y + size.height }
    /// The horizontal middle, `origin.x + width / 2`.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical middle, `origin.y + height / 2`.
    public var midY: Double { origin.y + size.height / 2 }
    /// `size.width`.
    public var width: Double { size.width }
    /// `size.height`.
    public var height: Double { size.height }

    /// True when `point` lies inside (min edges inclusive, max edges exclusive).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle moved by `dx`, `dy`.
    package func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The part shared with `other` (no area, at the nearer corner, when they do not
    /// overlap).
    package func intersection(_ other: Rect) -> Rect {
        let x = max(minX, other.minX), y = max(minY, other.minY)
        return Rect(x: x, y: y, width: max(0, min(maxX, other.maxX) - x), height: max(0, min(maxY, other.maxY) - y))
    }

    /// Every coordinate multiplied by `factor` (points → pixels).
    package func scaled(by factor: Double) -> Rect {
        Rect(
            x: origin.x * factor, y: origin.y * factor,
            width: size.width * factor, height: size.height * factor)
    }

    public var description: String {
        "[\(DumpFormat.number(origin.x)), \(DumpFormat.number(origin.y)), \(DumpFormat.number(size.width))x\(DumpFormat.number(size.height))]"
    }
}
