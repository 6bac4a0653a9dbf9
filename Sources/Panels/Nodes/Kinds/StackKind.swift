/// A column or a row: children one after another along `axis`, aligned across it.
enum StackKind: InlineNodeKind {
    struct Parameters: Equatable {
        var axis: Axis
        var alignment: Alignment
        var spacing: Double
    }

    static func parameters(of kind: NodeKind) -> Parameters? {
        guard case .stack(let axis, let alignment, let spacing) = kind else { return nil }
        return Parameters(axis: axis, alignment: alignment, spacing: spacing)
    }

    @inline(__always)
    static func checked(_ p: Parameters) -> Parameters? {
        if GeometryLimits.isOrdinary(p.spacing) { return nil }
        var changed = false
        var p = p
        p.spacing = GeometryLimits.length(p.spacing, changed: &changed)
        return changed ? p : nil
    }

    static func make(_ p: Parameters) -> NodeKind { .stack(axis: p.axis, alignment: p.alignment, spacing: p.spacing) }

    static func name(_ p: Parameters) -> String { p.axis == .vertical ? "Column" : "Row" }

    static func layout(
        _ p: Parameters, into n: inout LayoutNode, tables: inout LayoutTables, captionSlots: inout Int
    ) {
        n.op = .stack
        n.axis = p.axis.rawValue
        n.spacing = p.spacing
        // Only the cross axis aligns; the other is kept for the tree (`kind(compiled:)`).
        n.hAlign = p.alignment.horizontal
        n.vAlign = p.alignment.vertical
    }

    static func recovered(from n: LayoutNode) -> Parameters? {
        Parameters(
            axis: n.axis == 1 ? .vertical : .horizontal,
            alignment: Alignment(horizontal: n.hAlign, vertical: n.vAlign), spacing: n.spacing)
    }
}
