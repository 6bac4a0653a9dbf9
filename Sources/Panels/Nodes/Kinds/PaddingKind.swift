/// Insets its single child.
enum PaddingKind: InlineNodeKind {
    static func parameters(of kind: NodeKind) -> EdgeInsets? {
        guard case .padding(let insets) = kind else { return nil }
        return insets
    }

    static var wrapsContent: Bool { true }

    @inline(__always)
    static func checked(_ insets: EdgeInsets) -> EdgeInsets? {
        if GeometryLimits.isOrdinary(insets.top) && GeometryLimits.isOrdinary(insets.leading)
            && GeometryLimits.isOrdinary(insets.bottom) && GeometryLimits.isOrdinary(insets.trailing)
        {
            return nil
        }
        var changed = false
        let held = EdgeInsets(
            top: GeometryLimits.length(insets.top, changed: &changed),
            leading: GeometryLimits.length(insets.leading, changed: &changed),
            bottom: GeometryLimits.length(insets.bottom, changed: &changed),
            trailing: GeometryLimits.length(insets.trailing, changed: &changed))
        return changed ? held : nil
    }

    static func make(_ insets: EdgeInsets) -> NodeKind { .padding(insets) }

    static func name(_ p: EdgeInsets) -> String { "Padding" }

    static func layout(
        _ insets: EdgeInsets, into n: inout LayoutNode, tables: inout LayoutTables, captionSlots: inout Int
    ) {
        n.op = .padding
        if !n.packInsets(insets) {
            n.fill = true
            n.aux = Int32(tables.insets.count)
            tables.insets.append(insets)
        }
    }

    /// Insets kept in the tables (not exact as `Float`s) are not read back: such
    /// padding is kept in `richKinds`.
    static func recovered(from n: LayoutNode) -> EdgeInsets? { n.fill ? nil : n.paddingInsets([]) }
}
