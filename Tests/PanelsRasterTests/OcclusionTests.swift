import Foundation
import Panels
@testable import PanelsRaster
@testable import PanelsSDL
import PanelsTestSupport
import Testing

/// Regions drawn from damage are cut where an opaque square fill (a menu, a sheet, a
/// popover's panel) hides what is under it, and those pieces are drawn from the fill
/// on (`Occlusion`): byte for byte what drawing the whole list gives.
@Suite("Occlusion")
struct OcclusionTests {
    typealias Node = FrameDamageTests.Node

    /// A large panel: an opaque square fill (sometimes translucent or rounded, which
    /// must not hide anything), with whole or fractional edges, over much of the canvas.
    static func panel(_ g: inout SplitMix64) -> Node {
        func edge(_ v: Double) -> Double { v + g.element(of: [0, 0, 0.25, 0.5, -0.5]) }
        let rect = Rect(
            x: edge(Double(g.int(-20 ... 100))), y: edge(Double(g.int(-20 ... 70))),
            width: edge(Double(g.int(30 ... 180))), height: edge(Double(g.int(30 ... 140))))
        var color = FrameDamageTests.color(&g).withOpacity(1)
        if g.int(0 ... 5) == 0 { color = color.withOpacity(0.5) }
        return .command(.fill(rect, color, cornerRadius: g.int(0 ... 6) == 0 ? 5 : 0))
    }

    /// `nodes` with panels put among them: at the top, inside clips (square or
    /// rounded) and inside groups.
    static func withPanels(_ nodes: [Node], _ g: inout SplitMix64) -> [Node] {
        var out: [Node] = []
        for node in nodes {
            switch node {
            case .clip(let rect, let corners, let children):
                out.append(.clip(rect, corners, g.int(0 ... 2) == 0 ? withPanels(children, &g) : children))
            case .group(let opacity, let children):
                out.append(.group(opacity, g.int(0 ... 2) == 0 ? withPanels(children, &g) : children))
            case .command:
                out.append(node)
            }
            if g.int(0 ... 3) == 0 { out.append(panel(&g)) }
        }
        if g.bool() {
            let clip = Rect(
                x: Double(g.int(-10 ... 60)) + g.element(of: [0, 0.5]), y: Double(g.int(-10 ... 40)),
                width: Double(g.int(60 ... 200)), height: Double(g.int(50 ... 150)))
            out.append(
                .clip(clip, g.int(0 ... 4) == 0 ? CornerRadii(8) : CornerRadii(0), [panel(&g)] + nodes.prefix(2)))
        }
        return out
    }

    @Test("Pieces drawn from the panel that hides them give every byte of drawing the whole list")
    func occludedPiecesKeepEveryByte() {
        var skipped = 0
        var cut = 0
        let (width, height) = (FrameDamageTests.width, FrameDamageTests.height)
        PropertyTest.check("occlusion", cases: 1_500) { g in
            let clear: RGBA? = g.int(0 ... 4) == 0 ? nil : RGBA(hex: 0xF2F2F7)
            let base = (0 ..< g.int(2 ... 10)).map { _ in FrameDamageTests.node(&g, depth: 0) }
            let list = FrameDamageTests.list(Self.withPanels(base, &g), clear: clear)
            let (plain, everything) = OverdrawTests.drawnWhole(list)
            #expect(everything.occludedSkipped == 0, "without bounds nothing is cut")
            // Over pixels that show something else (a last frame), in the whole frame
            // or a few regions.
            let drawn = PixelBuffer(width: width, height: height)
            for i in 0 ..< width * height { drawn.pixels[i] = UInt32(truncatingIfNeeded: i &* 2_654_435_761) }
            let before = Array(UnsafeBufferPointer(start: drawn.pixels, count: width * height))
            let regions: [PixelRect] =
                g.bool()
                ? [PixelRect(x0: 0, y0: 0, x1: width, y1: height)]
                : FrameDamage.merge(
                    (0 ..< g.int(1 ... 3)).map { _ in
                        let x = g.int(0 ... width - 1), y = g.int(0 ... height - 1)
                        return PixelRect(
                            x0: x, y0: y, x1: min(width, x + g.int(1 ... 120)), y1: min(height, y + g.int(1 ... 90)))
                    }, limit: FrameDamage.maxRegions)
            var executor = DisplayListExecutor.sdl()
            executor.waitsForPictures = true
            var damage = FrameDamage()
            _ = damage.regions(for: list, width: width, height: height, executor: executor)
            let occlusion = Occlusion(list.commands)
            cut += regions.reduce(0) { $0 + (occlusion.pieces(of: $1).count > 1 ? 1 : 0) }
            executor.draw(list, into: drawn, regions: regions, bounds: damage.bounds)
            skipped += executor.occludedSkipped
            for y in 0 ..< height {
                for x in 0 ..< width {
                    let i = y * width + x
                    let inside = regions.contains { $0.contains(PixelRect(x0: x, y0: y, x1: x + 1, y1: y + 1)) }
                    let expected = inside ? plain.pixels[i] : before[i]
                    if drawn.pixels[i] != expected {
                        return
                            "pixel (\(x), \(y)) \(inside ? "in" : "outside") \(regions) is \(String(drawn.pixels[i], radix: 16)), expected \(String(expected, radix: 16)); occluders \(occlusion.occluders)\n\(list.dump)"
                    }
                }
            }
            return nil
        }
        // The rule acts (the property is not met by never cutting).
        if PropertyTest.isFull(1_500) {
            #expect(cut > 300, "\(cut) regions cut")
            #expect(skipped > 1_000, "\(skipped) commands skipped")
        }
    }

