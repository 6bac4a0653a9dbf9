/// Proposes its single child the largest (fit) or smallest (fill) size of a ratio.
enum AspectRatioKind: InlineNodeKind {
    struct Parameters {
        var ratio: Double?
        var mode: AspectMode
    }

    static func parameters(of kind: NodeKind) -> Parameters? {
        guard case .aspectRatio(let ratio, let mode) = kind else { return nil }
        return Parameters(ratio: ratio, mode: mode)
    }

    static func make(_ p: Parameters) -> NodeKind { .aspectRatio(p.ratio, p.mode) }

    static func name(_ p: Parameters) -> String { "AspectRatio" }

    static func layout(
        _ p: Parameters, into n: inout LayoutNode, flexSpecs: inout [FlexFrameSpec], captionSlots: inout Int
    ) {
        n.op = .aspect
        n.ratio = p.ratio ?? -1
        n.fill = p.mode == .fill
    }
}
