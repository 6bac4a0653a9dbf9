import Observation
@testable import Panels
import Testing
import PanelsTestSupport

/// A list whose rows can be deleted and flagged by swiping.
@Observable
final class SwipeModel {
    var items = Array(0 ..< 20)
    var flagged: Set<Int> = []
    var selected: Int?
}

@Suite("Lazy list swipe actions")
struct LongListSwipeTests {
    static let size = Size(width: 300, height: 600)

    static func stage(_ model: SwipeModel, rightToLeft: Bool = false, reduceMotion: Bool = false) -> Stage {
        let stage = Stage(measurer: WordWidthMeasurer()) {
            Scroller {
                LongList(model.items, id: \.self) { i in Caption("Row \(i)").frame(height: 44) }
                    .swipeActions { id in
                        [
                            RowAction("Delete", destructive: true) { model.items.removeAll { $0 == id } },
                            RowAction("Flag") { model.flagged.insert(id) },
                        ]
                    }
                    .selection(Ref(model, \.selected))
            }
            .layoutDirection(rightToLeft ? .rightToLeft : .leftToRight)
        }
        if reduceMotion { stage.context.reduceMotion = true }
        return stage
    }

    /// How far the open row (one at most) is revealed.
    static func reveal(_ stage: Stage, _ id: Int) -> Double {
        stage.scrolling.longListWindows.swipes.reveals.values.max() ?? 0
    }

    /// The row's middle, in the window.
    static func middle(_ driver: Driver, _ id: Int) -> Point {
        let frame = driver.stage.presentedFrame(id: "\(id)") ?? .zero
        return Point(x: frame.midX, y: frame.midY)
    }

    @Test(
        "A swipe past half the actions opens the row, a short one snaps back, a full one runs the first action; mirrored in RTL"
    )
    func swipes() {
        for rtl in [false, true] {
            let model = SwipeModel()
            var driver = Driver(Self.stage(model, rightToLeft: rtl), size: Self.size)
            let way = rtl ? 1.0 : -1.0
            var start = Self.middle(driver, 2)
            driver.drag(from: start, to: Point(x: start.x + way * 120, y: start.y), duration: 0.3)
            driver.frame(at: driver.time + 1)
            #expect(Self.reveal(driver.stage, 2) == 160, "open: both actions shown (rtl \(rtl))")
            let tree = driver.stage.accessibilityTree()
            let flag = tree.elements.first { $0.role == .button && $0.label == "Flag" }
            #expect(flag != nil)
            if let flag {
                let point = Point(x: flag.frame.midX, y: flag.frame.midY)
                driver.send(.pointerDown(PointerEvent(location: point)))
                driver.send(.pointerUp(PointerEvent(location: point)))
                driver.frame(at: driver.time + 1)
            }
            #expect(model.flagged == [2])
            #expect(Self.reveal(driver.stage, 2) == 0, "an action run closes the row")
            // Short: back.
            start = Self.middle(driver, 4)
            driver.drag(from: start, to: Point(x: start.x + way * 40, y: start.y), duration: 0.3)
            driver.frame(at: driver.time + 1)
            #expect(Self.reveal(driver.stage, 4) == 0)
            // Full: the first action (delete).
            start = Point(x: rtl ? 20 : 280, y: Self.middle(driver, 6).y)
            driver.drag(from: start, to: Point(x: start.x + way * 240, y: start.y), duration: 0.3)
            driver.frame(at: driver.time + 1)
            #expect(!model.items.contains(6))
        }
    }

    @Test(
        "Each action is an accessibility action of the row; the Menu key opens the actions, Delete runs the destructive one"
    )
    func withoutAPointer() {
        let model = SwipeModel()
        var driver = Driver(Self.stage(model, reduceMotion: true), size: Self.size)
        let tree = driver.stage.accessibilityTree()
        guard let item = tree.elements.first(where: { $0.id == "5" }) else {
            Issue.record("row 5 not in the tree")
            return
        }
        #expect(item.role == .listItem)
        #expect(item.actions == [.press, .custom("Delete"), .custom("Flag")])
        #expect(driver.stage.perform(.custom("Flag"), on: item))
        #expect(model.flagged == [5])
        // Keys: the row the arrows reach.
        let point = Self.middle(driver, 3)
        driver.send(.pointerDown(PointerEvent(location: point)))
        driver.send(.pointerUp(PointerEvent(location: point)))
        driver.frame(at: 1)
        #expect(model.selected == 3)
        #expect(driver.stage.keyDown(.menu))
        driver.frame(at: 1.01)
        #expect(Self.reveal(driver.stage, 3) == 160, "reduce motion: open at once")
        #expect(driver.stage.accessibilityTree().elements.contains { $0.role == .button && $0.label == "Delete" })
        #expect(driver.stage.keyDown(.menu))
        driver.frame(at: 1.02)
        #expect(Self.reveal(driver.stage, 3) == 0)
        #expect(driver.stage.keyDown(.delete))
        driver.frame(at: 1.03)
        #expect(!model.items.contains(3))
    }

    @Test("A drag move on a row resolves and lays out nothing: its content follows a live value; reduce motion snaps")
    func dragMovesWithoutResolving() {
        for reduceMotion in [false, true] {
            let model = SwipeModel()
            var driver = Driver(Self.stage(model, reduceMotion: reduceMotion), size: Self.size)
            let start = Self.middle(driver, 3)
            let label = { () -> Double? in
                driver.stage.accessibilityTree().elements.first { $0.label == "Row 3" }?.frame.minX
            }
            let rest = label()
            driver.down(start.x, start.y)
            driver.frame(at: 0.1)
            // The first moves start the swipe and open the row (its buttons resolve once).
            driver.move(start.x - 20, start.y)
            driver.frame(at: 0.2)
            driver.move(start.x - 30, start.y)
            driver.frame(at: 0.25)
            let (resolves, layouts) = (driver.stage.resolveCount, driver.stage.layoutCount)
            let before = Self.reveal(driver.stage, 3)
            #expect(before > 0)
            for k in 1 ... 20 {
                driver.move(start.x - 30 - Double(k) * 4, start.y)
                driver.frame(at: 0.25 + Double(k) / 60)
                #expect(
                    driver.stage.resolveCount == resolves && driver.stage.layoutCount == layouts,
                    "move \(k) resolved or laid out")
                #expect(Self.reveal(driver.stage, 3) == before + Double(k) * 4)
                if let rest, let now = label() {
                    #expect(abs(now - (rest - before - Double(k) * 4)) < 0.51, "content drawn moved: \(now)")
                }
            }
            // Released past half the actions: it glides open (at once under reduce motion).
            driver.up(start.x - 110, start.y)
            driver.frame(at: 1)
            let released = label()
            driver.frame(at: 1 + 1.0 / 60)
            let next = label()
            if let rest, let released, let next {
                if reduceMotion {
                    #expect(released == rest - 160 && next == released, "reduce motion: no intermediate frame")
                } else {
                    #expect(released > rest - 160 && next < released, "glides open")
                }
            }
            driver.frame(at: 3)
            if let rest, let open = label() { #expect(abs(open - (rest - 160)) < 0.51, "open: \(open)") }
        }
    }
}
