import Panels
import PanelsComponents
import PanelsTestSupport
import Testing

/// A model with a stack of numbered screens: each screen lists rows that push the next.
@Observable
final class StackTestModel {
    let path = ScreenPath<Int>()
    var taps: [String] = []
}

import Observation

@Suite("Screen stack")
struct ScreenStackTests {
    static let size = Size(width: 400, height: 600)

    static func rows(_ model: StackTestModel, screen: Int) -> some Panel {
        Scroller {
            Column(spacing: 0) {
                for row in 0 ..< 30 {
                    Pressable(action: { model.path.push(screen * 100 + row) }) { _ in
                        Caption("Row \(row)").frame(maxWidth: .infinity, alignment: .leading).padding(12)
                    }
                    .id("row.\(screen).\(row)")
                }
            }
        }
        .id("list.\(screen)")
    }

    static func makeStage(_ model: StackTestModel, direction: LayoutDirection = .leftToRight) -> Stage {
        var context = PanelContext()
        context.layoutDirection = direction
        return Stage(context: context, measurer: WordWidthMeasurer()) {
            ScreenStack(path: model.path, rootTitle: Caption("Root"), title: { Caption("Screen \($0)") }) {
                rows(model, screen: 0)
            } destination: { screen in
                rows(model, screen: screen)
            }
        }
    }

    func x(_ stage: Stage, _ id: String) -> Double? { stage.presentedFrame(id: id)?.minX }

    @Test func aPushSlidesInFromTheTrailingEdgeAndTheCoveredScreenMovesAThird() throws {
        let model = StackTestModel()
        let stage = Self.makeStage(model)
        var driver = Driver(stage, size: Self.size)
        model.path.push(7)
        driver.frame(at: 1)
        #expect(x(stage, "screen.1.7") == 400)  // the slide starts at this frame
        let resolves = stage.resolveCount
        driver.frame(at: 1.175)  // half of 0.35 s ease-in-out
        #expect(x(stage, "screen.1.7") == 200)
        #expect(x(stage, "screen.0") == -60)  // 30 % of the width, half way
        #expect(stage.resolveCount == resolves)  // slide frames draw a live value
        driver.frame(at: 1.36)
        driver.frame(at: 1.4)
        #expect(x(stage, "screen.1.7") == 0)
        #expect(stage.needsFrame(at: 1.5) == false)
    }

    @Test func tabEnterPushesAndEscReturnsToTheSameFrame() throws {
        let model = StackTestModel()
        let stage = Self.makeStage(model)
        var driver = Driver(stage, size: Self.size)
        #expect(stage.keyDown(.tab))  // the list (it scrolls)
        #expect(stage.keyDown(.tab))  // its first row
        driver.frame(at: 0.1)
        #expect(stage.focusedID == "row.0.0")
        let before = stage.frame(size: Self.size, scale: 1, at: 0.2).dump
        let focus = stage.focusedID
        #expect(stage.keyDown(.enter))
        #expect(model.path.screens == [0])
        driver.frame(at: 0.3)
        driver.frame(at: 0.8)
        #expect(stage.focusedID != focus)
        #expect(stage.keyDown(.escape))
        #expect(model.path.screens.isEmpty)
        driver.frame(at: 0.9)
        driver.frame(at: 1.5)
        driver.frame(at: 1.6)
        #expect(stage.focusedID == focus)
        #expect(stage.frame(size: Self.size, scale: 1, at: 1.7).dump == before)
        #expect(stage.keyDown(.escape) == false)  // the root leaves Esc to others
    }
}

@Suite("Screen stack: back drags, state, right to left")
struct ScreenStackDragTests {
    static let size = ScreenStackTests.size

    /// A stack with one pushed screen, settled.
    static func pushed(_ direction: LayoutDirection = .leftToRight) -> (StackTestModel, Stage, Driver) {
        let model = StackTestModel()
        let stage = ScreenStackTests.makeStage(model, direction: direction)
        var driver = Driver(stage, size: size)
        model.path.push(5)
        driver.frame(at: 0.01)
        driver.frame(at: 0.5)
        return (model, stage, driver)
    }

    @Test func theDecisionRule() {
        PropertyTest.check("back drag decision", cases: 5000) { rng in
            let shown = Double.random(in: 0 ... 1, using: &rng)
            let speed = Double.random(in: -2000 ... 2000, using: &rng)
            let pops = ScreenStackLook.completes(shown: shown, speed: speed)
            let expected = speed > 500 || (speed >= -500 && shown < 0.5)
            return pops == expected ? nil : "shown \(shown), speed \(speed): pops \(pops)"
        }
        #expect(!ScreenStackLook.completes(shown: .nan, speed: 900))
        #expect(!ScreenStackLook.completes(shown: 0.2, speed: .infinity))
    }

    @Test func theTopScreenFollowsTheDragOneToOne() {
        PropertyTest.check("back drag follows the pointer", cases: 60) { rng in
            let rtl = Bool.random(using: &rng)
            var (model, stage, driver) = Self.pushed(rtl ? .rightToLeft : .leftToRight)
            let start = Double.random(in: 1 ... 19, using: &rng)
            let startX = rtl ? Self.size.width - start : start
            let distance = Double.random(in: 10 ... 380, using: &rng).rounded()
            let sign: Double = rtl ? -1 : 1
            driver.down(startX, 300)
            driver.frame(at: driver.time + 1.0 / 60)
            // In small steps, then held still (no fling).
            for k in 1 ... 10 {
                driver.frame(at: driver.time + 1.0 / 60)
                driver.move(startX + sign * distance * Double(k) / 10, 300)
            }
            driver.frame(at: driver.time + 0.2)
            let frontX = stage.presentedFrame(id: "screen.1.5")?.minX ?? .nan
            let moved = sign * frontX
            driver.up(startX + sign * distance, 300)
            driver.frame(at: driver.time + 0.01)
            driver.frame(at: driver.time + 0.5)
            let popped = model.path.screens.isEmpty
            // The pointer moved `distance - 4` past the drag's start (its first 4 pt
            // start the drag).
            if abs(moved - (distance - 4)) > 1 && abs(moved - distance) > 1 {
                return "rtl \(rtl): dragged \(distance) pt, the screen moved \(moved)"
            }
            let shouldPop = moved > Self.size.width / 2
            if popped != shouldPop { return "rtl \(rtl): dragged \(distance) pt, popped \(popped)" }
            let settled = stage.presentedFrame(id: popped ? "screen.0" : "screen.1.5")?.minX
            return settled == 0 ? nil : "settled at \(settled ?? .nan)"
        }
    }

