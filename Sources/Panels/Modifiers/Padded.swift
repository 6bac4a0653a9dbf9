/// A panel inset by padding on each edge. Made by `.padding(…)`.
public struct _Padded<Content: Panel>: PrimitivePanel {
    @usableFromInline package var insets: EdgeInsets
    @usableFromInline package var content: Content

    @inlinable
    init(insets: EdgeInsets, content: Content) {
        self.insets = insets
        self.content = content
    }

    @inlinable
    public static func _resolve(_ panel: _Padded, into builder: inout NodeBuilder) {
        let saved = builder.openPadding(panel.insets)
        builder.resolve(panel.content, at: 0)
        builder.closeContainer(restoring: saved)
    }
}

// The modifiers are inlinable: built in the caller's module for its concrete panel
// type, so no generic type lookup per call.
extension Panel {
    /// Insets this panel by `length` points on every edge.
    @inlinable
    public consuming func padding(_ length: Double = 16) -> _Padded<Self> {
        _Padded(insets: EdgeInsets(all: length), content: self)
    }

    /// Insets this panel by `insets` (leading and trailing follow the direction).
    @inlinable
    public consuming func padding(_ insets: EdgeInsets) -> _Padded<Self> {
        _Padded(insets: insets, content: self)
    }

    /// Insets this panel horizontally and vertically.
    @inlinable
    public consuming func padding(horizontal: Double = 0, vertical: Double = 0) -> _Padded<Self> {
        _Padded(insets: EdgeInsets(horizontal: horizontal, vertical: vertical), content: self)
    }
}
