import Foundation
import PanelsTestSupport
import Testing

@testable import PanelsRaster

/// Picture rows (`Canvas.imageRow`) blend each source pixel scaled by its coverage and
/// the opacity over the canvas: the unmasked, fully opaque fast path gives the same
/// bytes as the per-pixel formula over(scale(s, k), d), k = div255(opacity × coverage).
@Suite("Picture rows")
struct ImageRowTests {
    @Test("Random premultiplied sources, coverages and canvases: the per-pixel formula's bytes")
    func imageRowsMatchThePixelFormula() {
        let cases = PropertyTest.cases(2_000)
        let seed = UInt64(ProcessInfo.processInfo.environment["PANELS_SEED"].flatMap { UInt64($0) } ?? 0x1A6E)
        var g = ClipMaskTests.Generator(state: seed)
        func byte() -> UInt32 { UInt32(g.next(0 ... 255.99)) }
        func premultiplied(opaqueChance: Double) -> UInt32 {
            let a = g.next() < opaqueChance ? 255 : byte()
            func channel() -> UInt32 { min(a, byte()) }
            return a << 24 | channel() << 16 | channel() << 8 | channel()
        }
        for index in 0 ..< max(1, cases) {
            let width = 1 + Int(g.next(0 ... 40))
            var canvas = Canvas(width: width, height: 1)
            var before: [UInt32] = []
            for x in 0 ..< width {
                let d = premultiplied(opaqueChance: 0.5)
                canvas.frame.pixels[x] = d
                before.append(d)
            }
            let count = 1 + Int(g.next(0 ... Double(width + 8)))
            let start = Int(g.next(-8 ... Double(width)))
            let source = (0 ..< count).map { _ in premultiplied(opaqueChance: 0.6) }
            let useCoverage = g.next() < 0.7
            let coverage: [UInt8] = (0 ..< count).map { _ in
                let r = g.next()
                return r < 0.3 ? 255 : r < 0.4 ? 0 : UInt8(byte())
            }
            let opacity: UInt32 = g.next() < 0.8 ? 255 : byte()
            source.withUnsafeBufferPointer { s in
                coverage.withUnsafeBufferPointer { c in
                    canvas.imageRow(
                        y: 0, x: start, source: s.baseAddress!, count: count,
                        coverage: useCoverage ? c.baseAddress! : nil, opacity: opacity)
                }
            }
            for x in 0 ..< width {
                var expected = before[x]
                let i = x - start
                if i >= 0 && i < count {
                    var k = opacity
                    if useCoverage { k = PixelMath.div255(k * UInt32(coverage[i])) }
                    if k > 0 {
                        expected = PixelMath.over(k >= 255 ? source[i] : PixelMath.scale(source[i], k), before[x])
                    }
                }
                let got = canvas.frame.pixels[x]
                #expect(got == expected, "case \(index) (PANELS_SEED=\(seed)) at x \(x): \(got) vs \(expected)")
                if got != expected { return }
            }
        }
    }
}
