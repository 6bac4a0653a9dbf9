/// Text: one line or several, wrapped to the proposed width.
///
/// Style and color come from the context unless set with `.textStyle(_:)` and
/// `.foreground(_:)`. `lineLimit(_:)` caps the number of lines; text that does not fit
/// ends with an ellipsis.
public struct Caption: PrimitivePanel {
    public var text: String
    var lineLimit: Int?
    var alignment: HorizontalAlignment = .leading
    var truncation: TruncationMode = .tail
    var localization: CaptionLocalization?

    public init(_ text: String) {
        self.text = text
    }

    /// At most `limit` lines (nil: no limit).
    public func lineLimit(_ limit: Int?) -> Caption {
        var copy = self
        copy.lineLimit = limit.map { max(1, $0) }
        return copy
    }

    /// Alignment of the lines of a multi-line caption inside its frame.
    public func lineAlignment(_ alignment: HorizontalAlignment) -> Caption {
        var copy = self
        copy.alignment = alignment
        return copy
    }

    /// Where text that does not fit its line limit is cut and marked with "…".
    public func truncation(_ mode: TruncationMode) -> Caption {
        var copy = self
        copy.truncation = mode
        return copy
    }

    public static func _resolve(_ panel: Caption, into builder: inout NodeBuilder) {
        builder.leaf(.caption(CaptionContent(
            text: panel.localization?.text(in: builder.context) ?? panel.text, style: builder.context.textStyle,
            color: builder.context.foreground, lineLimit: panel.lineLimit,
            alignment: panel.alignment, truncation: panel.truncation)))
    }
}
