/// Places its children on top of each other (first at the back), aligned.
///
/// Layout: every child is proposed the layers' proposal; the layers are as large as
/// the largest child.
public struct Layers<Content: Panel>: PrimitivePanel {
    @usableFromInline package var alignment: Alignment
    @usableFromInline package var content: Content

    /// Layers of `content`'s panels, the first at the back, each placed by `alignment` (default
    /// centered).
    @inlinable
    public init(alignment: Alignment = .center, @PanelBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    @inlinable
    public static func _resolve(_ panel: Layers, into builder: inout NodeBuilder) {
        builder.container(.layers(panel.alignment), stackAxis: nil, content: panel.content)
    }
}
