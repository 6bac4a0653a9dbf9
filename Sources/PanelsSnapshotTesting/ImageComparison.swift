import Foundation
import Panels

/// The result of comparing a rendered frame with its reference, pixel by pixel:
/// how many pixels changed, how many differ beyond the perceptual threshold, the
/// worst difference and where, and the box around the differing pixels.
///
/// Contract: pixels with equal bytes are equal (ΔE 0) without any color math;
/// changed pixels are measured with CIEDE2000 (`RGBA.deltaE2000(to:)`). Frames of
/// different sizes never match and are not compared further. Pure Swift, no SDL;
/// safe to use from any thread.
public struct ImageComparison: Sendable {
    /// A pixel position: column and row from the top-left corner.
    public struct Location: Hashable, Sendable, CustomStringConvertible {
        public var x: Int
        public var y: Int
        public init(x: Int, y: Int) {
            self.x = x
            self.y = y
        }
        public var description: String { "(\(x), \(y))" }
    }

    public let referenceWidth: Int
    public let referenceHeight: Int
    public let actualWidth: Int
    public let actualHeight: Int
    public let tolerance: ImageTolerance
    /// Pixels whose bytes differ at all.
    public let changedPixels: Int
    /// Pixels whose ΔE exceeds `tolerance.deltaE`.
    public let differingPixels: Int
    /// The largest ΔE of any pixel (0 when none changed).
    public let worstDeltaE: Double
    /// Where `worstDeltaE` was found (the first such pixel in reading order).
    public let worstLocation: Location?
    /// The two colors at `worstLocation`.
    public let worstColors: (reference: RGBA, actual: RGBA)?
    /// Top-left and bottom-right (inclusive) of the pixels that differ.
    public let differingBounds: (min: Location, max: Location)?

    /// Compares `actual` with `reference` under `tolerance`.
    public init(reference: PixelImage, actual: PixelImage, tolerance: ImageTolerance = .default) {
        referenceWidth = reference.width
        referenceHeight = reference.height
        actualWidth = actual.width
        actualHeight = actual.height
        self.tolerance = tolerance
        var changed = 0
        var differing = 0
        var worst = 0.0
        var worstIndex = -1
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        if reference.width == actual.width, reference.height == actual.height, reference.bytes != actual.bytes {
            var meter = DeltaEMeter()
            let width = reference.width
            Self.withPixels(reference, actual) { r, a in
                for i in 0 ..< r.count where r[i] != a[i] {
                    changed += 1
                    let deltaE = meter.deltaE(r[i], a[i])
                    if deltaE > worst {
                        worst = deltaE
                        worstIndex = i
                    }
                    if deltaE > tolerance.deltaE {
                        differing += 1
                        let x = i % width, y = i / width
                        minX = min(minX, x); maxX = max(maxX, x)
                        minY = min(minY, y); maxY = max(maxY, y)
                    }
                }
            }
        }
        changedPixels = changed
        differingPixels = differing
        worstDeltaE = worst
        if worstIndex >= 0 {
            let location = Location(x: worstIndex % reference.width, y: worstIndex / reference.width)
            worstLocation = location
            worstColors = (reference.pixel(x: location.x, y: location.y), actual.pixel(x: location.x, y: location.y))
        } else {
            worstLocation = nil
            worstColors = nil
        }
        differingBounds = maxX >= 0 ? (Location(x: minX, y: minY), Location(x: maxX, y: maxY)) : nil
    }

    /// True when both frames have the same size.
    public var sizesMatch: Bool { referenceWidth == actualWidth && referenceHeight == actualHeight }

    /// Pixels in the frame.
    public var pixelCount: Int { referenceWidth * referenceHeight }

    /// True when the frames are the same size and no more pixels differ than the
    /// tolerance allows.
    public var matches: Bool {
        sizesMatch && differingPixels <= tolerance.allowedPixels(of: pixelCount)
    }

    /// What differs, in a few lines with the numbers: pixel counts and share, worst
    /// ΔE, where, the two colors there, and the box around the differences.
    /// `scale` (pixels per point), when known, adds positions in points.
    public func summary(scale: Double? = nil) -> String {
        guard sizesMatch else {
            return
                "Sizes differ: reference \(referenceWidth)×\(referenceHeight) px, actual \(actualWidth)×\(actualHeight) px."
        }
        func points(_ l: Location) -> String {
            guard let scale, scale > 0, scale != 1 else { return "" }
            return
                " px = (\(ImageComparison.number(Double(l.x) / scale)), \(ImageComparison.number(Double(l.y) / scale))) pt"
        }
        let threshold = ImageTolerance.format(tolerance.deltaE)
        let share = ImageTolerance.percent(Double(differingPixels) / Double(max(1, pixelCount)))
        var lines: [String] = []
        let noun = differingPixels == 1 ? "pixel" : "pixels"
        lines.append(
            "\(differingPixels) \(noun) of \(pixelCount) (\(share)) differ by more than ΔE \(threshold); "
                + "allowed: \(tolerance.allowedPixels(of: pixelCount)) (\(ImageTolerance.percent(tolerance.differingFraction)))."
        )
        if let location = worstLocation, let colors = worstColors {
            lines.append(
                "Worst ΔE \(ImageTolerance.format(worstDeltaE)) at \(location)\(points(location)): "
                    + "reference \(colors.reference), actual \(colors.actual).")
        }
        if let bounds = differingBounds {
            lines.append(
                "Differing pixels lie within x \(bounds.min.x)…\(bounds.max.x), y \(bounds.min.y)…\(bounds.max.y) "
                    + "(\(bounds.max.x - bounds.min.x + 1)×\(bounds.max.y - bounds.min.y + 1) px).")
        }
        if changedPixels > differingPixels {
            lines.append(
                "\(changedPixels - differingPixels) more changed by ΔE \(threshold) or less (within tolerance).")
        }
        return lines.joined(separator: "\n")
    }

