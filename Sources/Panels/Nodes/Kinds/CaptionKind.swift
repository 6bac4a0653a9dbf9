/// Text, set by the injected `TextMeasurer`; it takes the pointer and its color animates.
enum CaptionKind: NodeKindDefinition {
    static func parameters(of kind: NodeKind) -> CaptionContent? {
        guard case .caption(let content) = kind else { return nil }
        return content
    }

    static var accessibilityRole: AccessibilityRole? { .text }

    /// Text sizes are held to 1…2,048 pt (not finite: 14 pt), line heights to 0…100.
    @inline(__always)
    static func checked(_ content: CaptionContent) -> CaptionContent? {
        let size = content.style.size, lineHeight = content.style.lineHeight
        let sizeOK = size.isFinite && GeometryLimits.textSizes.contains(size)
        let lineOK = lineHeight.isFinite && lineHeight >= 0 && lineHeight <= 100
        guard !sizeOK || !lineOK else { return nil }
        var content = content
        if !sizeOK {
            content.style.size =
                size.isFinite
                ? min(max(size, GeometryLimits.textSizes.lowerBound), GeometryLimits.textSizes.upperBound) : 14
        }
        if !lineOK { content.style.lineHeight = lineHeight.isFinite ? min(max(lineHeight, 0), 100) : 1 }
        return content
    }

    static func make(_ content: CaptionContent) -> NodeKind { .caption(content) }

    /// What the shared `take` does (sizes checked, the node compiled, the kind kept),
    /// with the content read where it lies in the kind rather than copied out (its
    /// text, its style's family).
    static func take(
        _ kind: consuming NodeKind, compiling n: UnsafeMutablePointer<LayoutNode>?,
        tables: inout LayoutTables, captionSlots: inout Int, outOfRange: inout Bool
    ) -> NodeKind? {
        guard case .caption(let content) = kind else { return kind }
        if let n { layout(content, into: &n.pointee, tables: &tables, captionSlots: &captionSlots) }
        guard let held = checked(content) else { return kind }
        outOfRange = true
        return .caption(held)
    }

    static func name(_ p: CaptionContent) -> String { "Caption" }

    static func dumpLabel(_ content: CaptionContent) -> String { " \"\(DrawCommand.escape(content.text))\"" }

    static func layout(
        _ p: CaptionContent, into n: inout LayoutNode, tables: inout LayoutTables, captionSlots: inout Int
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
