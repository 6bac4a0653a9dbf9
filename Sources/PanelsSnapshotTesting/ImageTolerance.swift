import Foundation

/// How much a rendered frame may differ from its reference and still match.
///
/// Two numbers, both settable:
/// - `deltaE`: the perceptual threshold. A pixel counts as *differing* when its
///   CIEDE2000 ΔE to the reference pixel is greater than this (about 1 is a
///   just-noticeable difference; 0 means any change of the bytes). Default 2.0.
/// - `differingFraction`: the largest share of pixels (0…1) that may differ; the
///   frame fails when more do. Default 0: no pixel may differ.
///
/// Contract: byte-identical frames always match, whatever the tolerance; frames of
/// different sizes never do. The scale is swift-snapshot-testing's: its
/// `perceptualPrecision` p means ΔE ≤ (1 − p) × 100 and its `precision` q means at
/// most 1 − q of the pixels differ, so `init(precision:perceptualPrecision:)` reads
/// the same as there.
public struct ImageTolerance: Hashable, Sendable, CustomStringConvertible {
    /// Per-pixel threshold: ΔE above it makes the pixel differ.
    public var deltaE: Double
    /// Largest allowed share of differing pixels, 0…1.
    public var differingFraction: Double

    /// A tolerance; values are clamped (ΔE ≥ 0, fraction 0…1; NaN becomes 0).
    public init(deltaE: Double = 2, differingFraction: Double = 0) {
        self.deltaE = deltaE.isNaN ? 0 : max(0, deltaE)
        self.differingFraction = differingFraction.isNaN ? 0 : min(1, max(0, differingFraction))
    }

    /// swift-snapshot-testing's terms: `precision` is the share of pixels that must
    /// match, `perceptualPrecision` how closely (1 = exactly, 0.98 ≙ ΔE 2).
    public init(precision: Double, perceptualPrecision: Double) {
        self.init(deltaE: (1 - perceptualPrecision) * 100, differingFraction: 1 - precision)
    }

    /// ΔE 2.0, no differing pixel allowed.
    public static let `default` = ImageTolerance()
    /// Any change of any pixel fails.
    public static let exact = ImageTolerance(deltaE: 0, differingFraction: 0)

    /// The most pixels that may differ in a frame of `pixelCount` pixels.
    public func allowedPixels(of pixelCount: Int) -> Int {
        Int((differingFraction * Double(pixelCount)).rounded(.down))
    }

    public var description: String {
        "ΔE \(ImageTolerance.format(deltaE)), at most \(ImageTolerance.percent(differingFraction)) of pixels differing"
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(format: "%.1f", rounded) : String(format: "%.2f", rounded)
    }

    static func percent(_ fraction: Double) -> String {
        if fraction == 0 { return "0 %" }
        let value = fraction * 100
        return value >= 0.1 ? String(format: "%.2f %%", value) : String(format: "%.4f %%", value)
    }
}
