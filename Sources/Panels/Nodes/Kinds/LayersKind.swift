/// Every child in the same space, aligned; sized to the largest.
enum LayersKind: InlineNodeKind {
    static func parameters(of kind: NodeKind) -> Alignment? {
        guard case .layers(let alignment) = kind else { return nil }
        return alignment
    }

    static func make(_ alignment: Alignment) -> NodeKind { .layers(alignment) }

    static func name(_ p: Alignment) -> String { "Layers" }

    static func layout(
        _ alignment: Alignment, into n: inout LayoutNode, tables: inout LayoutTables, captionSlots: inout Int
    ) {
        n.op = .layers
        n.hAlign = alignment.horizontal
        n.vAlign = alignment.vertical
    }

    static func recovered(from n: LayoutNode) -> Alignment? { Alignment(horizontal: n.hAlign, vertical: n.vAlign) }
}
