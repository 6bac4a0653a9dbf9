import Foundation
import Observation
import Panels
import PanelsSDL
import PanelsSamples
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// One anchor at `at` (points) with an open popover permitting `arrows`.
struct AnchoredPopoverScene: Panel {
    var at: Point
    var arrows: [ArrowDirection]
    var isOpen: Ref<Bool> = .constant(true)
    var size: Size? = nil

    var body: some Panel {
        let words = arrows.map(\.description).joined(separator: ", ")
        Layers(alignment: .topLeading) {
            Swatch("secondaryBackground")
            Caption(words).textStyle(TextStyle(size: 12, weight: .bold)).foreground(named: "background")
                .padding(horizontal: 8, vertical: 5)
                .background(named: "tint", cornerRadius: 7)
                .id("anchor")
                .popover(isOpen: isOpen, arrows: arrows, size: size) {
                    Column(alignment: .leading, spacing: 3) {
                        Caption("Popover").textStyle(TextStyle(size: 14, weight: .bold)).foreground(named: "label")
                        Caption("permits \(words)").textStyle(.footnote).foreground(named: "secondaryLabel")
                    }
                    .padding(10)
                    .frame(width: 120, alignment: .leading)
                }
                .offset(x: at.x, y: at.y)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// The popovers scene drawn: each arrow direction, flips and shifts near every edge and corner,
/// both appearances, right to left, the seamless arrow, and the appear and grow
/// animations as filmstrips. Placement traces are compared as text.
///
/// Re-record after an intended change with
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter PopoverSnapshotTests` and look.
@Suite("Popover snapshots", .serialized)
struct PopoverSnapshotTests {
    static let cell = Size(width: 360, height: 200)

    /// Anchor centered in a cell, one permitted direction each.
    static var directions: [(String, AnchoredPopoverScene)] {
        ArrowDirection.allCases.map { direction in
            ("\(direction) arrow", AnchoredPopoverScene(at: Point(x: 150, y: 88), arrows: [direction]))
        }
    }

    /// Anchors near each edge whose preferred side overflows (flip), and near each
    /// corner where the bubble must slide along the edge (shift).
    static var edgeCases: [(String, AnchoredPopoverScene)] {
        [
            ("top: flips below", AnchoredPopoverScene(at: Point(x: 140, y: 12), arrows: [.down, .up])),
            ("bottom: flips above", AnchoredPopoverScene(at: Point(x: 140, y: 166), arrows: [.up, .down])),
            ("left: flips right", AnchoredPopoverScene(at: Point(x: 12, y: 86), arrows: [.right, .left])),
            ("right: flips left", AnchoredPopoverScene(at: Point(x: 266, y: 86), arrows: [.left, .right])),
            ("top-left: shifts", AnchoredPopoverScene(at: Point(x: 8, y: 10), arrows: [.up])),
            ("top-right: shifts", AnchoredPopoverScene(at: Point(x: 318, y: 10), arrows: [.up])),
            ("bottom-left: shifts", AnchoredPopoverScene(at: Point(x: 8, y: 166), arrows: [.down])),
            ("bottom-right: shifts", AnchoredPopoverScene(at: Point(x: 314, y: 166), arrows: [.down])),
        ]
    }

    static func strip(_ cases: [(String, AnchoredPopoverScene)]) -> Filmstrip {
        Filmstrip(cases.map { Filmstrip.Frame($0.0, $0.1) })
    }

    static func compose(_ scene: AnchoredPopoverScene, context: PanelContext = PanelContext()) -> Composition {
        Composition(scene, size: cell, scale: 1, context: context, measurer: SDLTextMeasurer.shared(scale: 1))
    }

    @Test func eachDirection() {
        assertSnapshot(of: Self.strip(Self.directions), as: .filmstrip(frameSize: Self.cell, scale: 1, columns: 2))
        for (_, scene) in Self.directions {
            let popover = Self.compose(scene).popovers.first
            #expect(popover?.placement.direction == scene.arrows[0], "\(String(describing: popover))")
            #expect(popover?.placement.reason == .preferred)
        }
    }

    @Test func eachDirectionInDark() {
        var dark = PanelContext()
        dark.appearance = .dark
        assertSnapshot(
            of: Self.strip(Self.directions),
            as: .filmstrip(frameSize: Self.cell, scale: 1, columns: 2, context: dark, background: .black))
    }

    @Test func flipAndShiftNearEachEdge() {
        assertSnapshot(of: Self.strip(Self.edgeCases), as: .filmstrip(frameSize: Self.cell, scale: 1, columns: 2))
        let expected: [(ArrowDirection, PopoverPlacement.Reason)] = [
            (.up, .flipped), (.down, .flipped), (.left, .flipped), (.right, .flipped),
            (.up, .preferred), (.up, .preferred), (.down, .preferred), (.down, .preferred),
        ]
        var traces = ""
        for ((name, scene), (direction, reason)) in zip(Self.edgeCases, expected) {
            let c = Self.compose(scene)
            let popover = c.popovers.first
            #expect(popover?.placement.direction == direction, "\(name): \(String(describing: popover))")
            #expect(popover?.placement.reason == reason, "\(name)")
            if let popover {
                // Inside the window less the 10 pt margin, and the arrow still shows.
                #expect(popover.bubble.minX >= 10 && popover.bubble.maxX <= Self.cell.width - 10, "\(name)")
                #expect(popover.bubble.minY >= 10 && popover.bubble.maxY <= Self.cell.height - 10, "\(name)")
                #expect(popover.placement.arrowVisible, "\(name)")
            }
            traces += "# \(name)\n\(c.popovers.map(\.description).joined(separator: "\n"))\n"
        }
        assertSnapshot(of: traces, as: .lines, named: "placements")
    }

    @Test func rightToLeftMirrorsLeftAndRight() {
        var rtl = PanelContext()
        rtl.layoutDirection = .rightToLeft
        // Offsets are physical: in right to left the anchor starts at the right edge,
        // so it moves left to sit inside the cell.
        let scene = AnchoredPopoverScene(at: Point(x: -150, y: 88), arrows: [.left])
        let popover = Self.compose(scene, context: rtl).popovers.first
        #expect(popover?.placement.direction == .right)  // the bubble sits on the leading (right) side's mirror
        #expect(popover?.placement.arrowVisible == true)
        assertSnapshot(of: scene, as: .image(size: Self.cell, scale: 1, context: rtl))
    }

    @Test func layoutDumpExplainsThePlacement() {
        let scene = AnchoredPopoverScene(at: Point(x: 110, y: 166), arrows: [.up, .down])
        assertSnapshot(of: scene, as: .layout(size: Self.cell, scale: 1))
        assertSnapshot(of: scene, as: .displayList(size: Self.cell, scale: 2))
    }

    /// The arrow and the bubble are one polygon: across the arrow's base every pixel
    /// is exactly the bubble's fill, with no hairline where they meet.
    @Test func theArrowJoinsTheBubbleWithoutASeam() throws {
        for scale in [1.0, 2.0] {
            for direction in ArrowDirection.allCases {
                let scene = AnchoredPopoverScene(at: Point(x: 150, y: 88), arrows: [direction])
                let c = Composition(
                    scene, size: Self.cell, scale: scale, measurer: SDLTextMeasurer.shared(scale: scale))
                let image = try OffscreenRenderer.render(c.displayList)
                let p = try #require(c.popovers.first).placement
                let b = p.bubble
                // Sample a short line through the base, from 3 pt inside the arrow to 3 pt
                // inside the bubble, at the arrow's center.
                for step in -3 ... 3 {
                    let d = Double(step)
                    let point: Point
                    switch direction {
                    case .up: point = Point(x: p.arrowTip.x, y: b.minY + d)
                    case .down: point = Point(x: p.arrowTip.x, y: b.maxY - d)
                    case .left: point = Point(x: b.minX + d, y: p.arrowTip.y)
                    case .right: point = Point(x: b.maxX - d, y: p.arrowTip.y)
                    }
                    let x = Int((point.x * scale).rounded(.down)), y = Int((point.y * scale).rounded(.down))
                    #expect(image.pixel(x: x, y: y) == RGBA(hex: 0xFFFFFF), "\(direction) at \(scale)x, step \(step)")
                }
                // And the arrow is anti-aliased: across its slanted side, 6 pt from the
                // tip, some pixel lies strictly between the outside and the fill.
                if direction == .up {
                    let y = Int(((p.arrowTip.y + 6) * scale).rounded(.down))
                    let x0 = Int(((p.arrowTip.x - 10) * scale).rounded(.down))
                    let outside = image.pixel(x: x0, y: y).red
                    let partial = (x0 ..< x0 + Int(10 * scale)).contains {
                        let red = image.pixel(x: $0, y: y).red
                        return red > outside && red < 0xFF
                    }
                    #expect(partial, "anti-aliased arrow at \(scale)x")
                }
            }
        }
    }

    /// The no-room case: a window narrower than the 300×300 bubble. No side holds it,
    /// so it takes the side with the most room (below) and is constrained to it; its
    /// content is laid out at that size (text wraps, the footer stays at the bottom).
    @Test func noRoomConstrainsTheBubbleAt2x() throws {
        let model = PopoversModel(open: ["center"])
        let size = Size(width: 280, height: 640)
        let c = Composition(
            PopoversDemo(model: model), size: size, scale: 2, measurer: SDLTextMeasurer.shared(scale: 2))
        let popover = try #require(c.popovers.first)
        #expect(popover.placement.reason == .constrained, "\(popover)")
        #expect(popover.bubble.width == 260 && popover.bubble.height < 300, "\(popover)")
        #expect(popover.bubble.minX >= 10 && popover.bubble.maxX <= 270)
        #expect(popover.bubble.minY >= 10 && popover.bubble.maxY <= 630)
        #expect(popover.placement.arrowVisible)
        assertSnapshot(of: PopoversDemo(model: model), as: .image(size: size, scale: 2), named: "narrow")
    }

    /// Frames of a stage at `times`, side by side.
    static func strip(of stage: Stage, size: Size, times: [Double]) throws -> PixelImage {
        let frames = try times.map { t in try OffscreenRenderer.render(stage.frame(size: size, scale: 1, at: t)) }
        return ShellAnimationTests.hstack(frames, gap: 8)
    }

    @Test func appearsFromTheArrowTipAndLeaves() throws {
        let model = PopoversModel()
        let size = Size(width: 280, height: 220)
        let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) {
            AnchoredPopoverScene(at: Point(x: 110, y: 20), arrows: [.up], isOpen: model.isOpen("a"))
        }
        _ = stage.frame(size: size, scale: 1, at: 0)
        model.open.insert("a")
        let opening = try Self.strip(of: stage, size: size, times: [1, 1.05, 1.1, 1.15, 1.25])
        model.open.remove("a")
        _ = stage.frame(size: size, scale: 1, at: 2)
        let closing = try Self.strip(of: stage, size: size, times: [2.06, 2.12, 2.2])
        assertSnapshot(of: ShellAnimationTests.hstack([opening, closing], gap: 16), as: .image(), named: "filmstrip")
    }

    /// An anchor left of center whose popover is 300×300, or 300×600 when tall: its
    /// content fills the bubble, so the separator and footer follow its bottom edge.
    struct GrowScene: Panel {
        let model: PopoversModel

        var body: some Panel {
            let model = self.model
            Layers(alignment: .topLeading) {
                Swatch("secondaryBackground")
                Caption("Anchor").textStyle(TextStyle(size: 13, weight: .bold)).foreground(named: "background")
                    .padding(horizontal: 10, vertical: 6)
                    .background(named: "tint", cornerRadius: 8)
                    .popover(isOpen: model.isOpen("grow")) {
                        Column(alignment: .leading, spacing: 8) {
                            Caption(model.isTall ? "300 × 600" : "300 × 300").textStyle(.headline)
                                .foreground(named: "label")
                            Gap()
                            Swatch("separator").frame(height: 1)
                            Caption("bottom").textStyle(.footnote).foreground(named: "secondaryLabel")
                        }
                        .padding(16)
                        .frame(
                            minWidth: 0, idealWidth: 300, maxWidth: .infinity, minHeight: 0,
                            idealHeight: model.isTall ? 600 : 300, maxHeight: .infinity, alignment: .topLeading)
                    }
                    .offset(x: 200, y: 300)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test func growsFrom300x300To300x600AndRePlaces() throws {
        let model = PopoversModel(open: ["grow"])
        let size = Size(width: 600, height: 660)
        let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) { GrowScene(model: model) }
        _ = stage.frame(size: size, scale: 1, at: 0)
        let before = try #require(stage.popovers.first)
        #expect(before.bubble.size == Size(width: 300, height: 300))
        #expect(before.placement.direction == .up)  // below the anchor
        let resolves = stage.resolveCount
        model.isTall = true
        let times = [1.0, 1.1, 1.2, 1.3, 1.6]
        let strip = try Self.strip(of: stage, size: size, times: times)
        let after = try #require(stage.popovers.first)
        #expect(after.bubble.size == Size(width: 300, height: 600))
        // Mid-way the content is laid out at the bubble's animated size: the footer
        // sits at the bubble's bottom, not cut off.
        _ = stage.frame(size: size, scale: 1, at: 1.175)
        let middle = try #require(stage.popovers.first)
        #expect(middle.bubble.height > 300 && middle.bubble.height < 600)
        #expect(stage.measureCount == 0)
        let footer = try #require(middle.texts.keys.max().map { middle.frames[Int($0)] })
        #expect(
            footer.maxY <= middle.bubble.maxY - 16 + 0.5 && footer.maxY > middle.bubble.maxY - 40,
            "\(footer) in \(middle.bubble)")
        _ = stage.frame(size: size, scale: 1, at: 1.6)
        // Below no longer fits, nor above: it moved to the right of the anchor.
        #expect(after.placement.direction == .left, "\(after)")
        #expect(stage.measureCount == 0 && stage.resolveCount == resolves)  // only the popover laid out
        assertSnapshot(of: strip, as: .image(), named: "filmstrip")
    }
}
