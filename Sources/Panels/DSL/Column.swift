/// Stacks its children top to bottom, aligned horizontally.
///
/// Layout: proposed height is shared among the children after spacing, as in `Row`:
/// by `layoutPriority` (higher first); within a priority, children that are not a
/// `Gap` first (least flexible first, each offered an equal share of what is left
/// and, when the priority holds gaps, taking at most its ideal height with the gaps'
/// minimums kept back); then the gaps share what is left (at least their minimum).
/// Each child gets the column's proposed width. The column is as wide as its
/// widest child and as tall as its children plus spacing.
public struct Column<Content: Panel>: PrimitivePanel {
    @usableFromInline package var alignment: HorizontalAlignment
    @usableFromInline package var spacing: Double
    @usableFromInline package var content: Content

    /// A column of `content`'s panels, aligned by `alignment` (default centered) and `spacing`
    /// points apart (default 8; negative overlaps; not finite or beyond ±10⁷ pt: reported and
    /// held to 0 or the limit).
    @inlinable
    public init(
        alignment: HorizontalAlignment = .center, spacing: Double = 8,
        @PanelBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    @inlinable
    public static func _resolve(_ panel: Column, into builder: inout NodeBuilder) {
        let saved = builder.openStack(
            axis: .vertical, alignment: Alignment(horizontal: panel.alignment, vertical: .center),
            spacing: panel.spacing)
        builder.resolve(panel.content, at: 0)
        builder.closeContainer(restoring: saved)
    }
}
