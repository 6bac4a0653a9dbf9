/// The lines an `EntryArea` draws: its text (with any marked text in place at the
/// caret) cut into paragraphs at its line breaks and each paragraph wrapped to the
/// text area's width, each line with its caret stops, and how far the lines are
/// scrolled.
///
/// Contract: positions count the shown string's grapheme clusters (`textIndex(_:)`
/// maps one back to the editor's text, as `EntryLine` does). A paragraph is shaped
/// once as one line; it is cut at the last space before the cluster that would pass
/// the width (inside a word only when the word alone is wider), measuring the
/// clusters' advances in logical order, so right-to-left and mixed text wrap too;
/// each line that is not the whole paragraph and holds a right-to-left run is then
/// shaped on its own for its caret stops (its visual order); a left-to-right line
/// takes its stops from the paragraph's. A line's `originX` puts it at the area's left
/// (left to right) or right (right to left) by its clusters other than the spaces
/// that end it: those hang past the edge. Setting the lines is linear in the text's length (each cluster is shaped at
/// most twice); only the lines in view are measured for drawing. The lines of a
/// paragraph are kept by its text and taken again while the width, direction and
/// text style stay the same, so an edit sets again only the paragraph it changed.
///
/// A position at a soft line break is drawn at the start of the next line; the
/// position before a line break at the end of its line. `visibleLines` is the number
/// of lines, held to the area's range; `scrollY` is as little scrolled from the last
/// value as keeps the caret's line in view.
struct EntryAreaLayout: Equatable {
    struct Line: Equatable {
        /// The line's first cluster and the end of its clusters (before any line break).
        var start: Int
        var end: Int
        /// Whether the line ends at a line break or the text's end (not a soft wrap).
        var endsParagraph: Bool
        var stops: CaretStops
        var originX: Double
        var text: String
    }

    var lines: [Line] = [
        Line(
            start: 0, end: 0, endsParagraph: true, stops: CaretStops(clusters: [], width: 0, rightToLeft: false),
            originX: 0, text: "")
    ]
    var lineHeight = EntryLine.minimumHeight
    var visibleLines = 1
    var scrollY = 0.0
    /// The caret, selection and marked text in the shown string.
    var caret = 0
    var selection: Range<Int> = 0 ..< 0
    var marked: Range<Int> = 0 ..< 0
    var work = EntryEditor.Work()
    /// What the lines were set from: the editor's text and marked text, the context,
    /// the width and the range (so a key that arrives before the next frame can set
    /// them again for the text it acts on).
    var source: (text: String, marked: String, context: PanelContext, areaWidth: Double, range: ClosedRange<Int>)?

    /// What a paragraph's lines depend on besides its text.
    struct Setting: Equatable {
        var width: Double
        var rightToLeft: Bool
        var style: TextStyle
        var textDirection: TextDirection
        var measurer: String
    }

    /// The lines of each paragraph of the text, by the paragraph's text (starts from
    /// the paragraph's own), set in `setting`: the next layout takes them again for
    /// the paragraphs an edit did not touch.
    var paragraphs: [String: [Line]] = [:]
    var setting: Setting?

    static func == (a: EntryAreaLayout, b: EntryAreaLayout) -> Bool {
        a.lines == b.lines && a.lineHeight == b.lineHeight && a.visibleLines == b.visibleLines
            && a.scrollY == b.scrollY && a.caret == b.caret && a.selection == b.selection && a.marked == b.marked
    }

    init() {}

    /// These lines, or when `editor`'s text changed since they were set, lines set
    /// again for it in the same context and width.
    func current(for editor: EntryEditor) -> EntryAreaLayout {
        guard let source, source.text != editor.text || source.marked != editor.marked else {
            var layout = self
            if editor.marked.isEmpty {
                layout.caret = editor.caret
                layout.selection = editor.selection
            }
            return layout
        }
        return EntryAreaLayout(
            editor, context: source.context, areaWidth: source.areaWidth, range: source.range, previous: self)
    }

