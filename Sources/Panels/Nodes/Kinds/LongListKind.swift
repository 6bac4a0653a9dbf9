/// A lazy list: the rows resolved for the visible range, stacked after the estimated
/// space before them.
enum LongListKind: NodeKindDefinition {
    static func parameters(of kind: NodeKind) -> LongListSpec? {
        guard case .longList(let spec) = kind else { return nil }
        return spec
    }

    static var accessibilityRole: AccessibilityRole? { .list }

    @inline(__always)
    static func checked(_ spec: LongListSpec) -> LongListSpec? {
        var changed = false
        var spec = spec
        spec.leading = GeometryLimits.length(spec.leading, changed: &changed)
        spec.trailing = GeometryLimits.length(spec.trailing, changed: &changed)
        spec.spacing = GeometryLimits.length(spec.spacing, changed: &changed)
        return changed ? spec : nil
    }

    static func make(_ spec: LongListSpec) -> NodeKind { .longList(spec) }

    static func name(_ p: LongListSpec) -> String {
        let name = p.horizontal ? "LongList (horizontal)" : "LongList"
        return p.detachedHeader ? name + " (pinned header last)" : name
    }

    static func layout(
        _ spec: LongListSpec, into n: inout LayoutNode, tables: inout LayoutTables, captionSlots: inout Int
    ) {
        n.op = .longList
        n.leadingSpace = spec.leading
        n.trailingSpace = spec.trailing
        n.rowSpacing = spec.spacing
        n.detachedHeader = spec.detachedHeader
        // Horizontal lists take the stack axis's code for horizontal (vertical ones keep none).
        if spec.horizontal { n.axis = 0 }
    }
}
