import Foundation
import Panels
import PanelsTestSupport
@testable import PanelsRaster
import Testing

/// Rounded rectangles skip the corner pixels that are empty or fully covered by
/// bisection: the bytes must be those of drawing every corner pixel by its coverage.
@Suite("Rounded fills")
struct RoundedFillTests {
    /// The reference: every pixel drawn by its own coverage (the per-pixel formula:
    /// `RoundedShape`'s for rounded rectangles, the covered area for square ones).
    static func referenceFill(_ canvas: inout Canvas, _ r: Rect, _ corners: CornerRadii, _ color: RGBA) {
        guard color.alpha > 0, r.width > 0, r.height > 0 else { return }
        let shape = RoundedShape(r, corners.clamped(width: r.width, height: r.height))
        let s = PixelMath.premultiplied(color)
        let visible = PixelRect.covering(r).intersection(canvas.clip.rect)
        guard !visible.isEmpty else { return }
        for y in visible.y0 ..< visible.y1 {
            for x in visible.x0 ..< visible.x1 {
                // A square rectangle: the pixel's area inside it (`RoundedShape`'s arc
                // test would empty a corner pixel whose center lies outside).
                let fx = Double(x), fy = Double(y)
                let area =
                    min(1, min(r.maxX, fx + 1) - max(r.minX, fx)) * min(1, min(r.maxY, fy + 1) - max(r.minY, fy))
                let k = Canvas.quantize(corners.isZero ? area : shape.coverage(x, y))
                canvas.pixel(x: x, y: y, color: s, coverage: k)
            }
        }
    }

    @Test("Random rounded and square rectangles, radii, clips and colors: the same bytes as the per-pixel formula")
    func bisectedCornersMatchThePixelFormula() {
        let cases = PropertyTest.cases(2_000)
        let seed = UInt64(ProcessInfo.processInfo.environment["PANELS_SEED"].flatMap { UInt64($0) } ?? 0xF111)
        var g = ClipMaskTests.Generator(state: seed)
        for index in 0 ..< max(1, cases) {
            let width = 24 + Int(g.next(0 ... 120)), height = 24 + Int(g.next(0 ... 120))
            let r = Rect(
                x: g.next(-20 ... Double(width) * 0.6), y: g.next(-20 ... Double(height) * 0.6),
                width: g.next(0.5 ... Double(width)), height: g.next(0.5 ... Double(height)))
            // Equal radii (pills and cards), one radius per corner, and some zero.
            let radius = g.next(0 ... 70)
            // Square rectangles too (every fifth case): the plain fill's rows.
            let corners =
                index % 5 == 4
                ? CornerRadii(0)
                : index % 3 == 0
                    ? CornerRadii(radius)
                    : CornerRadii(
                        topLeading: g.next(0 ... 1) < 0.2 ? 0 : g.next(0 ... 70),
                        topTrailing: g.next(0 ... 1) < 0.2 ? 0 : g.next(0 ... 70),
                        bottomTrailing: g.next(0 ... 1) < 0.2 ? 0 : g.next(0 ... 70),
                        bottomLeading: g.next(0 ... 1) < 0.2 ? 0 : g.next(0 ... 70))
            let alpha: UInt8 = index % 2 == 0 ? 255 : UInt8(g.next(1 ... 254))
            let color = RGBA(red: 30, green: 140, blue: UInt8(g.next(0 ... 255)), alpha: alpha)
            var fast = Canvas(width: width, height: height)
            var reference = Canvas(width: width, height: height)
            for canvas in [0, 1] {
                func prepare(_ c: inout Canvas) {
                    c.clear(RGBA(hex: 0x336699))
                    if index % 4 == 1 {
                        c.pushClip(
                            Rect(x: 3.5, y: 2, width: Double(width) - 9, height: Double(height) - 5),
                            corners: CornerRadii(9))
                    }
                }
                if canvas == 0 { prepare(&fast) } else { prepare(&reference) }
            }
            fast.fill(r, corners: corners, color)
            Self.referenceFill(&reference, r, corners, color)
            let a = UnsafeBufferPointer(start: fast.frame.pixels, count: width * height)
            let b = UnsafeBufferPointer(start: reference.frame.pixels, count: width * height)
            let same = a.elementsEqual(b)
            #expect(same, "case \(index) (PANELS_SEED=\(seed)): \(r) \(corners)")
            if !same { return }
        }
    }

    @Test("Where a corner row's ends are searched from: within a pixel of where the coverage starts and falls")
    func arcStartsLieNextToTheExactEnds() {
        let cases = PropertyTest.cases(20_000)
        let seed = UInt64(ProcessInfo.processInfo.environment["PANELS_SEED"].flatMap { UInt64($0) } ?? 0xA7C5)
        var g = ClipMaskTests.Generator(state: seed)
        var checked = 0
        for index in 0 ..< max(1, cases) {
            let r = Rect(
                x: g.next(-40 ... 400), y: g.next(-40 ... 400), width: g.next(1 ... 300), height: g.next(1 ... 300))
            let corners = CornerRadii(
                topLeading: g.next(0 ... 150), topTrailing: g.next(0 ... 150), bottomTrailing: g.next(0 ... 150),
                bottomLeading: g.next(0 ... 150)
            ).clamped(width: r.width, height: r.height)
            let shape = RoundedShape(r, corners)
            let y = PixelMath.floor(r.minY) + Int(g.next(0 ... r.height + 1))
            let line = RoundedShape.Row(shape, y: y)
            // (A row covered so little that it rounds to nothing is drawn by no search.)
            let full = Canvas.quantize(line.hy)
            guard full > 0 else { continue }
            let first = PixelMath.floor(r.minX), end = PixelMath.ceil(r.maxX)
            // The left end: the first pixel with any coverage.
            if line.inTL || line.inBL {
                let exact = (first ..< end).first { line.level($0) > 0 } ?? end
                let hint = line.leftArcStart(or: Int.min)
                #expect(
                    abs(hint - exact) <= 1,
                    "case \(index) (PANELS_SEED=\(seed)): \(r) \(corners) row \(y): left hint \(hint), exact \(exact)")
                checked += 1
            }
            // The right end: the first pixel from the corner's center on covered less
            // than the row.
            if line.inTR || line.inBR {
                let center = PixelMath.floor(line.inTR ? line.trX : line.brX)
                let exact = (max(first, center) ..< end).first { line.level($0) < full } ?? end
                let hint = line.rightArcFall(or: Int.min)
                #expect(
                    abs(hint - exact) <= 1,
                    "case \(index) (PANELS_SEED=\(seed)): \(r) \(corners) row \(y): right hint \(hint), exact \(exact)")
                checked += 1
            }
        }
        #expect(checked > cases / 2)
    }
}
