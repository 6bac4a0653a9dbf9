/// Text: one line or several, wrapped to the proposed width.
///
/// Style, color, line limit, truncation and line alignment come from the context:
/// `.textStyle(_:)`, `.foreground(_:)`, `.lineLimit(_:)`, `.truncation(_:)` and
/// `.lineAlignment(_:)` set them on any panel, in any order, for every caption
/// inside, and the innermost value wins. `lineLimit(_:)` caps the number of lines;
/// text that does not fit ends with an ellipsis.
///
/// Contract: the caption's own `lineLimit(_:)`, `truncation(_:)`, `lineAlignment(_:)`,
/// `textStyle(_:)`, `foreground(_:)` and `foreground(named:)` (called directly on a
/// `Caption`) are the innermost of all and override the context; called twice, the
/// first (inner) call wins, as it would through the context. The result is the same
/// as the modifier on any panel: the same text, style and color, the same reports (a
/// style out of range, a missing color name, an overridden one's included, in their
/// order) and the same identity (`textStyle` and `foreground` count the levels the
/// context modifiers they stand for would add). They only save the context change a
/// modifier makes.
public struct Caption: PrimitivePanel {
    @usableFromInline package var text: String
    /// Set by the caption's own modifiers; nil: the context's. (`.some(nil)` is an
    /// explicit "no limit".)
    @usableFromInline package var ownLineLimit: Int??
    @usableFromInline package var ownAlignment: HorizontalAlignment?
    @usableFromInline package var ownTruncation: TruncationMode?
    @usableFromInline package var ownDirection: TextDirection?
    @usableFromInline package var ownTruncationIntended: Bool?
    @usableFromInline package var localization: CaptionLocalization?
    /// Set by the caption's own `textStyle(_:)`; nil: the context's.
    @usableFromInline package var ownStyle: TextStyle?
    /// Set by the caption's own `foreground(_:)` or `foreground(named:)`; nil: the
    /// context's.
    @usableFromInline package var ownForeground: OwnForeground?
    /// The levels of context modifiers the own modifiers stand for: `textStyle` and
    /// `foreground`, and any own modifier after one of them (on a panel, they were
    /// wrappers), so the caption's identity is the one those wrappers gave.
    @usableFromInline package var levels: UInt32 = 0
    /// Whether the own style was set before the own color (it is the inner of the
    /// two: the context modifiers applied the color first).
    @usableFromInline package var styleIsInner = false
    /// Once a style or color is set twice (the outer call loses), every style and
    /// color change in the order made, innermost first: applied to the context as the
    /// context modifiers were, so what each reports is reported in their order. Nil
    /// almost always.
    @usableFromInline package var chain: [ContextChange]?

    /// A caption's own foreground: a color, or a named color resolved where the
    /// caption resolves.
    @usableFromInline package enum OwnForeground {
        case color(RGBA)
        case named(String)

        @usableFromInline var change: ContextChange {
            switch self {
            case .color(let color): .foreground(color)
            case .named(let name): .foregroundName(name)
            }
        }
    }

    /// A caption showing `text` as written (not looked up in a string table); style, color and
    /// line limit come from the context.
    @inlinable @inline(__always)
    public init(_ text: String) {
        self.text = text
    }

    /// At most `limit` lines (nil: no limit).
    @inlinable @inline(__always)
    public consuming func lineLimit(_ limit: Int?) -> Caption {
        countLevel()
        if ownLineLimit == nil { ownLineLimit = .some(limit.map { max(1, $0) }) }
        return consume self
    }

    /// Alignment of the lines of a multi-line caption inside its frame.
    @inlinable @inline(__always)
    public consuming func lineAlignment(_ alignment: HorizontalAlignment) -> Caption {
        countLevel()
        if ownAlignment == nil { ownAlignment = alignment }
        return consume self
    }

    /// Where text that does not fit its line limit is cut and marked with "…".
    @inlinable @inline(__always)
    public consuming func truncation(_ mode: TruncationMode) -> Caption {
        countLevel()
        if ownTruncation == nil { ownTruncation = mode }
        return consume self
    }

    /// The base direction of the caption's paragraphs (`TextDirection`).
    @inlinable @inline(__always)
    public consuming func textDirection(_ direction: TextDirection) -> Caption {
        countLevel()
        if ownDirection == nil { ownDirection = direction }
        return consume self
    }

    /// Truncating this caption is intended: previews do not mark it.
    @inlinable @inline(__always)
    public consuming func truncationIntended(_ intended: Bool = true) -> Caption {
        countLevel()
        if ownTruncationIntended == nil { ownTruncationIntended = intended }
        return consume self
    }

