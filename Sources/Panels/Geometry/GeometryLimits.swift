/// The range every number that reaches layout, paint or a stage is held to. A
/// number outside it — not finite, or beyond ±`maxLength` points — is replaced
/// (a length by 0 or the nearest limit, a ratio or size by its default) and the node
/// it was given to reports it once per resolve (a warning naming the panel).
///
/// | what | limit |
/// | --- | --- |
/// | coordinates and lengths (padding, spacing, offsets, frames, radii, widths) | within ±10⁷ pt; not finite → 0 (a flexible frame's maximum may be +∞: "fill") |
/// | opacity | 0…1; not finite → 1 |
/// | aspect ratio | 10⁻⁷…10⁷; not finite or ≤ 0 → the content's own ratio |
/// | text size | 1…2,048 pt; not finite → 14 pt |
/// | a window's or render's size | 0…10⁷ pt a side; not finite or negative → 0 |
/// | scale | 0.25…8; not finite or ≤ 0 → 1 |
@usableFromInline package enum GeometryLimits {
    /// The largest coordinate or length, in points.
    @usableFromInline package static let maxLength = 10_000_000.0
    /// The smallest and largest scale (pixels per point).
    @usableFromInline package static let scales = 0.25 ... 8.0
    /// The smallest and largest text size, in points.
    @usableFromInline package static let textSizes = 1.0 ... 2_048.0

    /// Whether `value` is finite and within ±`maxLength` (one comparison: the fast
    /// path every node takes).
    @inline(__always)
    static func isOrdinary(_ value: Double) -> Bool { value.magnitude <= maxLength }

    /// `value` within ±`maxLength` (non-finite: 0), and whether it had to change.
    @inline(__always)
    static func length(_ value: Double, changed: inout Bool) -> Double {
        if value.isFinite && abs(value) <= maxLength { return value }
        changed = true
        return value.isFinite ? (value < 0 ? -maxLength : maxLength) : 0
    }

    /// An optional length: nil stays nil; a non-finite one becomes nil.
    @inline(__always)
    static func length(_ value: Double?, allowingInfinity: Bool = false, changed: inout Bool) -> Double? {
        guard let value else { return nil }
        if allowingInfinity && value == .infinity { return value }
        if value.isFinite && abs(value) <= maxLength { return value }
        changed = true
        return value.isFinite ? (value < 0 ? -maxLength : maxLength) : nil
    }

    static func radii(_ r: CornerRadii, changed: inout Bool) -> CornerRadii {
        CornerRadii(
            topLeading: length(r.topLeading, changed: &changed), topTrailing: length(r.topTrailing, changed: &changed),
            bottomTrailing: length(r.bottomTrailing, changed: &changed),
            bottomLeading: length(r.bottomLeading, changed: &changed))
    }

    /// A window's or render's side: finite, at least 0, at most `maxLength`.
    @usableFromInline package static func side(_ value: Double) -> Double {
        value.isFinite && value > 0 ? min(value, maxLength) : 0
    }

    /// A scale: finite and positive, within `scales` (else 1).
    @usableFromInline package static func scale(_ value: Double) -> Double {
        value.isFinite && value > 0 ? min(max(value, scales.lowerBound), scales.upperBound) : 1
    }
}
