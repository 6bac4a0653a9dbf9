/// What a node is, with the parameters layout and paint need. Resolved: colors are
/// RGBA, strings are final text, directions are known.
///
/// Containers keep their children in the node tree; this enum holds only their own
/// parameters, so layout can switch over it without generic code.
public enum NodeKind: Sendable, Equatable {
    /// Lays children out one after another along `axis`, aligned on the cross axis.
    /// `alignment` is a `HorizontalAlignment` raw value for columns and a
    /// `VerticalAlignment` raw value for rows.
    case stack(axis: Axis, alignment: UInt8, spacing: Double)
    /// Places every child in the same space, aligned; sized to the largest.
    case layers(Alignment)
    /// Flexible empty space. Along `axis` (the enclosing stack's) it takes what is
    /// offered, at least `minLength`; with no axis it takes the whole proposal.
    case gap(axis: Axis?, minLength: Double)
    /// Text, measured by the injected `TextMeasurer`.
    case caption(CaptionContent)
    /// Insets its single child.
    case padding(EdgeInsets)
    /// Gives its single child a fixed width and/or height and aligns it inside.
    case frame(FrameSpec)
    /// Fills whatever it is given with a color, optionally with rounded corners.
    case swatch(RGBA, cornerRadius: Double)
    /// Two children: the content (sizes the node) and a decoration drawn behind it,
    /// proposed exactly the content's size.
    case background
    /// No size, no drawing.
    case empty
    /// A drawn shape leaf (rounded rectangle, circle, capsule, arrow); takes the proposal.
    case shape(ShapeSpec)
    /// A single-child wrapper that draws its child with an effect; layout pass-through.
    case effect(Effect)
    /// An image leaf; ideal size is the image's size in points.
    case picture(PictureSpec)

    /// Short name used in dumps.
    public var name: String {
        switch self {
        case .stack(let axis, _, _): return axis == .vertical ? "Column" : "Row"
        case .layers: return "Layers"
        case .gap: return "Gap"
        case .caption: return "Caption"
        case .padding: return "Padding"
        case .frame: return "Frame"
        case .swatch: return "Swatch"
        case .background: return "Background"
        case .empty: return "Empty"
        case .shape: return "Shape"
        case .effect(let effect): return effect.name
        case .picture: return "Picture"
        }
    }
}

/// A caption's resolved text and how to set it.
public struct CaptionContent: Sendable, Equatable {
    public var text: String
    public var style: TextStyle
    public var color: RGBA
    /// Maximum number of lines; nil means unlimited.
    public var lineLimit: Int?
    /// Alignment of lines inside the caption's frame (leading follows the direction).
    public var alignment: HorizontalAlignment

    public init(text: String, style: TextStyle, color: RGBA, lineLimit: Int?,
                alignment: HorizontalAlignment) {
        self.text = text
        self.style = style
        self.color = color
        self.lineLimit = lineLimit
        self.alignment = alignment
    }
}

/// The sizing rule of a frame node: fixed lengths per axis (nil = the child's own).
public struct FrameSpec: Sendable, Equatable {
    public var width: Double?
    public var height: Double?
    public var alignment: Alignment

    public init(width: Double?, height: Double?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }
}
