/// Minimum, ideal and maximum lengths per axis around its single child, aligned.
enum FlexFrameKind: NodeKindDefinition {
    static func parameters(of kind: NodeKind) -> FlexFrameSpec? {
        guard case .flexFrame(let spec) = kind else { return nil }
        return spec
    }

    static var wrapsContent: Bool { true }

    /// A maximum of +∞ is allowed ("take all that is offered").
    @inline(__always)
    static func checked(_ spec: FlexFrameSpec) -> FlexFrameSpec? {
        var changed = false
        var spec = spec
        spec.minWidth = GeometryLimits.length(spec.minWidth, changed: &changed)
        spec.idealWidth = GeometryLimits.length(spec.idealWidth, changed: &changed)
        spec.maxWidth = GeometryLimits.length(spec.maxWidth, allowingInfinity: true, changed: &changed)
        spec.minHeight = GeometryLimits.length(spec.minHeight, changed: &changed)
        spec.idealHeight = GeometryLimits.length(spec.idealHeight, changed: &changed)
        spec.maxHeight = GeometryLimits.length(spec.maxHeight, allowingInfinity: true, changed: &changed)
        return changed ? spec : nil
    }

    static func make(_ spec: FlexFrameSpec) -> NodeKind { .flexFrame(spec) }

    static func name(_ p: FlexFrameSpec) -> String { "Frame" }

    static func layout(
        _ spec: FlexFrameSpec, into n: inout LayoutNode, tables: inout LayoutTables, captionSlots: inout Int
    ) {
        n.op = .flexFrame
        n.hAlign = spec.alignment.horizontal
        n.vAlign = spec.alignment.vertical
        n.aux = Int32(tables.flexSpecs.count)
        tables.flexSpecs.append(spec)
    }
}
