/// Keeps its single child at its ideal length on some axes (`.idealSize`): the child
/// is proposed nil there, whatever the parent proposes, and the node takes the
/// child's size.
enum IdealSizeKind: InlineNodeKind {
    /// The axes the child keeps its ideal length on.
    struct Axes: Equatable {
        var horizontal: Bool
        var vertical: Bool
    }

    static func parameters(of kind: NodeKind) -> Axes? {
        guard case .idealSize(let horizontal, let vertical) = kind else { return nil }
        return Axes(horizontal: horizontal, vertical: vertical)
    }

    static var wrapsContent: Bool { true }

    static func make(_ p: Axes) -> NodeKind { .idealSize(horizontal: p.horizontal, vertical: p.vertical) }

    static func name(_ p: Axes) -> String { "IdealSize" }

    static func dumpDetails(_ p: Axes) -> String {
        switch (p.horizontal, p.vertical) {
        case (true, true): " axes=both"
        case (true, false): " axes=horizontal"
        case (false, true): " axes=vertical"
        case (false, false): " axes=none"
        }
    }

    static func layout(
        _ p: Axes, into n: inout LayoutNode, tables: inout LayoutTables, captionSlots: inout Int
    ) {
        n.op = .idealSize
        n.keepsIdealWidth = p.horizontal
        n.keepsIdealHeight = p.vertical
    }

    static func recovered(from n: LayoutNode) -> Axes? {
        Axes(horizontal: n.keepsIdealWidth, vertical: n.keepsIdealHeight)
    }
}
