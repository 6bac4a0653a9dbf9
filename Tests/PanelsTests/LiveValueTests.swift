import Observation
import Panels
import Testing
import PanelsTestSupport

/// Panels drawn from `LiveValue`s move and recolor at the next frame without the tree
/// resolving or laying out again; stills draw the value at rest.
@Suite("Live values")
struct LiveValueTests {
    static let size = Size(width: 300, height: 200)

    /// A card moved by a live offset, holding two swatches, next to one that is not.
    static func stage(_ live: LiveValue, factor: Double) -> Stage {
        Stage(measurer: NoTextMeasurer()) {
            Row(spacing: 10) {
                Column(spacing: 4) {
                    Swatch(RGBA(hex: 0x336699)).frame(width: 40, height: 30).id("a")
                    Swatch(RGBA(hex: 0x000000))
                        .color(following: live) { RGBA(red: UInt8(min(255, max(0, $0))), green: 0, blue: 0) }
                        .frame(width: 40, height: 30).id("b")
                }
                .offset(following: live) { Point(x: $0 * factor, y: -$0) }
                Swatch(RGBA(hex: 0x888888)).frame(width: 40, height: 30).id("still")
            }
        }
    }

    @Test("Offsets move the panel and all inside it by the value, on whole pixels, with no resolve or layout")
    func offsetsAreDrawnAtTheNextFrame() {
        PropertyTest.check("live offsets") { g in
            let live = LiveValue(0)
            let factor = g.number(-2 ... 2, step: 0.25)
            let scale = g.element(of: [1.0, 2, 3])
            let stage = Self.stage(live, factor: factor)
            _ = stage.frame(size: Self.size, scale: scale, at: 0)
            let rest = ["a", "b", "still"].map { stage.presentedFrame(id: $0)! }
            let resolves = stage.resolveCount, layouts = stage.layoutCount
            for k in 1 ... 5 {
                let value = g.number(-80 ... 80, step: 0.01)
                live.value = value
                guard stage.needsFrame(at: Double(k)) else { return "no frame asked for after a change" }
                _ = stage.frame(size: Self.size, scale: scale, at: Double(k))
                let dx = (value * factor * scale).rounded(.toNearestOrAwayFromZero) / scale
                let dy = (-value * scale).rounded(.toNearestOrAwayFromZero) / scale
                let a = stage.presentedFrame(id: "a")!, b = stage.presentedFrame(id: "b")!
                let still = stage.presentedFrame(id: "still")!
                if a != rest[0].offsetBy(dx: dx, dy: dy) || b != rest[1].offsetBy(dx: dx, dy: dy) {
                    return "value \(value) × \(factor) at \(scale)×: \(a), \(b) from \(rest[0]), \(rest[1])"
                }
                if still != rest[2] { return "a panel outside moved: \(still)" }
                let red = UInt8(min(255, max(0, value)))
                if stage.presentedColor(id: "b", at: Double(k))?.red != red { return "color not drawn from \(value)" }
                if stage.needsFrame(at: Double(k)) { return "a frame asked for with nothing changed" }
            }
            if stage.resolveCount != resolves || stage.layoutCount != layouts {
                return "resolved \(stage.resolveCount - resolves), laid out \(stage.layoutCount - layouts) times"
            }
            return nil
        }
    }

    @Test("An animated value runs its motion from the first frame drawn, then rests at its target")
    func motionsStartAtTheNextFrame() {
        let live = LiveValue(0)
        let stage = Self.stage(live, factor: 0)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        let top = stage.presentedFrame(id: "a")!.minY
        live.animate(from: 40, to: 0, motion: .easeInOut(0.5))
        #expect(live.value == 0)
        #expect(stage.needsFrame(at: 10))
        _ = stage.frame(size: Self.size, scale: 1, at: 10)  // the motion starts here
        #expect(stage.presentedFrame(id: "a")!.minY == top - 40)
        #expect(live.drawnValue == 40)
        var last = 40.0
        for k in 1 ... 6 {
            _ = stage.frame(size: Self.size, scale: 1, at: 10 + Double(k) * 0.1)
            #expect(live.drawnValue <= last)
            last = live.drawnValue
        }
        #expect(live.drawnValue == 0)
        #expect(stage.presentedFrame(id: "a")!.minY == top)
        #expect(!stage.needsFrame(at: 11))
    }

    @Test("A still (Composition) draws the resting value")
    func stillsDrawTheRestingValue() {
        let live = LiveValue(25)
        let panel = Swatch(RGBA(hex: 0x000000))
            .color(following: live) { _ in RGBA(hex: 0x00FF00) }
            .frame(width: 40, height: 30)
            .offset(following: live) { Point(x: $0, y: 0) }
        let composition = Composition(panel, size: Self.size, measurer: NoTextMeasurer())
        let fills = composition.displayList.commands.compactMap { command -> (Rect, RGBA)? in
            if case .fill(let rect, let color, _) = command { return (rect, color) }
            return nil
        }
        #expect(fills.contains { $0.1 == RGBA(hex: 0x00FF00) && $0.0.minX == 130 + 25 })
    }
}
