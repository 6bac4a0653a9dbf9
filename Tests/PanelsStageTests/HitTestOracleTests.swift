import PanelsRaster
import PanelsTestSupport
import Testing

@testable import Panels

/// The one hit test (`HitTest`) against an independent oracle: an id-buffer drawn by
/// the real rasterizer, where every node that takes the pointer for a purpose paints
/// its frame in a color of its own, in drawing order, inside the clips of the
/// scrollers and clip shapes around it. At every pixel whose color is one node's
/// (not a blend at an edge), the hit test must name that node; where nothing was
/// painted, it must find nothing.
@Suite("The one hit test, against an id-buffer")
struct HitTestOracleTests {
    static let side = 40

    @Test func everyPixelOfGeneratedScenesAgreesWithTheIdBuffer() {
        PropertyTest.check("hit test vs id-buffer", cases: 2_000) { g in
            let scene = GeneratedScene.random(&g)
            let purpose = g.element(of: HitPurpose.allCases)
            let stage = Stage(measurer: NoMeasuring()) { scene.panel }
            let size = Size(width: Double(Self.side), height: Double(Self.side))
            _ = stage.frame(size: size, scale: 1, at: 0)
            let tree = stage.scene.tree
            let frames = stage.scene.presentedFrames
            guard tree.root >= 0, frames.count == tree.count else { return "no layout for \(scene)" }
            let (pixels, nodeOfCode) = Self.idBuffer(tree: tree, frames: frames, purpose: purpose)
            var compared = 0
            for y in 0 ..< Self.side {
                for x in 0 ..< Self.side {
                    let p = (y * Self.side + x) * 4
                    let alpha = pixels[p + 3]
                    let expected: Int32?
                    if alpha == 0 {
                        expected = nil
                    } else {
                        let code = Int(pixels[p]) << 16 | Int(pixels[p + 1]) << 8 | Int(pixels[p + 2])
                        guard alpha == 255, let node = nodeOfCode[code] else { continue }  // an edge's blend
                        expected = node
                    }
                    let point = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                    let found = HitTest.frontmost(
                        in: tree, order: stage.scene.paintOrder, frames: frames, at: point, for: purpose)
                    compared += 1
                    if found != expected {
                        return "\(purpose) at (\(x), \(y)): hit test \(Self.describe(found, tree, frames)), "
                            + "id-buffer \(Self.describe(expected, tree, frames)) in \(scene)"
                    }
                    // The stage's router answers the same (no popovers here).
                    if x % 8 == 0 && y % 8 == 0, stage.input.hit(at: point, for: purpose)?.node != found {
                        return "\(purpose) at (\(x), \(y)): the router disagrees with HitTest in \(scene)"
                    }
                }
            }
            return compared > 0 ? nil : "no pixel compared in \(scene)"
        }
    }

    /// With a popover open over a generated main tree: a point on the bubble or its
    /// arrow is the popover's (its content's frontmost node, or none), never the main
    /// tree's; elsewhere the main tree answers as drawn. The id-buffer paints the main
    /// tree, then the bubble and arrow box, then the content's hit regions.
    @Test func openPopoversComeFirst() {
        PropertyTest.check("hit test with a popover vs id-buffer", cases: 300) { g in
            let main = GeneratedScene.random(&g, depth: 3)
            let content = GeneratedScene.random(&g, depth: 2)
            let purpose = g.element(of: HitPurpose.allCases)
            let anchorAt = Point(x: g.number(10 ... 90, step: 2), y: g.number(10 ... 90, step: 2))
            let side = 120
            let stage = Stage(measurer: NoMeasuring()) {
                Layers(alignment: .topLeading) {
                    main.panel.frame(width: Double(side), height: Double(side))
                    Swatch(RGBA(hex: 0x0A84FF)).frame(width: 8, height: 8)
                        .popover(isOpen: Ref(get: { true }, set: { _ in }), size: Size(width: 44, height: 36)) {
                            content.panel
                        }
                        .offset(x: anchorAt.x, y: anchorAt.y)
                }
            }
            _ = stage.frame(size: Size(width: Double(side), height: Double(side)), scale: 1, at: 0)
            let layer = stage.popoverLayer
            guard layer.open.count == 1, let placed = layer.placements.first?.placement else {
                return "no popover placed for \(main) / \(content)"
            }
            let popover = layer.open[0]
            let frames = PopoverPass.windowFrames(popover, origin: placed.bubble.origin)
            var canvas = Canvas(width: side, height: side)
            canvas.clear(RGBA(red: 0, green: 0, blue: 0, alpha: 0))
            var owner: [Int: (StageLayer, Int32?)] = [:]
            func paint(_ rect: Rect, _ code: Int) {
                canvas.fill(
                    rect,
                    RGBA(
                        red: UInt8(code >> 16 & 255), green: UInt8(code >> 8 & 255), blue: UInt8(code & 255), alpha: 255
                    ))
            }
            let mainTree = stage.scene.tree
            Self.paintRegions(mainTree, frames: stage.scene.presentedFrames, purpose: purpose, into: &canvas) { node in
                let code = Self.code(node, salt: 1)
                owner[code] = (.main, node)
                return code
            }
            // The bubble and its arrow block what is behind them.
            let bubbleCode = Self.code(-1, salt: 2)
            owner[bubbleCode] = (.popover(popover.key), nil)
            paint(placed.bubble, bubbleCode)
            if let box = PopoverLayer.arrowBox(placed) { paint(box, bubbleCode) }
            // The content is drawn, and hit, inside the bubble only.
            canvas.pushClip(placed.bubble, corners: .zero)
            Self.paintRegions(popover.tree, frames: frames, purpose: purpose, into: &canvas) { node in
                let code = Self.code(node, salt: 3)
                owner[code] = (.popover(popover.key), node)
                return code
            }
            canvas.popClip()
            let pixels = canvas.frame.straightRGBA()
            for y in stride(from: 0, to: side, by: 2) {
                for x in stride(from: 0, to: side, by: 2) {
                    let p = (y * side + x) * 4
                    let expected: (StageLayer, Int32?)?
                    if pixels[p + 3] == 0 {
                        expected = nil
                    } else {
                        let code = Int(pixels[p]) << 16 | Int(pixels[p + 1]) << 8 | Int(pixels[p + 2])
                        guard pixels[p + 3] == 255, let found = owner[code] else { continue }
                        expected = found
                    }
                    let hit = stage.input.hit(at: Point(x: Double(x) + 0.5, y: Double(y) + 0.5), for: purpose)
                    if hit?.layer != expected?.0 || hit?.node != expected?.1 {
                        return "\(purpose) at (\(x), \(y)): router \(String(describing: hit)), id-buffer "
                            + "\(String(describing: expected)) for \(main) with a popover of \(content)"
                    }
                }
            }
            return nil
        }
    }