    @Test("A scrim over one colour is set to the colour it gives, and every byte is that of drawing the whole list")
    func foldedScrimsKeepEveryByte() {
        var folded = 0
        let (width, height) = (FrameDamageTests.width, FrameDamageTests.height)
        PropertyTest.check("scrim fold", cases: 1_500) { g in
            func few() -> [Node] {
                (0 ..< g.int(0 ... 3)).map { _ in
                    // Small things, so much of the frame lies between them.
                    var node = FrameDamageTests.node(&g, depth: 2)
                    if case .command(let command) = node, let rect = OverdrawTests.rect(of: command), rect.width > 30 {
                        node = .command(
                            .fill(Rect(x: rect.minX, y: rect.minY, width: 12, height: 9), .black, cornerRadius: 0))
                    }
                    return node
                }
            }
            var nodes: [Node] = []
            if g.int(0 ... 3) > 0 {
                let background = Rect(
                    x: Double(g.int(-4 ... 10)) + g.element(of: [0, 0.5]), y: Double(g.int(-4 ... 10)),
                    width: Double(g.int(100 ... 180)), height: Double(g.int(80 ... 140)))
                nodes.append(.command(.fill(background, FrameDamageTests.color(&g).withOpacity(1), cornerRadius: 0)))
            }
            nodes += few()
            // The scrim: usually translucent and square over most of the frame; sometimes
            // clipped, rounded, in a group or opaque.
            let scrimRect = Rect(
                x: Double(g.int(-10 ... 20)) + g.element(of: [0, 0, 0.25]), y: Double(g.int(-10 ... 20)),
                width: Double(g.int(90 ... 200)), height: Double(g.int(70 ... 150)))
            var scrim = Node.command(
                .fill(
                    scrimRect, FrameDamageTests.color(&g).withOpacity(g.element(of: [0.3, 0.07, 0.5, 0.99, 1])),
                    cornerRadius: g.int(0 ... 6) == 0 ? 6 : 0))
            switch g.int(0 ... 6) {
            case 0: scrim = .clip(FrameDamageTests.rect(&g), CornerRadii(0), [scrim])
            case 1: scrim = .clip(scrimRect, CornerRadii(10), [scrim])
            case 2: scrim = .group(0.5, [scrim])
            default: break
            }
            nodes.append(scrim)
            nodes += few()
            if g.bool() { nodes.append(Self.panel(&g)) }
            let list = FrameDamageTests.list(nodes, clear: g.int(0 ... 3) == 0 ? nil : FrameDamageTests.color(&g))
            let (plain, _) = OverdrawTests.drawnWhole(list)
            let drawn = PixelBuffer(width: width, height: height)
            for i in 0 ..< width * height { drawn.pixels[i] = UInt32(truncatingIfNeeded: i &* 2_654_435_761) }
            let region =
                g.bool()
                ? PixelRect(x0: 0, y0: 0, x1: width, y1: height)
                : PixelRect(x0: g.int(0 ... 60), y0: g.int(0 ... 40), x1: g.int(80 ... width), y1: g.int(60 ... height))
            var executor = DisplayListExecutor.sdl()
            executor.waitsForPictures = true
            var damage = FrameDamage()
            _ = damage.regions(for: list, width: width, height: height, executor: executor)
            executor.draw(list, into: drawn, regions: [region], bounds: damage.bounds)
            folded += executor.foldedPixels
            return OverdrawTests.difference(drawn, plain, in: [region], of: list)
        }
        if PropertyTest.isFull(1_500) { #expect(folded > 500_000, "\(folded) pixels folded") }
    }

    @Test("Panels and scrims with numbers that are not finite, or huge, neither trap nor change a byte")
    func hostileNumbers() {
        let (width, height) = (FrameDamageTests.width, FrameDamageTests.height)
        let odd: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 1e9, -0.0]
        PropertyTest.check("occlusion hostile numbers", cases: 300) { g in
            func number() -> Double { g.int(0 ... 2) == 0 ? g.element(of: odd) : g.number(-20 ... 180) }
            var nodes: [Node] = (0 ..< g.int(1 ... 4)).map { _ in FrameDamageTests.node(&g, depth: 1) }
            for _ in 0 ..< g.int(1 ... 4) {
                let rect = Rect(x: number(), y: number(), width: number(), height: number())
                let color = RGBA(hex: 0x336699).withOpacity(g.element(of: [1, 0.3]))
                let command: DrawCommand =
                    g.int(0 ... 4) == 0
                    ? .shadow(rect, CornerRadii(0), color, blur: number()) : .fill(rect, color, cornerRadius: 0)
                nodes.insert(g.bool() ? .command(command) : .clip(rect, CornerRadii(0), [.command(command)]), at: 0)
            }
            let list = FrameDamageTests.list(nodes, clear: RGBA(hex: 0xF2F2F7))
            let (plain, _) = OverdrawTests.drawnWhole(list)
            var executor = DisplayListExecutor.sdl()
            executor.waitsForPictures = true
            var damage = FrameDamage()
            _ = damage.regions(for: list, width: width, height: height, executor: executor)
            let drawn = PixelBuffer(width: width, height: height)
            let whole = PixelRect(x0: 0, y0: 0, x1: width, y1: height)
            executor.draw(list, into: drawn, regions: [whole], bounds: damage.bounds)
            return OverdrawTests.difference(drawn, plain, in: [whole], of: list)
        }
    }

