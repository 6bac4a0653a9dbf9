/// Minimum, ideal and maximum lengths per axis around its single child, aligned.
enum FlexFrameKind: NodeKindDefinition {
    static func parameters(of kind: NodeKind) -> FlexFrameSpec? {
        guard case .flexFrame(let spec) = kind else { return nil }
        return spec
    }

    static func name(_ p: FlexFrameSpec) -> String { "Frame" }

    static func layout(
        _ spec: FlexFrameSpec, into n: inout LayoutNode, flexSpecs: inout [FlexFrameSpec], captionSlots: inout Int
    ) {
        n.op = .flexFrame
        n.hAlign = spec.alignment.horizontal
        n.vAlign = spec.alignment.vertical
        n.aux = Int32(flexSpecs.count)
        flexSpecs.append(spec)
    }
}
