/// The drawing panels: `Tile` (rounded rectangle), `Disc` (circle), `Pill`
/// (capsule) and `Arrow` (triangle). Each is a leaf that takes the space it is
/// proposed, filled by default with the context's foreground color until
/// `.fill(_:)` or `.stroke(_:width:)` says otherwise.
///
/// What the four share (their spec, fill and stroke, and how they resolve); each
/// shape gives users `fill(_:)` and `stroke(_:width:)` of its own.
package protocol ShapePanel: PrimitivePanel {
    /// What the shape draws: its outline, fill, stroke and stroke width.
    var spec: ShapeSpec { get set }
    /// True once `.fill` or `.stroke` was called (otherwise the foreground fills it).
    var styled: Bool { get set }
}

extension ShapePanel {
    /// The shape filled with `color`.
    package func filled(_ color: RGBA) -> Self {
        var copy = self
        copy.spec.fill = color
        copy.styled = true
        return copy
    }

    /// The shape's outline stroked with `color`, `width` points wide, inside its frame.
    package func stroked(_ color: RGBA, width: Double) -> Self {
        var copy = self
        copy.spec.stroke = color
        copy.spec.strokeWidth = width.isFinite ? max(0, width) : width
        copy.styled = true
        return copy
    }

    /// The shape's leaf: its spec, filled with the foreground unless styled.
    package static func resolveShape(_ panel: Self, into builder: inout NodeBuilder) {
        var spec = panel.spec
        if !panel.styled { spec.fill = builder.context.foreground }
        builder.leaf(.shape(spec))
    }
}

/// A rectangle with rounded corners (one radius, or one per corner).
public struct Tile: ShapePanel {
    /// A rounded rectangle's outline, with the fill and stroke given so far.
    package var spec: ShapeSpec
    package var styled = false

    /// A rectangle with `cornerRadius` points on every corner (default 0: square; negative: 0).
    public init(cornerRadius: Double = 0) {
        spec = ShapeSpec(outline: .roundedRect(CornerRadii(cornerRadius)))
    }

    /// A rectangle with its own radius on each corner, in points (leading and trailing mirror
    /// in right-to-left layout).
    public init(corners: CornerRadii) {
        spec = ShapeSpec(outline: .roundedRect(corners))
    }

    /// Fills the shape with `color`.
    public func fill(_ color: RGBA) -> Self { filled(color) }

    /// Strokes the shape's outline with `color`, `width` points wide, inside its frame.
    public func stroke(_ color: RGBA, width: Double = 1) -> Self { stroked(color, width: width) }

    public static func _resolve(_ panel: Self, into builder: inout NodeBuilder) { resolveShape(panel, into: &builder) }
}

/// A circle: the largest one centered in the space given.
public struct Disc: ShapePanel {
    /// A circle's outline, with the fill and stroke given so far.
    package var spec = ShapeSpec(outline: .circle)
    package var styled = false

    /// A circle, filled with the foreground color until `.fill` or `.stroke` is called.
    public init() {}

    /// Fills the shape with `color`.
    public func fill(_ color: RGBA) -> Self { filled(color) }

    /// Strokes the shape's outline with `color`, `width` points wide, inside its frame.
    public func stroke(_ color: RGBA, width: Double = 1) -> Self { stroked(color, width: width) }

    public static func _resolve(_ panel: Self, into builder: inout NodeBuilder) { resolveShape(panel, into: &builder) }
}

/// A capsule: a rectangle whose ends are half circles.
public struct Pill: ShapePanel {
    /// A capsule's outline, with the fill and stroke given so far.
    package var spec = ShapeSpec(outline: .capsule)
    package var styled = false

    /// A capsule, filled with the foreground color until `.fill` or `.stroke` is called.
    public init() {}

    /// Fills the shape with `color`.
    public func fill(_ color: RGBA) -> Self { filled(color) }

    /// Strokes the shape's outline with `color`, `width` points wide, inside its frame.
    public func stroke(_ color: RGBA, width: Double = 1) -> Self { stroked(color, width: width) }

    public static func _resolve(_ panel: Self, into builder: inout NodeBuilder) { resolveShape(panel, into: &builder) }
}

/// A triangle that fills its frame and points at one edge (popover arrows).
public struct Arrow: ShapePanel {
    /// A triangle's outline, with the fill and stroke given so far.
    package var spec: ShapeSpec
    package var styled = false

    /// A triangle with its tip at the middle of `edge` of its frame and its base along the
    /// opposite edge.
    public init(pointing edge: ArrowEdge) {
        spec = ShapeSpec(outline: .arrow(edge))
    }

    /// Fills the shape with `color`.
    public func fill(_ color: RGBA) -> Self { filled(color) }

    /// Strokes the shape's outline with `color`, `width` points wide, inside its frame.
    public func stroke(_ color: RGBA, width: Double = 1) -> Self { stroked(color, width: width) }

    public static func _resolve(_ panel: Self, into builder: inout NodeBuilder) { resolveShape(panel, into: &builder) }
}
