/// A drawing effect applied to one child, which layout treats as pass-through (the
/// effect node has its child's size and position).
///
/// Contract: `opacity` draws the child into a group that is blended once, so
/// overlapping parts of the child do not show through each other; `clip` hides what
/// the child draws outside the node's frame (with rounded corners when given; clips
/// nest); `shadow` draws a soft shadow of a rounded rectangle the size of the frame
/// behind the child; `border` strokes the frame's outline over the child, inside it;
/// `redaction` draws the captions and pictures of the child as placeholders in its
/// color (see `Redacted`).
public enum Effect: Sendable, Equatable {
    case opacity(Double)
    case clip(CornerRadii)
    case shadow(ShadowSpec)
    case border(RGBA, width: Double, corners: CornerRadii)
    case redaction(RGBA)

    /// Short name used in dumps.
    public var name: String {
        switch self {
        case .opacity: return "Opacity"
        case .clip: return "Clip"
        case .shadow: return "Shadow"
        case .border: return "Border"
        case .redaction: return "Redacted"
        }
    }
}

/// A soft drop shadow: color, blur radius (Gaussian, σ = radius / 2), offset, and the
/// corner radius of the casting shape, all in points.
public struct ShadowSpec: Sendable, Equatable {
    public var color: RGBA
    public var radius: Double
    public var x: Double
    public var y: Double
    public var corners: CornerRadii

    public init(color: RGBA, radius: Double, x: Double = 0, y: Double = 0, corners: CornerRadii = .zero) {
        self.color = color
        // Not finite: kept, and replaced and reported when the shadow is resolved.
        self.radius = radius.isFinite ? max(0, radius) : radius
        self.x = x
        self.y = y
        self.corners = corners
    }
}
