/// Stacks its children top to bottom, aligned horizontally.
///
/// Layout: proposed height is shared among the children, least flexible first, after
/// spacing; each child gets the column's proposed width. The column is as wide as its
/// widest child and as tall as its children plus spacing.
public struct Column<Content: Panel>: PrimitivePanel {
    public var alignment: HorizontalAlignment
    public var spacing: Double
    public var content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: Double = 8,
                @PanelBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _resolve(_ panel: Column, into builder: inout NodeBuilder) {
        builder.container(.stack(axis: .vertical, alignment: panel.alignment.rawValue,
                                 spacing: panel.spacing),
                          stackAxis: .vertical, content: panel.content)
    }
}
