import Panels
import Testing

@Suite("Right-to-left layout")
struct DirectionLayoutTests {
    @Test func rowsRunFromTheRight() {
        let panel = Row(spacing: 0) {
            box(10, 10).id("a"); box(20, 10).id("b")
        }
        let rtl = Laying.frames(Laying.compose(panel, 100, 10, direction: .rightToLeft))
        #expect(rtl["a"] == Rect(x: 55, y: 0, width: 10, height: 10))
        #expect(rtl["b"] == Rect(x: 35, y: 0, width: 20, height: 10))
        let ltr = Laying.frames(Laying.compose(panel, 100, 10))
        #expect(ltr["a"] == Rect(x: 35, y: 0, width: 10, height: 10))
        #expect(ltr["b"] == Rect(x: 45, y: 0, width: 20, height: 10))
    }

    @Test func leadingAndTrailingAlignmentsSwapSides() {
        for (alignment, x) in [(HorizontalAlignment.leading, 60.0), (.center, 30), (.trailing, 0)] {
            let c = Laying.compose(
                Column(alignment: alignment, spacing: 0) {
                    box(100, 10)
                    box(40, 10).id("n")
                }, 100, 20, direction: .rightToLeft)
            #expect(Laying.frames(c)["n"] == Rect(x: x, y: 10, width: 40, height: 10), "\(alignment)")
        }
        let framed = Laying.frames(
            Laying.compose(
                box(20, 10).id("b").frame(width: 100, height: 50, alignment: .leading), 100, 50, direction: .rightToLeft
            ))
        #expect(framed["b"] == Rect(x: 80, y: 20, width: 20, height: 10))
        let layered = Laying.frames(
            Laying.compose(
                Layers(alignment: .topLeading) {
                    box(100, 100)
                    box(20, 10).id("s")
                }, 100, 100, direction: .rightToLeft))
        #expect(layered["s"] == Rect(x: 80, y: 0, width: 20, height: 10))
        let overlaid = Laying.frames(
            Laying.compose(
                box(40, 20).overlay(box(10, 10).id("badge"), alignment: .topTrailing), 40, 20, direction: .rightToLeft))
        #expect(overlaid["badge"] == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func nestedStacksMirrorAtEveryLevel() {
        let c = Laying.compose(
            Column(alignment: .leading, spacing: 0) {
                box(100, 10)
                Row(spacing: 0) {
                    box(10, 10).id("first"); box(20, 10).id("second")
                }.id("row")
            }, 100, 20, direction: .rightToLeft)
        let f = Laying.frames(c)
        #expect(f["row"] == Rect(x: 70, y: 10, width: 30, height: 10))
        #expect(f["first"] == Rect(x: 90, y: 10, width: 10, height: 10))
        #expect(f["second"] == Rect(x: 70, y: 10, width: 20, height: 10))
    }

    @Test func paddingLeadingIsOnTheRight() {
        let c = Laying.compose(
            box(10, 10).id("b").padding(EdgeInsets(leading: 7, trailing: 1)).id("p"),
            18, 10, direction: .rightToLeft)
        let f = Laying.frames(c)
        #expect(f["p"] == Rect(x: 0, y: 0, width: 18, height: 10))
        #expect(f["b"] == Rect(x: 1, y: 0, width: 10, height: 10))
    }

    @Test func aSubtreeCanOptOut() {
        let c = Laying.compose(
            Row(spacing: 0) {
                box(10, 10).id("a")
                Row(spacing: 0) {
                    box(10, 10).id("c"); box(20, 10).id("d")
                }
                .layoutDirection(.leftToRight).id("inner")
            }, 40, 10, direction: .rightToLeft)
        let f = Laying.frames(c)
        // The outer row still mirrors: `a` is rightmost, the inner row at the left …
        #expect(f["a"] == Rect(x: 30, y: 0, width: 10, height: 10))
        #expect(f["inner"] == Rect(x: 0, y: 0, width: 30, height: 10))
        // … but inside it, left to right.
        #expect(f["c"] == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(f["d"] == Rect(x: 10, y: 0, width: 20, height: 10))
    }

    @Test func offsetsAreNotMirrored() {
        let f = Laying.frames(Laying.compose(box(10, 10).id("b").offset(x: 5), 10, 10, direction: .rightToLeft))
        #expect(f["b"] == Rect(x: 5, y: 0, width: 10, height: 10))
    }
}
