/// A lazy list: the rows resolved for the visible range, stacked after the estimated
/// space before them.
enum LongListKind: NodeKindDefinition {
    static func parameters(of kind: NodeKind) -> LongListSpec? {
        guard case .longList(let spec) = kind else { return nil }
        return spec
    }

    static func name(_ p: LongListSpec) -> String { "LongList" }

    static func layout(
        _ spec: LongListSpec, into n: inout LayoutNode, flexSpecs: inout [FlexFrameSpec], captionSlots: inout Int
    ) {
        n.op = .longList
        n.leadingSpace = spec.leading
        n.trailingSpace = spec.trailing
        n.rowSpacing = spec.spacing
    }
}
