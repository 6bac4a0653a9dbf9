/// A panel resolved with a changed context (text style, foreground color, layout
/// direction …). Made by `.textStyle(_:)`, `.foreground(_:)`, `.layoutDirection(_:)`
/// and `.context(_:)`.
public struct _ContextModified<Content: Panel>: PrimitivePanel {
    @usableFromInline package var content: Content
    /// What changes: one field for the built-in modifiers, any change for `.context(_:)`.
    @usableFromInline package var change: ContextChange

    @inlinable
    init(content: Content, modify: @escaping (inout PanelContext) -> Void) {
        self.content = content
        self.change = .other(modify)
    }

    @inlinable
    init(content: Content, change: ContextChange) {
        self.content = content
        self.change = change
    }

    @inlinable
    public static func _resolve(_ panel: _ContextModified, into builder: inout NodeBuilder) {
        builder.resolve(panel.content, at: 0, change: panel.change)
    }
}

extension Panel {
    /// Changes any context value for this panel's subtree.
    @inlinable
    public consuming func context(_ modify: @escaping (inout PanelContext) -> Void) -> _ContextModified<Self> {
        _ContextModified(content: self, modify: modify)
    }

    /// Text style of the captions inside. A size or line height outside
    /// `GeometryLimits` is reported here (and held to the limits where text is set).
    @inlinable
    public consuming func textStyle(_ style: TextStyle) -> _ContextModified<Self> {
        _ContextModified(content: self, change: .textStyle(style))
    }

    /// Color of the captions inside.
    @inlinable
    public consuming func foreground(_ color: RGBA) -> _ContextModified<Self> {
        _ContextModified(content: self, change: .foreground(color))
    }

    /// Layout direction of this subtree; use `.leftToRight` to opt a subtree out of
    /// right-to-left mirroring.
    @inlinable
    public consuming func layoutDirection(_ direction: LayoutDirection) -> _ContextModified<Self> {
        _ContextModified(content: self, change: .layoutDirection(direction))
    }
}