    /// The lines of `editor` in `context`, wrapped to `areaWidth` (0: not laid out yet,
    /// no wrapping), `range` lines tall, scrolled from `previous`.
    init(
        _ editor: EntryEditor, context: PanelContext, areaWidth: Double, range: ClosedRange<Int>,
        previous: EntryAreaLayout
    ) {
        source = (editor.text, editor.marked, context, areaWidth, range)
        var shown = editor.text
        caret = editor.caret
        selection = editor.selection
        if !editor.marked.isEmpty && !editor.hasSelection {
            var steps = 0
            let split = editor.index(editor.offset(of: editor.caret, steps: &steps))
            let before = String(editor.text[..<split])
            shown = before + editor.marked + editor.text[split...]
            let beforeCount = editor.caret
            caret = beforeCount + (shown.count - editor.count)
            marked = min(beforeCount, caret) ..< caret
            work.clusterSteps += steps + shown.count
        }
        let rightToLeft = context.layoutDirection == .rightToLeft
        let width = areaWidth.isFinite ? max(0, areaWidth) : 0
        let setting = Setting(
            width: width, rightToLeft: rightToLeft, style: context.scaledTextStyle,
            textDirection: context.textDirection,
            measurer: context.textMeasurer.map { String(describing: type(of: $0)) } ?? "")
        self.setting = setting
        let reusable = previous.setting == setting ? previous.paragraphs : [:]
        lines = []
        var paragraphStart = 0
        var paragraph = ""
        var position = 0
        for character in shown {
            if character == "\n" {
                appendParagraph(
                    paragraph, at: paragraphStart, width: width, rightToLeft: rightToLeft, context: context,
                    reusing: reusable)
                paragraph = ""
                paragraphStart = position + 1
            } else {
                paragraph.append(character)
            }
            position += 1
        }
        appendParagraph(
            paragraph, at: paragraphStart, width: width, rightToLeft: rightToLeft, context: context,
            reusing: reusable)
        let measured = context.textMeasurer?.layout("Ag", style: context.scaledTextStyle, maxWidth: nil, lineLimit: 1)
        lineHeight = max(EntryLine.minimumHeight, (measured?.lineHeight ?? 0).rounded(.up))
        let lower = max(1, range.lowerBound)
        visibleLines = min(max(lines.count, lower), max(lower, range.upperBound))
        // Scroll as little as keeps the caret's line in view.
        let visibleHeight = Double(visibleLines) * lineHeight
        let maxScroll = max(0, Double(lines.count) * lineHeight - visibleHeight)
        var y = min(max(previous.scrollY.isFinite ? previous.scrollY : 0, 0), maxScroll)
        let top = Double(line(of: caret)) * lineHeight
        if top < y { y = top }
        if top + lineHeight > y + visibleHeight { y = top + lineHeight - visibleHeight }
        scrollY = min(max(y, 0), maxScroll)
    }

    /// Cuts `paragraph` (starting at cluster `start` of the shown text) into lines, or
    /// takes its lines from `reusable` (set in the same setting).
    private mutating func appendParagraph(
        _ paragraph: String, at start: Int, width: Double, rightToLeft: Bool, context: PanelContext,
        reusing reusable: [String: [Line]]
    ) {
        if let known = reusable[paragraph] ?? paragraphs[paragraph] {
            paragraphs[paragraph] = known
            for var line in known {
                line.start += start
                line.end += start
                lines.append(line)
            }
            return
        }
        let first = lines.count
        defer {
            paragraphs[paragraph] = lines[first...].map { line in
                var own = line
                own.start -= start
                own.end -= start
                return own
            }
        }
        var measured = 0
        let stops = context.caretStops(paragraph, measurer: context.textMeasurer, measuredBytes: &measured)
        let count = stops.clusters.count
        // Spaces that end a line hang past the edge the line is aligned to: the line
        // stands by the clusters before them.
        func place(_ lineStops: CaretStops, _ text: String) -> Double {
            let trailing = text.reversed().prefix { $0.isWhitespace }.count
            let ink = lineStops.clusters.dropLast(trailing)
            guard let inkMin = ink.map(\.minX).min(), let inkMax = ink.map(\.maxX).max() else {
                return rightToLeft && width > 0 ? width - lineStops.width : 0
            }
            return rightToLeft && width > 0 ? width - inkMax : -inkMin
        }
        guard width > 0, stops.width > width, count > 1 else {
            lines.append(
                Line(
                    start: start, end: start + count, endsParagraph: true, stops: stops,
                    originX: place(stops, paragraph),
                    text: paragraph))
            work.measuredBytes += measured
            return
        }
        let characters = Array(paragraph)
        var cuts: [Int] = []
        var lineStart = 0
        var lineWidth = 0.0
        var lastBreak = -1
        for i in 0 ..< count {
            let advance = max(0, stops.clusters[i].maxX - stops.clusters[i].minX)
            let isSpace = i < characters.count && characters[i].isWhitespace
            if !isSpace && i > lineStart && lineWidth + advance > width {
                let cut = lastBreak > lineStart ? lastBreak : i
                cuts.append(cut)
                lineWidth = 0
                for k in cut ..< i { lineWidth += max(0, stops.clusters[k].maxX - stops.clusters[k].minX) }
                lineStart = cut
                lastBreak = -1
            }
            lineWidth += advance
            if isSpace { lastBreak = i + 1 }
        }
        var from = 0
        for (k, to) in (cuts + [count]).enumerated() {
            let text = String(characters[from ..< to])
            let lineStops: CaretStops
            if let sliced = EntryAreaLayout.slice(stops, from ..< to) {
                lineStops = sliced
            } else {
                lineStops = context.caretStops(text, measurer: context.textMeasurer, measuredBytes: &measured)
            }
            lines.append(
                Line(
                    start: start + from, end: start + to, endsParagraph: k == cuts.count, stops: lineStops,
                    originX: place(lineStops, text), text: text))
            from = to
        }
        work.measuredBytes += measured
    }

