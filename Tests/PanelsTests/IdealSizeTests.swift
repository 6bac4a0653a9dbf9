import Foundation
import Panels
import Testing
import PanelsTestSupport

/// `.idealSize` (P27.2): the content is proposed nil on the chosen axes whatever its
/// parent proposes, and the node takes the content's size.
@Suite("Ideal size")
struct IdealSizeTests {
    static func compose<P: Panel>(_ panel: P, _ width: Double, _ height: Double) -> Composition {
        Composition(panel, size: Size(width: width, height: height), measurer: WordWidthMeasurer())
    }

    static func lines(_ c: Composition, _ id: String) -> Int? {
        c.tree.explicitIDs.first { $0.value == id }.flatMap { c.texts[$0.key]?.lines.count }
    }

    /// The dump without identities (they hash the panel's path).
    static func dump(_ c: Composition) -> String {
        c.layoutDump.replacingOccurrences(of: #" [0-9a-f]{8}( |$)"#, with: "$1", options: .regularExpression)
    }

    @Test func horizontallyACaptionStaysOnOneLineInANarrowFrame() {
        let squeezed = Self.compose(Caption("Yoga flow").id("c").frame(width: 50), 200, 100)
        #expect(Laying.frames(squeezed)["c"] == Rect(x: 80, y: 30, width: 40, height: 40))
        #expect(Self.lines(squeezed, "c") == 2)
        let kept = Self.compose(
            Caption("Yoga flow").id("c").idealSize(horizontal: true, vertical: false).id("i").frame(width: 50).id("f"),
            200, 100)
        let f = Laying.frames(kept)
        // One line, 90 wide, centered in the 50 pt frame (overflowing it by 20 a side).
        #expect(f["c"] == Rect(x: 55, y: 40, width: 90, height: 20))
        #expect(f["i"] == f["c"])
        #expect(f["f"] == Rect(x: 75, y: 40, width: 50, height: 20))
        #expect(Self.lines(kept, "c") == 1)
        #expect(
            Self.dump(kept) == """
                Frame id=f [75, 40, 50x20]
                  IdealSize id=i [55, 40, 90x20] axes=horizontal
                    Caption "Yoga flow" id=c [55, 40, 90x20]

                """)
    }

    @Test func eachAxisAlone() {
        func frame(_ horizontal: Bool, _ vertical: Bool) -> Rect? {
            Laying.frames(
                Self.compose(Swatch(.black).id("s").idealSize(horizontal: horizontal, vertical: vertical), 100, 60))[
                    "s"]
        }
        // A swatch takes the proposal; its ideal is 10 × 10.
        #expect(frame(false, false) == Rect(x: 0, y: 0, width: 100, height: 60))
        #expect(frame(true, false) == Rect(x: 45, y: 0, width: 10, height: 60))
        #expect(frame(false, true) == Rect(x: 0, y: 25, width: 100, height: 10))
        #expect(frame(true, true) == Rect(x: 45, y: 25, width: 10, height: 10))
        let both = Laying.frames(Self.compose(Swatch(.black).id("s").idealSize(), 100, 60))["s"]
        #expect(both == frame(true, true))
    }

    @Test func inARowTheBadgeKeepsItsWidthAndTheRestShares() {
        let long = Array(repeating: "word", count: 20).joined(separator: " ")
        func row(keeping: Bool) -> Composition {
            Self.compose(
                Row(alignment: .top, spacing: 0) {
                    if keeping {
                        Caption("aaaa bbbb").id("badge").idealSize(horizontal: true, vertical: false)
                    } else {
                        Caption("aaaa bbbb").id("badge")
                    }
                    Caption(long).id("other")
                }, 150, 300)
        }
        let squeezed = row(keeping: false)
        #expect(Laying.frames(squeezed)["badge"]?.width == 40)
        #expect(Self.lines(squeezed, "badge") == 2)
        let kept = row(keeping: true)
        let f = Laying.frames(kept)
        #expect(f["badge"]?.width == 90)
        #expect(Self.lines(kept, "badge") == 1)
        // The other caption wraps in the 60 pt left: one word a line.
        #expect(f["other"]?.width == 40)
        #expect(f["other"]?.minX == f["badge"]?.maxX)
    }

    @Test func inAColumnAVerticalIdealKeepsItsHeight() {
        let c = Laying.compose(
            Column(spacing: 0) {
                Swatch(.black).id("bar").idealSize(horizontal: false, vertical: true)
                Swatch(.black).id("fill")
            }, 100, 100)
        let f = Laying.frames(c)
        #expect(f["bar"] == Rect(x: 0, y: 0, width: 100, height: 10))
        #expect(f["fill"] == Rect(x: 0, y: 10, width: 100, height: 90))
    }

