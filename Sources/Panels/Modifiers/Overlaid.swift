/// A panel with another panel drawn in front of it, proposed exactly its size and
/// aligned. Made by `.overlay(…)`.
public struct _Overlaid<Content: Panel, Decoration: Panel>: PrimitivePanel {
    @usableFromInline package var content: Content
    @usableFromInline package var decoration: Decoration
    @usableFromInline package var alignment: Alignment

    @inlinable
    public static func _resolve(_ panel: _Overlaid, into builder: inout NodeBuilder) {
        let savedAxis = builder.openContainer(.overlay(panel.alignment), stackAxis: nil)
        builder.resolve(panel.content, at: 0)
        builder.resolve(panel.decoration, at: 1)
        builder.closeContainer(restoring: savedAxis)
    }
}

extension Panel {
    /// Draws `decoration` in front of this panel, proposed exactly this panel's size
    /// and aligned inside it. This panel alone decides the size.
    public consuming func overlay<Decoration: Panel>(
        _ decoration: Decoration,
        alignment: Alignment = .center
    ) -> _Overlaid<Self, Decoration> {
        _Overlaid(content: self, decoration: decoration, alignment: alignment)
    }

    /// Draws the panels built by `decoration` in front of this panel.
    public consuming func overlay<Decoration: Panel>(
        alignment: Alignment = .center, @PanelBuilder _ decoration: () -> Decoration
    ) -> _Overlaid<Self, Decoration> {
        _Overlaid(content: self, decoration: decoration(), alignment: alignment)
    }
}