    /// The stops of clusters `range` of a paragraph's `stops` as a line of their own,
    /// when every cluster in it runs left to right and stands after the one before
    /// (shaping the line again would give the same stops, moved); nil otherwise (a
    /// right-to-left run: the line is shaped on its own for its visual order).
    static func slice(_ stops: CaretStops, _ range: Range<Int>) -> CaretStops? {
        guard let first = range.first else { return nil }
        let left = stops.clusters[first].minX
        var clusters: [CaretStops.Cluster] = []
        clusters.reserveCapacity(range.count)
        var previous = left
        for i in range {
            let cluster = stops.clusters[i]
            guard !cluster.rightToLeft, cluster.minX >= previous - 0.001 else { return nil }
            previous = cluster.maxX
            clusters.append(
                CaretStops.Cluster(minX: cluster.minX - left, maxX: cluster.maxX - left, rightToLeft: false))
        }
        return CaretStops(clusters: clusters, width: previous - left, rightToLeft: stops.rightToLeft)
    }

    /// The line position `position` is drawn on (binary search).
    func line(of position: Int) -> Int {
        var low = 0
        var high = lines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].start <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The x of `position` from the text area's left, on its line.
    func caretX(_ position: Int) -> Double {
        let line = lines[line(of: position)]
        return line.originX + line.stops.caretX(position - line.start)
    }

    /// The position nearest to `x` on line `index` (clamped): a soft-wrapped line's
    /// end is before its last cluster, so the caret stays on the line.
    func position(onLine index: Int, x: Double) -> Int {
        let line = lines[min(max(index, 0), lines.count - 1)]
        var position = line.start + line.stops.index(atX: x - line.originX)
        if position >= line.end && !line.endsParagraph && line.end > line.start { position = line.end - 1 }
        return position
    }

    /// The position under `point` (relative to the text area's top left, unscrolled).
    func position(at point: Point) -> Int {
        guard point.y.isFinite, point.x.isFinite else { return caret }
        let index = Int(((point.y + scrollY) / lineHeight).rounded(.down).clamped(to: -1 ... Double(lines.count)))
        // Above the first line or below the last (the field's insets, its enlarged
        // target): that line.
        return position(onLine: min(max(index, 0), lines.count - 1), x: point.x)
    }

    /// The editor's text position for position `index` of the shown text.
    func textIndex(_ index: Int) -> Int {
        guard !marked.isEmpty else { return index }
        if index <= marked.lowerBound { return index }
        if index >= marked.upperBound { return index - marked.count }
        return marked.lowerBound
    }

    /// The caret's rectangle relative to the text area's top left (scrolled).
    var caretRect: Rect {
        let index = line(of: caret)
        return Rect(
            x: caretX(caret) - 1, y: Double(index) * lineHeight - scrollY + 1, width: 2, height: lineHeight - 2)
    }

    /// The indices of the lines in view.
    var linesInView: Range<Int> {
        let first = max(0, Int((scrollY / lineHeight).rounded(.down)))
        let last = min(lines.count, Int(((scrollY + Double(visibleLines) * lineHeight) / lineHeight).rounded(.up)))
        return first ..< max(first, last)
    }
}

extension Double {
    fileprivate func clamped(to range: ClosedRange<Double>) -> Double {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
