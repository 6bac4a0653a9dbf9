/// Sets text for layout: breaks it into lines at a width and measures them.
///
/// Injected into layout so the core stays free of font libraries; the SDL backend
/// supplies one backed by SDL2_ttf with the bundled fonts and libunibreak.
///
/// Contract: pure and deterministic for the same arguments (implementations cache);
/// `maxWidth` nil or infinite means no wrapping (only explicit newlines break);
/// otherwise lines break at UAX #14 line-break opportunities, and a word wider than
/// `maxWidth` breaks between characters. `lineLimit` nil means no limit; text that
/// needs more lines is cut on the last visible line as `truncation` says, with "…",
/// and the layout reports `isTruncated` and how many characters are hidden.
/// Text whose unwrapped layout (`maxWidth` nil) is not truncated and whose lines are
/// each no wider than a width `w` is laid out the same at `w`: layout reuses the
/// unwrapped layout there without asking again. Widths are in points. Safe to call
/// from any thread.
public protocol TextMeasurer: Sendable {
    /// Sets `text` in `style`, wrapping at `maxWidth` points (nil or infinite: only at
    /// newlines) and cutting at the tail after `lineLimit` lines (nil: no limit).
    func layout(_ text: String, style: TextStyle, maxWidth: Double?, lineLimit: Int?) -> TextLayout

    /// As `layout(_:style:maxWidth:lineLimit:)`, cutting at the head, middle or tail.
    /// The default ignores `truncation` (tail).
    func layout(
        _ text: String, style: TextStyle, maxWidth: Double?, lineLimit: Int?,
        truncation: TruncationMode
    ) -> TextLayout
}

extension TextMeasurer {
    public func layout(
        _ text: String, style: TextStyle, maxWidth: Double?, lineLimit: Int?,
        truncation: TruncationMode
    ) -> TextLayout {
        layout(text, style: style, maxWidth: maxWidth, lineLimit: lineLimit)
    }
}
