/// The radius of each corner of a rounded rectangle.
///
/// In panels the corners are named by direction (leading/trailing, so a
/// right-to-left layout mirrors them); in a display list they are already physical
/// (leading = left) and in pixels. Radii are never negative; drawing clamps each one
/// to half the shorter side.
public struct CornerRadii: Hashable, Sendable, CustomStringConvertible {
    /// The top leading corner's radius (top left, or top right in right-to-left layout).
    public package(set) var topLeading: Double { didSet { topLeading = CornerRadii.clean(topLeading) } }
    /// The top trailing corner's radius (top right, or top left in right-to-left layout).
    public package(set) var topTrailing: Double { didSet { topTrailing = CornerRadii.clean(topTrailing) } }
    /// The bottom trailing corner's radius (bottom right, or bottom left in right-to-left layout).
    public package(set) var bottomTrailing: Double { didSet { bottomTrailing = CornerRadii.clean(bottomTrailing) } }
    /// The bottom leading corner's radius (bottom left, or bottom right in right-to-left layout).
    public package(set) var bottomLeading: Double { didSet { bottomLeading = CornerRadii.clean(bottomLeading) } }

    /// A radius per corner in points, each 0 by default; negative ones count as 0 (not finite:
    /// reported when resolved).
    public init(
        topLeading: Double = 0, topTrailing: Double = 0,
        bottomTrailing: Double = 0, bottomLeading: Double = 0
    ) {
        self.topLeading = CornerRadii.clean(topLeading)
        self.topTrailing = CornerRadii.clean(topTrailing)
        self.bottomTrailing = CornerRadii.clean(bottomTrailing)
        self.bottomLeading = CornerRadii.clean(bottomLeading)
    }

    /// The same radius on all four corners.
    public init(_ all: Double) {
        self.init(topLeading: all, topTrailing: all, bottomTrailing: all, bottomLeading: all)
    }

    /// Square corners: every radius 0.
    public static let zero = CornerRadii(0)

    /// Whether every corner is square.
    package var isZero: Bool { topLeading == 0 && topTrailing == 0 && bottomTrailing == 0 && bottomLeading == 0 }
    /// Whether all four corners have the same radius.
    package var isUniform: Bool {
        topLeading == topTrailing && topLeading == bottomTrailing && topLeading == bottomLeading
    }

    /// Leading and trailing swapped (for right-to-left).
    package var mirrored: CornerRadii {
        CornerRadii(
            topLeading: topTrailing, topTrailing: topLeading,
            bottomTrailing: bottomLeading, bottomLeading: bottomTrailing)
    }

    /// Every radius multiplied by `factor` (points → pixels).
    package func scaled(by factor: Double) -> CornerRadii {
        CornerRadii(
            topLeading: topLeading * factor, topTrailing: topTrailing * factor,
            bottomTrailing: bottomTrailing * factor, bottomLeading: bottomLeading * factor)
    }

    /// Each radius limited to half of the shorter side of a `width` × `height` box.
    package func clamped(width: Double, height: Double) -> CornerRadii {
        let limit = max(0, min(width, height) / 2)
        return CornerRadii(
            topLeading: min(topLeading, limit), topTrailing: min(topTrailing, limit),
            bottomTrailing: min(bottomTrailing, limit), bottomLeading: min(bottomLeading, limit))
    }

    /// Each radius reduced by `amount` (the inner edge of a border), not below 0.
    package func inset(by amount: Double) -> CornerRadii {
        CornerRadii(
            topLeading: topLeading - amount, topTrailing: topTrailing - amount,
            bottomTrailing: bottomTrailing - amount, bottomLeading: bottomLeading - amount)
    }

    /// `r8` when uniform, else `r(tl,tr,br,bl)`: the form used in display-list dumps.
    public var description: String {
        if isUniform { return "r\(DumpFormat.number(topLeading))" }
        return
            "r(\(DumpFormat.number(topLeading)),\(DumpFormat.number(topTrailing)),\(DumpFormat.number(bottomTrailing)),\(DumpFormat.number(bottomLeading)))"
    }

    static func clean(_ v: Double) -> Double { v.isFinite ? max(0, v) : v }  // not finite: reported at resolve
}
