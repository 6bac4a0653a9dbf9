import Foundation
import Panels
import Testing
import PanelsTestSupport

/// Where a scroller's owner keeps its offset (a plain class: reading it in a body is
/// not observed, so scrolling does not resolve again).
final class OffsetBox {
    var offset = Point.zero
    var target: ScrollTarget?
}

/// A column of `count` 50 pt swatch rows with ids r0, r1, … in a vertical scroller.
func rows(_ box: OffsetBox, count: Int = 100) -> Stage {
    Stage(measurer: NoTextMeasurer()) {
        Scroller(offset: Ref(box, \.offset), target: Ref(box, \.target)) {
            Column(spacing: 0) {
                for i in 0 ..< count {
                    Swatch(RGBA(hex: i % 2 == 0 ? 0xE5E5EA : 0xD1D1D6)).frame(height: 50).id("r\(i)")
                }
            }
        }
    }
}

@Suite("Scrolling")
struct ScrollingTests {
    @Test("A fling decays by 0.998 per ms from the release velocity and stops below 10 pt/s")
    func flingFollowsTheFormula() throws {
        let box = OffsetBox()
        var driver = Driver(rows(box))
        // 300 pt up in 0.25 s, released while moving: about 1,200 pt/s.
        driver.drag(from: Point(x: 200, y: 500), to: Point(x: 200, y: 200), duration: 0.25, fling: true)
        let released = driver.time
        let start = box.offset.y
        #expect(start == 300)
        let velocity = 1200.0
        for t in [0.05, 0.1, 0.25, 0.5, 1.0, 2.0] {
            driver.frame(at: released + t)
            let expected = start + ScrollPhysics.fling(velocity: velocity, at: t).distance
            #expect(abs(box.offset.y - expected) < 1e-6, "at \(t) s: \(box.offset.y) vs \(expected)")
        }
        let end = ScrollPhysics.flingDuration(velocity: velocity)
        driver.frame(at: released + end + 0.01)
        let rest = box.offset.y
        driver.frame(at: released + end + 1)
        #expect(box.offset.y == rest)
        #expect(!driver.stage.needsFrame(at: released + end + 1))
        // The formula itself: v(t) = v · 0.998^ms, stop when |v| < 10.
        let state = ScrollPhysics.fling(velocity: 1000, at: 0.1)
        #expect(abs(state.velocity - 1000 * pow(0.998, 100)) < 1e-9)
        #expect(abs(ScrollPhysics.fling(velocity: 1000, at: end).velocity) <= 10.0001)
    }

    @Test("Dragging past the top rubber-bands: (1 − 1/(x·0.55/d + 1))·d")
    func rubberBand() {
        let box = OffsetBox()
        var driver = Driver(rows(box))
        driver.down(200, 100)
        for y in stride(from: 110.0, through: 300, by: 10) {
            driver.frame(at: driver.time + 1.0 / 60)
            driver.move(200, y)
        }
        driver.frame(at: driver.time)
        let expected = -(1 - 1 / (200 * 0.55 / 600 + 1)) * 600
        #expect(abs(box.offset.y - expected) < 1e-9, "\(box.offset.y) vs \(expected)")
        // Released: a critically damped spring back, at rest 0.5 s later.
        driver.frame(at: driver.time + 0.1)
        driver.up(200, 300)
        let released = driver.time
        driver.frame(at: released + 0.1)
        #expect(box.offset.y < 0 && box.offset.y > expected)
        driver.frame(at: released + 0.25)
        #expect(box.offset.y <= 0 && box.offset.y > -10)
        driver.frame(at: released + 0.5)
        #expect(box.offset.y == 0)
    }

