import Foundation
import Panels
import PanelsSDL
import PanelsSampleAssets
import Testing

/// Caption and picture modifiers flow through the context: on any panel, in any
/// order, the innermost value wins, and the laid-out and painted result does not
/// depend on the order they were written in.
@Suite("Modifier order")
struct ModifierOrderTests {
    let size = Size(width: 160, height: 120)
    let text = "The quick brown fox jumps over the lazy dog again and again"

    func compose<P: Panel>(_ panel: P) -> Composition {
        var context = PanelContext()
        context.pictureFolder = try? SampleAssets.file("Drawing/Images")
        return Composition(
            panel, size: size, scale: 2, context: context,
            measurer: SDLTextMeasurer.shared(scale: 2))
    }

    /// The layout dump without node identities: a modifier written elsewhere adds a
    /// step to the structural path (its own identity), not to what is laid out.
    func layout(_ c: Composition) -> String {
        c.layoutDump.replacing(#/ [0-9a-f]{8} \[/#, with: " [")
    }

    /// Layout and display-list dumps of two trees are equal (and were made).
    func expectSameOutput<A: Panel, B: Panel>(_ a: A, _ b: B, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    {
        let first = compose(a), second = compose(b)
        #expect(!layout(first).isEmpty, sourceLocation: sourceLocation)
        #expect(layout(first) == layout(second), sourceLocation: sourceLocation)
        #expect(first.displayList.dump == second.displayList.dump, sourceLocation: sourceLocation)
    }

    /// The caption contents of a composition, in tree order.
    func captions(_ c: Composition) -> [CaptionContent] {
        c.tree.nodes.compactMap { node -> CaptionContent? in
            if case .caption(let content) = node.kind { return content }
            return nil
        }
    }

    func pictures(_ c: Composition) -> [PictureSpec] {
        c.tree.nodes.compactMap { node -> PictureSpec? in
            if case .picture(let spec) = node.kind { return spec }
            return nil
        }
    }

    @Test func textModifiersGiveTheSameResultInAnyOrder() {
        let red = RGBA(hex: 0xCC0000)
        let reference = Caption(text).lineLimit(2).truncation(.middle).lineAlignment(.center)
            .textStyle(.headline).foreground(red)
        expectSameOutput(
            reference,
            Caption(text).textStyle(.headline).lineLimit(2).foreground(red)
                .truncation(.middle).lineAlignment(.center))
        expectSameOutput(
            reference,
            Caption(text).foreground(red).lineAlignment(.center).truncation(.middle)
                .textStyle(.headline).lineLimit(2))
        // The example: a text style first, then the line limit.
        let c = compose(Caption(text).textStyle(.headline).lineLimit(2))
        #expect(captions(c).map(\.lineLimit) == [2])
        #expect(c.texts.values.first?.lines.count == 2)
        #expect(c.texts.values.first?.isTruncated == true)
    }

    @Test func textModifiersWorkOnAnyPanelAndPassThroughFrames() {
        let inside = Column {
            Caption(text); Caption("second")
        }
        let a = compose(inside.lineLimit(1).padding(4).truncation(.head).frame(width: 120))
        let b = compose(inside.truncation(.head).padding(4).frame(width: 120).lineLimit(1))
        #expect(layout(a) == layout(b))
        #expect(a.displayList.dump == b.displayList.dump)
        #expect(captions(a).map(\.lineLimit) == [1, 1])
        #expect(captions(a).map(\.truncation) == [.head, .head])
    }

    @Test func theInnermostValueWins() {
        let c = compose(
            Column {
                Caption(text)
                Caption(text).lineLimit(3)  // the caption's own: innermost
                Caption(text).frame(width: 150).lineLimit(1)  // a modifier nearer than the column's
                Caption(text).lineLimit(nil)  // an explicit "no limit" wins too
            }.lineLimit(2).truncation(.middle).frame(width: 150))
        #expect(captions(c).map(\.lineLimit) == [2, 3, 1, nil])
        #expect(captions(c).map(\.truncation) == [.middle, .middle, .middle, .middle])

        let styles = compose(
            Column {
                Caption("a")
                Caption("b").textStyle(.footnote).lineAlignment(.trailing)
            }.textStyle(.title).lineAlignment(.center))
        #expect(captions(styles).map(\.style) == [.title, .footnote])
        #expect(captions(styles).map(\.alignment) == [.center, .trailing])

        // Called twice on the caption itself, the first call is the innermost and wins.
        let own = compose(
            Caption(text).lineLimit(4).truncation(.head).lineLimit(1).truncation(.tail)
                .lineAlignment(.trailing).lineAlignment(.center))
        #expect(captions(own).map(\.lineLimit) == [4])
        #expect(captions(own).map(\.truncation) == [.head])
        #expect(captions(own).map(\.alignment) == [.trailing])
        let picture = compose(Picture("badge").fill().cornerRadius(3).fit().cornerRadius(9))
        #expect(pictures(picture).map(\.mode) == [.fill])
        #expect(pictures(picture).map(\.corners) == [CornerRadii(3)])
    }

    @Test func pictureModifiersGiveTheSameResultInAnyOrder() {
        let reference = Picture("sunset").fill().cornerRadius(10).frame(width: 100, height: 60)
        expectSameOutput(reference, Picture("sunset").frame(width: 100, height: 60).cornerRadius(10).fill())
        expectSameOutput(reference, Picture("sunset").fill().frame(width: 100, height: 60).cornerRadius(10))
        expectSameOutput(reference, Picture("sunset").cornerRadius(10).frame(width: 100, height: 60).fill())
        // The example: `.cornerRadius` after `.frame`.
        let c = compose(Picture("sunset").fit().frame(width: 100, height: 60).cornerRadius(10))
        #expect(pictures(c).map(\.corners) == [CornerRadii(10)])
        #expect(pictures(c).map(\.mode) == [.fit])
        #expect(c.displayList.dump.contains("fit r20"))  // radius in pixels at 2×
    }

    @Test func pictureModifiersReachEveryPictureInsideAndTheInnermostWins() {
        let c = compose(
            Row {
                Picture("sunset")
                Picture("badge").fit().cornerRadius(2)
                Picture("sunset").frame(width: 30, height: 30).cornerRadius(6)
            }.fill().cornerRadius(12))
        #expect(pictures(c).map(\.mode) == [.fill, .fit, .fill])
        #expect(pictures(c).map(\.corners) == [CornerRadii(12), CornerRadii(2), CornerRadii(6)])
    }

    @Test func withoutModifiersNothingChanges() {
        // The defaults flowing from the context are the old defaults of captions and
        // pictures: no limit, tail truncation, leading lines, fit, square corners.
        let c = compose(
            Column {
                Caption(text); Picture("badge")
            })
        #expect(captions(c).map(\.lineLimit) == [nil])
        #expect(captions(c).map(\.truncation) == [.tail])
        #expect(captions(c).map(\.alignment) == [.leading])
        #expect(pictures(c).map(\.mode) == [.fit])
        #expect(pictures(c).map(\.corners) == [.zero])
    }
}
