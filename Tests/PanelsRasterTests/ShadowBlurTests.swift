import Foundation
import Panels
@testable import PanelsRaster
import PanelsTestSupport
import Testing

/// `ShadowCache.make` copies a blur window's sum where the window and the one before
/// it lie over equal values (the straight sides of a box): the mask must be bit for
/// bit the one summing every window.
@Suite("Shadow blur")
struct ShadowBlurTests {
    /// The blur as it was written first: every window summed, nothing copied.
    /// Corners as the tests draw them: square, one radius (`uniform`, in `step`s), or
    /// each its own (top leading and bottom trailing in `long`, the others in 0…12).
    static func corners(
        _ g: inout SplitMix64, uniform: ClosedRange<Double>, step: Double, long: ClosedRange<Double>,
        longStep: Double = 1
    ) -> CornerRadii {
        switch g.int(0 ... 2) {
        case 0: CornerRadii(0)
        case 1: CornerRadii(g.number(uniform, step: step))
        default:
            CornerRadii(
                topLeading: g.number(long, step: longStep), topTrailing: g.number(0 ... 12),
                bottomTrailing: g.number(long, step: longStep), bottomLeading: g.number(0 ... 12))
        }
    }

    static func reference(width: Int, height: Int, corners: CornerRadii, blur: Double) -> (AlphaMask, Int) {
        let pad = ShadowCache.padding(blur: blur)
        let w = width + 2 * pad, h = height + 2 * pad
        // The same coverage and kernel as the cache: what is compared is the summing.
        var plane = ShadowCache.coverage(width: width, height: height, corners: corners, pad: pad)
        if blur > 0 {
            let (kernel, radius) = ShadowCache.kernel(blur: blur)
            var temp = [Float](repeating: 0, count: w * h)
            for y in 0 ..< h {
                for x in 0 ..< w {
                    var sum: Float = 0
                    for k in max(-radius, -x) ... min(radius, w - 1 - x) {
                        sum += plane[y * w + x + k] * kernel[k + radius]
                    }
                    temp[y * w + x] = sum
                }
            }
            for x in 0 ..< w {
                for y in 0 ..< h {
                    var sum: Float = 0
                    for k in max(-radius, -y) ... min(radius, h - 1 - y) {
                        sum += temp[(y + k) * w + x] * kernel[k + radius]
                    }
                    plane[y * w + x] = sum
                }
            }
        }
        return (AlphaMask(width: w, height: h, bytes: plane.map { UInt8(max(0, min(255, ($0 * 255).rounded()))) }), pad)
    }

    @Test("Masks made copying equal windows' sums equal masks summing every window")
    func copiedWindowsGiveTheSameMask() {
        PropertyTest.check("shadow blur", cases: 400) { g in
            let width = g.int(1 ... 40), height = g.int(1 ... 40)
            let blur = g.number(0 ... 10, step: 0.25)
            let corners = Self.corners(&g, uniform: 0 ... 20, step: 0.5, long: 0 ... 12)
            let made = ShadowCache.make(width: width, height: height, corners: corners, blur: blur, exact: true)
            let expected = Self.reference(width: width, height: height, corners: corners, blur: blur)
            if made.1 != expected.1 || made.0.width != expected.0.width {
                return "padding \(made.1), expected \(expected.1)"
            }
            if made.0.bytes == expected.0.bytes { return nil }
            let i = made.0.bytes.indices.first { made.0.bytes[$0] != expected.0.bytes[$0] } ?? 0
            return
                "\(width)x\(height) \(corners) blur \(blur): byte \(i) is \(made.0.bytes[i]), expected \(expected.0.bytes[i])"
        }
    }

    @Test(
        "A sliding menu's narrow, tall shadow is the same mask",
        arguments: [(3, 200, 12.0), (5, 160, 12), (1, 90, 3.5)])
    func tallNarrowShadows(width: Int, height: Int, blur: Double) {
        let made = ShadowCache.make(width: width, height: height, corners: CornerRadii(0), blur: blur)
        let expected = Self.reference(width: width, height: height, corners: CornerRadii(0), blur: blur)
        #expect(made.1 == expected.1)
        #expect(made.0.bytes == expected.0.bytes)
    }

