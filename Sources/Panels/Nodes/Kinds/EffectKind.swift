/// A single-child wrapper that draws its child with an effect; layout passes through.
/// The effect draws the children itself (`Painter.paintEffect`); a clip clips hits too.
enum EffectKind: NodeKindDefinition {
    static func parameters(of kind: NodeKind) -> Effect? {
        guard case .effect(let effect) = kind else { return nil }
        return effect
    }

    static var wrapsContent: Bool { true }
    static var mayClip: Bool { true }

    /// Opacity is held to 0…1 (not finite: 1); lengths and radii to ±10⁷ pt.
    @inline(__always)
    static func checked(_ effect: Effect) -> Effect? {
        var changed = false
        let held: Effect
        switch effect {
        case .opacity(let value):
            guard !(value.isFinite && value >= 0 && value <= 1) else { return nil }
            return .opacity(value.isFinite ? min(max(value, 0), 1) : 1)
        case .clip(let radii):
            held = .clip(GeometryLimits.radii(radii, changed: &changed))
        case .shadow(var shadow):
            shadow.radius = GeometryLimits.length(shadow.radius, changed: &changed)
            shadow.x = GeometryLimits.length(shadow.x, changed: &changed)
            shadow.y = GeometryLimits.length(shadow.y, changed: &changed)
            shadow.corners = GeometryLimits.radii(shadow.corners, changed: &changed)
            held = .shadow(shadow)
        case .border(let color, let width, let radii):
            held = .border(
                color, width: GeometryLimits.length(width, changed: &changed),
                corners: GeometryLimits.radii(radii, changed: &changed))
        case .redaction, .presence:
            return nil
        }
        return changed ? held : nil
    }

    static func make(_ effect: Effect) -> NodeKind { .effect(effect) }

    static func name(_ effect: Effect) -> String { effect.name }

    static func layout(
        _ p: Effect, into n: inout LayoutNode, tables: inout LayoutTables, captionSlots: inout Int
    ) {
        n.op = .passthrough
    }

    static func clip(_ effect: Effect) -> CornerRadii? {
        guard case .clip(let radii) = effect else { return nil }
        return radii
    }

    static func paint(_ effect: Effect, _ painter: inout Painter, node: Int32, frame: Rect) {
        painter.paintEffect(effect, node: node, frame: frame, direction: painter.tree.direction(of: node))
    }

    static var paintsChildren: Bool { false }
}
