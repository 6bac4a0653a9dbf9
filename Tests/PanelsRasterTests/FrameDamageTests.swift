import Foundation
import Panels
@testable import PanelsRaster
@testable import PanelsSDL
import PanelsTestSupport
import Testing

/// Damage (`FrameDamage`, `RasterFrame.drawChanges`): a frame drawn only where its
/// display list changed is byte for byte the frame drawn whole, over generated trees
/// of fills, rounded fills, outlines, polygons, shadows, text, pictures, clips
/// (square and rounded, nested) and groups with opacity, and generated changes
/// (recolouring, moving and resizing by fractions of a pixel, inserting, removing,
/// reordering, new text, group opacity, clip rectangles, pictures that move).
@Suite("Frame damage")
struct FrameDamageTests {
    /// A node of a generated picture: drawing commands, or a clip or group of nodes.
    indirect enum Node {
        case command(DrawCommand)
        case clip(Rect, CornerRadii, [Node])
        case group(Double, [Node])

        func emit(into commands: inout [DrawCommand]) {
            switch self {
            case .command(let command): commands.append(command)
            case .clip(let rect, let corners, let children):
                commands.append(.pushClip(rect, corners))
                for child in children { child.emit(into: &commands) }
                commands.append(.popClip)
            case .group(let opacity, let children):
                commands.append(.beginGroup(opacity: opacity))
                for child in children { child.emit(into: &commands) }
                commands.append(.endGroup)
            }
        }
    }

    static let width = 160, height = 120
    static let texts = ["Panels", "Damage", "Hello, world", "שלום עולם", "a🙂b", "Wq", "12:30"]

    static var pictureFiles: [String?] {
        let images = Drawing.fixtureImages
        return [
            images.appendingPathComponent("halves.png").path, images.appendingPathComponent("broken.png").path, nil,
        ]
    }

    static func color(_ g: inout SplitMix64) -> RGBA {
        let alpha: UInt8 = g.int(0 ... 3) == 0 ? UInt8(g.int(0 ... 255)) : 255
        return RGBA(
            red: UInt8(g.int(0 ... 255)), green: UInt8(g.int(0 ... 255)), blue: UInt8(g.int(0 ... 255)), alpha: alpha)
    }

    static func rect(_ g: inout SplitMix64) -> Rect {
        let step = g.bool() ? 1.0 : 0.25
        return Rect(
            x: g.number(-10 ... 150, step: step), y: g.number(-10 ... 110, step: step),
            width: g.number(1 ... 50, step: step), height: g.number(1 ... 40, step: step))
    }

    static func corners(_ g: inout SplitMix64) -> CornerRadii {
        switch g.int(0 ... 2) {
        case 0: return CornerRadii(0)
        case 1: return CornerRadii(g.number(1 ... 12, step: 0.5))
        default:
            return CornerRadii(
                topLeading: g.number(0 ... 10), topTrailing: g.number(0 ... 10),
                bottomTrailing: g.number(0 ... 10), bottomLeading: g.number(0 ... 10))
        }
    }

    static func command(_ g: inout SplitMix64) -> DrawCommand {
        let r = rect(&g)
        switch g.int(0 ... 8) {
        case 0: return .fill(r, color(&g), cornerRadius: g.bool() ? 0 : g.number(0 ... 10, step: 0.5))
        case 1: return .fillRounded(r, corners(&g), color(&g))
        case 2: return .stroke(r, corners(&g), width: g.number(0.5 ... 4, step: 0.5), color(&g))
        case 3:
            let points = (0 ..< g.int(3 ... 5)).map { _ in
                Point(x: g.number(-5 ... 165, step: 0.25), y: g.number(-5 ... 125, step: 0.25))
            }
            return .polygon(points, color(&g))
        case 4: return .shadow(r, corners(&g), color(&g), blur: g.number(0 ... 16, step: 0.5))
        case 5, 6:
            let rtl = g.int(0 ... 3) == 0
            return .text(
                TextRun(
                    text: g.element(of: texts), origin: Point(x: g.number(-20 ... 150, step: 0.5), y: r.minY),
                    pixelSize: g.number(9 ... 22), weight: g.bool() ? .regular : .bold, color: color(&g),
                    direction: rtl ? .rightToLeft : .leftToRight, boxWidth: rtl ? g.number(20 ... 80) : nil,
                    italic: g.int(0 ... 4) == 0, mirrored: g.int(0 ... 6) == 0))
        default:
            return .picture(
                PictureRun(
                    file: g.element(of: pictureFiles), name: "picture", frame: r, mode: g.bool() ? .fit : .fill,
                    corners: corners(&g)))
        }
    }

