/// What a stage remembers about one lazy list between resolves: the heights of the
/// rows it has measured (by row key), whose mean becomes the estimate for the rows
/// not measured yet.
final class LongListMemory {
    var heights: [UInt64: Double] = [:]
    private var total = 0.0

    /// Records a row's measured height.
    func record(_ key: UInt64, height: Double) {
        if let old = heights.updateValue(height, forKey: key) { total -= old }
        total += height
    }

    /// The mean measured height, or `fallback` before any row was measured.
    func estimate(fallback: Double) -> Double {
        heights.isEmpty ? fallback : max(1, total / Double(heights.count))
    }
}
