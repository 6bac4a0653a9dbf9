/// Takes the space proposed; its children are resolved at layout time (`Measured`).
enum MeasuredKind: InlineNodeKind {
    static func parameters(of kind: NodeKind) -> Void? {
        guard case .measured = kind else { return nil }
        return ()
    }

    static func make(_ p: Void) -> NodeKind { .measured }

    static func name(_ p: Void) -> String { "Measured" }

    static func layout(
        _ p: Void, into n: inout LayoutNode, tables: inout LayoutTables, captionSlots: inout Int
    ) {
        n.op = .measured
    }

    static func recovered(from n: LayoutNode) -> Void? { () }
    static func same(_ a: Void, _ b: Void) -> Bool { true }
}
