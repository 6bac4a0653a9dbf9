/// Builds its content from the context in force where it stands (layout direction,
/// text style, and whatever later layers add), for components that adapt to it.
///
/// ```swift
/// ContextReader { context in
///     Caption("→").offset(x: context.layoutDirection == .rightToLeft ? -8 : 8)
/// }
/// ```
public struct ContextReader<Content: Panel>: PrimitivePanel {
    @usableFromInline
    let content: (PanelContext) -> Content

    /// Builds its content by calling `content` with the context in force, each time the tree
    /// resolves.
    public init(@PanelBuilder content: @escaping (PanelContext) -> Content) {
        self.content = content
    }

    @inlinable
    public static func _resolve(_ panel: ContextReader, into builder: inout NodeBuilder) {
        builder.resolve(panel.content(builder.context), at: 0)
    }
}
