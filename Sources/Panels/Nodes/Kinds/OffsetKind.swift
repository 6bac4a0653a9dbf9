/// Draws its single child moved; layout ignores the move.
enum OffsetKind: InlineNodeKind {
    static func parameters(of kind: NodeKind) -> Point? {
        guard case .offset(let x, let y) = kind else { return nil }
        return Point(x: x, y: y)
    }

    static var wrapsContent: Bool { true }

    @inline(__always)
    static func checked(_ p: Point) -> Point? {
        if GeometryLimits.isOrdinary(p.x) && GeometryLimits.isOrdinary(p.y) { return nil }
        var changed = false
        let held = Point(
            x: GeometryLimits.length(p.x, changed: &changed), y: GeometryLimits.length(p.y, changed: &changed))
        return changed ? held : nil
    }

    static func make(_ p: Point) -> NodeKind { .offset(x: p.x, y: p.y) }

    static func name(_ p: Point) -> String { "Offset" }

    static func dumpDetails(_ p: Point) -> String {
        " by (\(DumpFormat.number(p.x)), \(DumpFormat.number(p.y)))"
    }

    static func layout(
        _ p: Point, into n: inout LayoutNode, tables: inout LayoutTables, captionSlots: inout Int
    ) {
        n.op = .offset
        n.offsetX = p.x
        n.offsetY = p.y
    }

    static func recovered(from n: LayoutNode) -> Point? { Point(x: n.offsetX, y: n.offsetY) }
}
