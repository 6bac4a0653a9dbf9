/// Text: one line or several, wrapped to the proposed width.
///
/// Style, color, line limit, truncation and line alignment come from the context:
/// `.textStyle(_:)`, `.foreground(_:)`, `.lineLimit(_:)`, `.truncation(_:)` and
/// `.lineAlignment(_:)` set them on any panel, in any order, for every caption
/// inside, and the innermost value wins. `lineLimit(_:)` caps the number of lines;
/// text that does not fit ends with an ellipsis.
///
/// Contract: the caption's own `lineLimit(_:)`, `truncation(_:)` and
/// `lineAlignment(_:)` (called directly on a `Caption`) are the innermost of all and
/// override the context; called twice, the first (inner) call wins, as it would
/// through the context. The result is the same as the modifier on any panel.
public struct Caption: PrimitivePanel {
    @usableFromInline package var text: String
    /// Set by the caption's own modifiers; nil: the context's. (`.some(nil)` is an
    /// explicit "no limit".)
    var ownLineLimit: Int??
    var ownAlignment: HorizontalAlignment?
    var ownTruncation: TruncationMode?
    var ownDirection: TextDirection?
    var ownTruncationIntended: Bool?
    var localization: CaptionLocalization?

    /// A caption showing `text` as written (not looked up in a string table); style, color and
    /// line limit come from the context.
    public init(_ text: String) {
        self.text = text
    }

    /// At most `limit` lines (nil: no limit).
    public consuming func lineLimit(_ limit: Int?) -> Caption {
        var copy = self
        if copy.ownLineLimit == nil { copy.ownLineLimit = .some(limit.map { max(1, $0) }) }
        return copy
    }

    /// Alignment of the lines of a multi-line caption inside its frame.
    public consuming func lineAlignment(_ alignment: HorizontalAlignment) -> Caption {
        var copy = self
        if copy.ownAlignment == nil { copy.ownAlignment = alignment }
        return copy
    }

    /// Where text that does not fit its line limit is cut and marked with "…".
    public consuming func truncation(_ mode: TruncationMode) -> Caption {
        var copy = self
        if copy.ownTruncation == nil { copy.ownTruncation = mode }
        return copy
    }

    /// The base direction of the caption's paragraphs (`TextDirection`).
    public consuming func textDirection(_ direction: TextDirection) -> Caption {
        var copy = self
        if copy.ownDirection == nil { copy.ownDirection = direction }
        return copy
    }

    /// Truncating this caption is intended: previews do not mark it.
    public consuming func truncationIntended(_ intended: Bool = true) -> Caption {
        var copy = self
        if copy.ownTruncationIntended == nil { copy.ownTruncationIntended = intended }
        return copy
    }

    public static func _resolve(_ panel: Caption, into builder: inout NodeBuilder) {
        builder.leaf(
            .caption(
                CaptionContent(
                    text: panel.localization?.text(in: builder.context) ?? panel.text,
                    style: builder.context.scaledTextStyle,
                    color: builder.context.foreground, lineLimit: panel.ownLineLimit ?? builder.context.lineLimit,
                    alignment: panel.ownAlignment ?? builder.context.lineAlignment,
                    truncation: panel.ownTruncation ?? builder.context.truncation,
                    direction: panel.ownDirection ?? builder.context.textDirection,
                    truncationIntended: panel.ownTruncationIntended ?? builder.context.truncationIntended)))
    }
}
