import Panels
import Testing
import PanelsTestSupport

@Suite("Stacks")
struct StackLayoutTests {
    @Test func fixedChildrenGoFirstTheGapIsSizedLast() {
        let c = Laying.compose(
            Row(spacing: 10) {
                box(50, 20).id("a")
                Gap().id("gap")
                Swatch(.black).frame(height: 30).id("stretch")
                box(30, 40).id("d")
            }, 400, 100)
        let f = Laying.frames(c)
        // 400 − 30 spacing = 370: the fixed 50 and 30 first; the swatch beside a gap
        // takes at most its ideal width (10); the gap is sized last and takes the 280 left.
        #expect(f["a"] == Rect(x: 0, y: 40, width: 50, height: 20))
        #expect(f["gap"] == Rect(x: 60, y: 50, width: 280, height: 0))
        #expect(f["stretch"] == Rect(x: 350, y: 35, width: 10, height: 30))
        #expect(f["d"] == Rect(x: 370, y: 30, width: 30, height: 40))
    }

    @Test func flexibleChildrenWithoutAGapShareTheRest() {
        let c = Laying.compose(
            Row(spacing: 10) {
                box(50, 20).id("a")
                Swatch(.black).frame(height: 10).id("one")
                Swatch(.black).frame(height: 30).id("two")
            }, 400, 100)
        let f = Laying.frames(c)
        // No gap: the two swatches share the 330 left equally, as before.
        #expect(f["one"]?.width == 165)
        #expect(f["two"]?.width == 165)
    }

    /// The row of the issue: a 48×48 picture frame, a column holding a caption whose
    /// single line is `text`'s width, and a gap, in a 300 pt row without spacing.
    static func titleRow(_ text: String, gapMinimum: Double = 0) -> Composition {
        Composition(
            Row(spacing: 0) {
                box(48, 48).id("picture")
                Column { Caption(text).id("title") }
                Gap(minLength: gapMinimum).id("gap")
            }, size: Size(width: 300, height: 100), measurer: WordWidthMeasurer())
    }

    static func lines(_ c: Composition, _ id: String) -> Int? {
        c.tree.explicitIDs.first { $0.value == id }.flatMap { c.texts[$0.key]?.lines.count }
    }

    @Test func aCaptionThatFitsStaysOnOneLineAndTheGapTakesTheRest() {
        // W = 180: the caption is offered 252 and takes its ideal 180 on one line.
        let c = Self.titleRow("aaaaaaaaa aaaaaaaa")
        let f = Laying.frames(c)
        #expect(f["picture"] == Rect(x: 0, y: 26, width: 48, height: 48))
        #expect(f["title"]?.minX == 48)
        #expect(f["title"]?.width == 180)
        #expect(Self.lines(c, "title") == 1)
        #expect(f["gap"] == Rect(x: 228, y: 50, width: 72, height: 0))
    }

    @Test func aCaptionTooLongWrapsInAllButTheGapsMinimum() {
        // W = 400: offered 252 − 12 (the gap's minimum), it wraps at 240; the gap
        // keeps its minimum.
        let c = Self.titleRow("aaaaaaaaaaa aaaaaaaaaaaa aaaaaaaaaaaaaaa", gapMinimum: 12)
        let f = Laying.frames(c)
        #expect(f["title"]?.width == 240)
        #expect(Self.lines(c, "title") == 2)
        #expect(f["gap"] == Rect(x: 288, y: 50, width: 12, height: 0))
    }

    @Test func twoCaptionsTakeTheirIdealWidthsAndTheGapTheRest() {
        let c = Composition(
            Row(spacing: 0) {
                Caption("aaaaaaaaaa").id("first")
                Caption("aaaaaaaaaaaa").id("second")
                Gap().id("gap")
            }, size: Size(width: 300, height: 100), measurer: WordWidthMeasurer())
        let f = Laying.frames(c)
        #expect(f["first"]?.width == 100)
        #expect(f["second"]?.width == 120)
        #expect(f["gap"]?.width == 80)
    }

    @Test func aHigherPriorityIsSizedBeforeTheGapAndNotHeldToItsIdeal() {
        let c = Laying.compose(
            Row(spacing: 0) {
                Swatch(.black).frame(height: 10).layoutPriority(1).id("wide")
                Gap(minLength: 20).id("gap")
            }, 300, 10)
        let f = Laying.frames(c)
        // Priority 1 is offered all but the gap's minimum and takes it.
        #expect(f["wide"]?.width == 280)
        #expect(f["gap"]?.width == 20)
    }