    @Test func aFrameAroundTheIdealFramesTheIdealNotTheProposal() {
        // The frame's maximum is the ideal's proposal no more: `idealSize` asks for the
        // frame's own ideal (its content's, capped at 260).
        let long = Array(repeating: "word", count: 20).joined(separator: " ")
        let c = Self.compose(
            Caption(long).id("c").frame(maxWidth: 260).idealSize(horizontal: true, vertical: false).id("i"), 100, 300)
        let f = Laying.frames(c)
        #expect(f["c"]?.width == 240)
        #expect(f["i"]?.width == 240)
        // Inside a narrower fixed frame it overflows it, whole.
        let inFrame = Self.compose(
            Caption(long).id("c").idealSize(horizontal: true, vertical: false).frame(width: 100), 400, 300)
        #expect(Laying.frames(inFrame)["c"]?.width == 990)
    }

    @Test func aLayoutAtIdealSizeIsUnchanged() {
        let panel = Row(spacing: 4) {
            Caption("Yoga flow"); box(20, 10)
        }
        let plain = LayoutSession(panel, measurer: WordWidthMeasurer())
        let kept = LayoutSession(panel.idealSize(), measurer: WordWidthMeasurer())
        #expect(plain.layoutAtIdealSize() == kept.layoutAtIdealSize())
        kept.layout(in: Size(width: 30, height: 5))
        #expect(kept.frame(of: kept.tree.root) == Rect(x: -42, y: -8, width: 114, height: 20))
    }

    @Test func changesLayOutAgain() throws {
        let session = LayoutSession(
            Row(spacing: 0) {
                Caption("aa").id("c").idealSize(horizontal: true, vertical: false)
                Gap()
            }, measurer: WordWidthMeasurer())
        session.layout(in: Size(width: 50, height: 40))
        let node = try #require(session.node(id: "c"))
        #expect(session.frame(of: node).width == 20)
        session.setText("aaaa bbbb", of: node)
        session.layout(in: Size(width: 50, height: 40))
        #expect(session.frame(of: node).width == 90)
        #expect(session.texts[node]?.lines.count == 1)
    }

    /// Alternating columns and rows as in `nestedStacksAreMeasuredLinearly`, each level
    /// kept at its ideal size on one axis (alternating): still a bounded number of
    /// measurements per node, growing linearly with depth.
    static func nested(_ depth: Int) -> AnyPanel {
        if depth == 0 { return AnyPanel(box(10, 10)) }
        if depth.isMultiple(of: 2) {
            return AnyPanel(
                Column(spacing: 2) {
                    box(5, 5); nested(depth - 1).idealSize(horizontal: false, vertical: true); Gap()
                }.padding(1))
        }
        return AnyPanel(
            Row(spacing: 2) {
                box(5, 5); nested(depth - 1).idealSize(horizontal: true, vertical: false); Gap()
            }.padding(1))
    }

    @Test func nestedIdealSizesAreMeasuredLinearly() {
        var counts: [Int] = []
        var nodes: [Int] = []
        for depth in 10 ... 20 {
            let session = LayoutSession(Self.nested(depth), measurer: NoTextMeasurer())
            let count = session.layout(in: Size(width: 800, height: 600))
            counts.append(count)
            nodes.append(session.tree.count)
            #expect(count <= 6 * session.tree.count, "depth \(depth): \(count) for \(session.tree.count) nodes")
        }
        for i in 1 ..< counts.count {
            #expect(nodes[i] - nodes[i - 1] == 6)
            #expect(counts[i] - counts[i - 1] <= 36, "\(counts)")
        }
    }

    /// Hostile values never trap and give finite frames: an infinite maximum, a
    /// NaN and an infinite frame, a gap and a reader kept at their ideal, in unbounded,
    /// NaN, negative and empty spaces (everything is at its ideal, so even an
    /// unbounded space gives finite sizes).
    @Test func hostileContentAndSpacesGiveFiniteFrames() {
        let panel = Row {
            Swatch(.black).frame(maxWidth: .infinity, maxHeight: .infinity).idealSize()
            Swatch(.black).frame(width: .nan, height: .infinity).idealSize()
            Gap().idealSize()
            Measured { size in Swatch(.black).frame(width: size.width / 2) }.idealSize()
            Caption("a b c").idealSize()
        }
        for space in [
            Size(width: .infinity, height: .infinity), Size(width: .nan, height: 100), Size(width: 0, height: 0),
            Size(width: 300, height: -5), Size(width: 1e300, height: 1e300),
        ] {
            let session = LayoutSession(panel, measurer: WordWidthMeasurer())
            session.layout(in: space)
            #expect(
                session.frames.allSatisfy {
                    $0.origin.x.isFinite && $0.origin.y.isFinite && $0.width.isFinite && $0.height.isFinite
                }, "\(space): \(session.frames)")
            #expect(session.layoutAtIdealSize() == Size(width: 102, height: 20))
        }
    }
}
