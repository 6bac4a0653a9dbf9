/// Caption modifiers for any panel: they set the context of the subtree, so they
/// work in any order, before or after `.frame`, `.padding` or `.textStyle`, and the
/// innermost value wins (`Column { Caption(a); Caption(b).lineLimit(1) }.lineLimit(2)`
/// gives `a` two lines and `b` one). A `Caption`'s own methods of the same names are
/// the innermost of all.
extension Panel {
    /// At most `limit` lines for the captions inside (nil: no limit); text that does
    /// not fit ends with "…". Limits below 1 count as 1.
    @inlinable
    public consuming func lineLimit(_ limit: Int?) -> _ContextModified<Self> {
        _ContextModified(content: self, change: .lineLimit(limit.map { max(1, $0) }))
    }

    /// Where the captions inside that do not fit their line limit are cut.
    @inlinable
    public consuming func truncation(_ mode: TruncationMode) -> _ContextModified<Self> {
        _ContextModified(content: self, change: .truncation(mode))
    }

    /// The base direction of the captions' paragraphs inside: `.auto` (the default)
    /// takes it from each paragraph's first strong character; the layout direction
    /// still decides alignment and mirroring.
    @inlinable
    public consuming func textDirection(_ direction: TextDirection) -> _ContextModified<Self> {
        _ContextModified(content: self, change: .textDirection(direction))
    }

    /// Says that the captions inside may be truncated on purpose (a long venue name
    /// in a one-line slot, say): previews (`panels preview`, `--strict`) do not mark
    /// them as truncated. Layout and drawing are unchanged.
    @inlinable
    public consuming func truncationIntended(_ intended: Bool = true) -> _ContextModified<Self> {
        _ContextModified(content: self, change: .truncationIntended(intended))
    }

    /// Alignment of the lines of multi-line captions inside, within their frames.
    @inlinable
    public consuming func lineAlignment(_ alignment: HorizontalAlignment) -> _ContextModified<Self> {
        _ContextModified(content: self, change: .lineAlignment(alignment))
    }
}
