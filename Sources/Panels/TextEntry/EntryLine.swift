/// The one line an `EntryField` draws: the text with any marked (composing) text in
/// place at the caret, shaped as one string (so an input method's Arabic joins the
/// letters around it), its caret stops, and how far it is scrolled.
///
/// Contract: positions in `stops` count the shown string's grapheme clusters;
/// `textIndex(_:)` maps one back to the editor's text (a stop inside the marked text
/// maps to where it is inserted). `originX` is the x of the line's left edge from
/// the left of the text area: 0 (left to right) or the area's width minus the line's
/// (right to left) while the line fits; otherwise between them, as little scrolled
/// from the last `originX` as keeps the caret in view.
struct EntryLine: Equatable {
    var shown = ""
    var stops = CaretStops(clusters: [], width: 0, rightToLeft: false)
    /// The caret's stop in `shown`.
    var caret = 0
    /// The selection in `shown` (empty: none).
    var selection: Range<Int> = 0 ..< 0
    /// The marked text in `shown` (empty: none).
    var marked: Range<Int> = 0 ..< 0
    var originX = 0.0
    /// The shown text's width as layout measures it (the caption is given it, so it
    /// is never cut; it can differ a little from the shaped width of `stops`).
    var captionWidth = 0.0

    /// The text area's inset inside the field (its padding).
    static let insetX = 12.0
    static let insetY = 9.0
    /// How far the text area's clip reaches past its edges (the caret's half width).
    static let caretRoom = 2.0
    static let height = 22.0

    init() {}

    /// The line for `editor` in `context` (measured with its text measurer), scrolled
    /// from `previousOrigin` to keep the caret inside `areaWidth` (0: not laid out yet).
    init(_ editor: EntryEditor, context: PanelContext, areaWidth: Double, previousOrigin: Double) {
        let text = editor.text
        var caretIndex = editor.caret
        if editor.marked.isEmpty || editor.hasSelection {
            shown = text
            selection = editor.selection
        } else {
            let split = text.index(text.startIndex, offsetBy: editor.caret)
            let before = String(text[..<split]) + editor.marked
            shown = before + text[split...]
            // Counted as they cluster now (a combining mark joins the letter before it).
            let start = min(String(text[..<split]).count, shown.count)
            caretIndex = min(before.count, shown.count)
            marked = min(start, caretIndex) ..< caretIndex
        }
        caret = caretIndex
        stops = context.caretStops(shown, measurer: context.textMeasurer)
        let measured = context.textMeasurer?.layout(shown, style: context.textStyle, maxWidth: nil, lineLimit: 1)
        captionWidth = max(stops.width, measured?.lines.map(\.width).max() ?? 0)
        let rightToLeft = context.layoutDirection == .rightToLeft
        let width = stops.width
        guard areaWidth > 0 else {
            originX = rightToLeft ? -width : 0
            return
        }
        if width <= areaWidth {
            originX = rightToLeft ? areaWidth - width : 0
            return
        }
        // Longer than the area: keep the caret inside it, moving as little as possible
        // (the area's clip leaves room for the caret's width at both edges).
        let lowest = areaWidth - width
        var origin = min(max(previousOrigin, lowest), 0)
        let caretX = stops.caretX(caretIndex)
        if origin + caretX < 0 { origin = -caretX }
        if origin + caretX > areaWidth { origin = areaWidth - caretX }
        originX = min(max(origin, lowest), 0)
    }

    /// The editor's text position for stop `index` of the shown line.
    func textIndex(_ index: Int) -> Int {
        guard !marked.isEmpty else { return index }
        if index <= marked.lowerBound { return index }
        if index >= marked.upperBound { return index - marked.count }
        return marked.lowerBound
    }

    /// The caret's rectangle relative to the field's frame.
    var caretFrame: Rect {
        Rect(
            x: EntryLine.insetX + originX + stops.caretX(caret) - 1, y: EntryLine.insetY + 1,
            width: 2, height: EntryLine.height - 2)
    }
}
