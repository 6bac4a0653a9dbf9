import Foundation
import Testing

/// A small, seeded random generator for property tests (SplitMix64): the same seed
/// gives the same cases on every machine and run.
package struct SplitMix64: RandomNumberGenerator {
    package private(set) var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Runs a property over generated cases.
///
/// - The number of cases is `cases(_:)` of the property's own count: scaled by
///   `PANELS_PROPERTY_SCALE` (a factor; 10 for a soak, 0.1 under the sanitizers) and
///   capped by `PANELS_PROPERTY_CASES` (at most that many per property). A property
///   that asks for 60 expensive cases never runs more than 60 × the scale, so a
///   cap meant for the cheap ones cannot multiply the expensive ones.
/// - The seed is `PANELS_PROPERTY_SEED` when set, else a fixed default, so a run is
///   reproducible; every failure message names the seed and the case's index, and
///   `PANELS_PROPERTY_SEED=<seed>` with `PANELS_PROPERTY_CASE=<index>` replays it.
/// - `body` gets a generator for the case (seeded from the run's seed and the
///   index) and returns nil when the case passes, or a description of what failed.
///   The run stops at the first failure (`maxFailures`).
package enum PropertyTest {
    package static let defaultSeed: UInt64 = 0x5EED_0F_9A_4E15

    /// The cap from `PANELS_PROPERTY_CASES` (nil when unset or not a whole number).
    package static var caseCap: Int? {
        ProcessInfo.processInfo.environment["PANELS_PROPERTY_CASES"].flatMap { Int($0) }.map { max(1, $0) }
    }

    /// The factor from `PANELS_PROPERTY_SCALE` (1 when unset, not a number or not
    /// positive and finite).
    package static var scale: Double {
        let value = ProcessInfo.processInfo.environment["PANELS_PROPERTY_SCALE"].flatMap { Double($0) } ?? 1
        return value.isFinite && value > 0 ? min(value, 1_000) : 1
    }

    /// How many cases a property that asks for `count` runs in this environment: the
    /// count times the scale, at most the cap, at least 1.
    package static func cases(_ count: Int) -> Int {
        let scaled = max(1, Int((Double(max(1, count)) * scale).rounded()))
        return min(scaled, caseCap ?? .max)
    }

    /// Whether the run uses a property's full count (no scale below 1, no cap below
    /// `count`); tests that check coverage of rare outcomes ask this first.
    package static func isFull(_ count: Int) -> Bool { cases(count) >= count }

    package static var seed: UInt64 {
        ProcessInfo.processInfo.environment["PANELS_PROPERTY_SEED"].flatMap { UInt64($0) } ?? defaultSeed
    }

    /// Runs `body` for each case; records an issue (with the seed) for each failure.
    package static func check(
        _ name: String, cases: Int = 5_000, maxFailures: Int = 1,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ body: (inout SplitMix64) -> String?
    ) {
        let seed = self.seed
        let count = Self.cases(cases)
        let only = ProcessInfo.processInfo.environment["PANELS_PROPERTY_CASE"].flatMap { Int($0) }
        var failures = 0
        for index in only.map({ [$0] }) ?? Array(0 ..< count) {
            // Each case has its own stream, so one case replays on its own.
            var generator = SplitMix64(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
            if let failure = body(&generator) {
                Issue.record(
                    "\(name): case \(index) failed (replay: PANELS_PROPERTY_SEED=\(seed) PANELS_PROPERTY_CASE=\(index)): \(failure)",
                    sourceLocation: sourceLocation)
                failures += 1
                if failures >= maxFailures { return }
            }
        }
    }
}

extension SplitMix64 {
    /// A whole number in `range`.
    package mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// A number in `range`, in whole steps of `step` (whole points by default).
    package mutating func number(_ range: ClosedRange<Double>, step: Double = 1) -> Double {
        let steps = Int(((range.upperBound - range.lowerBound) / step).rounded(.down))
        return range.lowerBound + Double(int(0 ... max(0, steps))) * step
    }

    package mutating func bool() -> Bool { Bool.random(using: &self) }

    package mutating func element<T>(of values: [T]) -> T { values[int(0 ... values.count - 1)] }
}
