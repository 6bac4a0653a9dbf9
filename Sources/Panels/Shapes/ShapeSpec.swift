/// What a shape leaf draws: an outline (rounded rectangle, circle, capsule, arrow)
/// filled and/or stroked inside its frame.
///
/// Contract: the shape takes the space it is proposed (10 × 10 points as its ideal
/// size); a circle is drawn in the largest centered square, a capsule rounds its
/// shorter side completely; the stroke lies inside the frame (a border), so the
/// shape never draws outside its frame. Colors are straight-alpha sRGB.
@usableFromInline package struct ShapeSpec: Sendable, Equatable {
    /// The outline of a shape.
    @usableFromInline package enum Outline: Sendable, Equatable {
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

    /// The outline drawn, inside the frame.
    package var outline: Outline
    /// The color inside the outline, or nil for no fill.
    package var fill: RGBA?
    /// The color of the border drawn inside the outline, `strokeWidth` wide, or nil for none.
    package var stroke: RGBA?
    /// Width of the stroke in points; negative counts as 0 (not finite: reported when resolved).
    package var strokeWidth: Double { didSet { strokeWidth = ShapeSpec.width(strokeWidth) } }

    /// A spec with no fill or stroke unless given; a negative `strokeWidth` counts as 0 (not
    /// finite: reported when resolved).
    package init(outline: Outline, fill: RGBA? = nil, stroke: RGBA? = nil, strokeWidth: Double = 1) {
        self.outline = outline
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = ShapeSpec.width(strokeWidth)
    }

    static func width(_ value: Double) -> Double { value.isFinite ? max(0, value) : value }
}

/// Which edge of its frame an arrow points at.
public enum ArrowEdge: Sendable, Equatable, CustomStringConvertible {
    /// The tip at the middle of the top edge (pointing up).
    case top
    /// The tip at the middle of the bottom edge (pointing down).
    case bottom
    /// The tip at the middle of the leading edge: the left, or the right in right-to-left layout.
    case leading
    /// The tip at the middle of the trailing edge: the right, or the left in right-to-left layout.
    case trailing

    public var description: String {
        switch self {
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        }
    }
}

/// The cases numbered in declaration order, as node records and dumps store them.
extension ArrowEdge {
    /// The case's number in declaration order.
    @inlinable package var rawValue: UInt8 {
        switch self {
        case .top: 0
        case .bottom: 1
        case .leading: 2
        case .trailing: 3
        }
    }

    /// The case numbered `rawValue`, or nil past the last.
    @inlinable package init?(rawValue: UInt8) {
        switch rawValue {
        case 0: self = .top
        case 1: self = .bottom
        case 2: self = .leading
        case 3: self = .trailing
        default: return nil
        }
    }
}
