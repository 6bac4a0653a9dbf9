import Foundation
import Panels
import PanelsTestSupport
import Testing

@testable import PanelsRaster

/// The libm-free helpers of the rounded-rectangle loops give libm's answers bit for
/// bit: `PixelMath.floor`/`ceil` against `rounded(.down)`/`rounded(.up)`, and a
/// rounded shape's per-row coverage (`RoundedShape.Row`) against `coverage(x, y)`.
@Suite("Inline rounding")
struct InlineRoundingTests {
    @Test func floorAndCeilMatchLibm() {
        var values: [Double] = [0, -0.0, 0.5, -0.5, 1, -1, 1e-300, -1e-300, 16_384.5, -16_384.5]
        for k in -70 ... 70 {
            let v = Double(k) / 4
            values += [v, v.nextUp, v.nextDown]
        }
        for v in values {
            #expect(PixelMath.floor(v) == Int(v.rounded(.down)), "floor \(v)")
            #expect(PixelMath.ceil(v) == Int(v.rounded(.up)), "ceil \(v)")
        }
        PropertyTest.check("floor and ceil", cases: 100_000) { g in
            let v = Double(bitPattern: g.next() & 0x41DF_FFFF_FFFF_FFFF) * (g.bool() ? 1 : -1)
            guard abs(v) < 1_000_000_000 else { return nil }
            if PixelMath.floor(v) != Int(v.rounded(.down)) { return "floor \(v)" }
            if PixelMath.ceil(v) != Int(v.rounded(.up)) { return "ceil \(v)" }
            return nil
        }
        // Held past ±2³⁰; not a number does not trap.
        #expect(PixelMath.floor(1e300) == 1 << 30 && PixelMath.ceil(-1e300) == -(1 << 30))
        #expect(PixelMath.floor(.nan) == -(1 << 30) && PixelMath.ceil(.infinity) == 1 << 30)
    }

    @Test func wholeNumbersAndPixelBoxesMatchLibm() {
        // The boxes as they were made with libm: each side rounded by its rule, then held.
        func edge(_ v: Double, _ rule: FloatingPointRoundingRule) -> Int {
            v.isFinite ? Int(max(-1e9, min(1e9, v.rounded(rule)))) : 0
        }
        let specials: [Double] = [0, -0.0, 0.5, -0.5, 1e9, -1e9, 1e9 + 0.5, 1e300, -1e300, .infinity, -.infinity, .nan]
        PropertyTest.check("whole numbers and pixel boxes", cases: 100_000) { g in
            func value() -> Double {
                switch g.next() % 4 {
                case 0: return g.element(of: specials)
                case 1: return Double(Int64(truncatingIfNeeded: g.next()) >> 40)
                default: return Double(bitPattern: g.next() & 0x41DF_FFFF_FFFF_FFFF) * (g.bool() ? 1 : -1)
                }
            }
            let v = value()
            if abs(v) < 1_073_741_824, PixelMath.isWhole(v) != (v == v.rounded()) { return "isWhole \(v)" }
            let r = Rect(x: value(), y: value(), width: abs(value()), height: abs(value()))
            let covering = PixelRect(
                x0: edge(r.minX, .down), y0: edge(r.minY, .down), x1: edge(r.maxX, .up), y1: edge(r.maxY, .up))
            if PixelRect.covering(r) != covering { return "covering \(r)" }
            let finite = r.minX.isFinite && r.minY.isFinite && r.maxX.isFinite && r.maxY.isFinite
            let interior =
                finite
                ? PixelRect(
                    x0: edge(r.minX, .up), y0: edge(r.minY, .up), x1: edge(r.maxX, .down), y1: edge(r.maxY, .down))
                : PixelRect.empty
            if PixelRect.interior(r) != interior { return "interior \(r)" }
            return nil
        }
    }

    @Test func rowCoverageMatchesShapeCoverage() {
        PropertyTest.check("row coverage", cases: 3_000) { g in
            let step = g.element(of: [1.0, 0.5, 0.25, 0.125, 0.37])
            let rect = Rect(
                x: g.number(-20 ... 60, step: step), y: g.number(-20 ... 60, step: step),
                width: g.number(0.5 ... 80, step: step), height: g.number(0.5 ... 80, step: step))
            let corners = CornerRadii(
                topLeading: g.number(0 ... 40, step: step), topTrailing: g.number(0 ... 40, step: step),
                bottomTrailing: g.number(0 ... 40, step: step), bottomLeading: g.number(0 ... 40, step: step)
            ).clamped(width: rect.width, height: rect.height)
            let shape = RoundedShape(rect, corners)
            for y in Int(rect.minY.rounded(.down)) - 1 ... Int(rect.maxY.rounded(.up)) {
                let row = RoundedShape.Row(shape, y: y)
                for x in Int(rect.minX.rounded(.down)) - 1 ... Int(rect.maxX.rounded(.up)) {
                    let a = row.coverage(x), b = shape.coverage(x, y)
                    if a.bitPattern != b.bitPattern { return "\(rect) \(corners) (\(x), \(y)): \(a) vs \(b)" }
                }
            }
            return nil
        }
    }
}
