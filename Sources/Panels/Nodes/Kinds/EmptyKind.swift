/// No size, no drawing.
enum EmptyKind: InlineNodeKind {
    static func parameters(of kind: NodeKind) -> Void? {
        guard case .empty = kind else { return nil }
        return ()
    }

    static func make(_ p: Void) -> NodeKind { .empty }

    static func name(_ p: Void) -> String { "Empty" }

    static func layout(
        _ p: Void, into n: inout LayoutNode, tables: inout LayoutTables, captionSlots: inout Int
    ) {
        n.op = .empty
    }

    static func recovered(from n: LayoutNode) -> Void? { () }
    static func same(_ a: Void, _ b: Void) -> Bool { true }
}
