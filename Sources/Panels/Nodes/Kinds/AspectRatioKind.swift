/// Proposes its single child the largest (fit) or smallest (fill) size of a ratio.
enum AspectRatioKind: InlineNodeKind {
    struct Parameters: Equatable {
        var ratio: Double?
        var mode: AspectMode
    }

    static func parameters(of kind: NodeKind) -> Parameters? {
        guard case .aspectRatio(let ratio, let mode) = kind else { return nil }
        return Parameters(ratio: ratio, mode: mode)
    }

    static var wrapsContent: Bool { true }

    /// A ratio that is not finite or not positive is the content's own; others are
    /// held to 10⁻⁷…10⁷.
    @inline(__always)
    static func checked(_ p: Parameters) -> Parameters? {
        guard let ratio = p.ratio else { return nil }
        if ratio.isFinite && ratio > 0 {
            guard ratio < 1e-7 || ratio > 1e7 else { return nil }
            return Parameters(ratio: min(max(ratio, 1e-7), 1e7), mode: p.mode)
        }
        return Parameters(ratio: nil, mode: p.mode)
    }

    static func make(_ p: Parameters) -> NodeKind { .aspectRatio(p.ratio, p.mode) }

    static func name(_ p: Parameters) -> String { "AspectRatio" }

    static func layout(
        _ p: Parameters, into n: inout LayoutNode, tables: inout LayoutTables, captionSlots: inout Int
    ) {
        n.op = .aspect
        n.ratio = p.ratio ?? -1
        n.fill = p.mode == .fill
    }

    static func recovered(from n: LayoutNode) -> Parameters? {
        Parameters(ratio: n.ratio < 0 ? nil : n.ratio, mode: n.fill ? .fill : .fit)
    }
}
