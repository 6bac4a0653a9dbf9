/// Content first (it sizes the node), decorations drawn in front of it, aligned.
enum OverlayKind: InlineNodeKind {
    static func parameters(of kind: NodeKind) -> Alignment? {
        guard case .overlay(let alignment) = kind else { return nil }
        return alignment
    }

    static var wrapsContent: Bool { true }

    static func make(_ alignment: Alignment) -> NodeKind { .overlay(alignment) }

    static func name(_ p: Alignment) -> String { "Overlay" }

    static func layout(
        _ alignment: Alignment, into n: inout LayoutNode, tables: inout LayoutTables, captionSlots: inout Int
    ) {
        n.op = .overlay
        n.hAlign = alignment.horizontal
        n.vAlign = alignment.vertical
    }

    static func recovered(from n: LayoutNode) -> Alignment? { Alignment(horizontal: n.hAlign, vertical: n.vAlign) }
}
