/// A drawn shape leaf. Filled shapes cover their frame (an outline alone takes
/// gestures, and presses only with a control on it); the fill and the stroke animate.
enum ShapeKind: NodeKindDefinition {
    static func parameters(of kind: NodeKind) -> ShapeSpec? {
        guard case .shape(let spec) = kind else { return nil }
        return spec
    }

    @inline(__always)
    static func checked(_ spec: ShapeSpec) -> ShapeSpec? {
        var changed = false
        var spec = spec
        spec.strokeWidth = GeometryLimits.length(spec.strokeWidth, changed: &changed)
        if case .roundedRect(let radii) = spec.outline {
            spec.outline = .roundedRect(GeometryLimits.radii(radii, changed: &changed))
        }
        return changed ? spec : nil
    }

    static func make(_ spec: ShapeSpec) -> NodeKind { .shape(spec) }

    static func name(_ p: ShapeSpec) -> String { "Shape" }

    static func layout(
        _ p: ShapeSpec, into n: inout LayoutNode, tables: inout LayoutTables, captionSlots: inout Int
    ) {
        n.op = .fill
    }

    static func hit(_ spec: ShapeSpec) -> NodeTraits.HitRule {
        guard let fill = spec.fill, fill.alpha > 0 else { return .gestures }
        return .blocks
    }

    static func color(_ spec: ShapeSpec, slot: Int) -> RGBA? { slot == 0 ? spec.fill : slot == 1 ? spec.stroke : nil }

    static func recolored(_ spec: ShapeSpec, slot: Int, _ color: RGBA) -> NodeKind? {
        var spec = spec
        if slot == 0, spec.fill != nil { spec.fill = color }
        if slot == 1, spec.stroke != nil { spec.stroke = color }
        return .shape(spec)
    }

    static func paint(_ spec: ShapeSpec, _ painter: inout Painter, node: Int32, frame: Rect) {
        painter.paintShape(spec, frame: frame, direction: painter.tree.direction(of: node))
    }
}
