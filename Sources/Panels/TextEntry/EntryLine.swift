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
///
/// A text of more than `windowLength` clusters is shown through a window of that
/// many clusters around the caret (`windowStart` is its first cluster in the text):
/// only the window is shaped, measured and drawn, so a keystroke costs the same in a
/// long text as in a short one. The window stays put while the caret keeps
/// `windowMargin` clusters from its edges (so the line does not move under the
/// caret), and is centered on the caret again when it comes nearer; the scroll is
/// carried over from the last window where the two overlap.
struct EntryLine: Equatable {
    /// Clusters shaped at most (texts up to this length are shown whole).
    static let windowLength = 1024
    static let windowMargin = 256
    /// The text's first cluster the line shows (0 unless windowed).
    var windowStart = 0
    /// Whether the line shows a window of a longer text.
    var windowed = false
    /// Work done setting the line (bytes shaped or measured, clusters stepped).
    var work = EntryEditor.Work()
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
    /// The line's height at the standard text size; larger text sizes make it taller.
    static let minimumHeight = 22.0
    /// The line's height: room for one line of the context's text style at its text
    /// size (`PanelContext.textSize`), at least `minimumHeight`.
    var height = EntryLine.minimumHeight

    init() {}

    /// The line for `editor` in `context` (measured with its text measurer), scrolled
    /// from `previous` (what was drawn last) to keep the caret inside `areaWidth` (0:
    /// not laid out yet).
    init(_ editor: EntryEditor, context: PanelContext, areaWidth: Double, previous: EntryLine) {
        // The clusters shown: all of them, or a window around the caret.
        var start = 0
        var text = editor.text
        var caretInWindow = editor.caret
        var selectionStart = editor.selection.lowerBound
        var selectionEnd = editor.selection.upperBound
        if editor.count > EntryLine.windowLength {
            windowed = true
            let length = EntryLine.windowLength
            let margin = EntryLine.windowMargin
            start = previous.windowed ? previous.windowStart : -1
            if start < 0 || editor.caret - start < margin || start + length - editor.caret < margin
                || start + length > editor.count
            {
                start = max(0, min(editor.caret - length / 2, editor.count - length))
            }
            var steps = 0
            let lower = editor.offset(of: start, steps: &steps)
            let upper = editor.offset(of: start + length, near: (start, lower), steps: &steps)
            work.clusterSteps += steps
            text = String(editor.text.utf8[editor.index(lower) ..< editor.index(upper)])!
            caretInWindow = editor.caret - start
            selectionStart = min(max(selectionStart - start, 0), length)
            selectionEnd = min(max(selectionEnd - start, 0), length)
        }
        windowStart = start
        var caretIndex = caretInWindow
        if editor.marked.isEmpty || editor.hasSelection {
            shown = text
            selection = selectionStart ..< selectionEnd
        } else {
            let split = text.index(text.startIndex, offsetBy: caretInWindow)
            let before = String(text[..<split]) + editor.marked
            shown = before + text[split...]
            // Counted as they cluster now (a combining mark joins the letter before it).
            let start = min(String(text[..<split]).count, shown.count)
            caretIndex = min(before.count, shown.count)
            marked = min(start, caretIndex) ..< caretIndex
            work.clusterSteps += caretInWindow
        }
        caret = caretIndex
        var measured = 0
        stops = context.caretStops(shown, measurer: context.textMeasurer, measuredBytes: &measured)
        let layout = context.textMeasurer?.layout(
            shown, style: context.scaledTextStyle, maxWidth: nil, lineLimit: 1)
        measured += context.textMeasurer == nil ? 0 : shown.utf8.count
        work.measuredBytes += measured
        captionWidth = max(stops.width, layout?.lines.map(\.width).max() ?? 0)
        height = max(EntryLine.minimumHeight, (layout?.lineHeight ?? 0).rounded(.up))
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
        // The last scroll, in this line's coordinates: a window that moved takes it
        // from where the two windows overlap.
        var previousOrigin = previous.originX
        if windowed && previous.windowed && previous.windowStart != start {
            let shift = start - previous.windowStart
            if shift > 0 && shift < previous.stops.clusters.count {
                previousOrigin += previous.stops.caretX(shift)
            } else if shift < 0 && -shift < stops.clusters.count {
                previousOrigin -= stops.caretX(-shift)
            } else {
                previousOrigin = 0
            }
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
        guard !marked.isEmpty else { return windowStart + index }
        if index <= marked.lowerBound { return windowStart + index }
        if index >= marked.upperBound { return windowStart + index - marked.count }
        return windowStart + marked.lowerBound
    }

    /// The caret's rectangle relative to the field's frame.
    var caretFrame: Rect {
        Rect(
            x: EntryLine.insetX + originX + stops.caretX(caret) - 1, y: EntryLine.insetY + 1,
            width: 2, height: height - 2)
    }
}