    /// The text style of this caption, whatever the context's (innermost wins: a
    /// second call is outer). A size or line height outside `GeometryLimits` is
    /// reported where the caption resolves.
    @inlinable @inline(__always)
    public consuming func textStyle(_ style: consuming TextStyle) -> Caption {
        levels &+= 1
        if chain == nil, ownStyle == nil {
            ownStyle = consume style
            styleIsInner = ownForeground == nil
        } else {
            extendChain(.textStyle(style))
        }
        return consume self
    }

    /// The color of this caption, whatever the context's.
    @inlinable @inline(__always)
    public consuming func foreground(_ color: RGBA) -> Caption {
        setForeground(.color(color))
        return consume self
    }

    /// This caption in the named color, resolved for the appearance in force (a
    /// missing name draws magenta and is reported).
    @inlinable @inline(__always)
    public consuming func foreground(named name: String) -> Caption {
        setForeground(.named(name))
        return consume self
    }

    @usableFromInline
    mutating func setForeground(_ foreground: consuming OwnForeground) {
        levels &+= 1
        if chain == nil, ownForeground == nil {
            // Moved in (copied, the name was retained here and released by the caller).
            ownForeground = consume foreground
        } else {
            extendChain(foreground.change)
        }
    }

    /// A style or color set again: from now on every such change is kept in `chain`,
    /// in the order made (the own ones first, in theirs).
    @usableFromInline
    mutating func extendChain(_ change: ContextChange) {
        if chain == nil {
            let style = ownStyle.map { ContextChange.textStyle($0) }
            let color = ownForeground.map(\.change)
            chain = (styleIsInner ? [style, color] : [color, style]).compactMap { $0 }
        }
        chain?.append(change)
    }

    /// An own modifier after a `textStyle` or `foreground` stood for one more wrapper.
    @usableFromInline
    mutating func countLevel() {
        if levels > 0 { levels &+= 1 }
    }

    public static func _resolve(_ panel: Caption, into builder: inout NodeBuilder) {
        guard panel.levels > 0 else {
            make(panel, style: builder.context.scaledTextStyle, color: builder.context.foreground, into: &builder)
            return
        }
        // Entered at the levels the context modifiers its own ones stand for would add.
        guard let saved = builder.enter(levels: Int(panel.levels)) else { return }
        let (style, color, restores) = ownStyleAndColor(panel, &builder)
        make(panel, style: style, color: color, into: &builder)
        if let restores { builder.restoreContext(restores) }
        builder.leave(levels: Int(panel.levels), restoring: saved)
    }

    /// The style and color of a caption with its own: resolved as the context
    /// modifiers its own ones stand for resolved them, in their order (outermost
    /// first); with a chain, applied to the context (and what puts it back).
    @inline(never)
    private static func ownStyleAndColor(
        _ panel: Caption, _ builder: inout NodeBuilder
    ) -> (TextStyle, RGBA, [ContextChange.Saved]?) {
        if let chain = panel.chain {
            let restores = builder.changeContext(chain.reversed())
            return (builder.context.scaledTextStyle, builder.context.foreground, restores)
        }
        var color = builder.context.foreground
        if panel.styleIsInner { color = ownColor(panel, &builder) }
        var style: TextStyle
        if let own = panel.ownStyle {
            if !own.isWithinLimits { builder.context.reportTextStyleOutOfRange(own) }
            style = own
            builder.context.textSize.scale(&style)
        } else {
            style = builder.context.scaledTextStyle
        }
        if !panel.styleIsInner { color = ownColor(panel, &builder) }
        return (style, color, nil)
    }

    @inline(__always)
    private static func ownColor(_ panel: Caption, _ builder: inout NodeBuilder) -> RGBA {
        switch panel.ownForeground {
        case nil: builder.context.foreground
        case .color(let own): own
        case .named(let name): builder.foregroundColor(named: name)
        }
    }

    /// The caption's node in `style` and `color`, the rest from its own settings or
    /// the context's.
    @inline(__always)
    private static func make(
        _ panel: Caption, style: consuming TextStyle, color: RGBA, into builder: inout NodeBuilder
    ) {
        builder.leaf(
            .caption(
                CaptionContent(
                    text: panel.localization?.text(in: builder.context) ?? panel.text,
                    style: style,
                    color: color, lineLimit: panel.ownLineLimit ?? builder.context.lineLimit,
                    alignment: panel.ownAlignment ?? builder.context.lineAlignment,
                    truncation: panel.ownTruncation ?? builder.context.truncation,
                    direction: panel.ownDirection ?? builder.context.textDirection,
                    truncationIntended: panel.ownTruncationIntended ?? builder.context.truncationIntended)))
    }
}
