/// A panel drawn moved by an offset while its parent lays it out where it was.
/// Made by `.offset(x:y:)`.
///
/// Layout: the node takes its content's size and place; the content's frame (and
/// everything drawn from it) is moved by `x`, `y` points. The offset is physical:
/// `x` is not mirrored in right-to-left layout.
public struct _Shifted<Content: Panel>: PrimitivePanel {
    @usableFromInline package var x: Double
    @usableFromInline package var y: Double
    @usableFromInline package var content: Content

    @inlinable
    public static func _resolve(_ panel: _Shifted, into builder: inout NodeBuilder) {
        builder.wrap(.offset(x: panel.x, y: panel.y), content: panel.content)
    }
}

extension Panel {
    /// Moves the drawing of this panel by `x`, `y` points without changing layout.
    /// Non-finite values count as 0.
    public consuming func offset(x: Double = 0, y: Double = 0) -> _Shifted<Self> {
        _Shifted(x: x, y: y, content: self)
    }
}