    @Test("Tall shadows blurred with most of their straight rows left out equal the full blur")
    func straightRowsLeftOutGiveTheSameMask() {
        // `make` blurs a tall box's plane with all but 2·radius + 2 of its equal rows
        // left out and repeats the middle row: every byte must be the full blur's.
        var shortened = 0
        PropertyTest.check("tall shadow blur", cases: 2_000) { g in
            let width = g.int(1 ... 12), height = g.int(1 ... 120)
            let blur = g.int(0 ... 9) == 0 ? 0 : g.number(0.25 ... 9, step: 0.25)
            let corners = Self.corners(&g, uniform: 0 ... 40, step: 0.5, long: 0 ... 30)
            let pad = ShadowCache.padding(blur: blur)
            let plane = ShadowCache.coverage(width: width, height: height, corners: corners, pad: pad)
            let radius = ShadowCache.kernel(blur: blur).1
            if blur > 0,
                ShadowCache.straightRows(plane, width: width + 2 * pad, height: height + 2 * pad, radius: radius)
                    != nil
            {
                shortened += 1
            }
            let made = ShadowCache.make(width: width, height: height, corners: corners, blur: blur)
            let expected = Self.reference(width: width, height: height, corners: corners, blur: blur)
            guard made.1 == expected.1, made.0.width == expected.0.width, made.0.height == expected.0.height else {
                return
                    "\(width)x\(height): mask \(made.0.width)x\(made.0.height) pad \(made.1), expected \(expected.0.width)x\(expected.0.height) pad \(expected.1)"
            }
            if made.0.bytes == expected.0.bytes { return nil }
            let i = made.0.bytes.indices.first { made.0.bytes[$0] != expected.0.bytes[$0] } ?? 0
            return
                "\(width)x\(height) \(corners) blur \(blur): byte \(i) (row \(i / made.0.width)) is \(made.0.bytes[i]), expected \(expected.0.bytes[i])"
        }
        // Most cases leave rows out (a failing shortcut must be exercised to be caught).
        if PropertyTest.isFull(2_000) { #expect(shortened > 800) }
    }

    @Test("A shadow's coverage plane, rows copied where no corner is level, is the shape's coverage")
    func coveragePlaneIsTheShapesCoverage() {
        // `coverage` copies a row level with no corner from the one above; the plane
        // must still be `RoundedShape.coverage(x, y)` at every pixel.
        PropertyTest.check("shadow coverage", cases: 3_000) { g in
            let width = g.int(1 ... 30), height = g.int(1 ... 90), pad = g.int(0 ... 6)
            let corners = Self.corners(&g, uniform: 0 ... 50, step: 0.25, long: 0 ... 30, longStep: 0.25)
            let plane = ShadowCache.coverage(width: width, height: height, corners: corners, pad: pad)
            let w = width + 2 * pad, h = height + 2 * pad
            let shape = RoundedShape(
                Rect(x: Double(pad), y: Double(pad), width: Double(width), height: Double(height)),
                corners.clamped(width: Double(width), height: Double(height)))
            for y in 0 ..< h {
                for x in 0 ..< w {
                    let expected =
                        y < pad || y >= pad + height || x < pad || x >= pad + width
                        ? 0 : Float(shape.coverage(x, y))
                    if plane[y * w + x].bitPattern != expected.bitPattern {
                        return
                            "\(width)x\(height) pad \(pad) \(corners): (\(x), \(y)) is \(plane[y * w + x]), expected \(expected)"
                    }
                }
            }
            return nil
        }
    }

    @Test("The longest run of equal rows is found, and only when leaving rows out gains")
    func straightRowsAreTheLongestRun() {
        PropertyTest.check("straight rows", cases: 3_000) { g in
            let width = g.int(1 ... 4), height = g.int(1 ... 80), radius = g.int(0 ... 8)
            // Rows drawn from a few values, in runs of random length.
            var rows: [[Float]] = []
            while rows.count < height {
                let row = (0 ..< width).map { _ in Float(g.int(0 ... 2)) / 2 }
                rows += Array(repeating: row, count: min(height - rows.count, g.int(1 ... 60)))
            }
            var best = (0, 1)
            var start = 0
            for y in 1 ... height where y == height || rows[y] != rows[y - 1] {
                if y - start > best.1 - best.0 { best = (start, y) }
                start = y
            }
            let expected = best.1 - best.0 >= 2 * radius + 18 && height > 1 ? best : nil
            let found = ShadowCache.straightRows(rows.flatMap { $0 }, width: width, height: height, radius: radius)
            return found.map { [$0.0, $0.1] } == expected.map { [$0.0, $0.1] }
                ? nil
                : "\(height) rows, radius \(radius): \(String(describing: found)), expected \(String(describing: expected))"
        }
    }

    @Test("A shadow's bounds are its mask's place, found without making the mask")
    func boundsWithoutTheMask() {
        let executor = DisplayListExecutor(glyphs: NoGlyphs(), pictures: PictureCache(decoder: NoPictures()))
        PropertyTest.check("shadow bounds", cases: 400) { g in
            let rect = Rect(
                x: g.number(-50 ... 50, step: 0.25), y: g.number(-50 ... 50, step: 0.25),
                width: g.number(0.25 ... 40, step: 0.25), height: g.number(0.25 ... 40, step: 0.25))
            let blur =
                g.int(0 ... 40) == 0
                ? g.element(of: [96, 97, 200]) : g.element(of: [0, 0.1, 3, 12, 12.3, -4, .nan, .infinity])
            let command = DrawCommand.shadow(
                rect, CornerRadii(g.number(0 ... 20)), RGBA(hex: 0, opacity: 0.4), blur: blur)
            let bounds = executor.bounds(of: command, width: 400, height: 300)
            let x = Int(rect.minX.rounded()), y = Int(rect.minY.rounded())
            let w = Int(rect.maxX.rounded()) - x, h = Int(rect.maxY.rounded()) - y
            guard w > 0, h > 0 else { return bounds.isEmpty ? nil : "\(rect): \(bounds) for an empty box" }
            let quantized = (max(0, min(512, blur.isFinite ? blur : 0)) * 4).rounded() / 4
            let (mask, pad) = ShadowCache().mask(width: w, height: h, corners: CornerRadii(0), blur: quantized)
            let expected = PixelRect(x0: x - pad, y0: y - pad, x1: x - pad + mask.width, y1: y - pad + mask.height)
            return bounds == expected ? nil : "\(rect) blur \(blur): \(bounds), mask at \(expected)"
        }
    }
}
