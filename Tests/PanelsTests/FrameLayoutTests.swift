import Panels
import Testing
import PanelsTestSupport

@Suite("Frames, padding, decorations")
struct FrameLayoutTests {
    @Test func nestedFixedFramesAlignTheirContent() {
        let c = Laying.compose(
            box(20, 10).id("inner")
                .frame(width: 100, height: 50, alignment: .bottomTrailing).id("middle")
                .frame(width: 200, height: 100, alignment: .topLeading).id("outer"),
            300, 300)
        let f = Laying.frames(c)
        #expect(f["outer"] == Rect(x: 50, y: 100, width: 200, height: 100))
        #expect(f["middle"] == Rect(x: 50, y: 100, width: 100, height: 50))
        #expect(f["inner"] == Rect(x: 130, y: 140, width: 20, height: 10))
    }

    @Test func frameWithOneFixedAxisKeepsTheChildsOther() {
        let c = Laying.compose(Swatch(.black).frame(height: 30).id("f"), 80, 100)
        #expect(Laying.frames(c)["f"] == Rect(x: 0, y: 35, width: 80, height: 30))
    }

    @Test func infiniteMaximumTakesTheProposal() {
        let c = Laying.compose(
            Column(spacing: 0) {
                box(20, 10).id("box").frame(maxWidth: .infinity, alignment: .leading).id("wide")
            }, 200, 100)
        let f = Laying.frames(c)
        #expect(f["wide"] == Rect(x: 0, y: 45, width: 200, height: 10))
        #expect(f["box"] == Rect(x: 0, y: 45, width: 20, height: 10))
    }

    @Test func minimumGrowsAndMaximumShrinksTheFrame() {
        let grown = Laying.frames(Laying.compose(box(20, 10).id("box").frame(minWidth: 50).id("f"), 200, 100))
        #expect(grown["f"] == Rect(x: 75, y: 45, width: 50, height: 10))
        #expect(grown["box"] == Rect(x: 90, y: 45, width: 20, height: 10))
        // A maximum below the child: the frame is 10 wide, the child overflows it
        // centered.
        let shrunk = Laying.frames(Laying.compose(box(20, 10).id("box").frame(maxWidth: 10).id("f"), 200, 100))
        #expect(shrunk["f"] == Rect(x: 95, y: 45, width: 10, height: 10))
        #expect(shrunk["box"] == Rect(x: 90, y: 45, width: 20, height: 10))
        // Both: the proposal clamped into [min, max].
        let clamped = Laying.frames(
            Laying.compose(
                Swatch(.black).frame(minWidth: 30, maxWidth: 120, minHeight: 300, maxHeight: 400).id("f"), 200, 100))
        #expect(clamped["f"] == Rect(x: 40, y: -100, width: 120, height: 300))
    }