    @Test("Rubber band: smaller than the overscroll and the viewport, monotonic, inverted exactly")
    func rubberBandProperties() {
        PropertyTest.check("rubber band", cases: 2_000) { random in
            let dimension = random.number(50 ... 2_000)
            let x = random.number(0 ... 5_000, step: 0.5)
            let moved = ScrollPhysics.rubberBand(x, dimension: dimension)
            guard moved >= 0, moved <= x + 1e-9, moved < dimension else {
                return "moved \(moved) for \(x) in \(dimension)"
            }
            guard ScrollPhysics.rubberBand(x + 1, dimension: dimension) > moved else { return "not increasing at \(x)" }
            guard ScrollPhysics.rubberBand(-x, dimension: dimension) == -moved else { return "not odd at \(x)" }
            let back = ScrollPhysics.overscroll(forRubberBand: moved, dimension: dimension)
            guard abs(back - x) < max(1e-6, x * 1e-9) || moved > dimension * 0.998 else {
                return "inverse \(back) for \(x)"
            }
            return nil
        }
    }

    @Test("Fling: distance grows and velocity decays with time; the stop time is where |v| reaches 10 pt/s")
    func flingProperties() {
        PropertyTest.check("fling", cases: 2_000) { random in
            let v = random.number(-8_000 ... 8_000)
            let t1 = random.number(0 ... 3, step: 0.001)
            let t2 = t1 + random.number(0 ... 1, step: 0.001)
            let a = ScrollPhysics.fling(velocity: v, at: t1)
            let b = ScrollPhysics.fling(velocity: v, at: t2)
            guard abs(b.distance) >= abs(a.distance) - 1e-9 else { return "distance shrank for \(v) at \(t1) → \(t2)" }
            guard abs(b.velocity) <= abs(a.velocity) + 1e-9 else { return "velocity grew for \(v)" }
            let limit = v / -(1000 * log(ScrollPhysics.deceleration))
            guard abs(b.distance) <= abs(limit) + 1e-9 else { return "beyond the limit for \(v)" }
            return nil
        }
    }

    @Test("Spring back: at rest exactly after 0.5 s, never crossing the edge from a still start")
    func springBackProperties() {
        PropertyTest.check("spring back", cases: 2_000) { random in
            let x0 = random.number(-300 ... 300)
            let t = random.number(0 ... 0.6, step: 0.001)
            let state = ScrollPhysics.springBack(displacement: x0, velocity: 0, at: t)
            if t >= 0.5 { return state.displacement == 0 ? nil : "not at rest at \(t)" }
            guard state.displacement * x0 >= 0, abs(state.displacement) <= abs(x0) else {
                return "overshot: \(state.displacement) from \(x0) at \(t)"
            }
            return nil
        }
    }

    @Test("A new drag stops a fling where it is")
    func dragStopsFling() {
        let box = OffsetBox()
        var driver = Driver(rows(box))
        driver.drag(from: Point(x: 200, y: 500), to: Point(x: 200, y: 200), duration: 0.25, fling: true)
        driver.frame(at: driver.time + 0.2)
        let caught = box.offset.y
        driver.down(200, 300)
        driver.frame(at: driver.time + 0.5)
        #expect(box.offset.y == caught)
        driver.up(200, 300)
        driver.frame(at: driver.time + 0.5)
        #expect(box.offset.y == caught)
    }

