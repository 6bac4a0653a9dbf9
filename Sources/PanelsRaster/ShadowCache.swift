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
        var previous: RoundedShape.Row?
        for y in pad ..< pad + height {
            // `Row`: the row's own terms once (bit for bit `shape.coverage(x, y)`); a
            // row level with no corner, covered as much as the one above, is that row.
            let row = RoundedShape.Row(shape, y: y)
            if let previous, previous.sameCoverage(as: row) {
                plane.withUnsafeMutableBufferPointer { plane in
                    (plane.baseAddress! + y * w + pad).update(
                        from: plane.baseAddress! + (y - 1) * w + pad, count: width)
                }
            } else {
                for x in pad ..< pad + width { plane[y * w + x] = Float(row.coverage(x)) }
            }
            previous = row
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
        guard blur > 0 else { return (AlphaMask(width: w, height: h, bytes: Self.bytes(plane)), pad) }
        let (kernel, radius) = Self.kernel(blur: blur)
        guard let (start, end) = Self.straightRows(plane, width: w, height: h, radius: radius) else {
            Self.blur(&plane, width: w, height: h, kernel: kernel, radius: radius)
            return (AlphaMask(width: w, height: h, bytes: Self.bytes(plane)), pad)
        }
        // Rows `start ..< end` of the coverage are equal and many: blurred, every row
        // whose window (2·radius + 1 rows) lies among them is the same row. So a plane
        // with all but 2·radius + 2 of them left out is blurred, and its middle row
        // stands for the ones left out. Every other row sees the same rows, in the
        // same order, with the same clamping at the plane's edges: the same bytes.
        let kept = 2 * radius + 2, removed = end - start - kept
        var short = [Float](plane[0 ..< (start + kept) * w])
        short.append(contentsOf: plane[end * w ..< h * w])
        let shortHeight = h - removed
        Self.blur(&short, width: w, height: shortHeight, kernel: kernel, radius: radius)
        let shortBytes = Self.bytes(short)
        var bytes = [UInt8](repeating: 0, count: w * h)
        shortBytes.withUnsafeBufferPointer { src in
            bytes.withUnsafeMutableBufferPointer { dst in
                let top = start + radius, bottom = end - radius
                // Rows above `top` and from `bottom` as blurred; the ones between are
                // the short plane's row `top` (its window lies among the equal rows).
                dst.baseAddress!.update(from: src.baseAddress!, count: top * w)
                let middle = src.baseAddress! + top * w
                for y in top ..< bottom { (dst.baseAddress! + y * w).update(from: middle, count: w) }
                (dst.baseAddress! + bottom * w).update(
                    from: src.baseAddress! + (bottom - removed) * w, count: (h - bottom) * w)
            }
        }
        return (AlphaMask(width: w, height: h, bytes: bytes), pad)
    }

    /// The longest run of equal rows in `plane` (`width` floats a row), as rows
    /// `start ..< end`, when leaving all but 2·`radius` + 2 of them out of the blur
    /// gains something (16 rows or more); nil otherwise.
    static func straightRows(_ plane: [Float], width: Int, height: Int, radius: Int) -> (Int, Int)? {
        guard width > 0, height > 1 else { return nil }
        var best = (0, 1), start = 0
        plane.withUnsafeBufferPointer { rows in
            let base = rows.baseAddress!
            for y in 1 ... height {
                if y < height, memcmp(base + y * width, base + (y - 1) * width, width * 4) == 0 { continue }
                if y - start > best.1 - best.0 { best = (start, y) }
                start = y
            }
        }
        return best.1 - best.0 >= 2 * radius + 2 + 16 ? best : nil
    }

    /// The 8-bit mask of a blurred plane (0…1 each).
    private static func bytes(_ plane: [Float]) -> [UInt8] {
        plane.map { UInt8(max(0, min(255, ($0 * 255).rounded()))) }
    }

    /// Blurs `plane` (`width`×`height`, row by row) with `kernel`: a horizontal pass,
    /// then a vertical one, each pixel's window clamped at the plane's edges.
    private static func blur(_ plane: inout [Float], width w: Int, height h: Int, kernel: [Float], radius: Int) {
        var temp = [Float](repeating: 0, count: w * h)
        // Horizontal pass, then vertical. Rows (and columns) equal to the previous
        // one give equal results, so the long straight middle of a box is blurred
        // once and copied: the cost grows with the corners, not the area. Pointers,
        // so the sums' inner loops check no bounds (the same sums, in the same order).
        kernel.withUnsafeBufferPointer { kernel in
            // `weights[k]` weighs the pixel `k` away, -radius ... radius.
            let weights = kernel.baseAddress! + radius
            plane.withUnsafeBufferPointer { plane in
                temp.withUnsafeMutableBufferPointer { temp in
                    Self.horizontalPass(plane.baseAddress!, into: temp.baseAddress!, w, h, weights, radius)
                }
            }
            temp.withUnsafeBufferPointer { temp in
                plane.withUnsafeMutableBufferPointer { plane in
                    Self.verticalPass(temp.baseAddress!, into: plane.baseAddress!, w, h, weights, radius)
                }
            }
        }
    }

    private static func horizontalPass(
        _ src: UnsafePointer<Float>, into dst: UnsafeMutablePointer<Float>, _ w: Int, _ h: Int,
        _ weights: UnsafePointer<Float>, _ radius: Int
    ) {
        for y in 0 ..< h {
            let row = y * w
            if y > 0 && memcmp(src + row, src + row - w, w * 4) == 0 {
                (dst + row).update(from: dst + row - w, count: w)
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
                for k in lo ... hi { sum += src[row + x + k] * weights[k] }
                dst[row + x] = sum
            }
        }
    }

    private static func verticalPass(
        _ src: UnsafePointer<Float>, into dst: UnsafeMutablePointer<Float>, _ w: Int, _ h: Int,
        _ weights: UnsafePointer<Float>, _ radius: Int
    ) {
        let columns = UnsafeMutablePointer<Float>.allocate(capacity: 2 * h)
        defer { columns.deallocate() }
        var column = columns, previous = columns + h
        for x in 0 ..< w {
            for y in 0 ..< h { column[y] = src[y * w + x] }
            // Bit for bit the column before (stricter than `==`): the same results.
            if x > 0 && memcmp(column, previous, h * 4) == 0 {
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
                for k in lo ... hi { sum += column[y + k] * weights[k] }
                dst[y * w + x] = sum
            }
            swap(&column, &previous)
        }
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
