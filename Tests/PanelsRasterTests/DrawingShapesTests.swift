import CPanelsBlend
import Foundation
import Panels
import PanelsTestSupport
@testable import PanelsRaster
@testable import PanelsSDL
import Testing

/// Fills, strokes, circles, capsules and polygons drawn by the rasterizer, checked
/// on decoded pixels: colors inside, background outside, partial coverage at edges.
@Suite("Drawing: shapes", .serialized)
struct DrawingShapesTests {
    static let blue = RGBA(hex: 0x0000FF)

    @Test func opaqueRectangleFillsExactlyItsPixels() throws {
        let image = try Drawing.render(
            20, 20, [.fill(Rect(x: 5, y: 5, width: 10, height: 10), Self.blue, cornerRadius: 0)])
        #expect(image.pixel(x: 5, y: 5) == Self.blue)
        #expect(image.pixel(x: 14, y: 14) == Self.blue)
        #expect(image.pixel(x: 4, y: 5) == Drawing.background)
        #expect(image.pixel(x: 15, y: 14) == Drawing.background)
    }

    @Test func fractionalEdgesAreAntiAliasedByArea() throws {
        // Left edge at 5.25: pixel 5 is 75 % covered; bottom edge at 14.5: row 14 is 50 %.
        let image = try Drawing.render(
            20, 20, [.fill(Rect(x: 5.25, y: 5, width: 9.75, height: 9.5), .black, cornerRadius: 0)])
        #expect(abs(Drawing.coverage(image.pixel(x: 5, y: 8)) - 0.75) < 0.01)
        #expect(abs(Drawing.coverage(image.pixel(x: 9, y: 14)) - 0.5) < 0.01)
        #expect(abs(Drawing.coverage(image.pixel(x: 5, y: 14)) - 0.375) < 0.01)
        #expect(image.pixel(x: 9, y: 9) == .black)
    }

    @Test func roundedCornersAreCutAndSmooth() throws {
        let image = try Drawing.render(
            40, 40,
            [
                .fillRounded(
                    Rect(x: 0, y: 0, width: 40, height: 40),
                    CornerRadii(topLeading: 16), .black)
            ])
        // The top-left corner pixel is outside the arc; the other corners are square.
        #expect(image.pixel(x: 0, y: 0) == Drawing.background)
        #expect(image.pixel(x: 39, y: 0) == .black)
        #expect(image.pixel(x: 0, y: 39) == .black)
        // Along the arc there are partially covered pixels (anti-aliasing), not a staircase.
        let partial = (0 ..< 16).filter { x in
            let c = Drawing.coverage(image.pixel(x: x, y: 2))
            return c > 0.05 && c < 0.95
        }
        #expect(!partial.isEmpty)
        // The coverage grows monotonically toward the inside along the diagonal.
        let diagonal = (0 ..< 10).map { Drawing.coverage(image.pixel(x: $0, y: $0)) }
        #expect(diagonal == diagonal.sorted())
        #expect(diagonal.first == 0 && diagonal.last == 1)
    }

    @Test func circleIsSymmetricAndAntiAliased() throws {
        let image = try Drawing.render(
            41, 41, [.fillRounded(Rect(x: 0.5, y: 0.5, width: 40, height: 40), CornerRadii(20), .black)])
        #expect(image.pixel(x: 20, y: 20) == .black)
        #expect(image.pixel(x: 1, y: 1) == Drawing.background)
        // Mirror symmetry through the center.
        for (x, y) in [(3, 12), (7, 5), (20, 1), (1, 20)] {
            #expect(image.pixel(x: x, y: y) == image.pixel(x: 40 - x, y: y))
            #expect(image.pixel(x: x, y: y) == image.pixel(x: x, y: 40 - y))
        }
        // The edge on the horizontal axis is a partial pixel, not a hard step.
        let row = (0 ..< 6).map { Drawing.coverage(image.pixel(x: $0, y: 20)) }
        #expect(row.contains { $0 > 0.1 && $0 < 0.9 })
    }

    @Test func strokeDrawsOnlyTheBorderInsideTheRect() throws {
        let image = try Drawing.render(
            40, 30,
            [
                .stroke(
                    Rect(x: 5, y: 5, width: 30, height: 20), CornerRadii(6),
                    width: 2, .black)
            ])
        #expect(image.pixel(x: 20, y: 5) == .black)  // top edge
        #expect(image.pixel(x: 20, y: 6) == .black)
        #expect(image.pixel(x: 20, y: 7) == Drawing.background)  // inside
        #expect(image.pixel(x: 20, y: 4) == Drawing.background)  // outside
        #expect(image.pixel(x: 34, y: 15) == .black)  // right edge
        #expect(image.pixel(x: 20, y: 15) == Drawing.background)
        #expect(image.pixel(x: 5, y: 5) == Drawing.background)  // rounded corner cut
    }

