/// What a context modifier changes for its subtree: one field for the built-in
/// modifiers (`.textStyle(_:)`, `.foreground(named:)`, `.lineLimit(_:)`, `.fill()` …),
/// any change for `.context(_:)`.
///
/// Contract: applying a change (`NodeBuilder.resolve(_:at:change:)`) leaves the
/// context exactly as the closure the modifier used to be gives it (`apply(to:)`,
/// reports included), and restoring it after the subtree leaves the context as it
/// was before. A field change saves and restores that field alone (no closure made
/// per modifier, no copy of the whole context); `.other` saves the whole context.
@usableFromInline
package enum ContextChange {
    case textStyle(TextStyle)
    case foreground(RGBA)
    case foregroundName(String)
    case lineLimit(Int?)
    case truncation(TruncationMode)
    case textDirection(TextDirection)
    case truncationIntended(Bool)
    case lineAlignment(HorizontalAlignment)
    case pictureMode(PictureMode)
    case pictureCorners(CornerRadii)
    case layoutDirection(LayoutDirection)
    case other((inout PanelContext) -> Void)

    /// What to put back when the subtree is resolved.
    @usableFromInline
    package enum Saved {
        case textStyle(TextStyle)
        case foreground(PanelContext.ForegroundState)
        case lineLimit(Int?)
        case truncation(TruncationMode)
        case textDirection(TextDirection)
        case truncationIntended(Bool)
        case lineAlignment(HorizontalAlignment)
        case pictureMode(PictureMode)
        case pictureCorners(CornerRadii)
        case layoutDirection(LayoutDirection)
        /// (Boxed: a whole context is large, and inline it made every saved field as
        /// large, copied twice per modifier.)
        indirect case whole(PanelContext)
    }

    /// Changes `context` as the modifier's closure did (`.textStyle` reports a size
    /// out of range, `.foreground(named:)` resolves the name …).
    package func apply(to context: inout PanelContext) {
        switch self {
        case .textStyle(let style):
            context.textStyle = style
            if !style.isWithinLimits { context.reportTextStyleOutOfRange(style) }
        case .foreground(let color): context.foreground = color
        case .foregroundName(let name): context.foregroundName = name
        case .lineLimit(let limit): context.lineLimit = limit
        case .truncation(let mode): context.truncation = mode
        case .textDirection(let direction): context.textDirection = direction
        case .truncationIntended(let intended): context.truncationIntended = intended
        case .lineAlignment(let alignment): context.lineAlignment = alignment
        case .pictureMode(let mode): context.pictureMode = mode
        case .pictureCorners(let corners): context.pictureCorners = corners
        case .layoutDirection(let direction): context.layoutDirection = direction
        case .other(let modify): modify(&context)
        }
    }

    /// Applies this change to `context`; returns what restores it (`restore(_:to:)`).
    package func save(applyingTo context: inout PanelContext) -> Saved {
        let saved: Saved
        switch self {
        case .textStyle: saved = .textStyle(context.textStyle)
        case .foreground, .foregroundName: saved = .foreground(context.foregroundState)
        case .lineLimit: saved = .lineLimit(context.lineLimit)
        case .truncation: saved = .truncation(context.truncation)
        case .textDirection: saved = .textDirection(context.textDirection)
        case .truncationIntended: saved = .truncationIntended(context.truncationIntended)
        case .lineAlignment: saved = .lineAlignment(context.lineAlignment)
        case .pictureMode: saved = .pictureMode(context.pictureMode)
        case .pictureCorners: saved = .pictureCorners(context.pictureCorners)
        case .layoutDirection: saved = .layoutDirection(context.layoutDirection)
        case .other: saved = .whole(context)
        }
        apply(to: &context)
        return saved
    }

    /// Puts back into `context` what `save(applyingTo:)` saved.
    package static func restore(_ saved: Saved, to context: inout PanelContext) {
        switch saved {
        case .textStyle(let style): context.textStyle = style
        case .foreground(let state): context.foregroundState = state
        case .lineLimit(let limit): context.lineLimit = limit
        case .truncation(let mode): context.truncation = mode
        case .textDirection(let direction): context.textDirection = direction
        case .truncationIntended(let intended): context.truncationIntended = intended
        case .lineAlignment(let alignment): context.lineAlignment = alignment
        case .pictureMode(let mode): context.pictureMode = mode
        case .pictureCorners(let corners): context.pictureCorners = corners
        case .layoutDirection(let direction): context.layoutDirection = direction
        case .whole(let whole): context = whole
        }
    }
}