    static func node(_ g: inout SplitMix64, depth: Int) -> Node {
        let kind = depth < 3 ? g.int(0 ... 9) : 0
        switch kind {
        case 8: return .clip(rect(&g), g.bool() ? CornerRadii(0) : corners(&g), children(&g, depth: depth + 1))
        case 9: return .group(g.element(of: [0, 0.3, 0.5, 0.75, 1]), children(&g, depth: depth + 1))
        default: return .command(command(&g))
        }
    }

    static func children(_ g: inout SplitMix64, depth: Int) -> [Node] {
        (0 ..< g.int(0 ... 5)).map { _ in node(&g, depth: depth) }
    }

    /// Moves or reshapes a rectangle a little (fractions of a pixel too) or a lot.
    static func moved(_ r: Rect, _ g: inout SplitMix64) -> Rect {
        if g.int(0 ... 3) == 0 { return rect(&g) }
        let step = g.bool() ? 1.0 : 0.25
        return Rect(
            x: r.minX + g.number(-6 ... 6, step: step), y: r.minY + g.number(-6 ... 6, step: step),
            width: max(0.5, r.width + g.number(-4 ... 4, step: step)),
            height: max(0.5, r.height + g.number(-4 ... 4, step: step)))
    }

    /// One command changed the way an app changes one: a colour, a place, a text.
    static func changed(_ command: DrawCommand, _ g: inout SplitMix64) -> DrawCommand {
        switch command {
        case .fill(let r, let c, let radius):
            return g.bool() ? .fill(r, color(&g), cornerRadius: radius) : .fill(moved(r, &g), c, cornerRadius: radius)
        case .fillRounded(let r, let k, let c):
            return g.bool() ? .fillRounded(r, k, color(&g)) : .fillRounded(moved(r, &g), k, c)
        case .stroke(let r, let k, let w, let c):
            return g.bool() ? .stroke(r, k, width: w, color(&g)) : .stroke(moved(r, &g), k, width: w, c)
        case .polygon(let points, let c):
            let dx = g.number(-3 ... 3, step: 0.25)
            return g.bool() ? .polygon(points, color(&g)) : .polygon(points.map { Point(x: $0.x + dx, y: $0.y) }, c)
        case .shadow(let r, let k, let c, let blur):
            return g.bool()
                ? .shadow(r, k, c, blur: g.number(0 ... 16, step: 0.5)) : .shadow(moved(r, &g), k, c, blur: blur)
        case .text(var run):
            switch g.int(0 ... 2) {
            case 0: run.text = g.element(of: texts)
            case 1:
                run.origin = Point(
                    x: run.origin.x + g.number(-8 ... 8, step: 0.5), y: run.origin.y + g.number(-8 ... 8))
            default: run.color = color(&g)
            }
            return .text(run)
        case .picture(var run):
            run.frame = moved(run.frame, &g)
            if g.int(0 ... 3) == 0 { run.mode = run.mode == .fit ? .fill : .fit }
            return .picture(run)
        default:
            return command
        }
    }

    /// The nodes with one generated change somewhere in the tree.
    static func mutate(_ nodes: [Node], _ g: inout SplitMix64) -> [Node] {
        var nodes = nodes
        let action = g.int(0 ... 9)
        if nodes.isEmpty || action == 0 {
            nodes.insert(node(&g, depth: 1), at: g.int(0 ... nodes.count))
            return nodes
        }
        let i = g.int(0 ... nodes.count - 1)
        switch action {
        case 1:
            nodes.remove(at: i)
        case 2:
            let j = g.int(0 ... nodes.count - 1)
            nodes.swapAt(i, j)
        default:
            switch nodes[i] {
            case .command(let command):
                nodes[i] = .command(changed(command, &g))
            case .clip(let rect, let corners, let children):
                nodes[i] =
                    g.int(0 ... 2) == 0
                    ? .clip(moved(rect, &g), corners, children) : .clip(rect, corners, mutate(children, &g))
            case .group(let opacity, let children):
                nodes[i] =
                    g.int(0 ... 2) == 0
                    ? .group(g.element(of: [0, 0.3, 0.5, 0.75, 1].filter { $0 != opacity }), children)
                    : .group(opacity, mutate(children, &g))
            }
        }
        return nodes
    }

