import Foundation
import Panels
import PanelsTestSupport
import Testing

@testable import PanelsRaster

/// Rounded outlines (`Canvas.stroke`) anywhere on or off the canvas: the bytes of the
/// per-pixel formula (outer coverage minus inner coverage, quantized), and no trap when
/// the outline runs past an edge of the canvas.
@Suite("Rounded outlines")
struct StrokeTests {
    @Test("Random outlines, inside and across every edge: the per-pixel formula's bytes")
    func outlinesMatchThePixelFormula() {
        let cases = PropertyTest.cases(2_000)
        let seed = UInt64(ProcessInfo.processInfo.environment["PANELS_SEED"].flatMap { UInt64($0) } ?? 0x5751)
        var g = ClipMaskTests.Generator(state: seed)
        for index in 0 ..< max(1, cases) {
            let width = 8 + Int(g.next(0 ... 60)), height = 8 + Int(g.next(0 ... 60))
            let r = Rect(
                x: g.next(-50 ... Double(width)), y: g.next(-50 ... Double(height)),
                width: g.next(4 ... 90), height: g.next(4 ... 90))
            let lineWidth = g.next(0.5 ... max(0.5, min(r.width, r.height) / 2 - 0.01))
            guard lineWidth * 2 < min(r.width, r.height) else { continue }
            let radius = { g.next(0 ... min(r.width, r.height) / 2) }
            let corners = CornerRadii(
                topLeading: radius(), topTrailing: radius(), bottomTrailing: radius(), bottomLeading: radius())
            let color = RGBA(hex: 0x3366CC, opacity: g.next() < 0.5 ? 1 : 0.6)
            var canvas = Canvas(width: width, height: height)
            canvas.stroke(r, corners: corners, lineWidth: lineWidth, color)

            let clamped = corners.clamped(width: r.width, height: r.height)
            let outer = RoundedShape(r, clamped)
            let inner = RoundedShape(
                Rect(
                    x: r.minX + lineWidth, y: r.minY + lineWidth,
                    width: r.width - 2 * lineWidth, height: r.height - 2 * lineWidth),
                clamped.inset(by: lineWidth))
            let s = PixelMath.premultiplied(color)
            for y in 0 ..< height {
                for x in 0 ..< width {
                    let c = outer.coverage(x, y) - inner.coverage(x, y)
                    let k = c > 0 ? Canvas.quantize(c) : 0
                    let expected = k == 0 ? 0 : PixelMath.over(k >= 255 ? s : PixelMath.scale(s, k), 0)
                    let got = canvas.frame.pixels[y * width + x]
                    if got != expected {
                        Issue.record(
                            "case \(index) (PANELS_SEED=\(seed)): \(r) width \(lineWidth) at (\(x), \(y)): \(got) vs \(expected)"
                        )
                        return
                    }
                }
            }
        }
    }
}
