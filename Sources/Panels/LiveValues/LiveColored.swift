/// A panel whose fill color is computed from a `LiveValue` at each frame. Made by
/// `.color(following:_:)`.
///
/// The color replaces the fill (a swatch's, a shape's, a caption's text color) of the
/// first node inside this panel that has one, at every frame a `Stage` draws; a
/// `Composition` (a still) draws the color of the value's resting `value`. Layout
/// never depends on it.
public struct _LiveColored<Content: Panel>: PrimitivePanel {
    @usableFromInline package var source: LiveValue
    @usableFromInline package var color: @Sendable (Double) -> RGBA
    @usableFromInline package var content: Content

    public static func _resolve(_ panel: _LiveColored, into builder: inout NodeBuilder) {
        let first = Int32(builder.records.count)
        builder.resolve(panel.content, at: 0)
        // The first node with a color among those the content made.
        for index in first ..< Int32(builder.records.count)
        where builder.kind(of: index).animatedColor() != nil {
            builder.tree.liveColors[index] = LiveBinding(source: panel.source, map: panel.color)
            break
        }
    }
}

extension Panel {
    /// Fills this panel (its first colored node) with `color(value)`, `value` read
    /// from `source` at each frame.
    public consuming func color(following source: LiveValue, _ color: @escaping @Sendable (Double) -> RGBA)
        -> _LiveColored<Self>
    {
        _LiveColored(source: source, color: color, content: self)
    }
}

/// A node bound to a `LiveValue`: what it draws from the value.
struct LiveBinding<Output>: @unchecked Sendable {
    // `map` is @Sendable; Output values are plain data.
    let source: LiveValue
    let map: @Sendable (Double) -> Output
}
