import Observation
import Panels
import PanelsComponents
import Testing
import PanelsTestSupport

@Observable
final class SheetTestModel {
    var detent: SnapDetent = .half
    var offset = Point.zero
}

@Suite("Snap sheet")
struct SnapSheetTests {
    static let size = Size(width: 400, height: 800)
    /// 96, 400 and 752 pt in an 800 pt container.
    static let heights = [96.0, 400, 752]

    static func stage(_ model: SheetTestModel, state: SnapSheetState, rows: Int = 100) -> Stage {
        Stage(measurer: NoTextMeasurer()) {
            SnapSheet(state: state, detent: Ref(model, \.detent)) { _ in
                Swatch(RGBA(hex: 0x88AA88))
            } content: {
                Scroller(offset: Ref(model, \.offset)) {
                    Column(spacing: 0) {
                        Each(Array(0 ..< rows), id: \.self) { i in
                            Swatch(RGBA(hex: i % 2 == 0 ? 0xEEEEEE : 0xDDDDDD)).frame(height: 50)
                        }
                    }
                    .frame(maxWidth: .infinity)
                }
            }
        }
    }

    @Test(
        "Release: projection and detent choice for a table of velocities",
        arguments: [
            // (height, velocity pt/s up, projected, detent index)
            (400.0, 0.0, 400.0, 1), (400, 300, 549.7, 1), (400, 500, 649.5, 2), (400, -500, 150.5, 0),
            (400, -250, 275.25, 1), (400, 2_000, 1_398, 2), (752, -2_000, -246, 0), (752, -600, 452.6, 1),
            (96, 100, 145.9, 0), (96, 700, 445.3, 1), (96, 1_400, 794.6, 2), (600, 0, 600, 2),
        ])
    func projection(height: Double, velocity: Double, projected: Double, index: Int) {
        let p = SnapSheetPhysics.project(height, velocity: velocity)
        #expect(abs(p - projected) < 0.01, "\(p)")
        #expect(SnapSheetPhysics.settle(height, velocity: velocity, heights: Self.heights) == index)
    }

    @Test("Projection grows with velocity; the detent chosen is the nearest to it")
    func projectionProperties() {
        PropertyTest.check("sheet projection", cases: 2_000) { random in
            let h = Double.random(in: 0 ... 800, using: &random)
            let v1 = Double.random(in: -5_000 ... 5_000, using: &random)
            let v2 = Double.random(in: -5_000 ... 5_000, using: &random)
            let (lo, hi) = (min(v1, v2), max(v1, v2))
            let p1 = SnapSheetPhysics.project(h, velocity: lo)
            let p2 = SnapSheetPhysics.project(h, velocity: hi)
            if p1 > p2 { return "projection not monotonic: \(p1) > \(p2)" }
            let i1 = SnapSheetPhysics.settle(h, velocity: lo, heights: Self.heights)
            let i2 = SnapSheetPhysics.settle(h, velocity: hi, heights: Self.heights)
            if i1 > i2 { return "detent not monotonic in velocity" }
            let d = abs(Self.heights[i2] - p2)
            if Self.heights.contains(where: { abs($0 - p2) < d - 1e-9 }) { return "not the nearest detent" }
            return nil
        }
    }

    @Test("Dimming: 0 up to the half detent, linear to 40 % black at the top")
    func dimmingFormula() {
        #expect(SnapSheetPhysics.dimming(96, middle: 400, top: 752) == 0)
        #expect(SnapSheetPhysics.dimming(400, middle: 400, top: 752) == 0)
        #expect(abs(SnapSheetPhysics.dimming(576, middle: 400, top: 752) - 0.2) < 1e-12)
        #expect(SnapSheetPhysics.dimming(752, middle: 400, top: 752) == 0.4)
        #expect(SnapSheetPhysics.dimming(790, middle: 400, top: 752) == 0.4)
        PropertyTest.check("dimming", cases: 1_000) { random in
            let a = Double.random(in: -100 ... 900, using: &random)
            let b = Double.random(in: -100 ... 900, using: &random)
            let da = SnapSheetPhysics.dimming(min(a, b), middle: 400, top: 752)
            let db = SnapSheetPhysics.dimming(max(a, b), middle: 400, top: 752)
            return da <= db && da >= 0 && db <= 0.4 ? nil : "dimming \(da) \(db)"
        }
    }

