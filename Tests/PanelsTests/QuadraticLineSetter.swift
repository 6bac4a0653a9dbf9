@testable import Panels

/// The line setter before P25 (quadratic in a long unbreakable run: each line scanned
/// to the run's end again), kept as the reference the linear one must agree with.
enum QuadraticLineSetter {
    typealias Opportunity = LineSetter.Opportunity

    typealias Result = LineSetter.Result

    static let ellipsis = "…"

    /// Segments longer than this many grapheme clusters are fitted by galloping.
    static let longSegment = 32

    /// The largest `k` in `start...end` for which `fits(k)` holds, `fits` being true up
    /// to some point and false after it (`fits(start)` is taken as true). Probes
    /// `start + 1, 2, 4, …` until one fails, then bisects: O(log(k − start)) calls,
    /// each on at most twice the answer, so the work follows what fits, not `end`.
    static func largest(from start: Int, upTo end: Int, _ fits: (Int) -> Bool) -> Int {
        guard end > start else { return start }
        var good = start
        var step = 1
        var bad = end + 1
        while true {
            let probe = min(start + step, end)
            if fits(probe) {
                good = probe
                if probe == end { return end }
                step *= 2
            } else {
                bad = probe
                break
            }
        }
        while bad - good > 1 {
            let mid = good + (bad - good) / 2
            if fits(mid) { good = mid } else { bad = mid }
        }
        return good
    }

    /// Sets `text` (with one opportunity per grapheme cluster) at `maxWidth`
    /// (`.infinity`: no wrapping), measuring strings with `width`.
    static func set(
        _ text: String, opportunities: [Opportunity], maxWidth: Double,
        lineLimit: Int?, truncation: TruncationMode,
        paragraphDirection: ((Substring) -> LayoutDirection?)? = nil,
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
        let fits = maxWidth.isFinite ? maxWidth + 0.01 : .infinity

        /// End of [a, b) without trailing whitespace.
        func trimmedEnd(_ a: Int, _ b: Int) -> Int {
            var e = b
            while e > a && characters[e - 1].isWhitespace { e -= 1 }
            return e
        }
        func measure(_ a: Int, _ b: Int) -> Double {
            a < b ? width(text[starts[a] ..< starts[b]]) : 0
        }
        func opportunity(_ g: Int) -> Opportunity {
            g < opportunities.count ? opportunities[g] : (characters[g].isNewline ? .mandatory : .none)
        }
        let limit = lineLimit.map { max(1, $0) }

        // 1. Break into lines (ranges of grapheme indices, whitespace included).
        var ranges: [(Int, Int)] = []
        var lineStart = 0
        var g = 0
        var lastFit = -1  // end of the last segment known to fit on this line
        var stopped = false  // past the line limit: the rest is not set
        while g < n {
            if let limit, ranges.count > limit {
                stopped = true
                break
            }
            // The segment from g to the next opportunity (inclusive).
            var e = g
            while e < n - 1 && opportunity(e) == .none { e += 1 }
            let segmentEnd = e + 1
            let mandatory = opportunity(e) == .mandatory && (e < n - 1 || characters[e].isNewline)
            let end = trimmedEnd(lineStart, segmentEnd)
            // How much of the line fits: without wrapping, all of it; for a long
            // segment, found by galloping from the line's start (work in proportion to
            // what fits, not to the segment's length); otherwise one measurement.
            var fitting: Int? = nil
            let fitsWhole: Bool
            if fits == .infinity {
                fitsWhole = true
            } else if segmentEnd - g > QuadraticLineSetter.longSegment {
                let k = largest(from: lineStart, upTo: end) { measure(lineStart, $0) <= fits }
                fitting = k
                fitsWhole = k == end
            } else {
                fitsWhole = measure(lineStart, end) <= fits
            }
            if fitsWhole {
                lastFit = segmentEnd
                g = segmentEnd
                if mandatory {
                    ranges.append((lineStart, segmentEnd))
                    lineStart = segmentEnd
                    lastFit = -1
                }
                continue
            }
            if lastFit > lineStart {
                // Break before this segment; it starts the next line.
                ranges.append((lineStart, lastFit))
                lineStart = lastFit
                lastFit = -1
                continue
            }
            // The segment alone is too wide: break it between grapheme clusters,
            // keeping at least one per line.
            let lo = max(
                lineStart + 1, fitting ?? largest(from: lineStart, upTo: end) { measure(lineStart, $0) <= fits })
            ranges.append((lineStart, lo))
            lineStart = lo
            g = lo
            lastFit = -1
        }
        if !stopped && (lineStart < n || n == 0 || characters[n - 1].isNewline) {
            ranges.append((lineStart, n))
        }

        // Paragraph directions, asked once per paragraph when a line first needs one.
        var paragraphStarts: [Int] = []
        if paragraphDirection != nil {
            paragraphStarts.append(0)
            for i in 0 ..< n where characters[i].isNewline { paragraphStarts.append(i + 1) }
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
            return s
        }
        var last: String
        switch truncation {
        case .tail:
            // The longest prefix of the rest (up to its paragraph's end) with "…".
            var paragraphEnd = restStart
            while paragraphEnd < n && !characters[paragraphEnd].isNewline { paragraphEnd += 1 }
            func candidate(_ k: Int) -> String {
                flat(restStart, trimmedEnd(restStart, restStart + k)) + ellipsis
            }
            let lo = largest(from: 0, upTo: paragraphEnd - restStart) { width(Substring(candidate($0))) <= fits }
            last = candidate(lo)
            shownNonSpace += visibleNonSpace(restStart, restStart + lo)
        case .head:
            // "…" and the longest suffix of the text.
            func candidate(_ k: Int) -> String {
                ellipsis + flat(leadingTrimmed(n - k, n), n)
            }
            let lo = largest(from: 0, upTo: n - restStart) { width(Substring(candidate($0))) <= fits }
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
            let lo = largest(from: 0, upTo: n - restStart) { width(Substring(candidate($0))) <= fits }
            last = candidate(lo)
            let (front, back) = parts(lo)
            shownNonSpace += visibleNonSpace(restStart, restStart + front) + visibleNonSpace(n - back, n)
        }
        lines.append(
            TextLayout.Line(
                text: last, width: width(Substring(last)),
                direction: direction(at: truncation == .head ? n - 1 : restStart)))
        let total = visibleNonSpace(0, n)
        return Result(lines: lines, isTruncated: true, hiddenCharacters: max(0, total - shownNonSpace))
    }
}
