/// A panel resolved with a changed context (text style, foreground color, layout
/// direction …). Made by `.textStyle(_:)`, `.foreground(_:)`, `.layoutDirection(_:)`
/// and `.context(_:)`.
public struct _ContextModified<Content: Panel>: PrimitivePanel {
    @usableFromInline package var content: Content
    @usableFromInline package var modify: (inout PanelContext) -> Void

    @inlinable
    init(content: Content, modify: @escaping (inout PanelContext) -> Void) {
        self.content = content
        self.modify = modify
    }

    @inlinable
    public static func _resolve(_ panel: _ContextModified, into builder: inout NodeBuilder) {
        builder.resolve(panel.content, at: 0, context: panel.modify)
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
        context { context in
            context.textStyle = style
            if !style.isWithinLimits { context.reportTextStyleOutOfRange(style) }
        }
    }

    /// Color of the captions inside.
    @inlinable
    public consuming func foreground(_ color: RGBA) -> _ContextModified<Self> {
        context { $0.foreground = color }
    }

    /// Layout direction of this subtree; use `.leftToRight` to opt a subtree out of
    /// right-to-left mirroring.
    @inlinable
    public consuming func layoutDirection(_ direction: LayoutDirection) -> _ContextModified<Self> {
        context { $0.layoutDirection = direction }
    }
}
