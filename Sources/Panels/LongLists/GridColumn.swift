/// One column of a `LongGrid`: a fixed width, a flexible width between a minimum and a
/// maximum, or adaptive — as many columns of at least a minimum width as fit.
///
/// Contract (`LongGrid` lays its columns out so, for the width it is given):
/// 1. Each adaptive column becomes `max(1, ⌊(share + spacing) ÷ (minimum + spacing)⌋)`
///    flexible columns of its minimum and maximum, where `share` is the width left after
///    the fixed columns, the flexible columns' minimums and one spacing for each of
///    them, split evenly among the adaptive columns. (A grid of one adaptive column:
///    `⌊(width + spacing) ÷ (minimum + spacing)⌋` columns, at least one.)
/// 2. Fixed columns take their width; flexible ones share the width left after the fixed
///    ones and the spacing between all columns evenly, each held to its minimum and
///    maximum (those held give the rest to the others).
/// 3. Column edges fall on whole points: with whole-point spacing the columns and gaps
///    fill exactly the width they were given when the flexible columns can.
/// Widths and minimums that are negative or not finite count as 0 (an adaptive
/// minimum as 1 pt); a maximum below its minimum is the minimum; all are held to
/// 10⁷ pt. In right-to-left the first column is the rightmost.
public struct GridColumn: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        case adaptive(minimum: Double, maximum: Double)
    }

    let kind: Kind

    /// A column `width` points wide.
    public static func fixed(_ width: Double) -> GridColumn { GridColumn(kind: .fixed(Self.length(width))) }

    /// A column sharing the free width with the other flexible columns, at least `minimum`
    /// and at most `maximum` points wide.
    public static func flexible(minimum: Double = 10, maximum: Double = .infinity) -> GridColumn {
        let low = Self.length(minimum)
        return GridColumn(kind: .flexible(minimum: low, maximum: max(low, Self.maximum(maximum))))
    }

    /// As many columns as fit, each at least `minimum` points wide (and at most `maximum`).
    public static func adaptive(minimum: Double, maximum: Double = .infinity) -> GridColumn {
        let low = max(1, Self.length(minimum))
        return GridColumn(kind: .adaptive(minimum: low, maximum: max(low, Self.maximum(maximum))))
    }

    static let limit = 10_000_000.0
    static func length(_ value: Double) -> Double { value.isFinite ? min(max(0, value), limit) : 0 }
    static func maximum(_ value: Double) -> Double { value.isNaN ? .infinity : max(0, value) }
}

/// Where a `LongGrid`'s columns go for one width: their leading offsets and widths, in
/// points, first column first (the rule is on `GridColumn`).
package struct GridColumnLayout: Sendable, Equatable {
    /// Each column's distance from the grid's leading edge.
    package var offsets: [Double]
    /// Each column's width.
    package var widths: [Double]
    package var count: Int { widths.count }

    /// The columns of `columns` in `width` points (negative or not finite: 0), `spacing`
    /// points apart (negative or not finite: 0).
    package init(_ columns: [GridColumn], width: Double, spacing: Double) {
        let width = GridColumn.length(width)
        let spacing = GridColumn.length(spacing)
        let columns = columns.isEmpty ? [GridColumn.flexible()] : columns
        // 1. Adaptive columns expanded into flexible ones.
        var fixedSum = 0.0
        var others = 0
        var adaptives = 0
        for column in columns {
            switch column.kind {
            case .fixed(let w):
                fixedSum += w
                others += 1
            case .flexible(let low, _):
                fixedSum += low
                others += 1
            case .adaptive: adaptives += 1
            }
        }
        let share = adaptives == 0 ? 0 : max(0, width - fixedSum - spacing * Double(others)) / Double(adaptives)
        var expanded: [GridColumn.Kind] = []
        for column in columns {
            guard case .adaptive(let low, let high) = column.kind else {
                expanded.append(column.kind)
                continue
            }
            let fits = ((share + spacing) / (low + spacing)).rounded(.down)
            let count = Int(min(max(1, fits), 10_000))
            expanded += Array(repeating: .flexible(minimum: low, maximum: high), count: count)
        }
        // 2. Flexible columns share what is left, each held to its bounds.
        var widths = [Double](repeating: 0, count: expanded.count)
        var open: [Int] = []
        var free = width - spacing * Double(max(0, expanded.count - 1))
        for (k, kind) in expanded.enumerated() {
            if case .fixed(let w) = kind {
                widths[k] = w
                free -= w
            } else {
                open.append(k)
            }
        }
        let bounds: [(low: Double, high: Double)] = open.map { k in
            if case .flexible(let low, let high) = expanded[k] { return (low, high) }
            return (0, 0)
        }
        let even = Self.share(of: free, among: bounds)
        for (n, k) in open.enumerated() { widths[k] = min(max(even, bounds[n].low), bounds[n].high) }
        // 3. Edges on whole points.
        var offsets: [Double] = []
        var rounded: [Double] = []
        offsets.reserveCapacity(widths.count)
        rounded.reserveCapacity(widths.count)
        // Each column ends where its exact end rounds to; the gap after it is exactly the
        // spacing, so rounding never adds up along the row.
        var exact = 0.0
        var start = 0.0
        for w in widths {
            exact += w
            let end = max(start, exact.rounded())
            offsets.append(start)
            rounded.append(end - start)
            start = end + spacing
            exact += spacing
        }
        self.offsets = offsets
        self.widths = rounded
    }

    /// The width `s` for which the flexible columns, each `s` held to its bounds, add up to
    /// `free` (each at its minimum when they cannot be narrower, at its maximum when they
    /// cannot be wider): O(columns × distinct bounds).
    static func share(of free: Double, among bounds: [(low: Double, high: Double)]) -> Double {
        guard !bounds.isEmpty else { return 0 }
        func total(_ s: Double) -> Double { bounds.reduce(0) { $0 + min(max(s, $1.low), $1.high) } }
        var points = Set<Double>()
        for bound in bounds {
            points.insert(bound.low)
            if bound.high.isFinite { points.insert(bound.high) }
        }
        let sorted = points.sorted()
        var previous = sorted[0]
        var reached = total(previous)
        guard free > reached else { return previous }
        for point in sorted.dropFirst() {
            let next = total(point)
            if next >= free {
                let slope = (next - reached) / (point - previous)
                return slope > 0 ? previous + (free - reached) / slope : point
            }
            previous = point
            reached = next
        }
        // Beyond every finite bound: only the unbounded columns grow.
        let growing = bounds.filter { $0.high == .infinity }.count
        return growing > 0 ? previous + (free - reached) / Double(growing) : previous
    }

    /// Each column's distance from the grid's left edge in a grid `width` points wide,
    /// mirrored when `rightToLeft` (the first column then at the right).
    package func leftEdges(width: Double, rightToLeft: Bool) -> [Double] {
        rightToLeft ? zip(offsets, widths).map { width - $0 - $1 } : offsets
    }
}

/// A row of a `LongGrid` that scrolls sideways: sized as a column is, by the rule on
/// `GridColumn` with heights for widths (`.fixed(72)` is 72 pt tall; `.adaptive` makes
/// as many rows as fit the grid's height), the first row at the top.
public typealias GridRow = GridColumn
