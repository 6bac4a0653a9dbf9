import Panels
import Testing
import PanelsTestSupport

@Suite("Layout without text")
struct LayoutTests {
    func compose<P: Panel>(
        _ panel: P, _ width: Double, _ height: Double,
        context: PanelContext = PanelContext()
    ) -> Composition {
        Composition(
            panel, size: Size(width: width, height: height), context: context,
            measurer: NoTextMeasurer())
    }

    func frame(_ c: Composition, _ nodeNamed: String, _ occurrence: Int = 0) -> Rect? {
        var seen = 0
        for (i, node) in c.tree.nodes.enumerated() where node.kind.name == nodeNamed {
            if seen == occurrence { return c.frames[i] }
            seen += 1
        }
        return nil
    }

    @Test func rowSharesSpaceBetweenFixedChildrenAndGaps() {
        let c = compose(
            Row(spacing: 10) {
                Swatch(.black).frame(width: 50, height: 20)
                Gap()
                Swatch(.black).frame(width: 30, height: 40)
            }, 300, 100)
        // Row fills the width because of the gap; it is as tall as the tallest child.
        #expect(frame(c, "Row") == Rect(x: 0, y: 30, width: 300, height: 40))
        #expect(frame(c, "Frame", 0) == Rect(x: 0, y: 40, width: 50, height: 20))
        #expect(frame(c, "Gap") == Rect(x: 60, y: 50, width: 200, height: 0))
        #expect(frame(c, "Frame", 1) == Rect(x: 270, y: 30, width: 30, height: 40))
    }

    @Test func columnAlignsChildrenHorizontally() {
        let c = compose(
            Column(alignment: .trailing, spacing: 0) {
                Swatch(.black).frame(width: 100, height: 10)
                Swatch(.black).frame(width: 40, height: 10)
            }, 200, 200)
        #expect(frame(c, "Column") == Rect(x: 50, y: 90, width: 100, height: 20))
        #expect(frame(c, "Frame", 1) == Rect(x: 110, y: 100, width: 40, height: 10))
    }

    @Test func paddingAndBackgroundSizeToContent() {
        let c = compose(
            Swatch(.black).frame(width: 40, height: 20)
                .padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                .background(RGBA(hex: 0xFF0000)), 100, 100)
        #expect(frame(c, "Background") == Rect(x: 27, y: 38, width: 46, height: 24))
        #expect(frame(c, "Frame") == Rect(x: 29, y: 39, width: 40, height: 20))
        // The background swatch is proposed exactly the content's size.
        #expect(frame(c, "Swatch", 1) == Rect(x: 27, y: 38, width: 46, height: 24))
    }

    @Test func rightToLeftMirrorsRowsAndPadding() {
        let panel = Row(spacing: 0) {
            Swatch(.black).frame(width: 10, height: 10)
            Swatch(.white).frame(width: 20, height: 10)
            Gap()
        }.padding(EdgeInsets(leading: 5))
        var rtl = PanelContext()
        rtl.layoutDirection = .rightToLeft
        let c = compose(panel, 100, 10, context: rtl)
        #expect(frame(c, "Frame", 0) == Rect(x: 85, y: 0, width: 10, height: 10))
        #expect(frame(c, "Frame", 1) == Rect(x: 65, y: 0, width: 20, height: 10))
        let ltr = compose(panel, 100, 10)
        #expect(frame(ltr, "Frame", 0) == Rect(x: 5, y: 0, width: 10, height: 10))
    }

    @Test func conditionalsKeepSiblingIdentities() {
        func scene(_ show: Bool) -> some Panel {
            Column {
                if show { Swatch(.black).frame(width: 5, height: 5) }
                Swatch(.white).frame(width: 7, height: 7)
            }
        }
        let with = compose(scene(true), 50, 50)
        let without = compose(scene(false), 50, 50)
        func identityOfWideFrame(_ c: Composition) -> Identity? {
            c.tree.nodes.first { if case .frame(let s) = $0.kind { return s.width == 7 } else { return false } }?
                .identity
        }
        #expect(identityOfWideFrame(with) != nil)
        #expect(identityOfWideFrame(with) == identityOfWideFrame(without))
    }

    @Test func displayListDumpIsStable() {
        let c = compose(Swatch(RGBA(hex: 0x336699), cornerRadius: 4).frame(width: 20, height: 10), 40, 20)
        #expect(
            c.displayList.dump == """
                display-list 40x20 @1x
                clear #FFFFFFFF
                fill [10, 5, 20x10] #336699FF r4

                """)
    }

    @Test func badSizesDoNotCrash() {
        let c = compose(Swatch(.black).frame(width: -5, height: .nan), .nan, -10)
        #expect(c.displayList.pixelWidth == 0)
        #expect(c.frames.allSatisfy { $0.width >= 0 && $0.height >= 0 })
    }
}