    @Test("Nested scrollers hand one drag from the inner to the outer at its edge, and back, without a jump")
    func nestedHandOff() {
        let outer = OffsetBox()
        let inner = OffsetBox()
        let stage = Stage(measurer: NoTextMeasurer()) {
            Scroller(offset: Ref(outer, \.offset)) {
                Column(spacing: 0) {
                    Swatch(RGBA(hex: 0x0A84FF)).frame(height: 200)
                    Scroller(offset: Ref(inner, \.offset)) {
                        Swatch(RGBA(hex: 0x30D158)).frame(height: 600)
                    }
                    .frame(height: 300)
                    Swatch(RGBA(hex: 0xFF9F0A)).frame(height: 1_000)
                }
            }
        }
        var driver = Driver(stage)
        // Down on the inner scroller (window y 200…500).
        driver.down(200, 480)
        var y = 480.0
        var travelled = 0.0
        // Up 500 pt: the inner takes 300 (to its end), the outer the other 200.
        for _ in 0 ..< 50 {
            y -= 10
            travelled += 10
            driver.frame(at: driver.time + 1.0 / 60)
            driver.move(200, y)
            driver.frame(at: driver.time)
            #expect(inner.offset.y + outer.offset.y == travelled, "no jump at \(travelled)")
            #expect(outer.offset.y == max(0, travelled - 300))
        }
        // Back down 500 pt in the same gesture: the inner takes it first, then the outer.
        for _ in 0 ..< 50 {
            y += 10
            travelled -= 10
            driver.frame(at: driver.time + 1.0 / 60)
            driver.move(200, y)
            driver.frame(at: driver.time)
            #expect(inner.offset.y + outer.offset.y == travelled, "no jump back at \(travelled)")
        }
        #expect(inner.offset.y == 0 && outer.offset.y == 0)
        driver.frame(at: driver.time + 0.1)
        driver.up(200, y)
    }

    @Test("Scroll to an id: top, center, bottom, nearest; clamped; animated on the spring")
    func scrollToID() {
        let box = OffsetBox()
        var driver = Driver(rows(box))
        driver.stage.scroll(to: ScrollTarget(id: "r50", anchor: .top, animated: false))
        driver.frame(at: 0.1)
        #expect(box.offset.y == 2_500)
        driver.stage.scroll(to: ScrollTarget(id: "r50", anchor: .center, animated: false))
        driver.frame(at: 0.2)
        #expect(box.offset.y == 2_500 + 25 - 300)
        driver.stage.scroll(to: ScrollTarget(id: "r50", anchor: .bottom, animated: false))
        driver.frame(at: 0.3)
        #expect(box.offset.y == 2_550 - 600)
        driver.stage.scroll(to: ScrollTarget(id: "r49", anchor: .nearest, animated: false))
        driver.frame(at: 0.4)
        #expect(box.offset.y == 2_550 - 600, "already visible: no move")
        driver.stage.scroll(to: ScrollTarget(id: "r99", anchor: .top, animated: false))
        driver.frame(at: 0.5)
        #expect(box.offset.y == 5_000 - 600, "clamped to the end")
        // Through the Ref, animated: on its way at 0.1 s, there at 0.5 s.
        box.target = ScrollTarget(id: "r0", anchor: .top, animated: true)
        driver.frame(at: 1.0)
        #expect(box.target == nil)
        driver.frame(at: 1.1)
        #expect(box.offset.y > 0 && box.offset.y < 4_400)
        driver.frame(at: 1.5)
        #expect(box.offset.y == 0)
        #expect(driver.stage.presentedFrame(id: "r0")?.minY == 0)
    }

    @Test("The owner writes the offset through the Ref; frames are drawn moved by it")
    func offsetThroughRef() {
        let box = OffsetBox()
        var driver = Driver(rows(box))
        box.offset = Point(x: 0, y: 125)
        driver.frame(at: 0.1)
        #expect(driver.stage.presentedFrame(id: "r3")?.minY == 25)
        box.offset = Point(x: 0, y: 1e9)
        driver.frame(at: 0.2)
        #expect(box.offset.y == 4_400, "clamped and written back")
    }

