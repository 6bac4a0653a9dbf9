/// A panel with a layout priority. Made by `.layoutPriority(_:)`.
///
/// Stacks offer space to their children in decreasing priority (default 0): a
/// higher-priority child is offered everything the lower ones do not need at their
/// minimum, before they are offered the rest.
public struct _Prioritized<Content: Panel>: PrimitivePanel {
    @usableFromInline package var priority: Double
    @usableFromInline package var content: Content

    public static func _resolve(_ panel: _Prioritized, into builder: inout NodeBuilder) {
        // Transparent for gaps: a prioritized gap still stretches along its stack.
        _ = builder.open(.priority(panel.priority))
        builder.resolve(panel.content, at: 0)
        builder.close()
    }
}

extension Panel {
    /// Sets the priority with which an enclosing stack offers this panel space.
    /// Non-finite values count as 0.
    public consuming func layoutPriority(_ priority: Double) -> _Prioritized<Self> {
        _Prioritized(priority: priority, content: self)
    }
}
