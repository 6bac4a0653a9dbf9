/// A panel kept at its ideal size on one or both axes. Made by `.idealSize()` and
/// `.idealSize(horizontal:vertical:)`.
///
/// Contract, per chosen axis: the content is proposed nil (no length: "your ideal")
/// whatever the parent proposes, and the panel takes the size the content chooses
/// for that. On the other axis the parent's proposal passes through unchanged. The
/// content may then be larger than what the parent offered: the parent aligns it and
/// it overflows, never squeezed. A two-digit badge,
/// `Caption("12").idealSize(horizontal: true, vertical: false)`, stays on one line
/// in a slot narrower than its text. A stack sees such a panel as inflexible on the
/// chosen axis (its minimum and maximum are both its ideal). The content is measured
/// once per proposal of the other axis, so nesting it keeps layout's bounded number
/// of measurements.
public struct _IdealSized<Content: Panel>: PrimitivePanel {
    /// Whether the content keeps its ideal width.
    @usableFromInline package var horizontal: Bool
    /// Whether the content keeps its ideal height.
    @usableFromInline package var vertical: Bool
    @usableFromInline package var content: Content

    @inlinable
    init(horizontal: Bool, vertical: Bool, content: Content) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.content = content
    }

    @inlinable
    public static func _resolve(_ panel: _IdealSized, into builder: inout NodeBuilder) {
        builder.wrap(.idealSize(horizontal: panel.horizontal, vertical: panel.vertical), content: panel.content)
    }
}

extension Panel {
    /// Keeps this panel at its ideal length on the axes given as true (both by
    /// default), whatever its parent proposes; on the others it takes the parent's
    /// proposal as usual. `idealSize()` keeps text on the lines it has when nothing
    /// limits its width and a shape at its ideal 10 × 10 points;
    /// `idealSize(horizontal: true, vertical: false)` keeps a caption on one line in
    /// a narrow slot while its height still follows the slot.
    @inlinable
    public consuming func idealSize(horizontal: Bool = true, vertical: Bool = true) -> _IdealSized<Self> {
        _IdealSized(horizontal: horizontal, vertical: vertical, content: self)
    }
}
