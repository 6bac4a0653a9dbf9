/// What a shape leaf draws: an outline (rounded rectangle, circle, capsule, arrow)
/// filled and/or stroked inside its frame.
///
/// Contract: the shape takes the space it is proposed (10 × 10 points as its ideal
/// size); a circle is drawn in the largest centered square, a capsule rounds its
/// shorter side completely; the stroke lies inside the frame (a border), so the
/// shape never draws outside its frame. Colors are straight-alpha sRGB.
public struct ShapeSpec: Sendable, Equatable {
    /// The outline of a shape.
    public enum Outline: Sendable, Equatable {
        /// A rectangle with a radius per corner (leading/trailing mirror in RTL).
        case roundedRect(CornerRadii)
        /// The largest circle centered in the frame.
        case circle
        /// A rectangle whose shorter side is a half circle at each end.
        case capsule
        /// A triangle filling the frame with its tip at the middle of `edge`
        /// (popover arrows).
        case arrow(ArrowEdge)
    }

    public var outline: Outline
    public var fill: RGBA?
    public var stroke: RGBA?
    /// Width of the stroke in points.
    public var strokeWidth: Double

    public init(outline: Outline, fill: RGBA? = nil, stroke: RGBA? = nil, strokeWidth: Double = 1) {
        self.outline = outline
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth.isFinite ? max(0, strokeWidth) : strokeWidth
    }
}

/// Which edge of its frame an arrow points at.
public enum ArrowEdge: UInt8, Sendable, Equatable, CustomStringConvertible {
    case top, bottom, leading, trailing

    public var description: String {
        switch self {
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        }
    }
}
