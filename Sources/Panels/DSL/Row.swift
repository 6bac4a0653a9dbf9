/// Places its children leading to trailing (left to right, or right to left in RTL),
/// aligned vertically.
///
/// Layout: proposed width is shared among the children, least flexible first, after
/// spacing; each child gets the row's proposed height.
public struct Row<Content: Panel>: PrimitivePanel {
    public var alignment: VerticalAlignment
    public var spacing: Double
    public var content: Content

    public init(alignment: VerticalAlignment = .center, spacing: Double = 8,
                @PanelBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public static func _resolve(_ panel: Row, into builder: inout NodeBuilder) {
        builder.container(.stack(axis: .horizontal, alignment: panel.alignment.rawValue,
                                 spacing: panel.spacing),
                          stackAxis: .horizontal, content: panel.content)
    }
}