    /// A picture of the differences: the reference dimmed to a faint gray, pixels
    /// that differ beyond the threshold in red, pixels that changed within it in
    /// yellow, and a magenta box around the differing area so a single pixel is easy
    /// to find. Nil when the sizes differ.
    public func diffImage(reference: PixelImage, actual: PixelImage) -> PixelImage? {
        guard reference.width == actual.width, reference.height == actual.height else { return nil }
        let width = reference.width, height = reference.height
        var out = [UInt8](repeating: 255, count: width * height * 4)
        var meter = DeltaEMeter()
        let rb = reference.bytes
        Self.withPixels(reference, actual) { r, a in
            for i in 0 ..< r.count {
                let o = i * 4
                if r[i] == a[i] {
                    // Luma of the reference over white, faded to 25 % contrast.
                    let alpha = Double(rb[o + 3]) / 255
                    let luma =
                        (0.299 * Double(rb[o]) + 0.587 * Double(rb[o + 1]) + 0.114 * Double(rb[o + 2])) * alpha
                        + 255 * (1 - alpha)
                    let faded = UInt8(255 - (255 - luma) * 0.25)
                    out[o] = faded; out[o + 1] = faded; out[o + 2] = faded
                } else if meter.deltaE(r[i], a[i]) > tolerance.deltaE {
                    out[o] = 255; out[o + 1] = 0; out[o + 2] = 0
                } else {
                    out[o] = 255; out[o + 1] = 200; out[o + 2] = 0
                }
            }
        }
        if let bounds = differingBounds {
            let x0 = max(0, bounds.min.x - 3), y0 = max(0, bounds.min.y - 3)
            let x1 = min(width - 1, bounds.max.x + 3), y1 = min(height - 1, bounds.max.y + 3)
            func mark(_ x: Int, _ y: Int) {
                let o = (y * width + x) * 4
                if out[o] == 255 && out[o + 1] == 0 && out[o + 2] == 0 { return }
                out[o] = 255; out[o + 1] = 0; out[o + 2] = 255
            }
            for x in x0 ... x1 { mark(x, y0); mark(x, y1) }
            for y in y0 ... y1 { mark(x0, y); mark(x1, y) }
        }
        return PixelImage(width: width, height: height, bytes: out)
    }
}

extension ImageComparison {
    /// Runs `body` with both images' pixels as packed 32-bit values.
    static func withPixels<R>(
        _ first: PixelImage, _ second: PixelImage,
        _ body: (UnsafeBufferPointer<UInt32>, UnsafeBufferPointer<UInt32>) -> R
    ) -> R {
        first.bytes.withUnsafeBufferPointer { firstBytes in
            second.bytes.withUnsafeBufferPointer { secondBytes in
                firstBytes.withMemoryRebound(to: UInt32.self) { a in
                    secondBytes.withMemoryRebound(to: UInt32.self) { b in body(a, b) }
                }
            }
        }
    }

    /// A length for messages: whole numbers without decimals, others with up to two.
    static func number(_ value: Double) -> String {
        if value == value.rounded() { return String(format: "%.0f", value) }
        let text = String(format: "%.2f", value)
        return text.hasSuffix("0") ? String(text.dropLast()) : text
    }
}

/// ΔE of two packed RGBA pixels, remembering recent pairs: a change of background
/// repeats the same pair thousands of times.
struct DeltaEMeter {
    private var cache: [UInt64: Double] = [:]

    mutating func deltaE(_ reference: UInt32, _ actual: UInt32) -> Double {
        let key = UInt64(reference) << 32 | UInt64(actual)
        if let hit = cache[key] { return hit }
        let value = Self.color(reference).deltaE2000(to: Self.color(actual))
        if cache.count >= 65_536 { cache.removeAll(keepingCapacity: true) }
        cache[key] = value
        return value
    }

    /// The color of a pixel read as a `UInt32` from RGBA bytes (little-endian hosts
    /// put R in the low byte; big-endian in the high).
    static func color(_ packed: UInt32) -> RGBA {
        let bytes = packed.littleEndian
        return RGBA(
            red: UInt8(truncatingIfNeeded: bytes), green: UInt8(truncatingIfNeeded: bytes >> 8),
            blue: UInt8(truncatingIfNeeded: bytes >> 16), alpha: UInt8(truncatingIfNeeded: bytes >> 24))
    }
}