    @Test("A panel over a window-wide background cuts a region the background covers")
    func aPanelOverTheBackgroundCuts() {
        // A shell: the background fill, a shadow, the menu's panel. The background covers
        // the whole region (its start), so the menu's panel is what cuts it: inside it,
        // drawing starts at the panel and the shadow under it is never drawn.
        let commands: [DrawCommand] = [
            .fill(Rect(x: 0, y: 0, width: 400, height: 300), RGBA(hex: 0xF2F2F7), cornerRadius: 0),
            .shadow(Rect(x: 300, y: 0, width: 100, height: 300), CornerRadii(0), RGBA(hex: 0, opacity: 0.2), blur: 12),
            .fill(Rect(x: 300, y: 0, width: 100, height: 300), RGBA(hex: 0xFFFFFF), cornerRadius: 0),
        ]
        let occlusion = Occlusion(commands)
        let region = PixelRect(x0: 0, y0: 0, x1: 400, y1: 300)
        let pieces = occlusion.pieces(of: region)
        #expect(pieces.first == Occlusion.Piece(rect: PixelRect(x0: 300, y0: 0, x1: 400, y1: 300), start: 2))
        #expect(pieces.dropFirst().allSatisfy { $0.start == 0 })
        #expect(pieces.reduce(0) { $0 + $1.rect.area } == region.area)
        // A region inside the panel is not cut again (the panel is its start).
        let inner = PixelRect(x0: 310, y0: 10, x1: 390, y1: 290)
        #expect(occlusion.pieces(of: inner) == [Occlusion.Piece(rect: inner, start: 2)])
    }

    @Test("Only opaque square fills outside groups and rounded clips hide, within their square clips")
    func whatCountsAsAnOccluder() {
        let big = Rect(x: 0.5, y: 0, width: 100, height: 50)
        let opaque = RGBA(hex: 0x336699)
        let commands: [DrawCommand] = [
            .fill(big, opaque, cornerRadius: 0),
            .fill(big, opaque.withOpacity(0.5), cornerRadius: 0),
            .fill(big, opaque, cornerRadius: 4),
            .beginGroup(opacity: 1), .fill(big, opaque, cornerRadius: 0), .endGroup,
            .pushClip(big, CornerRadii(6)), .pushClip(big, CornerRadii(0)), .fill(big, opaque, cornerRadius: 0),
            .popClip, .popClip,
            .pushClip(Rect(x: 10.4, y: 0, width: 60, height: 30), CornerRadii(0)), .fill(big, opaque, cornerRadius: 0),
            .popClip,
        ]
        let occlusion = Occlusion(commands)
        #expect(
            occlusion.occluders == [
                Occlusion.Occluder(index: 0, area: PixelRect(x0: 1, y0: 0, x1: 100, y1: 50)),
                Occlusion.Occluder(index: 12, area: PixelRect(x0: 10, y0: 0, x1: 70, y1: 30)),
            ])
        let region = PixelRect(x0: 0, y0: 0, x1: 120, y1: 60)
        let pieces = occlusion.pieces(of: region)
        #expect(pieces.first == Occlusion.Piece(rect: PixelRect(x0: 1, y0: 0, x1: 100, y1: 50), start: 0))
        #expect(pieces.reduce(0) { $0 + $1.rect.area } == region.area)
        #expect(occlusion.start(of: PixelRect(x0: 20, y0: 5, x1: 60, y1: 25)) == 12)
        #expect(occlusion.start(of: PixelRect(x0: 20, y0: 5, x1: 80, y1: 25)) == 0)
    }
}