    @Test func idealLengthsAnswerTheIdealProposal() {
        let session = LayoutSession(
            Swatch(.black).frame(idealWidth: 30, idealHeight: 40),
            measurer: NoTextMeasurer())
        #expect(session.size(of: session.tree.root, for: .unspecified) == Size(width: 30, height: 40))
        #expect(
            session.size(of: session.tree.root, for: Proposal(width: 70, height: 5))
                == Size(width: 70, height: 5))
        // Without an ideal, a swatch's own ideal (10 × 10) shows through.
        let plain = LayoutSession(Swatch(.black).frame(minWidth: 20), measurer: NoTextMeasurer())
        #expect(plain.size(of: plain.tree.root, for: .unspecified) == Size(width: 20, height: 10))
    }

    @Test func aspectRatioFitsOrFills() {
        let fit = Laying.frames(Laying.compose(Swatch(.black).aspectRatio(2).id("a"), 200, 200))
        #expect(fit["a"] == Rect(x: 0, y: 50, width: 200, height: 100))
        let wideFit = Laying.frames(Laying.compose(Swatch(.black).aspectRatio(2).id("a"), 300, 100))
        #expect(wideFit["a"] == Rect(x: 50, y: 0, width: 200, height: 100))
        let fill = Laying.frames(Laying.compose(Swatch(.black).aspectRatio(2, contentMode: .fill).id("a"), 200, 200))
        #expect(fill["a"] == Rect(x: -100, y: 0, width: 400, height: 200))
        // No ratio: the content's ideal ratio (a 40 × 10 ideal is 4:1).
        let own = Laying.frames(
            Laying.compose(
                Swatch(.black).frame(idealWidth: 40, idealHeight: 10).aspectRatio().id("a"), 100, 100))
        // (The root is centered on whole points: 37.5 rounds to 38.)
        #expect(own["a"] == Rect(x: 0, y: 38, width: 100, height: 25))
    }

    @Test func paddingPerEdgeAndBackgroundSizing() {
        let c = Laying.compose(
            box(40, 20).id("box")
                .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).id("padded")
                .background(RGBA(hex: 0xFF0000)).id("bg"), 100, 100)
        let f = Laying.frames(c)
        #expect(f["bg"] == Rect(x: 27, y: 38, width: 46, height: 24))
        #expect(f["padded"] == Rect(x: 27, y: 38, width: 46, height: 24))
        #expect(f["box"] == Rect(x: 29, y: 39, width: 40, height: 20))
        #expect(Laying.frames(c, kind: "Swatch")[1] == Rect(x: 27, y: 38, width: 46, height: 24))
        // Background first (behind), then the content.
        #expect(
            c.displayList.commands.dropFirst().map(\.description) == [
                "fill [27, 38, 46x24] #FF0000FF r0",
                "fill [29, 39, 40x20] #000000FF r0",
            ])
    }

    @Test func overlayIsSizedToItsOwnerAndDrawnInFront() {
        let c = Laying.compose(
            box(40, 20).id("content")
                .overlay(Swatch(.white).frame(width: 10, height: 10).id("badge"), alignment: .topTrailing)
                .id("owner"), 100, 100)
        let f = Laying.frames(c)
        #expect(f["owner"] == Rect(x: 30, y: 40, width: 40, height: 20))
        #expect(f["badge"] == Rect(x: 60, y: 40, width: 10, height: 10))
        #expect(
            c.displayList.commands.dropFirst().map(\.description) == [
                "fill [30, 40, 40x20] #000000FF r0",
                "fill [60, 40, 10x10] #FFFFFFFF r0",
            ])
        // A decoration larger than its owner does not change the owner's size.
        let big = Laying.frames(Laying.compose(box(10, 10).overlay(box(50, 50)).id("owner"), 100, 100))
        #expect(big["owner"] == Rect(x: 45, y: 45, width: 10, height: 10))
    }

    @Test func offsetMovesDrawingNotLayout() {
        let c = Laying.compose(
            Row(spacing: 0) {
                box(10, 10).id("moved").offset(x: 5, y: -3).id("offset")
                box(10, 10).id("next")
            }, 20, 10)
        let f = Laying.frames(c)
        #expect(f["offset"] == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(f["moved"] == Rect(x: 5, y: -3, width: 10, height: 10))
        #expect(f["next"] == Rect(x: 10, y: 0, width: 10, height: 10))
        #expect(c.displayList.commands[1] == .fill(Rect(x: 5, y: -3, width: 10, height: 10), .black, cornerRadius: 0))
    }

    @Test func measuredHandsTheProposedSizeToItsContent() {
        let c = Laying.compose(
            Column(spacing: 0) {
                box(60, 20)
                Measured { size in
                    Swatch(.black).frame(width: size.width / 2, height: size.height / 4).id("half")
                }.id("reader")
            }, 60, 100)
        let f = Laying.frames(c)
        // The reader takes the 80 pt left; its content is laid out top-leading in it.
        #expect(f["reader"] == Rect(x: 0, y: 20, width: 60, height: 80))
        #expect(f["half"] == Rect(x: 0, y: 20, width: 30, height: 20))
        #expect(c.layoutDump.contains("Measured"))
    }
}
