import CPanelsBlend
import Panels

/// Panels' own rasterizer: draws anti-aliased coverage into premultiplied ARGB pixels
/// with nested clips (rounded, as coverage masks) and group layers.
///
/// Contract: every operation is integer or IEEE double arithmetic in a fixed order,
/// so the same calls give byte-identical pixels on every run. Drawing outside the
/// current clip changes nothing. `beginGroup`/`endGroup` and `pushClip`/`popClip`
/// nest; unbalanced ends are ignored.
package struct Canvas {
    /// A drawing target: the frame (first) or a group's layer.
    package struct Layer {
        var buffer: PixelBuffer
        var opacity: Double
        /// The pixels drawn so far (only these are composited).
        var dirty: PixelRect
    }

    /// The clip in force: a pixel rectangle and, for rounded or nested rounded clips,
    /// a coverage mask over that rectangle.
    package struct Clip {
        var rect: PixelRect
        var mask: MaskStorage?
    }

    /// A clip's coverage bytes at a stable address. Not zeroed: `pushClip` writes
    /// every byte before any is read.
    package final class MaskStorage {
        let bytes: UnsafeMutablePointer<UInt8>
        init(count: Int) {
            bytes = .allocate(capacity: max(1, count))
        }
        deinit { bytes.deallocate() }
    }

    package let width: Int
    package let height: Int
    private(set) var layers: [Layer]
    private(set) var clips: [Clip]
    /// Cached from `clips.last` and `layers.last` (no array access per span).
    private(set) var clipRect: PixelRect
    private var clipMask: UnsafePointer<UInt8>?
    private var target: UnsafeMutablePointer<UInt32>

    package init(width: Int, height: Int) {
        self.init(buffer: PixelBuffer(width: width, height: height))
    }

    package init(buffer: PixelBuffer) {
        self.init(buffer: buffer, region: PixelRect(x0: 0, y0: 0, x1: buffer.width, y1: buffer.height))
    }

    /// A canvas that draws only inside `region` of `buffer` (a damaged part of a
    /// frame): the outermost clip, which `clear` also keeps to. Every pixel inside
    /// gets the bytes drawing the whole canvas would give it (drawing is per pixel;
    /// clips and spans only choose which pixels are touched).
    package init(buffer: PixelBuffer, region: PixelRect) {
        width = buffer.width
        height = buffer.height
        layers = [Layer(buffer: buffer, opacity: 1, dirty: .empty)]
        let whole = PixelRect(x0: 0, y0: 0, x1: buffer.width, y1: buffer.height)
        clipRect = region.intersection(whole)
        if clipRect.isEmpty { clipRect = .empty }
        clips = [Clip(rect: clipRect, mask: nil)]
        clipMask = nil
        target = buffer.pixels
    }

    /// The part of the frame this canvas draws in (the whole frame unless made with
    /// `init(buffer:region:)`).
    package var region: PixelRect { clips[0].rect }

    private mutating func syncClip() {
        let top = clips[clips.count - 1]
        clipRect = top.rect
        clipMask = top.mask.map { UnsafePointer($0.bytes) }
    }

    /// The frame's pixels.
    package var frame: PixelBuffer { layers[0].buffer }

    package var clip: Clip { clips[clips.count - 1] }

    /// The rectangle of the clip in force (nothing is drawn outside it).
    package var clipBounds: PixelRect { clipRect }

    /// Whether a rounded clip's coverage mask is in force (square clips have none).
    package var hasClipMask: Bool { clipMask != nil }

    /// True while no clip is pushed and no group layer is open: a clear and a fill of
    /// the whole region then set the same pixels (`region`, the whole canvas unless
    /// made with `init(buffer:region:)`).
    package var isAtBase: Bool { clips.count == 1 && layers.count == 1 && clipMask == nil }

    /// Records that `r` was drawn on the current target (for callers that draw rows).
    package mutating func noteDrawn(_ r: PixelRect) { markDirty(r) }

    @inline(__always)
    private mutating func markDirty(_ r: PixelRect) {
        let i = layers.count - 1
        if i > 0 { layers[i].dirty = layers[i].dirty.union(r.intersection(clipRect)) }
    }

    // MARK: Clear

    /// Replaces every pixel of the current target in the canvas's `region` (the whole
    /// frame unless drawing a damaged part) with `color`; ignores clips.
    package mutating func clear(_ color: RGBA) {
        let p = PixelMath.premultiplied(color)
        let r = clips[0].rect
        if r.x0 == 0 && r.y0 == 0 && r.x1 == width && r.y1 == height {
            target.update(repeating: p, count: width * height)
        } else {
            for y in r.y0 ..< r.y1 { (target + y * width + r.x0).update(repeating: p, count: r.width) }
        }
        markDirty(r)
    }

    // MARK: Spans (the primitives everything else uses)

    /// Blends `color` (premultiplied) at `coverage` over pixels `x0 ..< x1` of row `y`,
    /// inside the clip.
    @inline(__always)
    package mutating func span(y: Int, x0: Int, x1: Int, color: UInt32, coverage: UInt32) {
        let c = clipRect
        guard y >= c.y0, y < c.y1 else { return }
        let a = max(x0, c.x0), b = min(x1, c.x1)
        guard a < b, coverage > 0 else { return }
        let row = target + y * width
        if let m = clipMask {
            // Inside a rounded clip: runs the mask covers fully (most of it) take the
            // plain path, which gives the same bytes (k = coverage when the mask is 255).
            let base = (y - c.y0) * c.width - c.x0
            var x = a
            while x < b {
                let end = Canvas.fullRun(m + base, from: x, to: b)
                if end > x {
                    Canvas.plainSpan(row, x, end, color: color, coverage: coverage)
                    x = end
                    continue
                }
                let k = PixelMath.div255(coverage * UInt32(m[base + x]))
                if k != 0 { row[x] = PixelMath.over(PixelMath.scale(color, k), row[x]) }
                x += 1
            }
            return
        }
        Canvas.plainSpan(row, a, b, color: color, coverage: coverage)
    }

    /// `color` at `coverage` over `row[a ..< b]`, no clip mask.
    @inline(__always)
    private static func plainSpan(
        _ row: UnsafeMutablePointer<UInt32>, _ a: Int, _ b: Int, color: UInt32, coverage: UInt32
    ) {
        let s = coverage >= 255 ? color : PixelMath.scale(color, coverage)
        if s >> 24 == 255 {
            (row + a).update(repeating: s, count: b - a)
        } else if s != 0 {
            Canvas.blendRun(row + a, count: b - a, color: s)
        }
    }

    /// The end of the run of fully covering (255) mask bytes `mask[from ..< to]` that
    /// starts at `from` (`from` itself when that byte is not 255).
    @inline(__always)
    private static func fullRun(_ mask: UnsafePointer<UInt8>, from: Int, to: Int) -> Int {
        var x = from
        while x + 8 <= to, UnsafeRawPointer(mask + x).loadUnaligned(as: UInt64.self) == ~0 { x += 8 }
        while x < to, mask[x] == 255 { x += 1 }
        return x
    }

    /// `color` (premultiplied) over `count` pixels: the hot loop of translucent fills.
    /// 16 or 8 pixels at a time where the CPU has AVX-512BW or AVX2 (`CPanelsBlend`),
    /// then four in 16-bit lanes (SSE2 multiplies), then one at a time;
    /// both compute exactly `PixelMath.over`, so results do not depend on alignment.
    @inline(__always)
    package static func blendRun(_ p: UnsafeMutablePointer<UInt32>, count: Int, color s: UInt32) {
        #if DEBUG
        // Unoptimized builds run generic SIMD code very slowly; the scalar formula
        // gives the same bytes (tested), so debug builds use it.
        var i = 0
        #else
        let wide = count >= 16 ? panels_blend_over(p, count, s) : 0
        var i = wide + blendRun4(p + wide, count: count - wide, color: s)
        #endif
        while i < count {
            p[i] = PixelMath.over(s, p[i])
            i += 1
        }
    }

    /// The SIMD part of `blendRun`: whole groups of four pixels; returns how many
    /// pixels it blended.
    @inline(__always)
    package static func blendRun4(_ p: UnsafeMutablePointer<UInt32>, count: Int, color s: UInt32) -> Int {
        let ia = UInt16(255 &- (s >> 24))
        // Little-endian ARGB words are bytes B, G, R, A: even bytes are B and R, odd G and A.
        let b = UInt16(s & 0xFF), g = UInt16((s >> 8) & 0xFF), r = UInt16((s >> 16) & 0xFF), a = UInt16(s >> 24)
        let sEven = SIMD8<UInt16>(b, r, b, r, b, r, b, r)
        let sOdd = SIMD8<UInt16>(g, a, g, a, g, a, g, a)
        let low = SIMD8<UInt16>(repeating: 0x00FF)
        let raw = UnsafeMutableRawPointer(p)
        var i = 0
        while i + 4 <= count {
            let v = raw.loadUnaligned(fromByteOffset: i * 4, as: SIMD8<UInt16>.self)
            var even = (v & low) &* ia &+ 128
            even = ((even &+ (even &>> 8)) &>> 8) &+ sEven
            var odd = (v &>> 8) &* ia &+ 128
            odd = ((odd &+ (odd &>> 8)) &>> 8) &+ sOdd
            raw.storeBytes(of: even | (odd &<< 8), toByteOffset: i * 4, as: SIMD8<UInt16>.self)
            i += 4
        }
        return i
    }

    /// Four pixels of `color` (premultiplied) at four coverages (one byte each, first
    /// pixel lowest), branch-free in 16-bit lanes. Exactly `over(scale(color, k), d)`
    /// per pixel, so it matches the one-pixel path bit for bit.
    @inline(__always)
    package static func blendCoverage4(_ p: UnsafeMutablePointer<UInt32>, coverage c: UInt32, color s: UInt32) {
        let k0 = UInt16(c & 0xFF), k1 = UInt16((c >> 8) & 0xFF)
        let k2 = UInt16((c >> 16) & 0xFF), k3 = UInt16(c >> 24)
        let k = SIMD8<UInt16>(k0, k0, k1, k1, k2, k2, k3, k3)
        let b = UInt16(s & 0xFF), g = UInt16((s >> 8) & 0xFF), r = UInt16((s >> 16) & 0xFF), a = UInt16(s >> 24)
        let colorEven = SIMD8<UInt16>(b, r, b, r, b, r, b, r)
        let colorOdd = SIMD8<UInt16>(g, a, g, a, g, a, g, a)
        @inline(__always) func div255(_ x: SIMD8<UInt16>) -> SIMD8<UInt16> {
            let t = x &+ 128
            return (t &+ (t &>> 8)) &>> 8
        }
        let sEven = div255(colorEven &* k)
        let sOdd = div255(colorOdd &* k)
        // Alpha of each scaled pixel sits in the odd lane of its pair: copy it to both.
        let pairs = unsafeBitCast(sOdd, to: SIMD4<UInt32>.self)
        let alpha = (pairs &>> 16) | (pairs & 0xFFFF_0000)
        let inverse = SIMD8<UInt16>(repeating: 255) &- unsafeBitCast(alpha, to: SIMD8<UInt16>.self)
        let raw = UnsafeMutableRawPointer(p)
        let d = raw.loadUnaligned(as: SIMD8<UInt16>.self)
        let even = div255((d & 0x00FF) &* inverse) &+ sEven
        let odd = div255((d &>> 8) &* inverse) &+ sOdd
        raw.storeBytes(of: even | (odd &<< 8), as: SIMD8<UInt16>.self)
    }

    /// Blends one pixel at `coverage` (0…255), inside the clip.
    @inline(__always)
    package mutating func pixel(x: Int, y: Int, color: UInt32, coverage: UInt32) {
        let c = clipRect
        guard coverage > 0, x >= c.x0, x < c.x1, y >= c.y0, y < c.y1 else { return }
        var k = coverage
        if let mask = clipMask {
            k = PixelMath.div255(k * UInt32(mask[(y - c.y0) * c.width + (x - c.x0)]))
            if k == 0 { return }
        }
        let i = y * width + x
        target[i] = PixelMath.over(k >= 255 ? color : PixelMath.scale(color, k), target[i])
    }

    /// Blends a row of 8-bit coverage values tinted with `color`, starting at (x, y).
    package mutating func coverageRow(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int, color: UInt32) {
        let c = clipRect
        guard y >= c.y0, y < c.y1 else { return }
        let a = max(x, c.x0), b = min(x + count, c.x1)
        guard a < b else { return }
        let row = target + y * width
        if let mask = clipMask {
            // Runs the mask covers fully take the plain path (the same bytes).
            let base = (y - c.y0) * c.width - c.x0
            var px = a
            while px < b {
                let end = Canvas.fullRun(mask + base, from: px, to: b)
                if end > px {
                    Canvas.plainCoverageRow(row, px, end, source: coverage - x, color: color)
                    px = end
                    continue
                }
                let k = PixelMath.div255(UInt32(coverage[px - x]) * UInt32(mask[base + px]))
                if k != 0 { row[px] = PixelMath.over(PixelMath.scale(color, k), row[px]) }
                px += 1
            }
            return
        }
        Canvas.plainCoverageRow(row, a, b, source: coverage - x, color: color)
    }

    /// Coverage `source[a ..< b]` tinted with `color` over `row[a ..< b]`, no clip mask.
    @inline(__always)
    private static func plainCoverageRow(
        _ row: UnsafeMutablePointer<UInt32>, _ a: Int, _ b: Int, source: UnsafePointer<UInt8>, color: UInt32
    ) {
        let opaque = color >> 24 == 255
        // Whole groups of 8 or 16 pixels in the wide C loops (AVX2 / AVX-512BW) where
        // the CPU has them; the rest below, with the same formula.
        var px = a
        if b - a >= 8 { px += panels_blend_coverage(row + a, source + a, b - a, color) }
        // Eight coverage bytes at a time: empty groups (most of a text line) are skipped,
        // full groups of an opaque color are stored.
        while px + 8 <= b {
            let group = UnsafeRawPointer(source + px).loadUnaligned(as: UInt64.self)
            if group == 0 {
                px += 8
                continue
            }
            if group == ~0 && opaque {
                (row + px).update(repeating: color, count: 8)
                px += 8
                continue
            }
            #if DEBUG
            // Unoptimized builds run generic SIMD code very slowly; the scalar formula
            // gives the same bytes (tested), so debug builds use it.
            for j in px ..< px + 8 {
                let k = UInt32(source[j])
                if k != 0 { row[j] = PixelMath.over(k == 255 ? color : PixelMath.scale(color, k), row[j]) }
            }
            #else
            let first = UInt32(truncatingIfNeeded: group), second = UInt32(truncatingIfNeeded: group >> 32)
            if first != 0 { Canvas.blendCoverage4(row + px, coverage: first, color: color) }
            if second != 0 { Canvas.blendCoverage4(row + px + 4, coverage: second, color: color) }
            #endif
            px += 8
        }
        while px < b {
            let k = UInt32(source[px])
            if k != 0 { row[px] = PixelMath.over(k == 255 ? color : PixelMath.scale(color, k), row[px]) }
            px += 1
        }
    }

    /// Blends premultiplied source pixels `count` long at (x, y), each scaled by
    /// `coverage` (per pixel, optional) and `opacity` (0…255).
    package mutating func imageRow(
        y: Int, x: Int, source: UnsafePointer<UInt32>, count: Int,
        coverage: UnsafePointer<UInt8>?, opacity: UInt32
    ) {
        let c = clipRect
        guard y >= c.y0, y < c.y1 else { return }
        let a = max(x, c.x0), b = min(x + count, c.x1)
        guard a < b else { return }
        let row = target + y * width
        if clipMask == nil && opacity == 255 {
            // The common case (a picture's tile, no clip mask, fully opaque): the
            // coverage is the factor itself (div255(255 × c) == c), and an opaque
            // source pixel at full coverage replaces the pixel (over(s, d) == s).
            for px in a ..< b {
                let k = coverage.map { UInt32($0[px - x]) } ?? 255
                if k == 0 { continue }
                let s = source[px - x]
                if k == 255 {
                    row[px] = s >= 0xFF00_0000 ? s : PixelMath.over(s, row[px])
                } else {
                    row[px] = PixelMath.over(PixelMath.scale(s, k), row[px])
                }
            }
            return
        }
        let maskBase = (y - c.y0) * c.width - c.x0
        for px in a ..< b {
            var k = opacity
            if let coverage { k = PixelMath.div255(k * UInt32(coverage[px - x])) }
            if let mask = clipMask { k = PixelMath.div255(k * UInt32(mask[maskBase + px])) }
            if k == 0 { continue }
            let s = source[px - x]
            row[px] = PixelMath.over(k >= 255 ? s : PixelMath.scale(s, k), row[px])
        }
    }

    // MARK: Rectangles

    /// Fills a (fractional) rectangle, anti-aliased at its edges.
    package mutating func fill(_ r: Rect, _ color: RGBA) {
        guard color.alpha > 0, r.width > 0, r.height > 0 else { return }
        let s = PixelMath.premultiplied(color)
        let box = PixelRect.covering(r)
        let visible = box.intersection(clipRect)
        guard !visible.isEmpty else { return }
        markDirty(visible)
        let integral =
            PixelMath.isWhole(r.minX) && PixelMath.isWhole(r.maxX) && PixelMath.isWhole(r.minY)
            && PixelMath.isWhole(r.maxY)
        if integral {
            for y in visible.y0 ..< visible.y1 { span(y: y, x0: box.x0, x1: box.x1, color: s, coverage: 255) }
            return
        }
        let full = RowEdges(minX: r.minX, maxX: r.maxX, rowCoverage: 1)
        for y in visible.y0 ..< visible.y1 {
            let hy = min(r.maxY, Double(y + 1)) - max(r.minY, Double(y))
            if hy == 1 {
                row(y: y, full, color: s)
            } else {
                rowWithEdges(y: y, minX: r.minX, maxX: r.maxX, color: s, rowCoverage: hy)
            }
        }
    }

    /// One row of a rectangle from `minX` to `maxX` with partial end pixels.
    private mutating func rowWithEdges(y: Int, minX: Double, maxX: Double, color: UInt32, rowCoverage hy: Double) {
        guard hy > 0 else { return }
        row(y: y, RowEdges(minX: minX, maxX: maxX, rowCoverage: hy), color: color)
    }

    /// Where a row of a rectangle from `minX` to `maxX` covering `hy` of its pixels'
    /// height has its partial end pixels, and their coverages (the same for every
    /// row of the same `hy`: computed once for a rectangle's full rows).
    /// A coordinate beyond every canvas (canvases are at most 16,384 px a side).
    static let farEdge = 1_073_741_824.0

    private struct RowEdges {
        let left: Int, right: Int, innerLeft: Int, innerRight: Int
        let single: UInt32, leftCoverage: UInt32, middle: UInt32, rightCoverage: UInt32

        init(minX: Double, maxX: Double, rowCoverage hy: Double) {
            // Far past any canvas on either side is the same as just past it; held there
            // so the conversions to Int never trap.
            let minX = min(max(minX, -Canvas.farEdge), Canvas.farEdge)
            let maxX = min(max(maxX, -Canvas.farEdge), Canvas.farEdge)
            left = PixelMath.floor(minX)
            right = PixelMath.ceil(maxX)
            innerLeft = PixelMath.ceil(minX)
            innerRight = PixelMath.floor(maxX)
            single = Canvas.quantize((maxX - minX) * hy)
            leftCoverage = Canvas.quantize((Double(innerLeft) - minX) * hy)
            middle = Canvas.quantize(hy)
            rightCoverage = Canvas.quantize((maxX - Double(innerRight)) * hy)
        }
    }

    @inline(__always)
    private mutating func row(y: Int, _ e: RowEdges, color: UInt32) {
        if e.right - e.left == 1 {
            pixel(x: e.left, y: y, color: color, coverage: e.single)
            return
        }
        if e.innerLeft > e.left { pixel(x: e.left, y: y, color: color, coverage: e.leftCoverage) }
        if e.innerRight > e.innerLeft {
            span(y: y, x0: e.innerLeft, x1: e.innerRight, color: color, coverage: e.middle)
        }
        if e.right > e.innerRight { pixel(x: e.innerRight, y: y, color: color, coverage: e.rightCoverage) }
    }

    /// Coverage 0…1 as 0…255, rounded half away from zero: exactly
    /// `UInt32((coverage * 255).rounded())`, without the libm call `rounded()` makes on
    /// baseline x86-64 (no SSE4.1 `roundsd`) — this runs for every edge and corner pixel.
    /// For `scaled` ≥ 0.5, `scaled + 0.5` is exact or rounds within its integer, so
    /// truncating it (one instruction) is `round`; the one value where the sum would
    /// round up across an integer, 0.5 − 2⁻⁵⁴, is below the first guard. Not a number
    /// gives 0. (`QuantizeTests` checks it against `rounded()`.)
    @inline(__always)
    package static func quantize(_ coverage: Double) -> UInt32 {
        let scaled = coverage * 255
        guard scaled >= 0.5 else { return 0 }
        guard coverage < 1 else { return 255 }
        return UInt32(scaled + 0.5)
    }

    /// Fills a rounded rectangle (radii already clamped to half the shorter side),
    /// anti-aliased: straight rows as spans, corner pixels by their distance to the
    /// corner's circle.
    package mutating func fill(_ r: Rect, corners: CornerRadii, _ color: RGBA) {
        if corners.isZero { return fill(r, color) }
        guard color.alpha > 0, r.width > 0, r.height > 0 else { return }
        let shape = RoundedShape(r, corners.clamped(width: r.width, height: r.height))
        let s = PixelMath.premultiplied(color)
        let visible = PixelRect.covering(r).intersection(clipRect)
        guard !visible.isEmpty else { return }
        markDirty(visible)
        let topBand = r.minY + max(shape.tl, shape.tr)
        let bottomBand = r.maxY - max(shape.bl, shape.br)
        var hints = (visible.x0, visible.x1)
        let full = RowEdges(minX: r.minX, maxX: r.maxX, rowCoverage: 1)
        for y in visible.y0 ..< visible.y1 {
            let fy = Double(y)
            let hy = min(r.maxY, fy + 1) - max(r.minY, fy)
            if fy >= topBand && fy + 1 <= bottomBand {
                if hy == 1 {
                    row(y: y, full, color: s)
                } else {
                    rowWithEdges(y: y, minX: r.minX, maxX: r.maxX, color: s, rowCoverage: hy)
                }
                continue
            }
            // A corner row: per pixel near the ends, a span in between.
            let top = fy < topBand, bottom = fy + 1 > bottomBand
            let leftRadius = max(top ? shape.tl : 0, bottom ? shape.bl : 0)
            let rightRadius = max(top ? shape.tr : 0, bottom ? shape.br : 0)
            let leftEnd = max(visible.x0, min(visible.x1, PixelMath.ceil(r.minX + leftRadius) + 1))
            let rightStart = max(leftEnd, min(visible.x1, PixelMath.floor(r.maxX - rightRadius) - 1))
            guard top != bottom else {
                // A row with a top and a bottom corner (a shape shorter than its radii):
                // every end pixel by its own coverage.
                let line = RoundedShape.Row(shape, y: y)
                for x in visible.x0 ..< leftEnd {
                    pixel(x: x, y: y, color: s, coverage: Canvas.quantize(line.coverage(x)))
                }
                if rightStart > leftEnd {
                    span(y: y, x0: leftEnd, x1: rightStart, color: s, coverage: Canvas.quantize(hy))
                }
                for x in rightStart ..< visible.x1 {
                    pixel(x: x, y: y, color: s, coverage: Canvas.quantize(line.coverage(x)))
                }
                continue
            }
            // Only a top or only a bottom corner in this row. Up to `left` no pixel
            // reaches the right end's arc or edge, so the coverage rises monotonically
            // with x there (IEEE arithmetic is monotone); from `right` on it falls. The
            // pixels it leaves at 0 or at the row's full coverage are found by
            // bisection and drawn as spans — the same bytes as pixel by pixel. Between
            // `left` and `right` (the middle of a circle) each pixel is drawn by itself.
            let left = max(
                visible.x0,
                min(
                    leftEnd, PixelMath.floor(r.maxX - rightRadius - 0.5) + 1,
                    PixelMath.floor(r.maxX - 1) + 1))
            let right = max(
                left,
                min(
                    visible.x1,
                    max(rightStart, PixelMath.ceil(r.minX + leftRadius - 0.5), PixelMath.ceil(r.minX))))
            let full = Canvas.quantize(hy)
            let line = RoundedShape.Row(shape, y: y)
            // The first pixel of each end is searched for from where the corner's
            // circle puts it (from where the row above found it when no corner
            // reaches the row: it moves little); from there the pixels are drawn one by one
            // while the coverage climbs to full (left) or falls to zero (right), each
            // level worked out once, for the test and the drawing.
            let leftFirst = Canvas.firstIndex(
                in: visible.x0, left, near: line.leftArcStart(or: hints.0), line, .above(0))
            var leftFull = leftFirst
            while leftFull < left {
                let level = line.level(leftFull)
                if level >= full { break }
                pixel(x: leftFull, y: y, color: s, coverage: level)
                leftFull += 1
            }
            let rightLast = Canvas.firstIndex(
                in: right, visible.x1, near: line.rightArcFall(or: hints.1), line, .below(full))
            hints = (leftFirst, rightLast)
            // The middle: pixels by themselves where an end's arc may reach, the
            // straight part between the ends' corner squares as one span.
            let middleSpanStart = min(right, max(left, leftEnd))
            let middleSpanEnd = max(middleSpanStart, min(right, rightStart))
            if left > leftFull { span(y: y, x0: leftFull, x1: left, color: s, coverage: full) }
            for x in left ..< middleSpanStart { pixel(x: x, y: y, color: s, coverage: line.level(x)) }
            if middleSpanEnd > middleSpanStart {
                span(y: y, x0: middleSpanStart, x1: middleSpanEnd, color: s, coverage: full)
            }
            for x in middleSpanEnd ..< right { pixel(x: x, y: y, color: s, coverage: line.level(x)) }
            if rightLast > right { span(y: y, x0: right, x1: rightLast, color: s, coverage: full) }
            var x = rightLast
            while x < visible.x1 {
                let level = line.level(x)
                if level == 0 { break }
                pixel(x: x, y: y, color: s, coverage: level)
                x += 1
            }
        }
    }

    /// What `firstIndex` looks for in a row's coverage levels.
    private enum LevelTest {
        case above(UInt32), below(UInt32)

        @inline(__always)
        func holds(_ level: UInt32) -> Bool {
            switch self {
            case .above(let k): return level > k
            case .below(let k): return level < k
            }
        }
    }

    /// `firstIndex(in:_:near:where:)` for a test of a rounded row's levels, without
    /// a closure (the coverage arithmetic inlined into the search).
    @inline(__always)
    private static func firstIndex(
        in lower: Int, _ upper: Int, near hint: Int, _ line: RoundedShape.Row, _ test: LevelTest
    ) -> Int {
        firstIndex(in: lower, upper, near: hint) { test.holds(line.level($0)) }
    }

    /// The first index in `lower ..< upper` where `isPast` holds (`upper` when none),
    /// for a predicate that holds from some index on: galloping out from `hint`,
    /// then bisecting.
    @inline(__always)
    private static func firstIndex(in lower: Int, _ upper: Int, near hint: Int, where isPast: (Int) -> Bool) -> Int {
        guard lower < upper else { return lower }
        // Invariant: isPast is false below `low` and true from `high` on.
        var low = lower, high = upper
        let start = min(max(hint, lower), upper - 1)
        var step = 1
        if isPast(start) {
            high = start
            while high - step >= low {
                let probe = high - step
                if !isPast(probe) {
                    low = probe + 1
                    break
                }
                high = probe
                step *= 2
            }
        } else {
            low = start + 1
            while low + step - 1 < high {
                let probe = low + step - 1
                if isPast(probe) {
                    high = probe
                    break
                }
                low = probe + 1
                step *= 2
            }
        }
        while low < high {
            let middle = low + (high - low) / 2
            if isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Strokes a rounded rectangle's outline `lineWidth` pixels wide, inside `r`.
    package mutating func stroke(_ r: Rect, corners: CornerRadii, lineWidth: Double, _ color: RGBA) {
        guard color.alpha > 0, r.width > 0, r.height > 0, lineWidth > 0 else { return }
        if lineWidth * 2 >= min(r.width, r.height) { return fill(r, corners: corners, color) }
        let outer = RoundedShape(r, corners.clamped(width: r.width, height: r.height))
        let innerRect = Rect(
            x: r.minX + lineWidth, y: r.minY + lineWidth,
            width: r.width - 2 * lineWidth, height: r.height - 2 * lineWidth)
        let inner = RoundedShape(innerRect, corners.clamped(width: r.width, height: r.height).inset(by: lineWidth))
        let s = PixelMath.premultiplied(color)
        let visible = PixelRect.covering(r).intersection(clipRect)
        guard !visible.isEmpty else { return }
        markDirty(visible)
        let bandTop = innerRect.minY + max(inner.tl, inner.tr) + 1
        let bandBottom = innerRect.maxY - max(inner.bl, inner.br) - 1
        let maxLeft = max(outer.tl, outer.bl, lineWidth) + 2
        let maxRight = max(outer.tr, outer.br, lineWidth) + 2
        for y in visible.y0 ..< visible.y1 {
            let fy = Double(y)
            func cover(_ x: Int) {
                let c = outer.coverage(x, y) - inner.coverage(x, y)
                if c > 0 { pixel(x: x, y: y, color: s, coverage: Canvas.quantize(c)) }
            }
            if fy < bandTop || fy + 1 > bandBottom {
                // A corner row: per pixel at the corners; between them the coverage does
                // not depend on x (no arc reaches there), so one span of the same bytes.
                let leftEnd = max(visible.x0, min(visible.x1, PixelMath.ceil(r.minX + maxLeft)))
                let rightStart = max(leftEnd, min(visible.x1, PixelMath.floor(r.maxX - maxRight)))
                for x in visible.x0 ..< leftEnd { cover(x) }
                if rightStart > leftEnd {
                    let c = outer.coverage(leftEnd, y) - inner.coverage(leftEnd, y)
                    if c > 0 { span(y: y, x0: leftEnd, x1: rightStart, color: s, coverage: Canvas.quantize(c)) }
                }
                for x in rightStart ..< visible.x1 { cover(x) }
            } else {
                // Clamped to the visible columns like the corner rows: an outline that
                // runs past the clip's left or right edge made these ranges empty or
                // reversed (a trap), e.g. a placeholder in a row wider than the canvas.
                let leftEnd = max(visible.x0, min(visible.x1, PixelMath.ceil(r.minX + maxLeft)))
                let rightStart = max(leftEnd, min(visible.x1, PixelMath.floor(r.maxX - maxRight)))
                for x in visible.x0 ..< leftEnd { cover(x) }
                for x in rightStart ..< visible.x1 { cover(x) }
            }
        }
    }

    // MARK: Masks

    /// Blends an 8-bit coverage mask tinted with `color` at integer position (x, y).
    package mutating func blend(mask: AlphaMask, x: Int, y: Int, color: RGBA) {
        guard color.alpha > 0, mask.width > 0, mask.height > 0 else { return }
        let s = PixelMath.premultiplied(color)
        let box = PixelRect(x0: x, y0: y, x1: x + mask.width, y1: y + mask.height).intersection(clipRect)
        guard !box.isEmpty else { return }
        markDirty(box)
        mask.bytes.withUnsafeBufferPointer { bytes in
            for row in box.y0 ..< box.y1 {
                let r = row - y
                // Only the part of the row that has coverage.
                let (lo, hi) = mask.extents.isEmpty ? (0, mask.width) : (Int(mask.extents[r].0), Int(mask.extents[r].1))
                if lo >= hi { continue }
                let start = bytes.baseAddress! + r * mask.width + lo
                coverageRow(y: row, x: x + lo, coverage: start, count: hi - lo, color: s)
            }
        }
    }

    /// Draws a colour glyph (an emoji's premultiplied pixels) with its top-left at
    /// integer (x, y), scaled by `opacity` (0…255, the text colour's alpha): the colour
    /// glyph command of a text line. Through `imageRow`, the same arithmetic on every
    /// CPU path.
    package mutating func draw(colorImage image: ColorImage, x: Int, y: Int, opacity: UInt32) {
        guard opacity > 0, image.width > 0, image.height > 0 else { return }
        let box = PixelRect(x0: x, y0: y, x1: x + image.width, y1: y + image.height).intersection(clipRect)
        guard !box.isEmpty else { return }
        markDirty(box)
        image.pixels.withUnsafeBufferPointer { p in
            for row in box.y0 ..< box.y1 {
                imageRow(
                    y: row, x: x, source: p.baseAddress! + (row - y) * image.width, count: image.width,
                    coverage: nil, opacity: min(255, opacity))
            }
        }
    }

    // MARK: Clips

    /// Intersects the clip with `r` (rounded by `corners`). Rectangles without radii
    /// snap to whole pixels (`PixelRect.snapped`: nothing kept when a side is not
    /// finite); rounded ones become a coverage mask.
    package mutating func pushClip(_ r: Rect, corners: CornerRadii) {
        let current = clip
        if corners.isZero && current.mask == nil {
            // Sides rounded to the nearest pixel edge, held within ±1e9; a side that is
            // not finite keeps nothing (it trapped converting to Int).
            var rect = current.rect.intersection(PixelRect.snapped(r))
            if rect.isEmpty { rect = .empty }
            clips.append(Clip(rect: rect, mask: nil))
            syncClip()
            return
        }
        let rect = current.rect.intersection(PixelRect.covering(r))
        if rect.isEmpty {
            clips.append(Clip(rect: .empty, mask: nil))
            syncClip()
            return
        }
        let shape = RoundedShape(r, corners.clamped(width: r.width, height: r.height))
        let storage = MaskStorage(count: rect.width * rect.height)
        let mask = storage.bytes
        // Away from the side edges and the corners' squares a row's coverage does not
        // depend on x (the box overlap is 1 across): computed once for those columns.
        // Rows clear of the corners' bands: only the side edges' own pixels differ.
        let cornerStart = max(rect.x0, PixelMath.ceil(r.minX + max(shape.tl, shape.bl)) + 1)
        let cornerEnd = min(rect.x1, PixelMath.floor(r.maxX - max(shape.tr, shape.br)) - 1)
        let straightStart = max(rect.x0, PixelMath.ceil(r.minX) + 1)
        let straightEnd = min(rect.x1, PixelMath.floor(r.maxX) - 1)
        let topBand = r.minY + max(shape.tl, shape.tr)
        let bottomBand = r.maxY - max(shape.bl, shape.br)
        for y in rect.y0 ..< rect.y1 {
            let straight = Double(y) >= topBand && Double(y) + 1 <= bottomBand
            let middleStart = straight ? straightStart : cornerStart
            let middleEnd = straight ? straightEnd : cornerEnd
            let middle = middleEnd > middleStart ? Canvas.quantize(shape.coverage(middleStart, y)) : 0
            if middleEnd > middleStart && (current.mask == nil || middle == 255) {
                // Those columns: the row's coverage (no enclosing mask), or the
                // enclosing mask's bytes as they are (div255(255 × m) = m).
                let row = mask + (y - rect.y0) * rect.width - rect.x0
                let count = middleEnd - middleStart
                if let parent = current.mask {
                    let source = parent.bytes + (y - current.rect.y0) * current.rect.width - current.rect.x0
                    (row + middleStart).update(from: source + middleStart, count: count)
                } else {
                    (row + middleStart).update(repeating: UInt8(middle), count: count)
                }
                for x in rect.x0 ..< middleStart { row[x] = clipCoverage(shape, x, y, in: current) }
                for x in middleEnd ..< rect.x1 { row[x] = clipCoverage(shape, x, y, in: current) }
                continue
            }
            for x in rect.x0 ..< rect.x1 {
                var k = Canvas.quantize(shape.coverage(x, y))
                if let parent = current.mask, k > 0 {
                    let pr = current.rect
                    k = PixelMath.div255(k * UInt32(parent.bytes[(y - pr.y0) * pr.width + (x - pr.x0)]))
                }
                mask[(y - rect.y0) * rect.width + (x - rect.x0)] = UInt8(k)
            }
        }
        clips.append(Clip(rect: rect, mask: storage))
        syncClip()
    }

    /// The coverage of pixel (x, y) by `shape` within the enclosing clip `parent`.
    @inline(__always)
    private func clipCoverage(_ shape: RoundedShape, _ x: Int, _ y: Int, in parent: Clip) -> UInt8 {
        var k = Canvas.quantize(shape.coverage(x, y))
        if let mask = parent.mask, k > 0 {
            let pr = parent.rect
            k = PixelMath.div255(k * UInt32(mask.bytes[(y - pr.y0) * pr.width + (x - pr.x0)]))
        }
        return UInt8(k)
    }

    /// Pushes a clip that keeps no pixel (so nothing is computed for it): stands for a
    /// clip whose inside is not drawn (`DisplayListExecutor` skipping what an occluder hides).
    package mutating func pushEmptyClip() {
        clips.append(Clip(rect: .empty, mask: nil))
        syncClip()
    }

    package mutating func popClip() {
        if clips.count > 1 { clips.removeLast() }
        syncClip()
    }

    // MARK: Groups

    /// Starts drawing into a transparent layer that `endGroup` blends at `opacity`.
    /// Layers come from `PixelBufferPool.groupLayers`, whose buffers are all zero.
    package mutating func beginGroup(opacity: Double) {
        let buffer = PixelBufferPool.groupLayers.take(width: width, height: height, cleared: false)
        layers.append(Layer(buffer: buffer, opacity: opacity, dirty: .empty))
        target = layers[layers.count - 1].buffer.pixels
    }

    /// Blends the innermost layer into the one below at its opacity.
    package mutating func endGroup() {
        guard layers.count > 1 else { return }
        let layer = layers.removeLast()
        target = layers[layers.count - 1].buffer.pixels
        let region = layer.dirty
        defer {
            // Back to the pool all zero: only the drawn region can be anything else.
            if !region.isEmpty {
                for y in region.y0 ..< region.y1 {
                    (layer.buffer.pixels + y * width + region.x0).update(repeating: 0, count: region.width)
                }
            }
            PixelBufferPool.groupLayers.put(layer.buffer)
        }
        let k = Canvas.quantize(layer.opacity)
        guard k > 0, !region.isEmpty else { return }
        let below = target
        let source = layer.buffer.pixels
        for y in region.y0 ..< region.y1 {
            let s = source + y * width, d = below + y * width
            for x in region.x0 ..< region.x1 {
                let p = s[x]
                if p == 0 { continue }
                d[x] = PixelMath.over(k == 255 ? p : PixelMath.scale(p, k), d[x])
            }
        }
        let i = layers.count - 1
        if i > 0 { layers[i].dirty = layers[i].dirty.union(region) }
    }
}
