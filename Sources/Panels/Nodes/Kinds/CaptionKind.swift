/// Text, set by the injected `TextMeasurer`; it takes the pointer and its color animates.
enum CaptionKind: NodeKindDefinition {
    static func parameters(of kind: NodeKind) -> CaptionContent? {
        guard case .caption(let content) = kind else { return nil }
        return content
    }

    static func name(_ p: CaptionContent) -> String { "Caption" }

    static func dumpLabel(_ content: CaptionContent) -> String { " \"\(DrawCommand.escape(content.text))\"" }

    static func layout(
        _ p: CaptionContent, into n: inout LayoutNode, flexSpecs: inout [FlexFrameSpec], captionSlots: inout Int
    ) {
        n.op = .caption
        n.aux = Int32(captionSlots)
        captionSlots += LayoutSession.captionWidths
    }

    static func hit(_ p: CaptionContent) -> NodeTraits.HitRule { .blocks }

    static func color(_ content: CaptionContent, slot: Int) -> RGBA? { slot == 0 ? content.color : nil }

    static func recolored(_ content: CaptionContent, slot: Int, _ color: RGBA) -> NodeKind? {
        guard slot == 0 else { return nil }
        var content = content
        content.color = color
        return .caption(content)
    }

    static func paint(_ content: CaptionContent, _ painter: inout Painter, node: Int32, frame: Rect) {
        painter.paintCaption(content, node: node, frame: frame, direction: painter.tree.direction(of: node))
    }
}
