import Panels
import Testing
import PanelsTestSupport

/// P27.1: a caption inside a maximum-width frame beside a gap stayed on one line, past
/// its maximum and the window (a stack sizing a child beside a gap asks its ideal, and
/// a frame asked its ideal asked its caption its unwrapped ideal). A frame's maximum
/// now holds its child whatever the frame is asked: the caption wraps to fit.
@Suite("Width limits beside gaps")
struct WidthLimitLayoutTests {
    /// Twenty 4-letter words: 990 pt on one line with `WordWidthMeasurer`; five words
    /// (240 pt) a line at 260 pt.
    static let long = Array(repeating: "word", count: 20).joined(separator: " ")

    static func compose<P: Panel>(
        _ panel: P, _ width: Double, _ height: Double, direction: LayoutDirection = .leftToRight
    ) -> Composition {
        var context = PanelContext()
        context.layoutDirection = direction
        return Composition(
            panel, size: Size(width: width, height: height), context: context, measurer: WordWidthMeasurer())
    }

    static func lines(_ c: Composition, _ id: String) -> Int? {
        c.tree.explicitIDs.first { $0.value == id }.flatMap { c.texts[$0.key]?.lines.count }
    }

    @Test func aMaxWidthCaptionBesideAGapWrapsWithinItsMaximum() {
        let c = Self.compose(
            Row(alignment: .top, spacing: 0) {
                Caption(Self.long).id("caption").frame(maxWidth: 260, alignment: .leading).id("frame")
                Gap().id("gap")
            }, 400, 200)
        let f = Laying.frames(c)
        // Five words a line: the caption wraps at 260 into four lines of 240 pt; the
        // frame takes the caption's width (asked its ideal), the gap the rest.
        #expect(f["caption"] == Rect(x: 0, y: 60, width: 240, height: 80))
        #expect(f["frame"] == Rect(x: 0, y: 60, width: 240, height: 80))
        #expect(f["gap"] == Rect(x: 240, y: 60, width: 160, height: 0))
        #expect(Self.lines(c, "caption") == 4)
    }

    @Test func withoutTheGapItWrapsTheSame() {
        let c = Self.compose(
            Row(spacing: 0) { Caption(Self.long).id("caption").frame(maxWidth: 260).id("frame") }, 400, 200)
        let f = Laying.frames(c)
        #expect(f["caption"]?.width == 240)
        #expect(f["frame"]?.width == 260)
        #expect(Self.lines(c, "caption") == 4)
    }

    @Test func rightToLeftTheCaptionSitsAtTheRightEdgeWithinItsMaximum() {
        let c = Self.compose(
            Row(alignment: .top, spacing: 0) {
                Caption(Self.long).id("caption").frame(maxWidth: 260, alignment: .leading).id("frame")
                Gap().id("gap")
            }, 400, 200, direction: .rightToLeft)
        let f = Laying.frames(c)
        #expect(f["caption"] == Rect(x: 160, y: 60, width: 240, height: 80))
        #expect(f["gap"] == Rect(x: 0, y: 60, width: 160, height: 0))
    }

    @Test func aNarrowerWindowWrapsAtTheWindow() {
        // 200 pt offered, less than the maximum: four words (190 pt) a line.
        let c = Self.compose(
            Row(spacing: 0) {
                Caption(Self.long).id("caption").frame(maxWidth: 260).id("frame")
                Gap()
            }, 200, 300)
        let f = Laying.frames(c)
        #expect(f["caption"] == Rect(x: 5, y: 100, width: 190, height: 100))
        #expect(f["frame"] == Rect(x: 0, y: 100, width: 200, height: 100))
    }

    @Test func minimumAndMaximumTogether() {
        func frames(min: Double?, ideal: Double? = nil, max: Double, width: Double = 400) -> [String: Rect] {
            Laying.frames(
                Self.compose(
                    Row(alignment: .top, spacing: 0) {
                        Caption(Self.long).id("caption")
                            .frame(minWidth: min, idealWidth: ideal, maxWidth: max, alignment: .leading).id("frame")
                        Gap()
                    }, width, 200))
        }
        // A minimum below the wrapped width: as without it.
        #expect(frames(min: 100, max: 260)["frame"]?.width == 240)
        #expect(frames(min: 100, max: 260)["caption"]?.width == 240)
        // A minimum above it: the frame keeps its minimum, the caption still wraps at 260.
        #expect(frames(min: 250, max: 260)["frame"]?.width == 250)
        #expect(frames(min: 250, max: 260)["caption"]?.width == 240)
        // Minimum equal to maximum: a fixed 260.
        #expect(frames(min: 260, max: 260)["frame"]?.width == 260)
        #expect(frames(min: 260, max: 260)["caption"]?.width == 240)
        // An ideal beyond the maximum is held to it (the frame was 500 wide in a
        // 600 pt row, its caption set at 500).
        #expect(frames(min: nil, ideal: 500, max: 260, width: 600)["frame"]?.width == 260)
        #expect(frames(min: nil, ideal: 500, max: 260, width: 600)["caption"]?.width == 240)
    }

    @Test func atTheIdealSizeAndInAHorizontalScrollerTheMaximumHolds() {
        let session = LayoutSession(
            Caption(Self.long).frame(maxWidth: 260), measurer: WordWidthMeasurer())
        #expect(session.layoutAtIdealSize() == Size(width: 240, height: 80))
        // A horizontal scroller asks its content its ideal width.
        let c = Self.compose(
            Scroller(.horizontal) { Caption(Self.long).id("caption").frame(maxWidth: 260) }, 400, 200)
        #expect(Laying.frames(c)["caption"]?.width == 240)
    }

    @Test func aFixedWidthAndALineLimitBesideAGap() {
        let c = Self.compose(
            Row(alignment: .top, spacing: 0) {
                Caption(Self.long).id("fixed").frame(width: 130).id("frame")
                Caption(Self.long).lineLimit(1).id("limited").frame(maxWidth: 120)
                Gap()
            }, 400, 200)
        let f = Laying.frames(c)
        #expect(f["fixed"]?.width == 90)
        #expect(f["frame"]?.width == 130)
        // `WordWidthMeasurer` ignores line limits: the caption still wraps at 120.
        #expect((f["limited"]?.width ?? .infinity) <= 120)
    }

    /// The same in a column with a maximum height: the frame holds its height; a
    /// caption is not cut to a proposed height (only a line limit cuts it), so its
    /// lines overflow the frame, as they do when the column proposes 40 itself.
    @Test func aColumnWithAMaximumHeight() {
        let c = Self.compose(
            Column(alignment: .leading, spacing: 0) {
                Caption(Self.long).id("caption").frame(maxHeight: 40, alignment: .top).id("frame")
                Gap().id("gap")
            }, 300, 400)
        let f = Laying.frames(c)
        #expect(f["frame"]?.height == 40)
        // 300 wide: six words (290 pt) a line, four lines.
        #expect(f["caption"]?.width == 290)
        #expect(f["caption"]?.height == 80)
        #expect(f["gap"]?.minY == f["frame"]?.maxY)
    }
}
