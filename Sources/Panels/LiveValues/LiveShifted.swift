/// A panel drawn moved by an offset computed from a `LiveValue` at each frame. Made
/// by `.offset(following:_:)`.
///
/// Layout: like `.offset(x:y:)` — the panel keeps its place and size; only its drawing
/// (and where it is hit) moves, by `offset(value)` points, rounded to whole device
/// pixels. A `Stage` reads the value at every frame; a `Composition` (a still) draws
/// the value's resting `value`.
public struct _LiveShifted<Content: Panel>: PrimitivePanel {
    @usableFromInline package var source: LiveValue
    @usableFromInline package var offset: @Sendable (Double) -> Point
    @usableFromInline package var content: Content

    public static func _resolve(_ panel: _LiveShifted, into builder: inout NodeBuilder) {
        let savedAxis = builder.stackAxis
        builder.stackAxis = nil
        let index = builder.open(.offset(x: 0, y: 0))
        builder.tree.liveOffsets[index] = LiveBinding(source: panel.source, map: panel.offset)
        builder.resolve(panel.content, at: 0)
        builder.close()
        builder.stackAxis = savedAxis
    }
}

extension Panel {
    /// Draws this panel moved by `offset(value)` points, `value` read from `source`
    /// at each frame. Non-finite offsets count as 0.
    public consuming func offset(following source: LiveValue, _ offset: @escaping @Sendable (Double) -> Point)
        -> _LiveShifted<
            Self
        >
    {
        _LiveShifted(source: source, offset: offset, content: self)
    }
}
