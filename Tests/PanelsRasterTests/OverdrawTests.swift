import Foundation
import Panels
@testable import PanelsRaster
@testable import PanelsSDL
import PanelsTestSupport
import Testing

/// A drawing command the next one paints over entirely (an opaque square fill in the
/// same clip and layer covering every pixel it touches, as a shadow under an opaque
/// panel clipped to itself is) is skipped where its bounds are known, and the frame
/// is byte for byte the frame that drew it.
@Suite("Overdrawn commands")
struct OverdrawTests {
    /// `nodes` with, after some drawing commands, an opaque square fill over them: a
    /// rectangle around the command's own (integral or fractional edges, with a margin
    /// from none to beyond a blur) or one that leaves part of it showing.
    static func covered(_ nodes: [FrameDamageTests.Node], _ g: inout SplitMix64) -> [FrameDamageTests.Node] {
        nodes.flatMap { node -> [FrameDamageTests.Node] in
            switch node {
            case .clip(let rect, let corners, let children): return [.clip(rect, corners, covered(children, &g))]
            case .group(let opacity, let children): return [.group(opacity, covered(children, &g))]
            case .command(let command):
                guard g.int(0 ... 2) > 0, let rect = Self.rect(of: command) else { return [node] }
                let margin = g.element(of: [0, 0, 0.25, 1, 3, 20, -2])
                let shift = g.element(of: [0, 0, 0.5, 0.25])
                let cover = Rect(
                    x: rect.minX - margin + shift, y: rect.minY - margin,
                    width: rect.width + 2 * margin, height: rect.height + 2 * margin)
                let color = RGBA(
                    red: UInt8(g.int(0 ... 255)), green: UInt8(g.int(0 ... 255)), blue: UInt8(g.int(0 ... 255)),
                    alpha: g.int(0 ... 5) == 0 ? 200 : 255)
                return [node, .command(.fill(cover, color, cornerRadius: g.int(0 ... 5) == 0 ? 4 : 0))]
            }
        }
    }

    static func rect(of command: DrawCommand) -> Rect? {
        switch command {
        case .fill(let r, _, _), .fillRounded(let r, _, _), .stroke(let r, _, _, _), .shadow(let r, _, _, _): return r
        case .polygon(let points, _):
            let xs = points.map(\.x), ys = points.map(\.y)
            return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        default: return nil
        }
    }

