/// Places its children leading to trailing (left to right, or right to left in RTL),
/// aligned vertically.
///
/// Layout: proposed width is shared among the children after spacing:
/// 1. by `layoutPriority`, higher first (lower priorities keep their minimums);
/// 2. within a priority, every child that is not a `Gap` is offered an equal share of
///    what is left, least flexible first; when the priority holds gaps, their
///    minimums are kept back and each such child takes at most its ideal width;
/// 3. the gaps of that priority share what is left after the others (each at least
///    its minimum).
///
/// So `Row { Picture(…).frame(width: 48, height: 48); Caption(title); Gap() }` sets the
/// title on one line when it fits and gives the gap the rest. Each child gets the
/// row's proposed height.
public struct Row<Content: Panel>: PrimitivePanel {
    @usableFromInline package var alignment: VerticalAlignment
    @usableFromInline package var spacing: Double
    @usableFromInline package var content: Content

    /// A row of `content`'s panels, aligned by `alignment` (default centered) and `spacing`
    /// points apart (default 8; negative overlaps; not finite or beyond ±10⁷ pt: reported and
    /// held to 0 or the limit).
    @inlinable
    public init(
        alignment: VerticalAlignment = .center, spacing: Double = 8,
        @PanelBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    @inlinable
    public static func _resolve(_ panel: Row, into builder: inout NodeBuilder) {
        let saved = builder.openStack(
            axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: panel.alignment),
            spacing: panel.spacing)
        builder.resolve(panel.content, at: 0)
        builder.closeContainer(restoring: saved)
    }
}
