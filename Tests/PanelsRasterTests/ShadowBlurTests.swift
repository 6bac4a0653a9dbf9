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
            let corners: CornerRadii
            switch g.int(0 ... 2) {
            case 0: corners = CornerRadii(0)
            case 1: corners = CornerRadii(g.number(0 ... 20, step: 0.5))
            default:
                corners = CornerRadii(
                    topLeading: g.number(0 ... 12), topTrailing: g.number(0 ... 12),
                    bottomTrailing: g.number(0 ... 12), bottomLeading: g.number(0 ... 12))
            }
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
