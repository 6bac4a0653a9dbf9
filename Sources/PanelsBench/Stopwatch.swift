import Foundation

/// Times a body over several rounds and reports the median, so one slow round (the
/// other core busy, a page fault) does not move the figure.
enum Stopwatch {
    /// Nanoseconds from a monotonic clock.
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Runs `body` once to warm up, then `rounds` times; returns the median duration
    /// of one call in nanoseconds.
    static func median(rounds: Int, _ body: () -> Void) -> Double {
        body()
        var samples: [Double] = []
        samples.reserveCapacity(rounds)
        for _ in 0 ..< max(1, rounds) {
            let start = now()
            body()
            samples.append(Double(now() - start))
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// Runs `first` and `second` once each to warm up, then in turn `rounds` times each;
    /// returns the median duration of one call of each in nanoseconds. For figures whose
    /// ratio matters: a change in the host's load falls on both alike. With `settle`,
    /// each timed call follows that many untimed calls of the same body (for bodies
    /// that learn from their last call, such as a resolve's size hint).
    static func medians(
        rounds: Int, settle: Int = 0, _ first: () -> Void, _ second: () -> Void
    ) -> (Double, Double) {
        first()
        second()
        var a: [Double] = []
        var b: [Double] = []
        a.reserveCapacity(rounds)
        b.reserveCapacity(rounds)
        for _ in 0 ..< max(1, rounds) {
            for _ in 0 ..< settle { first() }
            var start = now()
            first()
            a.append(Double(now() - start))
            for _ in 0 ..< settle { second() }
            start = now()
            second()
            b.append(Double(now() - start))
        }
        a.sort()
        b.sort()
        return (a[a.count / 2], b[b.count / 2])
    }
}

/// Keeps a value alive and opaque to the optimizer, so measured work is not removed.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