    @Test("Keys scroll the focused scroller: arrows 40 pt, pages a viewport less 40 pt, Home and End")
    func keyboardScrolling() {
        let box = OffsetBox()
        var driver = Driver(rows(box))
        #expect(!driver.stage.keyDown(.down), "not focused: nothing answers")
        driver.down(200, 300)
        driver.up(200, 300)
        driver.frame(at: 0.1)
        #expect(driver.stage.focusedID == "")
        driver.stage.keyDown(.down)
        #expect(box.offset.y == 0)
        driver.frame(at: 0.2)
        #expect(box.offset.y == 40)
        driver.stage.keyDown(.pageDown)
        driver.frame(at: 0.3)
        #expect(box.offset.y == 40 + 560)
        driver.stage.keyDown(.space)
        driver.frame(at: 0.4)
        #expect(box.offset.y == 40 + 1_120)
        driver.stage.keyDown(KeyName("shift+Space"))
        driver.frame(at: 0.5)
        #expect(box.offset.y == 600)
        driver.stage.keyDown(.up)
        driver.frame(at: 0.6)
        #expect(box.offset.y == 560)
        driver.stage.keyDown(.end)
        driver.frame(at: 0.7)
        #expect(box.offset.y == 4_400)
        driver.stage.keyDown(.home)
        driver.frame(at: 0.8)
        #expect(box.offset.y == 0)
    }

    @Test("The wheel scrolls 40 pt per line, shift+wheel horizontally, the innermost scroller first")
    func wheel() {
        let box = OffsetBox()
        let across = OffsetBox()
        let stage = Stage(measurer: NoTextMeasurer()) {
            Scroller(offset: Ref(box, \.offset)) {
                Column(spacing: 0) {
                    Scroller(.horizontal, offset: Ref(across, \.offset)) {
                        Swatch(RGBA(hex: 0x30D158)).frame(width: 1_000, height: 100)
                    }
                    .frame(height: 100)
                    Swatch(RGBA(hex: 0xFF9F0A)).frame(height: 2_000)
                }
            }
        }
        var driver = Driver(stage)
        driver.send(.wheel(dx: 0, dy: -2, at: Point(x: 200, y: 300), modifiers: []))
        driver.frame(at: 0.1)
        #expect(box.offset.y == 80)
        driver.send(.wheel(dx: 0, dy: 1, at: Point(x: 200, y: 300), modifiers: []))
        driver.frame(at: 0.2)
        #expect(box.offset.y == 40)
        // Over the horizontal scroller: shift+wheel moves it; a plain wheel passes to the outer one.
        driver.send(.wheel(dx: 0, dy: -3, at: Point(x: 200, y: 20), modifiers: .shift))
        driver.frame(at: 0.3)
        #expect(across.offset.x == 120 && box.offset.y == 40)
        driver.send(.wheel(dx: 0, dy: -1, at: Point(x: 200, y: 20), modifiers: []))
        driver.frame(at: 0.4)
        #expect(box.offset.y == 80)
        #expect(driver.stage.needsFrame(at: 0.4), "indicators are showing")
        #expect(!driver.stage.needsFrame(at: 1.2), "faded out 0.75 s after the last move")
    }
}

