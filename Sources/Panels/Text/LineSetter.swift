/// Breaks text into lines at given break opportunities, caps them at a line limit
/// and truncates with an ellipsis: the font-independent half of a `TextMeasurer`.
///
/// A measurer supplies the break opportunities (UAX #14, e.g. from libunibreak) and
/// a function giving the advance width of a string in its font; the setter does
/// the rest in pure Swift.
///
/// Contract:
/// - Lines break greedily: each line takes as many break-opportunity segments as fit
///   in `maxWidth` (trailing whitespace does not count and is not shown). A segment
///   wider than a whole line breaks between grapheme clusters. Mandatory breaks
///   (newlines) always end a line; text ending in a newline ends with an empty line.
/// - With more lines than `lineLimit`, the lines before the last visible one are
///   kept and the last visible line is cut as `truncation` says, with "…"
///   (`TruncationMode`). Nothing else is ever cut.
/// - Work is linear in the text's length (`Work` counts it): each break-opportunity
///   segment is found once, however often a long one is cut; no wrapping measures
///   nothing while breaking; a line gallops over its segments (probing 1, 2, 4, …
///   segments on, then bisecting) and a long unbreakable run is fitted by galloping
///   from the line's start (`largest`), so measuring follows what fits on the line,
///   not what follows it; lines past `lineLimit` are not set at all, and the
///   truncated line gallops too. Widths are taken to grow with a line's text (a
///   longer prefix is never narrower).
/// - With `paragraphDirection`, each line carries its paragraph's base direction
///   (asked once per paragraph, a paragraph ending at a newline); a truncated last
///   line takes the direction of the paragraph its kept text starts in. Truncation
///   always keeps the logical start of the text (the first characters read), in
///   either direction.
/// - `hiddenCharacters` counts the grapheme clusters of the text that no line shows,
///   whitespace not counted; it is 0 exactly when nothing is truncated.
package enum LineSetter {
    /// Whether a line may end after a grapheme cluster.
    package enum Opportunity: UInt8, Sendable {
        case none
        case allowed
        case mandatory
    }

    /// The result: lines (text without trailing whitespace, and width), and truncation.
    package struct Result: Sendable, Equatable {
        package var lines: [TextLayout.Line]
        package var isTruncated: Bool
        package var hiddenCharacters: Int
    }

    package static let ellipsis = "…"

    /// Segments longer than this many grapheme clusters are fitted by galloping.
    static let longSegment = 32

    /// The largest `k` in `start...end` for which `fits(k)` holds, `fits` being true up
    /// to some point and false after it (`fits(start)` is taken as true). Probes
    /// `start + 1, 2, 4, …` until one fails, then bisects: O(log(k − start)) calls,
    /// each on at most twice the answer, so the work follows what fits, not `end`.
    /// With a `hint` (the answer expected, e.g. the last line's length), `hint` and
    /// `hint + 1` are tried first: two calls when it is right, and the search goes on
    /// from there (bisecting below it, galloping above it) when it is not.
    static func largest(from start: Int, upTo end: Int, hint: Int? = nil, _ fits: (Int) -> Bool) -> Int {
        guard end > start else { return start }
        var good = start
        var bad = end + 1
        if let hint, hint > start, hint < end {
            if !fits(hint) {
                bad = hint
            } else if !fits(hint + 1) {
                return hint
            } else {
                good = hint + 1
            }
        }
        if bad > end {
            // Gallop up from `good`.
            var step = 1
            while true {
                let probe = min(good + step, end)
                if fits(probe) {
                    if probe == end { return end }
                    good = probe
                    step *= 2
                } else {
                    bad = probe
                    break
                }
            }
        }
        while bad - good > 1 {
            let mid = good + (bad - good) / 2
            if fits(mid) { good = mid } else { bad = mid }
        }
        return good
    }

    /// Units of work one `set` did, counted where the work is done (for tests and the
    /// bench: they expose the algorithm's cost where timings are noisy).
    package struct Work: Sendable, Equatable {
        /// Grapheme clusters visited: split into characters, scanned for break
        /// opportunities, trailing whitespace, paragraphs and hidden characters.
        package var scanned = 0
        /// Calls of the width function.
        package var measures = 0
        /// UTF-8 bytes given to the width function, all calls together.
        package var measuredBytes = 0

        package init() {}
    }

    /// Per-grapheme opportunities from a per-UTF-8-byte table in libunibreak's
    /// format (0 must break, 1 allow break, 2 no break, 3 inside a character: the
    /// entry of a character's last byte says whether a line may end after it).
    package static func opportunities(_ text: String, utf8Breaks: [Int8]) -> [Opportunity] {
        var work = Work()
        return opportunities(text, utf8Breaks: utf8Breaks, work: &work)
    }

    package static func opportunities(_ text: String, utf8Breaks: [Int8], work: inout Work) -> [Opportunity] {
        var result: [Opportunity] = []
        result.reserveCapacity(text.utf8.count)
        var end = 0
        for character in text {
            end += character.utf8.count
            let code = end - 1 < utf8Breaks.count ? utf8Breaks[end - 1] : 1
            result.append(code == 0 ? .mandatory : code == 1 ? .allowed : .none)
        }
        work.scanned += result.count
        return result
    }

    /// Sets `text` (with one opportunity per grapheme cluster) at `maxWidth`
    /// (`.infinity`: no wrapping), measuring strings with `width`.
    package static func set(
        _ text: String, opportunities: [Opportunity], maxWidth: Double,
        lineLimit: Int?, truncation: TruncationMode,
        paragraphDirection: ((Substring) -> LayoutDirection?)? = nil,
        width: (Substring) -> Double
    ) -> Result {
        var work = Work()
        return set(
            text, opportunities: opportunities, maxWidth: maxWidth, lineLimit: lineLimit, truncation: truncation,
            paragraphDirection: paragraphDirection, work: &work, width: width)
    }

    /// `set`, adding the work it does to `work`.
    package static func set(
        _ text: String, opportunities: [Opportunity], maxWidth: Double,
        lineLimit: Int?, truncation: TruncationMode,
        paragraphDirection: ((Substring) -> LayoutDirection?)? = nil,
        work: inout Work,
        width: (Substring) -> Double
    ) -> Result {
        let characters = Array(text)
        var starts: [String.Index] = []
        starts.reserveCapacity(characters.count + 1)
        var index = text.startIndex
        for _ in characters {
            starts.append(index)
            index = text.index(after: index)
        }
        starts.append(text.endIndex)
        let n = characters.count
        work.scanned += 2 * n
        let fits = maxWidth.isFinite ? maxWidth + 0.01 : .infinity
        var scanned = 0
        var measures = 0
        var measuredBytes = 0
        defer {
            work.scanned += scanned
            work.measures += measures
            work.measuredBytes += measuredBytes
        }

        /// End of [a, b) without trailing whitespace.
        func trimmedEnd(_ a: Int, _ b: Int) -> Int {
            var e = b
            while e > a && characters[e - 1].isWhitespace {
                e -= 1
                scanned += 1
            }
            return e
        }
        func measured(_ piece: Substring) -> Double {
            measures += 1
            measuredBytes += piece.utf8.count
            return width(piece)
        }
        func measure(_ a: Int, _ b: Int) -> Double {
            a < b ? measured(text[starts[a] ..< starts[b]]) : 0
        }
        func opportunity(_ g: Int) -> Opportunity {
            g < opportunities.count ? opportunities[g] : (characters[g].isNewline ? .mandatory : .none)
        }
        let limit = lineLimit.map { max(1, $0) }

        // 1. Break into lines (ranges of grapheme indices, whitespace included).
        //
        // Segments run from one break opportunity to the next (inclusive). Each is
        // found once: `segments` queues those found past the current line's start
        // (a line that ends early leaves them to the next), so no character is
        // scanned for opportunities twice, however a long segment is cut.
        struct Segment {
            var start: Int
            var end: Int
            var trimmed: Int  // end without trailing whitespace (which may reach back past `start`)
            var mandatory: Bool
        }
        var segments: [Segment] = []
        var head = 0  // the first segment of the current line
        var scannedTo = 0  // where the next segment starts
        var trimmedTo = 0  // the last segment's end without trailing whitespace
        /// The `i`th segment from the current line's (nil past the line's last one:
        /// after a mandatory break or the text's end).
        func segment(_ i: Int) -> Segment? {
            while segments.count - head <= i {
                if let last = segments.last, last.mandatory, segments.count > head { return nil }
                guard scannedTo < n else { return nil }
                let g = scannedTo
                var e = g
                while e < n - 1 && opportunity(e) == .none { e += 1 }
                scanned += e - g + 1
                let end = e + 1
                let mandatory = opportunity(e) == .mandatory && (e < n - 1 || characters[e].isNewline)
                // Trailing whitespace: this segment's, or (all whitespace) back into the
                // segments before it.
                let trimmed = trimmedEnd(g, end)
                trimmedTo = trimmed > g ? trimmed : trimmedTo
                segments.append(Segment(start: g, end: end, trimmed: trimmedTo, mandatory: mandatory))
                scannedTo = end
            }
            return segments[head + i]
        }
        /// Drops the segments before the current line's, now and then.
        func dropConsumed() {
            if head > 4096 && head * 2 > segments.count {
                segments.removeFirst(head)
                head = 0
            }
        }

        var ranges: [(Int, Int)] = []
        var lineStart = 0
        var lastCut = 0  // the clusters the last line cut from a long segment held (a hint for the next)
        var stopped = false  // past the line limit: the rest is not set
        while lineStart < n {
            if let limit, ranges.count > limit {
                stopped = true
                break
            }
            // The line's segments up to (and with) the first that fits only in part
            // or not at all. The line from `lineStart` to the end of segment i,
            // without trailing whitespace, ends at:
            func end(_ s: Segment) -> Int { s.trimmed > lineStart ? s.trimmed : lineStart }
            if fits == .infinity {
                // No wrapping: the line runs to its mandatory break (or the text's end),
                // measured nothing while breaking.
                var i = 0
                while segment(i + 1) != nil { i += 1 }
                let last = segment(i)!
                head += i + 1
                dropConsumed()
                // At the text's end, the last range is added below.
                guard last.mandatory else { break }
                ranges.append((lineStart, last.end))
                lineStart = last.end
                continue
            }
            /// Whether the line through segment i fits. A long segment (more grapheme
            /// clusters than `longSegment`) is fitted by galloping from the line's
            /// start, so the work follows what fits, not the segment's length.
            var fitting: Int? = nil  // for segment 0: how much of it fits
            func fitsThrough(_ i: Int) -> Bool {
                let s = segment(i)!
                let e = end(s)
                if s.end - s.start > LineSetter.longSegment {
                    let k = largest(from: lineStart, upTo: e, hint: lineStart + lastCut) {
                        measure(lineStart, $0) <= fits
                    }
                    if i == 0 { fitting = k }
                    return k == e
                }
                return measure(lineStart, e) <= fits
            }
            guard fitsThrough(0) else {
                // The first segment alone is too wide: break it between grapheme
                // clusters, keeping at least one per line. The rest of it starts the
                // next line.
                let e = end(segment(0)!)
                let lo = max(
                    lineStart + 1,
                    fitting
                        ?? largest(from: lineStart, upTo: e, hint: lineStart + lastCut) {
                            measure(lineStart, $0) <= fits
                        })
                lastCut = lo - lineStart
                ranges.append((lineStart, lo))
                if lo >= segments[head].end {
                    head += 1
                } else {
                    segments[head].start = lo
                }
                lineStart = lo
                continue
            }
            // Galloping over the segments (the line through segment `good` fits; the
            // widths grow with the line): probes 1, 2, 4, … segments on, never past a
            // long segment not yet tried, then bisects. Probes measure at most a few
            // times what the line holds.
            var good = 0
            var bad: Int? = nil
            var step = 1
            var complete = false  // the line's last segment (a mandatory break or the text's end) fits
            while bad == nil {
                var probe = good + step
                // Clamp to the line's last segment.
                var i = good + 1
                var clamped = false
                while i <= probe {
                    guard let s = segment(i) else {
                        clamped = true
                        break
                    }
                    if s.end - s.start > LineSetter.longSegment {
                        probe = i
                        break
                    }
                    i += 1
                }
                if clamped {
                    probe = i - 1
                    if probe == good {
                        complete = true
                        break
                    }
                }
                if fitsThrough(probe) {
                    good = probe
                    step *= 2
                } else {
                    bad = probe
                }
            }
            if let badIndex = bad {
                var hi = badIndex
                while hi - good > 1 {
                    let mid = good + (hi - good) / 2
                    if fitsThrough(mid) { good = mid } else { hi = mid }
                }
            }
            let last = segment(good)!
            head += good + 1
            dropConsumed()
            // At the text's end, the last range is added below.
            if complete && !last.mandatory { break }
            ranges.append((lineStart, last.end))
            lineStart = last.end
        }
        if !stopped && (lineStart < n || n == 0 || characters[n - 1].isNewline) {
            ranges.append((lineStart, n))
        }

        // Paragraph directions, asked once per paragraph when a line first needs one.
        var paragraphStarts: [Int] = []
        if paragraphDirection != nil {
            paragraphStarts.append(0)
            for i in 0 ..< n where characters[i].isNewline { paragraphStarts.append(i + 1) }
            scanned += n
        }
        var directions: [Int: LayoutDirection?] = [:]
        func direction(at g: Int) -> LayoutDirection? {
            guard let paragraphDirection else { return nil }
            // The last paragraph start at or before g (binary search).
            var lo = 0, hi = paragraphStarts.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if paragraphStarts[mid] <= g { lo = mid } else { hi = mid - 1 }
            }
            if let known = directions[lo] { return known }
            let a = paragraphStarts[lo]
            var b = lo + 1 < paragraphStarts.count ? paragraphStarts[lo + 1] : n
            while b > a && characters[b - 1].isNewline { b -= 1 }
            guard a < b else {
                directions[lo] = .some(nil)
                return nil
            }
            let resolved = paragraphDirection(text[starts[a] ..< starts[b]])
            directions[lo] = .some(resolved)
            return resolved
        }
        func line(_ a: Int, _ b: Int) -> TextLayout.Line {
            let e = trimmedEnd(a, b)
            let shown = String(text[starts[a] ..< starts[e]])
            return TextLayout.Line(text: shown, width: measure(a, e), direction: direction(at: a))
        }
        let visibleNonSpace = { (a: Int, b: Int) -> Int in
            var count = 0
            for i in a ..< b where !characters[i].isWhitespace { count += 1 }
            scanned += b - a
            return count
        }

        guard let limit, ranges.count > limit else {
            return Result(lines: ranges.map { line($0.0, $0.1) }, isTruncated: false, hiddenCharacters: 0)
        }

        // 2. Truncate: keep limit − 1 lines, cut the rest into the last one.
        let keep = limit - 1
        var lines = ranges[0 ..< keep].map { line($0.0, $0.1) }
        var shownNonSpace = ranges[0 ..< keep].reduce(0) { $0 + visibleNonSpace($1.0, $1.1) }
        let restStart = ranges[keep].0

        func flat(_ a: Int, _ b: Int) -> String {
            String(text[starts[a] ..< starts[b]].map { $0.isNewline ? " " : $0 })
        }
        func leadingTrimmed(_ a: Int, _ b: Int) -> Int {
            var s = a
            while s < b && characters[s].isWhitespace { s += 1 }
            scanned += s - a
            return s
        }
        var last: String
        switch truncation {
        case .tail:
            // The longest prefix of the rest (up to its paragraph's end) with "…".
            var paragraphEnd = restStart
            while paragraphEnd < n && !characters[paragraphEnd].isNewline { paragraphEnd += 1 }
            scanned += paragraphEnd - restStart
            func candidate(_ k: Int) -> String {
                flat(restStart, trimmedEnd(restStart, restStart + k)) + ellipsis
            }
            let lo = largest(from: 0, upTo: paragraphEnd - restStart) { measured(Substring(candidate($0))) <= fits }
            last = candidate(lo)
            shownNonSpace += visibleNonSpace(restStart, restStart + lo)
        case .head:
            // "…" and the longest suffix of the text.
            func candidate(_ k: Int) -> String {
                ellipsis + flat(leadingTrimmed(n - k, n), n)
            }
            let lo = largest(from: 0, upTo: n - restStart) { measured(Substring(candidate($0))) <= fits }
            last = candidate(lo)
            shownNonSpace += visibleNonSpace(n - lo, n)
        case .middle:
            // The start of the rest, "…", and the end of the text, balanced.
            func parts(_ k: Int) -> (Int, Int) { ((k + 1) / 2, k / 2) }
            func candidate(_ k: Int) -> String {
                let (front, back) = parts(k)
                return flat(restStart, trimmedEnd(restStart, restStart + front)) + ellipsis
                    + flat(leadingTrimmed(n - back, n), n)
            }
            let lo = largest(from: 0, upTo: n - restStart) { measured(Substring(candidate($0))) <= fits }
            last = candidate(lo)
            let (front, back) = parts(lo)
            shownNonSpace += visibleNonSpace(restStart, restStart + front) + visibleNonSpace(n - back, n)
        }
        lines.append(
            TextLayout.Line(
                text: last, width: measured(Substring(last)),
                direction: direction(at: truncation == .head ? n - 1 : restStart)))
        let total = visibleNonSpace(0, n)
        return Result(lines: lines, isTruncated: true, hiddenCharacters: max(0, total - shownNonSpace))
    }
}
