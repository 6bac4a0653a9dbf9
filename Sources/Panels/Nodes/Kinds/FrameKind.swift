/// A fixed width and/or height around its single child, aligned inside.
enum FrameKind: InlineNodeKind {
    static func parameters(of kind: NodeKind) -> FrameSpec? {
        guard case .frame(let spec) = kind else { return nil }
        return spec
    }

    static var wrapsContent: Bool { true }

    @inline(__always)
    static func checked(_ spec: FrameSpec) -> FrameSpec? {
        if GeometryLimits.isOrdinary(spec.width ?? 0) && GeometryLimits.isOrdinary(spec.height ?? 0) { return nil }
        var changed = false
        var spec = spec
        spec.width = GeometryLimits.length(spec.width, changed: &changed)
        spec.height = GeometryLimits.length(spec.height, changed: &changed)
        return changed ? spec : nil
    }

    static func make(_ spec: FrameSpec) -> NodeKind { .frame(spec) }

    static func name(_ p: FrameSpec) -> String { "Frame" }

    static func layout(
        _ spec: FrameSpec, into n: inout LayoutNode, tables: inout LayoutTables, captionSlots: inout Int
    ) {
        n.op = .frame
        n.fixedWidth = spec.width ?? -1
        n.fixedHeight = spec.height ?? -1
        n.hAlign = spec.alignment.horizontal
        n.vAlign = spec.alignment.vertical
    }

    /// A width or height below 0 (one the node keeps as -1, "the child's own") is not
    /// read back: such a frame is kept in `richKinds`.
    static func recovered(from n: LayoutNode) -> FrameSpec? {
        FrameSpec(
            width: n.fixedWidth < 0 ? nil : n.fixedWidth, height: n.fixedHeight < 0 ? nil : n.fixedHeight,
            alignment: Alignment(horizontal: n.hAlign, vertical: n.vAlign))
    }

    /// What reading back decides, from the spec alone (comparing the optional lengths
    /// cost a resolved frame some 80 instructions): lengths kept as they are unless
    /// below 0 (NaN is held to nil before).
    @inline(__always)
    static func keptWhole(_ spec: FrameSpec, in n: LayoutNode) -> Bool {
        (spec.width ?? 0) >= 0 && (spec.height ?? 0) >= 0
    }
}