    /// A color code for `node`, spread over 24 bits (a blend of two is not a third).
    static func code(_ node: Int32, salt: UInt64) -> Int {
        Int((UInt64(bitPattern: Int64(node) + 2) &* 2_654_435_761 &+ salt &* 40_503) % 0xFF_FFFF) | 1
    }

    /// Paints the hit region of every node of `tree` that takes the pointer for
    /// `purpose`, in drawing order, inside its scrollers' and clip shapes' clips.
    static func paintRegions(
        _ tree: NodeTree, frames: [Rect], purpose: HitPurpose, into canvas: inout Canvas, code: (Int32) -> Int
    ) {
        guard tree.root >= 0, frames.count == tree.count else { return }
        func visit(_ node: Int32) {
            let frame = frames[Int(node)]
            if takesPointer(tree, node, purpose) {
                let c = code(node)
                canvas.fill(
                    frame, RGBA(red: UInt8(c >> 16 & 255), green: UInt8(c >> 8 & 255), blue: UInt8(c & 255), alpha: 255)
                )
            }
            let kind = tree.kind(of: node)
            var clips = false
            switch kind {
            case .scroller:
                canvas.pushClip(frame, corners: .zero)
                clips = true
            case .effect(.clip(let radii)):
                canvas.pushClip(frame, corners: radii)
                clips = true
            default: break
            }
            var children = Array(tree.children(of: node))
            if case .background = kind, let content = children.first {
                children = Array(children.dropFirst()) + [content]
            }
            for child in children { visit(child) }
            if clips { canvas.popClip() }
        }
        visit(tree.root)
    }

    /// A node's index, kind and frame, or "none".
    static func describe(_ node: Int32?, _ tree: NodeTree, _ frames: [Rect]) -> String {
        guard let node else { return "none" }
        var chain = ""
        var current = tree.records[Int(node)].parent
        while current >= 0 {
            chain += " < \(tree.kind(of: current).name) \(frames[Int(current)])"
            current = tree.records[Int(current)].parent
        }
        return "node \(node) (\(tree.kind(of: node).name) \(frames[Int(node)])\(chain))"
    }

    /// Whether `node` takes the pointer for `purpose`, read from the kinds and
    /// interactions the generator makes (the contract on `HitTest`, written again).
    static func takesPointer(_ tree: NodeTree, _ node: Int32, _ purpose: HitPurpose) -> Bool {
        let interaction = tree.interactions[node]
        let tap = interaction?.onTap != nil && interaction?.acceptsPointer == true
        let gestureTaker = interaction?.drag != nil || interaction?.focusable == true
        switch tree.kind(of: node) {
        case .swatch(let color, _): return color.alpha > 0
        case .caption, .picture: return true
        case .shape(let spec):
            if let fill = spec.fill, fill.alpha > 0 { return true }
            return purpose.isGesture || tap
        case .scroller: return purpose.isGesture || tap
        default: return tap || (purpose.isGesture && gestureTaker)
        }
    }

    /// The id-buffer: straight RGBA bytes, and the node each color code stands for.
    static func idBuffer(tree: NodeTree, frames: [Rect], purpose: HitPurpose) -> ([UInt8], [Int: Int32]) {
        var canvas = Canvas(width: side, height: side)
        canvas.clear(RGBA(red: 0, green: 0, blue: 0, alpha: 0))
        var nodeOfCode: [Int: Int32] = [:]
        paintRegions(tree, frames: frames, purpose: purpose, into: &canvas) { node in
            let code = code(node, salt: 0)
            nodeOfCode[code] = node
            return code
        }
        return (canvas.frame.straightRGBA(), nodeOfCode)
    }
}

/// A measurer for scenes without captions.
struct NoMeasuring: TextMeasurer {
    func layout(_ text: String, style: TextStyle, maxWidth: Double?, lineLimit: Int?) -> TextLayout {
        Issue.record("unexpected text measurement of \"\(text)\"")
        return TextLayout(lines: [], lineHeight: 0, ascent: 0)
    }
}