    @Test func lessFlexibleChildrenAreOfferedSpaceFirst() {
        // A (50…200 wide) is less flexible than B (20…∞): A is offered half of 300
        // first and takes 150; B takes the remaining 150.
        let c = Laying.compose(
            Row(spacing: 0) {
                Swatch(.black).frame(minWidth: 50, maxWidth: 200, minHeight: 10, maxHeight: 10).id("a")
                Swatch(.black).frame(minWidth: 20, minHeight: 10, maxHeight: 10).id("b")
            }, 300, 10)
        let f = Laying.frames(c)
        #expect(f["a"] == Rect(x: 0, y: 0, width: 150, height: 10))
        #expect(f["b"] == Rect(x: 150, y: 0, width: 150, height: 10))
    }

    @Test func layoutPriorityTakesSpaceBeforeLowerPriorities() {
        // B has priority 1: it is offered all but A's minimum (50), so A gets 50.
        let c = Laying.compose(
            Row(spacing: 0) {
                Swatch(.black).frame(minWidth: 50, maxWidth: 200, minHeight: 10, maxHeight: 10).id("a")
                Swatch(.black).frame(minWidth: 20, minHeight: 10, maxHeight: 10).layoutPriority(1).id("b")
            }, 300, 10)
        let f = Laying.frames(c)
        #expect(f["a"] == Rect(x: 0, y: 0, width: 50, height: 10))
        #expect(f["b"] == Rect(x: 50, y: 0, width: 250, height: 10))
        #expect(c.layoutDump.contains("Priority ") && c.layoutDump.contains("priority=1"))
    }

    @Test func gapsShareEquallyAndKeepTheirMinimum() {
        let c = Laying.compose(
            Column(spacing: 0) {
                Gap().id("g1")
                box(10, 10).id("box")
                Gap(minLength: 70).id("g2")
            }, 20, 100)
        let f = Laying.frames(c)
        // Both gaps are unbounded; the one with the larger minimum is offered space
        // first (45 of 90) and keeps its 70; the other gets the 20 left.
        #expect(f["g2"]?.height == 70)
        #expect(f["g1"]?.height == 20)
        #expect(f["box"] == Rect(x: 5, y: 20, width: 10, height: 10))
    }

    @Test func columnAlignsEveryWay() {
        for (alignment, x) in [(HorizontalAlignment.leading, 0.0), (.center, 30), (.trailing, 60)] {
            let c = Laying.compose(
                Column(alignment: alignment, spacing: 4) {
                    box(100, 10)
                    box(40, 10).id("narrow")
                }, 100, 24)
            #expect(Laying.frames(c)["narrow"] == Rect(x: x, y: 14, width: 40, height: 10), "\(alignment)")
        }
    }

    @Test func rowAlignsEveryWay() {
        for (alignment, y) in [(VerticalAlignment.top, 0.0), (.center, 15), (.bottom, 30)] {
            let c = Laying.compose(
                Row(alignment: alignment, spacing: 5) {
                    box(10, 40)
                    box(10, 10).id("short")
                }, 25, 40)
            #expect(Laying.frames(c)["short"] == Rect(x: 15, y: y, width: 10, height: 10), "\(alignment)")
        }
    }

    @Test func layersAlignInNineWays() {
        let expected: [(Alignment, Double, Double)] = [
            (.topLeading, 0, 0), (.top, 40, 0), (.topTrailing, 80, 0),
            (.leading, 0, 45), (.center, 40, 45), (.trailing, 80, 45),
            (.bottomLeading, 0, 90), (.bottom, 40, 90), (.bottomTrailing, 80, 90),
        ]
        for (alignment, x, y) in expected {
            let c = Laying.compose(
                Layers(alignment: alignment) {
                    box(100, 100)
                    box(20, 10).id("small")
                }, 100, 100)
            #expect(Laying.frames(c)["small"] == Rect(x: x, y: y, width: 20, height: 10), "\(alignment)")
        }
    }

    @Test func stackWithoutChildrenIsEmpty() {
        let c = Laying.compose(Column { EmptyPanel() }.id("column"), 50, 50)
        #expect(Laying.frames(c)["column"] == Rect(x: 25, y: 25, width: 0, height: 0))
    }

    @Test func conditionalAndRepeatedChildren() {
        func scene(_ show: Bool, _ count: Int) -> some Panel {
            Row(spacing: 0) {
                if show { box(5, 5).id("if") } else { box(7, 7).id("else") }
                for i in 0 ..< count { box(10, 10).id("loop\(i)") }
            }
        }
        let a = Laying.frames(Laying.compose(scene(true, 2), 25, 10))
        #expect(a["if"] == Rect(x: 0, y: 2.5, width: 5, height: 5))
        #expect(a["loop1"] == Rect(x: 15, y: 0, width: 10, height: 10))
        let b = Laying.frames(Laying.compose(scene(false, 1), 17, 10))
        #expect(b["else"] == Rect(x: 0, y: 1.5, width: 7, height: 7))
        #expect(b["if"] == nil)
    }
}