    @Test("Detents: points, fractions, below the top; clamped to the container")
    func detents() {
        #expect(SnapDetent.collapsed.height(in: 800) == 96)
        #expect(SnapDetent.half.height(in: 800) == 400)
        #expect(SnapDetent.expanded.height(in: 800) == 752)
        #expect(SnapDetent.height(900).height(in: 800) == 800)
        #expect(SnapDetent.fraction(.nan).height(in: 800) == 0)
    }

    @Test("The stage dims the content behind the sheet with the sheet's height")
    func dimmingOnStage() {
        let model = SheetTestModel()
        let driver = Driver(Self.stage(model, state: SnapSheetState()), size: Self.size)
        #expect(driver.stage.presentedColor(id: "snapsheet.dimming", at: 0)?.alpha == 0)
        #expect(driver.stage.presentedFrame(id: "snapsheet")?.minY == 400)
        model.detent = .expanded
        _ = driver.stage.frame(size: Self.size, scale: 1, at: 1)
        #expect(driver.stage.presentedColor(id: "snapsheet.dimming", at: 1)?.alpha == 102)
        #expect(driver.stage.presentedFrame(id: "snapsheet")?.minY == 48)
    }

    @Test("Drag frames draw the sheet, the dimming and the backdrop's parallax without resolving or laying out")
    func dragFramesDoNotResolve() {
        let model = SheetTestModel()
        let state = SnapSheetState()
        let stage = Stage(measurer: NoTextMeasurer()) {
            SnapSheet(state: state, detent: Ref(model, \.detent), parallax: 0.5) { _ in
                Swatch(RGBA(hex: 0x88AA88)).frame(width: 20, height: 20).id("backdrop")
            } content: {
                Swatch(RGBA(hex: 0xEEEEEE)).frame(height: 50)
            }
        }
        var driver = Driver(stage, size: Self.size)
        let backdrop = stage.presentedFrame(id: "backdrop")!.minY
        driver.down(200, 420)
        driver.frame(at: 0)
        driver.move(200, 410)  // the drag begins: one resolve (isDragging)
        driver.frame(at: 1.0 / 60)
        let resolves = stage.resolveCount, layouts = stage.layoutCount
        for k in 2 ... 38 {  // up to the top detent (752 pt)
            driver.move(200, 410 - Double(k) * 9)
            driver.frame(at: Double(k) / 60)
            let height = 400 + 420 - (410 - Double(k) * 9)  // 1:1 with the pointer
            let top = stage.presentedFrame(id: "snapsheet")!.minY
            #expect(top == (800 - height).rounded(), "frame \(k)")
            #expect(
                stage.presentedFrame(id: "backdrop")!.minY == backdrop - ((height - 400) / 2).rounded(), "frame \(k)")
            let dim = SnapSheetPhysics.dimming(height, middle: 400, top: 752)
            #expect(
                stage.presentedColor(id: "snapsheet.dimming", at: driver.time)?.alpha == UInt8((dim * 255).rounded()))
        }
        #expect(stage.resolveCount == resolves && stage.layoutCount == layouts)
    }

    /// Sheet top (window y) and list offset after each frame of a gesture.
    struct Sample {
        var pointer: Double
        var top: Double
        var offset: Double
    }

    @Test("Hand-off both ways in one drag: sheet to its top, then the list; list to its top, then the sheet")
    func handOff() throws {
        let model = SheetTestModel()
        let state = SnapSheetState()
        var driver = Driver(Self.stage(model, state: state), size: Self.size)
        var samples: [Sample] = []
        func sample(_ y: Double) {
            let top = driver.stage.presentedFrame(id: "snapsheet")?.minY ?? .nan
            samples.append(Sample(pointer: y, top: top, offset: model.offset.y))
        }
        let step = 10.0
        var y = 700.0
        driver.down(200, y)
        driver.frame(at: 0)
        sample(y)
        // Up 600 pt: 352 for the sheet (400 → 48), 248 for the list.
        for _ in 0 ..< 60 {
            y -= step
            driver.frame(at: driver.time + 1.0 / 60)
            driver.move(200, y)
            driver.frame(at: driver.time)
            sample(y)
        }
        // Down again in the same gesture: 248 for the list, then the sheet.
        for _ in 0 ..< 60 {
            y += step
            driver.frame(at: driver.time + 1.0 / 60)
            driver.move(200, y)
            driver.frame(at: driver.time)
            sample(y)
        }
        let upTurn = samples[60]
        #expect(abs(upTurn.top - 48) < 0.01, "the sheet reached its top detent")
        #expect(abs(upTurn.offset - 248) < 0.01, "the rest scrolled the list")
        let end = try #require(samples.last)
        #expect(abs(end.top - 400) < 0.01 && end.offset == 0)
        for (a, b) in zip(samples, samples.dropFirst()) {
            // The content under the finger moves with it: no jump, nothing lost.
            let moved = (b.top - b.offset) - (a.top - a.offset)
            #expect(abs(moved - (b.pointer - a.pointer)) < 0.01, "\(a) → \(b)")
            #expect(abs(b.top - a.top) <= step + 0.01 && abs(b.offset - a.offset) <= step + 0.01)
            #expect(b.offset == 0 || abs(b.top - 48) < 0.01, "below the top detent the list does not scroll")
        }
        driver.frame(at: driver.time + 0.1)
        driver.up(200, y)
        driver.frame(at: driver.time + 1)
        #expect(model.detent == .half)
    }

    @Test("Released between detents: the sheet springs from the release velocity to the projected detent")
    func releaseSprings() {
        let model = SheetTestModel()
        var driver = Driver(Self.stage(model, state: SnapSheetState()), size: Self.size)
        // A quick 120 pt flick up from half: projects past the middle of half and top.
        driver.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 480), duration: 0.1, fling: true)
        #expect(model.detent == .expanded)
        let t0 = driver.time
        let start = driver.stage.presentedFrame(id: "snapsheet")!.minY
        driver.frame(at: t0 + 1.0 / 60)
        let next = driver.stage.presentedFrame(id: "snapsheet")!.minY
        #expect(next < start - 5, "it keeps the finger's speed (\(start) → \(next))")
        driver.frame(at: t0 + 1.5)
        #expect(driver.stage.presentedFrame(id: "snapsheet")!.minY == 48)
        // A slow small drag settles back where it started.
        driver.drag(from: Point(x: 200, y: 100), to: Point(x: 200, y: 160), duration: 0.5)
        #expect(model.detent == .expanded)
        driver.frame(at: driver.time + 1.5)
        #expect(driver.stage.presentedFrame(id: "snapsheet")!.minY == 48)
    }

    @Test("Released in the same frame as its last move, the sheet still springs (the release's motion wins)")
    func releaseWithoutAFrame() {
        let model = SheetTestModel()
        var driver = Driver(Self.stage(model, state: SnapSheetState()), size: Self.size)
        driver.down(200, 600)
        driver.frame(at: 0)
        for k in 1 ... 6 {
            driver.frame(at: Double(k) / 60)
            driver.move(200, 600 - Double(k) * 20)
        }
        driver.up(200, 480)
        driver.frame(at: driver.time)
        #expect(model.detent == .expanded)
        let start = driver.stage.presentedFrame(id: "snapsheet")!.minY
        driver.frame(at: driver.time + 1.0 / 60)
        let next = driver.stage.presentedFrame(id: "snapsheet")!.minY
        #expect(start > 48 && next < start && next > 48, "\(start) → \(next)")
    }

    @Test("Past the extreme detents the sheet rubber-bands, and springs back")
    func rubberBand() {
        let model = SheetTestModel()
        model.detent = .collapsed
        var driver = Driver(Self.stage(model, state: SnapSheetState(), rows: 3), size: Self.size)
        driver.down(200, 720)
        driver.frame(at: 0)
        for k in 1 ... 10 {
            driver.frame(at: Double(k) / 60)
            driver.move(200, 720 + Double(k) * 10)
            driver.frame(at: driver.time)
        }
        let top = driver.stage.presentedFrame(id: "snapsheet")!.minY
        // Drawn at the rubber-banded height, on whole pixels (the drag moves the sheet
        // by a live offset, rounded to device pixels like scroll offsets).
        let expected = 704 + ScrollPhysics.rubberBand(100, dimension: 800).rounded()
        #expect(top == expected, "\(top) vs \(expected)")
        driver.frame(at: driver.time + 0.1)
        driver.up(200, 820)
        driver.frame(at: driver.time)
        driver.frame(at: driver.time + 1.5)
        #expect(driver.stage.presentedFrame(id: "snapsheet")!.minY == 704)
    }

    @Test("A fling in the list that reaches its top bounces; the sheet stays at its top")
    func flingBounces() {
        let model = SheetTestModel()
        model.detent = .expanded
        model.offset = Point(x: 0, y: 300)
        var driver = Driver(Self.stage(model, state: SnapSheetState()), size: Self.size)
        #expect(model.offset.y == 300)
        driver.drag(from: Point(x: 200, y: 300), to: Point(x: 200, y: 400), duration: 0.1, fling: true)
        #expect(model.offset.y > 150 && model.offset.y < 250)
        var lowest = Double.infinity
        for k in 1 ... 90 {
            driver.frame(at: driver.time + 1.0 / 60)
            lowest = min(lowest, model.offset.y)
            #expect(driver.stage.presentedFrame(id: "snapsheet")!.minY == 48, "frame \(k)")
        }
        #expect(lowest < 0, "the list went past its top: a bounce")
        #expect(model.offset.y == 0 && model.detent == .expanded)
    }

    @Test("Grabbed mid-spring, the sheet is taken from where it is drawn: positions every frame, no jump")
    func grabMidSpring() {
        let model = SheetTestModel()
        var driver = Driver(Self.stage(model, state: SnapSheetState()), size: Self.size)
        func top() -> Double { driver.stage.presentedFrame(id: "snapsheet")!.minY }
        // A flick up from half: springs towards the top detent (48).
        driver.drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 480), duration: 0.1, fling: true)
        #expect(model.detent == .expanded)
        var tops = [top()]
        for _ in 1 ... 4 {
            driver.frame(at: driver.time + 1.0 / 60)
            tops.append(top())
        }
        let springStep = zip(tops, tops.dropFirst()).map { abs($1 - $0) }.max()!
        let drawn = tops.last!
        #expect(drawn > 60 && drawn < 300, "still moving: \(tops)")
        // Pressed where the sheet is drawn and dragged down 3 pt a frame.
        let pressY = drawn + 100
        driver.down(200, pressY)
        var pressedTops: [Double] = []
        var began: Double?
        for k in 1 ... 20 {
            driver.frame(at: driver.time + 1.0 / 60)
            pressedTops.append(top())
            if began == nil && Double(k) * 3 >= 4 { began = pressedTops.last }
            driver.move(200, pressY + Double(k) * 3)
        }
        driver.frame(at: driver.time + 1.0 / 60)
        pressedTops.append(top())
        let all = tops + pressedTops
        for (a, b) in zip(all, all.dropFirst()) {
            #expect(abs(b - a) <= max(springStep, 6) + 0.001, "a jump: \(a) → \(b) in \(all)")
        }
        // Once held, the sheet is where it was drawn plus the pointer's travel, 1:1,
        // never at the detent the spring was heading to.
        let held = pressedTops.last!
        #expect(abs(held - (began! + 60)) < 0.001, "\(began!) + 60 vs \(held)")
        #expect(held > 100)
    }
}
