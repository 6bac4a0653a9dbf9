/// A scrolling container. Its content (one child) is drawn by `Painter.paintScroller`:
/// clipped to the frame, moved by the presented offset, with its indicators; hits
/// inside are clipped the same way. It takes gestures (drags, the wheel, focus).
enum ScrollerKind: NodeKindDefinition {
    static func parameters(of kind: NodeKind) -> ScrollerSpec? {
        guard case .scroller(let spec) = kind else { return nil }
        return spec
    }

    static var accessibilityRole: AccessibilityRole? { .scrollArea }
    static var mayClip: Bool { true }

    static func make(_ spec: ScrollerSpec) -> NodeKind { .scroller(spec) }

    static func name(_ p: ScrollerSpec) -> String { "Scroller" }

    static func layout(
        _ spec: ScrollerSpec, into n: inout LayoutNode, tables: inout LayoutTables, captionSlots: inout Int
    ) {
        n.op = .scroller
        n.scrollsHorizontally = spec.axes.contains(.horizontal)
        n.scrollsVertically = spec.axes.contains(.vertical)
    }

    static func hit(_ p: ScrollerSpec) -> NodeTraits.HitRule { .gestures }

    static func clip(_ p: ScrollerSpec) -> CornerRadii? { .zero }

    static func paint(_ spec: ScrollerSpec, _ painter: inout Painter, node: Int32, frame: Rect) {
        painter.paintScroller(spec, node: node, frame: frame)
    }

    static var paintsChildren: Bool { false }
}
