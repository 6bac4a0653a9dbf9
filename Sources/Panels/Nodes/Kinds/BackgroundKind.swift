/// Content first (it sizes the node), decorations after; drawn behind it.
enum BackgroundKind: InlineNodeKind {
    static func parameters(of kind: NodeKind) -> Void? {
        guard case .background = kind else { return nil }
        return ()
    }

    static var wrapsContent: Bool { true }

    static func make(_ p: Void) -> NodeKind { .background }

    static func name(_ p: Void) -> String { "Background" }

    static func layout(
        _ p: Void, into n: inout LayoutNode, tables: inout LayoutTables, captionSlots: inout Int
    ) {
        n.op = .background
    }

    static func recovered(from n: LayoutNode) -> Void? { () }
    static func same(_ a: Void, _ b: Void) -> Bool { true }

    static var contentDrawnLast: Bool { true }
}