    @Test func polygonTriangleIsFilledWithSoftEdges() throws {
        let points = [Point(x: 2, y: 28), Point(x: 15, y: 2), Point(x: 28, y: 28)]
        let image = try Drawing.render(30, 30, [.polygon(points, .black)])
        #expect(image.pixel(x: 15, y: 20) == .black)
        #expect(image.pixel(x: 3, y: 3) == Drawing.background)
        #expect(image.pixel(x: 27, y: 3) == Drawing.background)
        // The slanted edges have intermediate coverage.
        let edge = (0 ..< 15).map { Drawing.coverage(image.pixel(x: $0, y: 15)) }
        #expect(edge.contains { $0 > 0.1 && $0 < 0.9 })
        // Symmetric about the vertical through the tip.
        #expect(image.pixel(x: 8, y: 18) == image.pixel(x: 21, y: 18))
        // Total covered area ≈ the triangle's area (26 × 26 / 2 = 338 px).
        var area = 0.0
        for y in 0 ..< 30 { for x in 0 ..< 30 { area += Drawing.coverage(image.pixel(x: x, y: y)) } }
        #expect(abs(area - 338) < 3)
    }

    @Test func translucentFillBlendsExactly() throws {
        let image = try Drawing.render(
            10, 10,
            [
                .fill(
                    Rect(x: 0, y: 0, width: 10, height: 10),
                    RGBA(hex: 0x000000, opacity: 0.5), cornerRadius: 0)
            ])
        // 255 × (1 − 128/255) = 127.
        #expect(image.pixel(x: 3, y: 3) == RGBA(red: 127, green: 127, blue: 127))
        // Every pixel of the SIMD path and the scalar tail agree.
        #expect((0 ..< 10).allSatisfy { image.pixel(x: $0, y: 9) == image.pixel(x: 0, y: 0) })
    }

    @Test func simdCoverageBlendMatchesThePixelFormula() {
        var state: UInt32 = 12345
        func next() -> UInt32 { state = state &* 1_664_525 &+ 1_013_904_223; return state }
        for _ in 0 ..< 2000 {
            let color = PixelMath.premultiplied(
                RGBA(
                    red: UInt8(next() >> 24), green: UInt8(next() >> 24),
                    blue: UInt8(next() >> 24), alpha: UInt8(next() >> 24)))
            var pixels = (0 ..< 4).map { _ in
                PixelMath.premultiplied(
                    RGBA(
                        red: UInt8(next() >> 24), green: UInt8(next() >> 24),
                        blue: UInt8(next() >> 24), alpha: UInt8(next() >> 24)))
            }
            let coverage = next()
            let expected = (0 ..< 4).map { i in
                PixelMath.over(PixelMath.scale(color, (coverage >> UInt32(8 * i)) & 0xFF), pixels[i])
            }
            pixels.withUnsafeMutableBufferPointer {
                Canvas.blendCoverage4($0.baseAddress!, coverage: coverage, color: color)
            }
            #expect(pixels == expected)
            var run = expected
            let runExpected = run.map { PixelMath.over(color, $0) }
            let blended = run.withUnsafeMutableBufferPointer {
                Canvas.blendRun4($0.baseAddress!, count: 4, color: color)
            }
            #expect(blended == 4)
            #expect(run == runExpected)
        }
    }

    /// The wide loops (AVX-512BW or AVX2, whichever this CPU has) give exactly the
    /// scalar formula on every pixel, so frames do not depend on the machine.
    @Test func wideBlendLoopsMatchThePixelFormula() {
        var state: UInt32 = 987_654
        func next() -> UInt32 { state = state &* 1_664_525 &+ 1_013_904_223; return state }
        for count in [16, 37, 64, 1000] {
            for _ in 0 ..< 50 {
                let color = PixelMath.premultiplied(
                    RGBA(
                        red: UInt8(next() >> 24), green: UInt8(next() >> 24),
                        blue: UInt8(next() >> 24), alpha: UInt8(next() >> 24)))
                var pixels = (0 ..< count).map { _ in
                    PixelMath.premultiplied(
                        RGBA(
                            red: UInt8(next() >> 24), green: UInt8(next() >> 24),
                            blue: UInt8(next() >> 24), alpha: UInt8(next() >> 24)))
                }
                let expected = pixels.map { PixelMath.over(color, $0) }
                let done = pixels.withUnsafeMutableBufferPointer { panels_blend_over($0.baseAddress!, count, color) }
                let width = Int(panels_blend_width())
                #expect(done == (width == 0 ? 0 : count / width * width))
                #expect(Array(pixels[..<done]) == Array(expected[..<done]))
                // The rest is left for the caller: Canvas.blendRun finishes it the same way.
                pixels.withUnsafeMutableBufferPointer {
                    Canvas.blendRun($0.baseAddress! + done, count: count - done, color: color)
                }
                #expect(pixels == expected)
            }
        }
    }

