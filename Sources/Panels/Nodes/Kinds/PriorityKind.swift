/// Passes its single child through; stacks give space to higher priorities first.
enum PriorityKind: InlineNodeKind {
    static func parameters(of kind: NodeKind) -> Double? {
        guard case .priority(let value) = kind else { return nil }
        return value
    }

    static var wrapsContent: Bool { true }

    @inline(__always)
    static func checked(_ value: Double) -> Double? {
        if GeometryLimits.isOrdinary(value) { return nil }
        var changed = false
        let held = GeometryLimits.length(value, changed: &changed)
        return changed ? held : nil
    }

    static func make(_ value: Double) -> NodeKind { .priority(value) }

    static func name(_ p: Double) -> String { "Priority" }

    static func dumpDetails(_ value: Double) -> String { " priority=\(DumpFormat.number(value))" }

    static func layout(
        _ value: Double, into n: inout LayoutNode, tables: inout LayoutTables, captionSlots: inout Int
    ) {
        n.op = .passthrough
        n.priority = value
    }

    static func recovered(from n: LayoutNode) -> Double? { n.priority }
}