    @Test("Skipping what the next fill paints over changes no byte")
    func skippingOverdrawnCommandsKeepsEveryByte() {
        var skipped = 0
        let (width, height) = (FrameDamageTests.width, FrameDamageTests.height)
        PropertyTest.check("overdraw", cases: 2_000) { g in
            let clear: RGBA? = g.int(0 ... 4) == 0 ? nil : RGBA(hex: 0xF2F2F7)
            let nodes = Self.covered((0 ..< g.int(2 ... 12)).map { _ in FrameDamageTests.node(&g, depth: 0) }, &g)
            let list = FrameDamageTests.list(nodes, clear: clear)
            // Pictures decoded before they are drawn, in both drawings.
            var executor = DisplayListExecutor.sdl()
            executor.waitsForPictures = true
            var damage = FrameDamage()
            _ = damage.regions(for: list, width: width, height: height, executor: executor)
            let culled = PixelBuffer(width: width, height: height)
            var canvas = Canvas(buffer: culled)
            executor.draw(list, into: &canvas, bounds: damage.bounds)
            skipped += executor.overdrawnSkipped
            let (plain, everything) = Self.drawnWhole(list)
            #expect(everything.overdrawnSkipped == 0, "without bounds nothing is skipped")
            guard memcmp(culled.pixels, plain.pixels, width * height * 4) != 0 else { return nil }
            var first = 0
            while culled.pixels[first] == plain.pixels[first] { first += 1 }
            return
                "pixel (\(first % width), \(first / width)) is \(String(culled.pixels[first], radix: 16)), drawn whole \(String(plain.pixels[first], radix: 16))\n\(list.dump)"
        }
        // The rule acts (the property is not met by never skipping).
        if PropertyTest.isFull(2_000) { #expect(skipped > 500, "\(skipped) commands skipped") }
    }

    @Test("A clear under an opaque background is skipped in a region as on the whole frame, and changes no byte")
    func clearsUnderTheBackground() {
        var skipped = 0
        let (width, height) = (FrameDamageTests.width, FrameDamageTests.height)
        PropertyTest.check("clear under background", cases: 1_000) { g in
            func edge(_ v: Double) -> Double { v + g.element(of: [0, 0, 0.25, 0.5, -0.5, 0.75]) }
            var nodes: [FrameDamageTests.Node] = []
            let background = Rect(
                x: edge(Double(g.int(-4 ... 30))), y: edge(Double(g.int(-4 ... 30))),
                width: Double(g.int(60 ... 200)), height: Double(g.int(60 ... 160)))
            let color = RGBA(hex: g.bool() ? 0xF2F2F7 : 0x1C1C1E).withOpacity(g.int(0 ... 4) == 0 ? 0.5 : 1)
            nodes.append(.command(.fill(background, color, cornerRadius: g.int(0 ... 6) == 0 ? 6 : 0)))
            nodes += (0 ..< g.int(0 ... 5)).map { _ in FrameDamageTests.node(&g, depth: 1) }
            for _ in 0 ..< g.int(0 ... 2) {
                let clip = Rect(
                    x: edge(Double(g.int(-4 ... 40))), y: edge(Double(g.int(-4 ... 40))),
                    width: Double(g.int(40 ... 200)), height: Double(g.int(40 ... 160)))
                nodes = [.clip(clip, CornerRadii(0), nodes)]
            }
            let list = FrameDamageTests.list(nodes, clear: RGBA(hex: 0xFFFFFF))
            let (plain, _) = Self.drawnWhole(list)
            // Over pixels that show something else (a last frame), in a few regions.
            let drawn = PixelBuffer(width: width, height: height)
            for i in 0 ..< width * height { drawn.pixels[i] = UInt32(truncatingIfNeeded: i &* 2_654_435_761) }
            let regions = (0 ..< g.int(1 ... 3)).map { _ -> PixelRect in
                let x = g.int(0 ... width - 1), y = g.int(0 ... height - 1)
                return PixelRect(
                    x0: x, y0: y, x1: min(width, x + g.int(1 ... 90)), y1: min(height, y + g.int(1 ... 70)))
            }
            var executor = DisplayListExecutor.sdl()
            executor.waitsForPictures = true
            for region in regions {
                var canvas = Canvas(buffer: drawn, region: region)
                executor.draw(list, into: &canvas, bounds: nil)
            }
            skipped += executor.overdrawnSkipped
            return Self.difference(drawn, plain, in: regions, of: list)
        }
        if PropertyTest.isFull(1_000) { #expect(skipped > 150, "\(skipped) clears skipped") }
    }

    /// `list` drawn whole, with no bounds (nothing skipped, cut or folded), its pictures
    /// decoded first; and the executor that drew it.
    static func drawnWhole(_ list: DisplayList) -> (PixelBuffer, DisplayListExecutor) {
        let plain = PixelBuffer(width: list.pixelWidth, height: list.pixelHeight)
        var canvas = Canvas(buffer: plain)
        var executor = DisplayListExecutor.sdl()
        executor.waitsForPictures = true
        executor.draw(list, into: &canvas)
        return (plain, executor)
    }

    /// The first pixel of `regions` where `drawn` and `plain` differ, described with the
    /// list; nil when every one is equal.
    static func difference(_ drawn: PixelBuffer, _ plain: PixelBuffer, in regions: [PixelRect], of list: DisplayList)
        -> String?
    {
        let width = drawn.width
        for region in regions {
            for y in region.y0 ..< region.y1 {
                for x in region.x0 ..< region.x1 where drawn.pixels[y * width + x] != plain.pixels[y * width + x] {
                    return
                        "pixel (\(x), \(y)) in \(region) is \(String(drawn.pixels[y * width + x], radix: 16)), drawn whole \(String(plain.pixels[y * width + x], radix: 16))\n\(list.dump)"
                }
            }
        }
        return nil
    }
}
