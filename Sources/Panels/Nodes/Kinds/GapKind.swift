/// Flexible empty space along the enclosing stack's axis (or both axes without one).
enum GapKind: InlineNodeKind {
    struct Parameters: Equatable {
        var axis: Axis?
        var minLength: Double
    }

    static func parameters(of kind: NodeKind) -> Parameters? {
        guard case .gap(let axis, let minLength) = kind else { return nil }
        return Parameters(axis: axis, minLength: minLength)
    }

    @inline(__always)
    static func checked(_ p: Parameters) -> Parameters? {
        if GeometryLimits.isOrdinary(p.minLength) { return nil }
        var changed = false
        var p = p
        p.minLength = GeometryLimits.length(p.minLength, changed: &changed)
        return changed ? p : nil
    }

    static func make(_ p: Parameters) -> NodeKind { .gap(axis: p.axis, minLength: p.minLength) }

    static func name(_ p: Parameters) -> String { "Gap" }

    static func layout(
        _ p: Parameters, into n: inout LayoutNode, tables: inout LayoutTables, captionSlots: inout Int
    ) {
        n.op = .gap
        n.axis = p.axis.map { $0.rawValue } ?? 2
        n.minimumLength = p.minLength
    }

    static func recovered(from n: LayoutNode) -> Parameters? {
        Parameters(axis: n.axis == 2 ? nil : n.axis == 1 ? .vertical : .horizontal, minLength: n.minimumLength)
    }
}
