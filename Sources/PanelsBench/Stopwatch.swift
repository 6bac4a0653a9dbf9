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
}

/// Keeps a value alive and opaque to the optimizer, so measured work is not removed.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
