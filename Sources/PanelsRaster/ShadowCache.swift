import Foundation
import Panels

/// Soft shadows of rounded rectangles: the shape's coverage blurred with a Gaussian
/// of σ = blur / 2, cached per (size, radii, blur) so a steady frame blurs nothing.
///
/// Contract: deterministic (fixed kernel, fixed summation order, rounding to 8 bits);
/// bounded: least recently used masks are dropped beyond `byteLimit`. Safe to use from
/// any thread (its own lock, held only to look up and insert; two threads may make the
/// same mask at once, with the same bytes).
package final class ShadowCache: @unchecked Sendable {
    package static let shared = ShadowCache()

    /// An empty cache of its own (tests that count blurs; the drawing path uses `shared`).
    package init() {}

    package struct Key: Hashable {
        var width: Int, height: Int, corners: CornerRadii, blur: Double
    }

    private let lock = NSLock()
    private var entries: [Key: (mask: AlphaMask, pad: Int, used: UInt64)] = [:]
    private var bytes = 0
    private var clock: UInt64 = 0
    package static let byteLimit = 32 << 20
    private var blurs = 0
    /// Masks computed (not answered from the cache), for tests.
    package var blurCount: Int { lock.withLock { blurs } }

    /// The shadow mask for a `width`×`height` box and the padding around it.
    package func mask(width: Int, height: Int, corners: CornerRadii, blur: Double) -> (AlphaMask, Int) {
        let key = Key(width: width, height: height, corners: corners, blur: blur)
        let hit = lock.withLock { () -> (AlphaMask, Int)? in
            clock += 1
            guard let index = entries.index(forKey: key) else { return nil }
            entries.values[index].used = clock
            return (entries.values[index].mask, entries.values[index].pad)
        }
        if let hit { return hit }
        let mask: AlphaMask, pad: Int
        var blurred = false
        if let stretched = stretched(width: width, height: height, corners: corners, blur: blur) {
            (mask, pad) = stretched
        } else {
            (mask, pad) = ShadowCache.make(width: width, height: height, corners: corners, blur: blur)
            blurred = true
        }
        lock.withLock {
            if blurred { blurs += 1 }
            if entries.updateValue((mask, pad, clock), forKey: key) == nil {
                bytes += mask.bytes.count
                if bytes > ShadowCache.byteLimit { evict() }
            }
        }
        return (mask, pad)
    }

    /// The mask of a wide box from the (cached) mask of a narrower one with the same
    /// corners and blur, its middle column repeated: bit-identical to `make`, because
    /// every column whose blur window lies in the straight middle of the box sees the
    /// same values in the same order. Nil when the box is too narrow to gain, or when
    /// the narrower box would clamp the corners differently. (A sliding menu's shadow
    /// changes width every frame.)
    private func stretched(width: Int, height: Int, corners: CornerRadii, blur: Double) -> (AlphaMask, Int)? {
        let sigma = max(0.01, blur / 2)
        let pad = Self.padding(blur: blur)
        let radius = blur > 0 ? Int((3 * sigma).rounded(.up)) : 0
        let clamped = corners.clamped(width: Double(width), height: Double(height))
        let left = Int(max(clamped.topLeading, clamped.bottomLeading).rounded(.up))
        let right = Int(max(clamped.topTrailing, clamped.bottomTrailing).rounded(.up))
        let narrow = left + right + 2 * radius + 3
        guard width > narrow + 16,
            corners.clamped(width: Double(narrow), height: Double(height)) == clamped
        else { return nil }
        let (small, smallPad) = mask(width: narrow, height: height, corners: corners, blur: blur)
        guard smallPad == pad else { return nil }
        // The first column of the narrow mask's straight middle, after blurring.
        let middle = pad + left + radius + 1
        let sw = small.width, w = width + 2 * pad, h = small.height
        let tail = sw - middle - 1
        var bytes = [UInt8](repeating: 0, count: w * h)
        small.bytes.withUnsafeBufferPointer { src in
            bytes.withUnsafeMutableBufferPointer { dst in
                for y in 0 ..< h {
                    let s = src.baseAddress! + y * sw, d = dst.baseAddress! + y * w
                    d.update(from: s, count: middle)
                    d.advanced(by: middle).update(repeating: s[middle], count: w - middle - tail)
                    d.advanced(by: w - tail).update(from: s + middle + 1, count: tail)
                }
            }
        }
        return (AlphaMask(width: w, height: h, bytes: bytes), pad)
    }

    /// Call with `lock` held.
    private func evict() {
        let ordered = entries.sorted { $0.value.used < $1.value.used }
        for (key, value) in ordered where bytes > ShadowCache.byteLimit * 3 / 4 {
            entries[key] = nil
            bytes -= value.mask.bytes.count
        }
    }

    /// The transparent margin around a box in its shadow mask for `blur` (quantized as
    /// the executor quantizes it): 3σ, σ = blur / 2, and one pixel more.
    package static func padding(blur: Double) -> Int {
        Int((3 * max(0.01, blur / 2)).rounded(.up)) + 1
    }

    /// The box's coverage (0…1) with `pad` empty pixels around it, row by row.
    package static func coverage(width: Int, height: Int, corners: CornerRadii, pad: Int) -> [Float] {
        let w = width + 2 * pad, h = height + 2 * pad
        let shape = RoundedShape(
            Rect(x: Double(pad), y: Double(pad), width: Double(width), height: Double(height)),
            corners.clamped(width: Double(width), height: Double(height)))
        var plane = [Float](repeating: 0, count: w * h)
        for y in pad ..< pad + height {
            for x in pad ..< pad + width { plane[y * w + x] = Float(shape.coverage(x, y)) }
        }
        return plane
    }

    /// The normalized Gaussian kernel of a blur (σ = blur / 2, 3σ each side) and its
    /// radius: `kernel[k + radius]` weighs the pixel `k` away.
    package static func kernel(blur: Double) -> ([Float], Int) {
        let sigma = max(0.01, blur / 2)
        let radius = Int((3 * sigma).rounded(.up))
        let kernel = (-radius ... radius).map { Float(exp(-Double($0 * $0) / (2 * sigma * sigma))) }
        let total = kernel.reduce(0, +)
        return (kernel.map { $0 / total }, radius)
    }

    /// Blurs wider than this many pixels are made at a fraction of the size and scaled
    /// up (`downsampled`): the exact kernel's cost grows with the blur squared around a
    /// box (a 512 px blur took 45 s in a debug build), the scaled one's does not.
    package static let exactBlurLimit = 96.0

    package static func make(
        width: Int, height: Int, corners: CornerRadii, blur: Double, exact: Bool = false
    ) -> (AlphaMask, Int) {
        if blur > exactBlurLimit && !exact {
            return downsampled(width: width, height: height, corners: corners, blur: blur)
        }
        let pad = Self.padding(blur: blur)
        let w = width + 2 * pad, h = height + 2 * pad
        var plane = Self.coverage(width: width, height: height, corners: corners, pad: pad)
        if blur > 0 {
            let (kernel, radius) = Self.kernel(blur: blur)
            var temp = [Float](repeating: 0, count: w * h)
            // Horizontal pass, then vertical. Rows (and columns) equal to the previous
            // one give equal results, so the long straight middle of a box is blurred
            // once and copied: the cost grows with the corners, not the area.
            plane.withUnsafeBufferPointer { src in
                temp.withUnsafeMutableBufferPointer { dst in
                    for y in 0 ..< h {
                        let row = y * w
                        if y > 0 && memcmp(src.baseAddress! + row, src.baseAddress! + row - w, w * 4) == 0 {
                            (dst.baseAddress! + row).update(from: dst.baseAddress! + row - w, count: w)
                            continue
                        }
                        // `run`: where the stretch of equal values ending under the
                        // window's right end starts.
                        var run = min(radius, w - 1)
                        while run > 0 && src[row + run - 1] == src[row + run] { run -= 1 }
                        for x in 0 ..< w {
                            if x > 0, x + radius < w, src[row + x + radius] != src[row + x + radius - 1] {
                                run = x + radius
                            }
                            // A full window over equal values, as the last one was:
                            // the same sum, term for term.
                            if x > radius, x + radius < w, run <= x - 1 - radius {
                                dst[row + x] = dst[row + x - 1]
                                continue
                            }
                            var sum: Float = 0
                            let lo = max(-radius, -x), hi = min(radius, w - 1 - x)
                            for k in lo ... hi { sum += src[row + x + k] * kernel[k + radius] }
                            dst[row + x] = sum
                        }
                    }
                }
            }
            temp.withUnsafeBufferPointer { src in
                plane.withUnsafeMutableBufferPointer { dst in
                    var column = [Float](repeating: 0, count: h)
                    var previous = [Float](repeating: -1, count: h)
                    for x in 0 ..< w {
                        for y in 0 ..< h { column[y] = src[y * w + x] }
                        if x > 0 && column == previous {
                            for y in 0 ..< h { dst[y * w + x] = dst[y * w + x - 1] }
                            continue
                        }
                        var run = min(radius, h - 1)
                        while run > 0 && column[run - 1] == column[run] { run -= 1 }
                        for y in 0 ..< h {
                            if y > 0, y + radius < h, column[y + radius] != column[y + radius - 1] {
                                run = y + radius
                            }
                            if y > radius, y + radius < h, run <= y - 1 - radius {
                                dst[y * w + x] = dst[(y - 1) * w + x]
                                continue
                            }
                            let lo = max(-radius, -y), hi = min(radius, h - 1 - y)
                            var sum: Float = 0
                            for k in lo ... hi { sum += column[y + k] * kernel[k + radius] }
                            dst[y * w + x] = sum
                        }
                        swap(&column, &previous)
                    }
                }
            }
        }
        let bytes = plane.map { UInt8(max(0, min(255, ($0 * 255).rounded()))) }
        return (AlphaMask(width: w, height: h, bytes: bytes), pad)
    }

    /// A shadow with a blur over `exactBlurLimit`: made `factor` times smaller (box,
    /// corners and blur), then scaled up with bilinear filtering to the full mask's
    /// size and padding. Deterministic (fixed arithmetic order); a blur that wide is
    /// smooth, so the smaller mask loses nothing visible.
    static func downsampled(width: Int, height: Int, corners: CornerRadii, blur: Double) -> (AlphaMask, Int) {
        let factor = (blur / exactBlurLimit).rounded(.up)
        let pad = Self.padding(blur: blur)
        let smallWidth = max(1, Int((Double(width) / factor).rounded(.up)))
        let smallHeight = max(1, Int((Double(height) / factor).rounded(.up)))
        let scaledCorners = CornerRadii(
            topLeading: corners.topLeading / factor, topTrailing: corners.topTrailing / factor,
            bottomTrailing: corners.bottomTrailing / factor, bottomLeading: corners.bottomLeading / factor)
        let (small, smallPad) = make(
            width: smallWidth, height: smallHeight, corners: scaledCorners, blur: blur / factor)
        let w = width + 2 * pad, h = height + 2 * pad
        var bytes = [UInt8](repeating: 0, count: w * h)
        let sw = small.width, sh = small.height
        small.bytes.withUnsafeBufferPointer { src in
            bytes.withUnsafeMutableBufferPointer { dst in
                // A full-size pixel's center in the small mask's pixels.
                func place(_ v: Int) -> (Int, Double) {
                    let at = (Double(v - pad) + 0.5) / factor + Double(smallPad) - 0.5
                    let base = at.rounded(.down)
                    return (Int(base), at - base)
                }
                func sample(_ x: Int, _ y: Int) -> Double {
                    guard x >= 0, y >= 0, x < sw, y < sh else { return 0 }
                    return Double(src[y * sw + x])
                }
                for y in 0 ..< h {
                    let (y0, fy) = place(y)
                    for x in 0 ..< w {
                        let (x0, fx) = place(x)
                        let top = sample(x0, y0) * (1 - fx) + sample(x0 + 1, y0) * fx
                        let bottom = sample(x0, y0 + 1) * (1 - fx) + sample(x0 + 1, y0 + 1) * fx
                        dst[y * w + x] = UInt8(max(0, min(255, (top * (1 - fy) + bottom * fy).rounded())))
                    }
                }
            }
        }
        return (AlphaMask(width: w, height: h, bytes: bytes), pad)
    }
}