    static func list(_ nodes: [Node], clear: RGBA?) -> DisplayList {
        var commands: [DrawCommand] = clear.map { [.clear($0)] } ?? []
        for node in nodes { node.emit(into: &commands) }
        return DisplayList(pixelWidth: width, pixelHeight: height, scale: 1, commands: commands)
    }

    @Test("Drawing what changed gives the pixels of drawing it whole, byte for byte")
    func damagedFramesMatchWholeFrames() throws {
        var damagedFrames = 0
        var frames = 0
        PropertyTest.check("damage vs whole", cases: 2_000) { g in
            let clear: RGBA? = g.int(0 ... 4) == 0 ? nil : RGBA(hex: 0xF2F2F7)
            var nodes = (0 ..< g.int(2 ... 14)).map { _ in Self.node(&g, depth: 0) }
            let window = RasterFrame(width: Self.width, height: Self.height)
            _ = window.drawChanges(Self.list(nodes, clear: clear))
            // A few frames in a row: bounds carried over from matched commands too.
            for step in 0 ..< 3 {
                for _ in 0 ..< g.int(1 ... 2) { nodes = Self.mutate(nodes, &g) }
                let next = Self.list(nodes, clear: clear)
                let (regions, _) = window.drawChanges(next)
                let whole = RasterFrame(width: Self.width, height: Self.height)
                _ = whole.drawChanges(next)
                frames += 1
                if regions != [PixelRect(x0: 0, y0: 0, x1: Self.width, y1: Self.height)] { damagedFrames += 1 }
                if regions.count > FrameDamage.maxRegions { return "step \(step): \(regions.count) regions" }
                for (i, a) in regions.enumerated() {
                    for b in regions[(i + 1)...] where a.intersects(b) { return "step \(step): regions overlap" }
                }
                if memcmp(window.pixels, whole.pixels, Self.width * Self.height * 4) != 0 {
                    var first = 0
                    while window.pixels[first] == whole.pixels[first] { first += 1 }
                    return
                        "step \(step): pixel (\(first % Self.width), \(first / Self.width)) is \(String(window.pixels[first], radix: 16)), whole \(String(whole.pixels[first], radix: 16)); regions \(regions)\n\(next.dump)"
                }
            }
            return nil
        }
        // Most frames draw only what changed (the property is not met by drawing whole).
        if PropertyTest.isFull(2_000) { #expect(damagedFrames * 2 > frames, "\(damagedFrames) of \(frames)") }
    }

    @Test("Unchanged lists damage nothing; a new size or a large change draws whole")
    func wholeOrNothing() {
        var g = SplitMix64(seed: 7)
        let nodes = (0 ..< 10).map { _ in FrameDamageTests.node(&g, depth: 0) }
        let list = FrameDamageTests.list(nodes, clear: .white)
        let window = RasterFrame(width: FrameDamageTests.width, height: FrameDamageTests.height)
        let whole = [PixelRect(x0: 0, y0: 0, x1: FrameDamageTests.width, y1: FrameDamageTests.height)]
        #expect(window.drawChanges(list).regions == whole)
        // Pictures still decoding are drawn again until they have settled; then nothing.
        _ = PictureStore.shared.waitForLoads()
        _ = window.drawChanges(list)
        #expect(window.drawChanges(list).regions == [])
        // The clear's colour changes every pixel.
        #expect(window.drawChanges(FrameDamageTests.list(nodes, clear: .black)).regions == whole)
        // After `draw` (pixels the damage did not see), whole again.
        window.draw(list)
        #expect(window.drawChanges(list).regions == whole)
    }

    @Test("Damage is merged into a few disjoint rectangles")
    func merging() {
        let rects = (0 ..< 20).map { i in PixelRect(x0: i * 7, y0: (i * 13) % 90, x1: i * 7 + 5, y1: (i * 13) % 90 + 4)
        }
        let merged = FrameDamage.merge(rects, limit: 4)
        #expect(merged.count <= 4)
        for r in rects { #expect(merged.contains { $0.x0 <= r.x0 && $0.y0 <= r.y0 && $0.x1 >= r.x1 && $0.y1 >= r.y1 }) }
        for (i, a) in merged.enumerated() { for b in merged[(i + 1)...] { #expect(!a.intersects(b)) } }
    }
}