    /// The wide coverage loops (text and masks) give exactly over(scale(color, k), d)
    /// on every pixel, with empty, full and mixed groups of coverage, opaque and
    /// translucent colors, whatever width this CPU's path has.
    @Test func wideCoverageLoopsMatchThePixelFormula() {
        var state: UInt32 = 246_813
        func next() -> UInt32 { state = state &* 1_664_525 &+ 1_013_904_223; return state }
        func byte() -> UInt8 { UInt8(next() >> 24) }
        let cases = PropertyTest.cases(2_000)
        for index in 0 ..< max(1, cases) {
            let count = 8 + Int(next() % 120)
            let alpha: UInt8 = index % 3 == 0 ? 255 : byte()
            let color = PixelMath.premultiplied(RGBA(red: byte(), green: byte(), blue: byte(), alpha: alpha))
            // Runs of empty, full and random coverage, as glyph masks have.
            var coverage: [UInt8] = []
            while coverage.count < count {
                let length = 1 + Int(next() % 20)
                let kind = next() % 3
                coverage += (0 ..< length).map { _ in kind == 0 ? 0 : kind == 1 ? 255 : byte() }
            }
            coverage = Array(coverage.prefix(count))
            var pixels = (0 ..< count).map { _ in
                PixelMath.premultiplied(RGBA(red: byte(), green: byte(), blue: byte(), alpha: byte()))
            }
            let expected = zip(coverage, pixels).map { k, d in
                PixelMath.over(PixelMath.scale(color, UInt32(k)), d)
            }
            let done = pixels.withUnsafeMutableBufferPointer { p in
                coverage.withUnsafeBufferPointer {
                    panels_blend_coverage(p.baseAddress!, $0.baseAddress!, count, color)
                }
            }
            let width = Int(panels_blend_width())
            #expect(done == (width == 0 ? 0 : count / width * width))
            if Array(pixels[..<done]) != Array(expected[..<done]) {
                Issue.record("case \(index) (count \(count), color \(String(color, radix: 16))): wide loop differs")
                return
            }
        }
    }

    /// Frames become straight RGBA through the wide loop: opaque pixels reordered,
    /// translucent ones un-premultiplied exactly (rounded, at most 255), for frames of
    /// every width (whole groups and the rest).
    @Test func straightRGBAConversionMatchesTheFormula() {
        var state: UInt32 = 13_579
        func next() -> UInt32 { state = state &* 1_664_525 &+ 1_013_904_223; return state }
        for (width, height) in [(1, 1), (7, 3), (16, 2), (37, 5), (64, 9)] {
            let buffer = PixelBuffer(width: width, height: height)
            for i in 0 ..< width * height {
                let kind = next() % 4
                let alpha = kind == 0 ? 255 : kind == 1 ? 0 : next() >> 24
                // Premultiplied: no channel above alpha.
                let r = alpha == 0 ? 0 : (next() >> 24) % (alpha + 1)
                let g = alpha == 0 ? 0 : (next() >> 24) % (alpha + 1)
                let b = alpha == 0 ? 0 : (next() >> 24) % (alpha + 1)
                buffer.pixels[i] = alpha << 24 | r << 16 | g << 8 | b
            }
            var expected: [UInt8] = []
            for i in 0 ..< width * height {
                let p = buffer.pixels[i]
                let a = p >> 24
                func channel(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
                expected += [channel((p >> 16) & 0xFF), channel((p >> 8) & 0xFF), channel(p & 0xFF), UInt8(a)]
            }
            #expect(buffer.straightRGBA() == expected, "\(width)x\(height)")
        }
    }

    @Test func shapePanelsPaintTheirCommands() throws {
        let panel = Row(spacing: 0) {
            Tile(cornerRadius: 4).fill(.black).frame(width: 20, height: 10)
            Disc().stroke(.black, width: 2).frame(width: 20, height: 10)
            Pill().frame(width: 30, height: 10)
            Arrow(pointing: .top).fill(.black).frame(width: 10, height: 10)
        }
        let (_, _, composition) = try Drawing.render(panel, 80, 10, scale: 2)
        let lines = composition.displayList.dump.split(separator: "\n").dropFirst(2).map(String.init)
        #expect(
            lines == [
                "fill [0, 0, 40x20] #000000FF r8",
                "stroke [50, 0, 20x20] #000000FF r10 w4",
                "fill [80, 0, 60x20] #1C1C1EFF r10",
                "polygon #000000FF (140, 20) (150, 0) (160, 20)",
            ])
    }

    @Test func renderingIsByteIdenticalAcrossRuns() throws {
        let commands: [DrawCommand] = [
            .shadow(Rect(x: 10, y: 12, width: 60, height: 40), CornerRadii(10), RGBA(hex: 0, opacity: 0.3), blur: 12),
            .fillRounded(
                Rect(x: 10.3, y: 10.7, width: 60, height: 40), CornerRadii(topLeading: 3, topTrailing: 12), Self.blue),
            .polygon([Point(x: 80, y: 60), Point(x: 95.5, y: 40.2), Point(x: 99, y: 70)], .black),
            .beginGroup(opacity: 0.4),
            .fillRounded(Rect(x: 20, y: 20, width: 50, height: 50), CornerRadii(25), .black),
            .endGroup,
        ]
        let first = try Drawing.render(100, 80, commands)
        let second = try Drawing.render(100, 80, commands)
        #expect(first.difference(from: second) == nil)
    }
}
