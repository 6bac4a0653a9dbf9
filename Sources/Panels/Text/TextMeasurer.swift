/// Sets text for layout: breaks it into lines at a width and measures them.
///
/// Injected into layout so the core stays free of font libraries; the SDL backend
/// supplies one backed by SDL2_ttf with the bundled fonts.
///
/// Contract: pure and deterministic for the same arguments (implementations cache);
/// `maxWidth` nil or infinite means no wrapping; `lineLimit` nil means no limit; when
/// the text does not fit in `lineLimit` lines, or a single word is wider than
/// `maxWidth`, the last visible line ends with "…" and the layout reports truncation.
/// Widths are in points. Safe to call from any thread.
public protocol TextMeasurer: Sendable {
    func layout(_ text: String, style: TextStyle, maxWidth: Double?, lineLimit: Int?) -> TextLayout
}