@Suite("Scrolling in popovers")
struct PopoverScrollingTests {
    @Test("Content taller than a constrained bubble scrolls with the wheel and by dragging")
    func constrainedPopoverScrolls() throws {
        let stage = Stage(measurer: NoTextMeasurer()) {
            Swatch(RGBA(hex: 0x0A84FF)).frame(width: 40, height: 30)
                .popover(isOpen: .constant(true), arrows: [.down]) {
                    Column(spacing: 0) {
                        for i in 0 ..< 10 {
                            Swatch(RGBA(hex: i % 2 == 0 ? 0xE5E5EA : 0xD1D1D6)).frame(width: 200, height: 60)
                                .id("item\(i)")
                        }
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        }
        var driver = Driver(stage, size: Size(width: 400, height: 300))
        let popover = try #require(stage.popovers.first)
        #expect(popover.bubble.height < 600, "constrained: \(popover)")
        let bubble = popover.bubble
        func top(_ id: String) -> Double? {
            guard let popover = stage.popovers.first,
                let index = popover.tree.explicitIDs.first(where: { $0.value == id })?.key
            else { return nil }
            return popover.frames[Int(index)].minY
        }
        let start = try #require(top("item0"))
        #expect(start == bubble.minY)
        driver.send(.wheel(dx: 0, dy: -2, at: Point(x: bubble.midX, y: bubble.midY), modifiers: []))
        driver.frame(at: 0.1)
        #expect(top("item0") == start - 80)
        driver.drag(
            from: Point(x: bubble.midX, y: bubble.midY), to: Point(x: bubble.midX, y: bubble.midY - 50),
            duration: 0.2)
        #expect(top("item0") == start - 130)
        driver.send(.wheel(dx: 0, dy: -100, at: Point(x: bubble.midX, y: bubble.midY), modifiers: []))
        driver.frame(at: driver.time + 0.1)
        #expect(top("item9").map { $0 + 60 } == bubble.maxY, "scrolled to the end: the last item at the bottom")
    }
}

@Suite("Nested scrolling properties")
struct NestedScrollingPropertyTests {
    @Test("Any drag path inside nested scrollers moves their offsets together exactly with the pointer, inner first")
    func handOffIsExact() {
        PropertyTest.check("nested hand-off", cases: 60) { random in
            let header = random.number(0 ... 300)
            let innerHeight = random.number(100 ... 300)
            let innerContent = innerHeight + random.number(0 ... 800)
            let footer = random.number(200 ... 2_000)
            let outer = OffsetBox()
            let inner = OffsetBox()
            let stage = Stage(measurer: NoTextMeasurer()) {
                Scroller(offset: Ref(outer, \.offset)) {
                    Column(spacing: 0) {
                        Swatch(RGBA(hex: 0x0A84FF)).frame(height: header)
                        Scroller(offset: Ref(inner, \.offset)) {
                            Swatch(RGBA(hex: 0x30D158)).frame(height: innerContent)
                        }
                        .frame(height: innerHeight)
                        Swatch(RGBA(hex: 0xFF9F0A)).frame(height: footer)
                    }
                }
            }
            let size = Size(width: 300, height: 600)
            _ = stage.frame(size: size, scale: 1, at: 0)
            let maxInner = innerContent - innerHeight
            let maxOuter = max(0, header + innerHeight + footer - size.height)
            // Press inside the inner scroller where it is on screen.
            let top = header
            guard top + 10 < size.height else { return nil }
            var y = min(size.height - 5, top + innerHeight / 2)
            let x = 150.0
            var time = 0.0
            stage.handle(.pointerDown(PointerEvent(location: Point(x: x, y: y))), at: time)
            var travelled = 0.0  // content moved up = offsets grow
            var began = false
            for step in 0 ..< 40 {
                // dy > 0: the pointer moves up, content follows, offsets grow.
                var dy = random.number(-40 ... 40)
                // Stay inside what the two can take together (no rubber band).
                dy = min(max(dy, -travelled), maxInner + maxOuter - travelled)
                y -= dy
                travelled += dy
                time += 1.0 / 60
                _ = stage.frame(size: size, scale: 1, at: time)
                stage.handle(
                    .pointerMove(PointerEvent(location: Point(x: x, y: y), button: .primary, clickCount: 0)), at: time)
                if abs(travelled) >= 4 { began = true }
                guard began else { continue }
                let outerBefore = outer.offset.y
                _ = stage.frame(size: size, scale: 1, at: time)
                let sum = inner.offset.y + outer.offset.y
                // Inner first: the outer moves up only with the inner at its end, down only at its top.
                if outer.offset.y > outerBefore + 1e-9 && abs(inner.offset.y - maxInner) > 1e-9 {
                    return "step \(step): the outer moved up before the inner reached its end"
                }
                if outer.offset.y < outerBefore - 1e-9 && inner.offset.y > 1e-9 {
                    return "step \(step): the outer moved down before the inner reached its top"
                }
                if abs(sum - travelled) > 1e-9 { return "step \(step): offsets \(sum) for \(travelled)" }
                if inner.offset.y < 0 || inner.offset.y > maxInner + 1e-9 { return "inner out of range" }
                if outer.offset.y < -1e-9 || outer.offset.y > maxOuter + 1e-9 { return "outer out of range" }
            }
            return nil
        }
    }
}
