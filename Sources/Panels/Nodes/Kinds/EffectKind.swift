/// A single-child wrapper that draws its child with an effect; layout passes through.
/// The effect draws the children itself (`Painter.paintEffect`); a clip clips hits too.
enum EffectKind: NodeKindDefinition {
    static func parameters(of kind: NodeKind) -> Effect? {
        guard case .effect(let effect) = kind else { return nil }
        return effect
    }

    static func name(_ effect: Effect) -> String { effect.name }

    static func layout(
        _ p: Effect, into n: inout LayoutNode, flexSpecs: inout [FlexFrameSpec], captionSlots: inout Int
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
