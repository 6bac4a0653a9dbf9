/// Where a caret can stand in one line of set text, and where each grapheme cluster
/// is drawn: what a text entry draws its caret, selection and marked-text underline
/// with, and hit-tests clicks against.
///
/// Contract: `clusters` has one entry per grapheme cluster (`Character`) of the text,
/// in logical order; each is the cluster's visual extent in points from the line's
/// left edge, as the shaper placed it (right-to-left clusters included), and its run
/// direction. There are `clusters.count + 1` caret stops: stop `i` (before cluster
/// `i`) is cluster `i`'s leading edge (left in a left-to-right run, right in a
/// right-to-left one); the last stop is the last cluster's trailing edge.
/// `index(atX:)` is the stop nearest to an x (the lowest such stop on a tie), so
/// `index(atX: caretX(i)) == i` whenever no other stop is drawn at the same x.
package struct CaretStops: Sendable, Equatable {
    /// One grapheme cluster's extent.
    package struct Cluster: Sendable, Equatable {
        package var minX: Double
        package var maxX: Double
        package var rightToLeft: Bool

        package init(minX: Double, maxX: Double, rightToLeft: Bool) {
            self.minX = minX
            self.maxX = maxX
            self.rightToLeft = rightToLeft
        }
    }

    package var clusters: [Cluster]
    /// The line's width in points.
    package var width: Double
    /// The paragraph direction (where the caret of an empty line stands).
    package var rightToLeft: Bool

    package init(clusters: [Cluster], width: Double, rightToLeft: Bool) {
        self.clusters = clusters
        self.width = width
        self.rightToLeft = rightToLeft
    }

    /// The caret's x before cluster `index` (clamped to the stops).
    package func caretX(_ index: Int) -> Double {
        guard let last = clusters.last else { return rightToLeft ? width : 0 }
        let i = min(max(index, 0), clusters.count)
        if i < clusters.count {
            let cluster = clusters[i]
            return cluster.rightToLeft ? cluster.maxX : cluster.minX
        }
        return last.rightToLeft ? last.minX : last.maxX
    }

    /// The caret stop nearest to `x` (the lowest on a tie).
    package func index(atX x: Double) -> Int {
        var best = 0
        var bestDistance = Double.infinity
        for i in 0 ... clusters.count {
            let distance = abs(caretX(i) - x)
            if distance < bestDistance {
                best = i
                bestDistance = distance
            }
        }
        return best
    }

    /// The visual spans (left, right) covering the clusters in `range`, merged where
    /// they touch, left to right: a selection or an underline in mixed text can be
    /// several pieces.
    package func spans(_ range: Range<Int>) -> [(minX: Double, maxX: Double)] {
        let range = range.clamped(to: 0 ..< clusters.count)
        let pieces = clusters[range].map { (minX: $0.minX, maxX: $0.maxX) }.sorted { $0.minX < $1.minX }
        var merged: [(minX: Double, maxX: Double)] = []
        for piece in pieces {
            if let last = merged.last, piece.minX <= last.maxX + 0.01 {
                merged[merged.count - 1].maxX = max(last.maxX, piece.maxX)
            } else {
                merged.append(piece)
            }
        }
        return merged
    }

    /// Stops for left-to-right text without a shaper: each cluster's edge is the
    /// measured width of the text before it (what a measurer that does not shape —
    /// tests' fixed-width measurers — can give).
    package static func measuringPrefixes(
        _ text: String, style: TextStyle, rightToLeft: Bool, measurer: any TextMeasurer
    ) -> CaretStops {
        var measured = 0
        return measuringPrefixes(text, style: style, rightToLeft: rightToLeft, measurer: measurer, measured: &measured)
    }

    /// `measuringPrefixes`, adding the UTF-8 bytes it gives the measurer to `measured`.
    static func measuringPrefixes(
        _ text: String, style: TextStyle, rightToLeft: Bool, measurer: any TextMeasurer, measured: inout Int
    ) -> CaretStops {
        var clusters: [Cluster] = []
        clusters.reserveCapacity(text.count)
        var x = 0.0
        var end = text.startIndex
        for _ in text {
            end = text.index(after: end)
            let prefix = String(text[..<end])
            measured += prefix.utf8.count
            let layout = measurer.layout(prefix, style: style, maxWidth: nil, lineLimit: 1)
            let next = layout.lines.map(\.width).max() ?? 0
            clusters.append(Cluster(minX: x, maxX: max(x, next), rightToLeft: false))
            x = max(x, next)
        }
        return CaretStops(clusters: clusters, width: x, rightToLeft: rightToLeft)
    }
}

/// A `TextMeasurer` that knows where carets stand in shaped text (the SDL backend's,
/// from HarfBuzz's clusters). Text entries use it when their measurer has it, and
/// `CaretStops.measuringPrefixes` otherwise.
///
/// Contract: `caretStops` describes `text` set on one line with `style`, exactly as
/// the renderer draws a caption with `direction` in a layout of `layout` direction
/// (same paragraph direction, rule P2–P3 for `.auto`; same runs, same widths); pure
/// and thread-safe.
package protocol CaretMeasuring: Sendable {
    func caretStops(_ text: String, style: TextStyle, direction: TextDirection, layout: LayoutDirection) -> CaretStops
}

extension PanelContext {
    /// Caret stops for `text` in this context's text style and direction, from
    /// `measurer` (shaped when it is `CaretMeasuring`).
    func caretStops(_ text: String, measurer: (any TextMeasurer)?) -> CaretStops {
        var measured = 0
        return caretStops(text, measurer: measurer, measuredBytes: &measured)
    }

    /// `caretStops`, adding the UTF-8 bytes given to the measurer or shaper to
    /// `measuredBytes`.
    func caretStops(_ text: String, measurer: (any TextMeasurer)?, measuredBytes: inout Int) -> CaretStops {
        let rightToLeft = layoutDirection == .rightToLeft
        let style = scaledTextStyle
        guard let measurer else {
            // No measurer (a resolve outside a stage): nominal widths.
            var clusters: [CaretStops.Cluster] = []
            for (i, _) in text.enumerated() {
                let x = Double(i) * style.size * 0.6
                clusters.append(.init(minX: x, maxX: x + style.size * 0.6, rightToLeft: false))
            }
            return CaretStops(clusters: clusters, width: clusters.last?.maxX ?? 0, rightToLeft: rightToLeft)
        }
        if let shaping = measurer as? any CaretMeasuring {
            measuredBytes += text.utf8.count
            return shaping.caretStops(text, style: style, direction: textDirection, layout: layoutDirection)
        }
        return .measuringPrefixes(
            text, style: style, rightToLeft: rightToLeft, measurer: measurer, measured: &measuredBytes)
    }
}
