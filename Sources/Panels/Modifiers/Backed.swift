/// A panel with another panel drawn behind it at exactly its size. Made by
/// `.background(…)`.
public struct _Backed<Content: Panel, Decoration: Panel>: PrimitivePanel {
    @usableFromInline package var content: Content
    @usableFromInline package var decoration: Decoration

    @inlinable
    init(content: Content, decoration: Decoration) {
        self.content = content
        self.decoration = decoration
    }

    @inlinable
    public static func _resolve(_ panel: _Backed, into builder: inout NodeBuilder) {
        let savedAxis = builder.openBackground()
        builder.resolve(panel.content, at: 0)
        builder.resolve(panel.decoration, at: 1)
        builder.closeContainer(restoring: savedAxis)
    }
}

extension Panel {
    /// Draws `decoration` behind this panel, proposed exactly this panel's size.
    public consuming func background<Decoration: Panel>(_ decoration: Decoration) -> _Backed<Self, Decoration> {
        _Backed(content: self, decoration: decoration)
    }

    /// Draws the panels built by `decoration` behind this panel.
    public consuming func background<Decoration: Panel>(
        @PanelBuilder _ decoration: () -> Decoration
    ) -> _Backed<Self, Decoration> {
        _Backed(content: self, decoration: decoration())
    }

    /// Fills the area behind this panel with `color`, with optional rounded corners.
    public consuming func background(_ color: RGBA, cornerRadius: Double = 0) -> _Backed<Self, Swatch> {
        _Backed(content: self, decoration: Swatch(color, cornerRadius: cornerRadius))
    }
}
