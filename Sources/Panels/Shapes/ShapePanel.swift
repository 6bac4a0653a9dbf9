/// The drawing panels: `Tile` (rounded rectangle), `Disc` (circle), `Pill`
/// (capsule) and `Arrow` (triangle). Each is a leaf that takes the space it is
/// proposed, filled by default with the context's foreground color until
/// `.fill(_:)` or `.stroke(_:width:)` says otherwise.
public protocol ShapePanel: PrimitivePanel {
    var spec: ShapeSpec { get set }
    /// True once `.fill` or `.stroke` was called (otherwise the foreground fills it).
    var styled: Bool { get set }
}

extension ShapePanel {
    /// Fills the shape with `color`.
    public func fill(_ color: RGBA) -> Self {
        var copy = self
        copy.spec.fill = color
        copy.styled = true
        return copy
    }

    /// Strokes the shape's outline with `color`, `width` points wide, inside its frame.
    public func stroke(_ color: RGBA, width: Double = 1) -> Self {
        var copy = self
        copy.spec.stroke = color
        copy.spec.strokeWidth = width.isFinite ? max(0, width) : width
        copy.styled = true
        return copy
    }

    public static func _resolve(_ panel: Self, into builder: inout NodeBuilder) {
        var spec = panel.spec
        if !panel.styled { spec.fill = builder.context.foreground }
        builder.leaf(.shape(spec))
    }
}

/// A rectangle with rounded corners (one radius, or one per corner).
public struct Tile: ShapePanel {
    public var spec: ShapeSpec
    public var styled = false

    public init(cornerRadius: Double = 0) {
        spec = ShapeSpec(outline: .roundedRect(CornerRadii(cornerRadius)))
    }

    public init(corners: CornerRadii) {
        spec = ShapeSpec(outline: .roundedRect(corners))
    }
}

/// A circle: the largest one centered in the space given.
public struct Disc: ShapePanel {
    public var spec = ShapeSpec(outline: .circle)
    public var styled = false

    public init() {}
}

/// A capsule: a rectangle whose ends are half circles.
public struct Pill: ShapePanel {
    public var spec = ShapeSpec(outline: .capsule)
    public var styled = false

    public init() {}
}

/// A triangle that fills its frame and points at one edge (popover arrows).
public struct Arrow: ShapePanel {
    public var spec: ShapeSpec
    public var styled = false

    public init(pointing edge: ArrowEdge) {
        spec = ShapeSpec(outline: .arrow(edge))
    }
}