    @Test func aFlingPopsFromShortOfHalf() {
        var (model, _, driver) = Self.pushed()
        driver.drag(from: Point(x: 10, y: 300), to: Point(x: 110, y: 300), duration: 0.1, fling: true)
        driver.frame(at: driver.time + 0.5)
        #expect(model.path.screens.isEmpty)
    }

    @Test func aDragAwayFromTheEdgeDoesNotPop() {
        var (model, _, driver) = Self.pushed()
        driver.drag(from: Point(x: 40, y: 300), to: Point(x: 390, y: 300), duration: 0.3)
        driver.frame(at: driver.time + 0.5)
        #expect(model.path.screens == [5])
    }

    @Test func aCoveredScreenKeepsItsScrollPositionAndIsNeitherDrawnNorRead() throws {
        let model = StackTestModel()
        let stage = ScreenStackTests.makeStage(model)
        var driver = Driver(stage, size: Self.size)
        #expect(stage.wheel(dx: 0, dy: -10, at: Point(x: 200, y: 300)))
        for t in stride(from: 0.1, through: 2, by: 0.1) { driver.frame(at: t) }
        let scrolled = try #require(stage.presentedFrame(id: "row.0.0")?.minY)
        #expect(scrolled < 0)
        model.path.push(3)
        driver.frame(at: 2.1)
        driver.frame(at: 2.6)
        let tree = stage.accessibilityTree().text
        #expect(tree.contains("heading(1) \"Screen 3\"") && !tree.contains("id=row.0."))
        let list = stage.frame(size: Self.size, scale: 1, at: 2.7)
        #expect(!list.dump.contains("Row 29"))  // root rows scrolled into view are not drawn
        #expect(stage.click(at: Point(x: 100, y: 300)))  // reaches screen 3's rows
        #expect(model.path.screens == [3, 305])
        model.path.popToRoot()
        driver.frame(at: 3)
        driver.frame(at: 3.5)
        #expect(stage.presentedFrame(id: "row.0.0")?.minY == scrolled)
        #expect(model.path.screens.isEmpty)
    }

    @Test func rightToLeftPushesFromTheLeft() {
        let model = StackTestModel()
        let stage = ScreenStackTests.makeStage(model, direction: .rightToLeft)
        var driver = Driver(stage, size: Self.size)
        model.path.push(1)
        driver.frame(at: 1)
        driver.frame(at: 1.175)
        #expect(stage.presentedFrame(id: "screen.1.1")?.minX == -200)
        #expect(stage.presentedFrame(id: "screen.0")?.minX == 60)
    }

    @Test func lessMotionChangesScreensAtOnce() {
        let model = StackTestModel()
        var context = PanelContext()
        context.reduceMotion = true
        let stage = Stage(context: context, measurer: WordWidthMeasurer()) {
            ScreenStack(path: model.path, rootTitle: Caption("Root"), title: { Caption("Screen \($0)") }) {
                ScreenStackTests.rows(model, screen: 0)
            } destination: { screen in
                ScreenStackTests.rows(model, screen: screen)
            }
        }
        var driver = Driver(stage, size: Self.size)
        model.path.push(1)
        driver.frame(at: 1)
        #expect(stage.presentedFrame(id: "screen.1.1")?.minX == 0)
        driver.frame(at: 1.01)
        #expect(stage.needsFrame(at: 1.02) == false)
    }
}

@Suite("Screen stack: interrupting")
struct ScreenStackInterruptTests {
    @Test func aDragCatchesAScreenStillSlidingIn() throws {
        let model = StackTestModel()
        let stage = ScreenStackTests.makeStage(model)
        var driver = Driver(stage, size: ScreenStackTests.size)
        model.path.push(4)
        driver.frame(at: 1)
        driver.frame(at: 1.175)
        let edge = try #require(stage.presentedFrame(id: "screen.1.4")?.minX)
        #expect(edge == 200)
        // Grabbed 8 pt inside its leading edge, moved 100 pt on, held, let go.
        driver.down(edge + 8, 300)
        driver.frame(at: driver.time + 1.0 / 60)
        for k in 1 ... 10 {
            driver.frame(at: driver.time + 1.0 / 60)
            driver.move(edge + 8 + 10 * Double(k), 300)
        }
        driver.frame(at: driver.time + 0.2)
        let held = try #require(stage.presentedFrame(id: "screen.1.4")?.minX)
        // Caught where it was when the drag began (it slid on under the pressed
        // pointer until then), then moved with the pointer: held past the middle.
        #expect(held > 200 && held < edge + 100, "held at \(held)")
        driver.up(edge + 108, 300)
        driver.frame(at: driver.time + 0.01)
        driver.frame(at: driver.time + 0.5)
        #expect(model.path.screens.isEmpty)  // released past half the width
    }
}
