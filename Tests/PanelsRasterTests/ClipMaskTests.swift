import Panels
@testable import PanelsRaster
import Testing

/// Rounded clips compute a row's straight middle once and draw through fully covering
/// mask runs on the plain path: the bytes must be those of the per-pixel formulas.
@Suite("Clip masks")
struct ClipMaskTests {
    /// A small deterministic generator (the cases are the same every run).
    struct Generator {
        var state: UInt64
        mutating func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        mutating func next(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + next() * (range.upperBound - range.lowerBound)
        }
    }

    /// The mask the per-pixel formula gives for `r` rounded by `corners` inside `parent`.
    static func expectedMask(_ r: Rect, _ corners: CornerRadii, in parent: Canvas.Clip) -> [UInt8] {
        let rect = parent.rect.intersection(PixelRect.covering(r))
        guard !rect.isEmpty else { return [] }
        let shape = RoundedShape(r, corners.clamped(width: r.width, height: r.height))
        var bytes: [UInt8] = []
        for y in rect.y0 ..< rect.y1 {
            for x in rect.x0 ..< rect.x1 {
                var k = Canvas.quantize(shape.coverage(x, y))
                if let mask = parent.mask, k > 0 {
                    let pr = parent.rect
                    k = PixelMath.div255(k * UInt32(mask.bytes[(y - pr.y0) * pr.width + (x - pr.x0)]))
                }
                bytes.append(UInt8(k))
            }
        }
        return bytes
    }

    static func bytes(of clip: Canvas.Clip) -> [UInt8] {
        guard let mask = clip.mask else { return [] }
        return Array(UnsafeBufferPointer(start: mask.bytes, count: clip.rect.width * clip.rect.height))
    }

    @Test("Rounded and nested clips: the mask is the per-pixel coverage; fills through it match the masked formula")
    func masksAndFills() {
        var g = Generator(state: 0x5EED)
        for case_ in 0 ..< 200 {
            var canvas = Canvas(width: 96, height: 80)
            canvas.clear(RGBA(hex: 0x336699))
            let outer = Rect(
                x: g.next(-8 ... 30), y: g.next(-8 ... 30), width: g.next(10 ... 90), height: g.next(10 ... 70))
            let outerCorners = CornerRadii(
                topLeading: g.next(0 ... 20), topTrailing: g.next(0 ... 20), bottomTrailing: g.next(0 ... 20),
                bottomLeading: g.next(0 ... 20))
            let root = canvas.clip
            canvas.pushClip(outer, corners: outerCorners)
            #expect(Self.bytes(of: canvas.clip) == Self.expectedMask(outer, outerCorners, in: root), "case \(case_)")
            // A rectangle (and sometimes rounded) clip inside it takes the enclosing mask.
            let inner = Rect(
                x: g.next(0 ... 40), y: g.next(0 ... 40), width: g.next(4 ... 80), height: g.next(4 ... 60))
            let innerCorners = case_ % 3 == 0 ? CornerRadii(g.next(0 ... 10)) : CornerRadii(0)
            let parent = canvas.clip
            canvas.pushClip(inner, corners: innerCorners)
            let mask = canvas.clip
            #expect(Self.bytes(of: mask) == Self.expectedMask(inner, innerCorners, in: parent), "case \(case_)")
            // A translucent span and a coverage row through the mask, against the
            // per-pixel masked formulas on a copy of the pixels.
            let before = Array(UnsafeBufferPointer(start: canvas.frame.pixels, count: 96 * 80))
            let color = PixelMath.premultiplied(RGBA(red: 200, green: 40, blue: 90, alpha: UInt8(g.next(1 ... 255))))
            let coverage = UInt32(g.next(1 ... 255))
            let y = Int(g.next(0 ... 79))
            canvas.span(y: y, x0: 0, x1: 96, color: color, coverage: coverage)
            let row = (0 ..< 96).map { _ in UInt8(g.next(0 ... 255)) }
            let y2 = (y + 7) % 80
            row.withUnsafeBufferPointer {
                canvas.coverageRow(y: y2, x: 0, coverage: $0.baseAddress!, count: 96, color: color)
            }
            var expected = before
            func masked(_ x: Int, _ y: Int) -> UInt32? {
                let r = mask.rect
                guard x >= r.x0, x < r.x1, y >= r.y0, y < r.y1 else { return nil }
                guard let m = mask.mask else { return 255 }
                return UInt32(m.bytes[(y - r.y0) * r.width + (x - r.x0)])
            }
            for x in 0 ..< 96 {
                if let m = masked(x, y) {
                    let k = PixelMath.div255(coverage * m)
                    if k != 0 { expected[y * 96 + x] = PixelMath.over(PixelMath.scale(color, k), expected[y * 96 + x]) }
                }
            }
            for x in 0 ..< 96 {
                if let m = masked(x, y2) {
                    let k = PixelMath.div255(UInt32(row[x]) * m)
                    if k != 0 {
                        expected[y2 * 96 + x] = PixelMath.over(PixelMath.scale(color, k), expected[y2 * 96 + x])
                    }
                }
            }
            let after = Array(UnsafeBufferPointer(start: canvas.frame.pixels, count: 96 * 80))
            #expect(after == expected, "case \(case_)")
        }
    }
}
