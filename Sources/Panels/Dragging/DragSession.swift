/// A pointer held down on a stage: where it went down, its recent samples (for the
/// velocity) and the drag's chain of handlers and scrollers, innermost first.
struct DragSession {
    enum Member {
        case scroller(Identity)
        case handler(DragHandler, node: Int32)
    }

    var start: Point
    var last: Point
    var samples: [(time: Double, point: Point)] = []
    var began = false
    var chain: [Member]
    var minimumDistance: Double

    /// Seconds of samples the velocity is estimated from.
    static let window = 0.1

    mutating func record(_ point: Point, at time: Double) {
        samples.append((time, point))
        samples.removeAll { $0.time < time - DragSession.window }
    }

    /// Points per second over the samples of the last 100 ms (zero with fewer than two).
    var velocity: Point {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let dt = last.time - first.time
        return Point(x: (last.point.x - first.point.x) / dt, y: (last.point.y - first.point.y) / dt)
    }
}
