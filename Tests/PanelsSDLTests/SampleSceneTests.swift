import Foundation
import Panels
import PanelsSDL
import PanelsSamples
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// The walking skeleton end to end with the real fonts and Panels' own rasterizer.
///
/// References live in `__Snapshots__/SampleSceneTests/`; after an intended change of
/// layout or drawing, re-record them with
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter SampleSceneTests` and look at them.
@Suite("Sample scene", .serialized)
struct SampleSceneTests {
    static let size = Size(width: 400, height: 300)

    func compose(scale: Double = 1) -> Composition {
        Composition(
            SampleScene(), size: Self.size, scale: scale,
            measurer: SDLTextMeasurer.shared(scale: scale))
    }

    @Test func layoutFrames() throws {
        let c = compose()
        let names = c.tree.nodes.map(\.kind.name)
        // The card fills the window less 16 pt of padding; content is inset 20 pt more.
        let card = try #require(names.indices.first { names[$0] == "Column" })
        #expect(c.frames[card] == Rect(x: 36, y: 36, width: 328, height: 228))
        // The title row spans the content width; the title sits at its leading edge.
        let title = try #require(
            c.tree.nodes.indices.first {
                if case .caption(let content) = c.tree.nodes[$0].kind { return content.text == "Panels" }
                return false
            })
        #expect(c.frames[title].origin == Point(x: 36, y: 36))
        // The body text wraps to several lines within the content width.
        let body = try #require(c.texts.first { $0.value.lines.count > 1 })
        #expect(body.value.lines.count == 3)
        #expect(body.value.lines.allSatisfy { $0.width <= 328 })
        // The progress track fills the width; the bar inside is 120 pt wide.
        let frames = c.tree.nodes.indices.filter { names[$0] == "Frame" }.map { c.frames[$0] }
        #expect(frames.contains(Rect(x: 36, y: 230, width: 328, height: 8)))
        #expect(frames.contains(Rect(x: 36, y: 230, width: 120, height: 8)))
    }

    @Test func displayListAt2x() {
        assertSnapshot(of: SampleScene(), as: .displayList(size: Self.size, scale: 2))
    }

    @Test func layoutAt1x() {
        assertSnapshot(of: SampleScene(), as: .layout(size: Self.size, scale: 1))
    }

    @Test func imageAt2x() {
        assertSnapshot(of: SampleScene(), as: .image(size: Self.size, scale: 2))
    }

    @Test func imageAt1xInBothDirections() {
        assertSnapshots(of: SampleScene(), matrix: ContextVariant.layoutDirections) { context in
            .image(size: Self.size, scale: 1, context: context)
        }
    }

    @Test func renderingTwiceGivesIdenticalPixels() throws {
        let list = compose(scale: 2).displayList
        let first = try OffscreenRenderer.render(list)
        let second = try OffscreenRenderer.render(list)
        #expect(first.width == 800 && first.height == 600)
        #expect(first.difference(from: second) == nil)
        // Not blank: the window background, the white card and the deep blue chip are there.
        #expect(first.pixel(x: 4, y: 4) == RGBA(hex: 0xF2F2F7))
        #expect(first.pixel(x: 400, y: 500) == RGBA(hex: 0xFFFFFF))
        #expect(first.pixel(x: 80, y: 290) == RGBA(hex: 0x0062CC))
        // Text drew dark pixels inside the title's frame.
        let darkInTitle = (72 ..< 236).contains { x in
            (76 ..< 120).contains { y in first.pixel(x: x, y: y).red < 80 }
        }
        #expect(darkInTitle)
    }

    @Test func pngDecodesBackToTheSamePixels() throws {
        let image = try OffscreenRenderer.render(compose(scale: 1).displayList)
        let data = try PNGCodec.encode(image)
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try PNGCodec.decode(data, name: "sample.png")
        #expect(decoded.difference(from: image) == nil)
        // Encoding is deterministic too.
        #expect(try PNGCodec.encode(image) == data)
    }

    @Test func unreadableImageIsANamedError() {
        #expect {
            try PNGCodec.decode(Data("not a png".utf8), name: "broken.png")
        } throws: { error in
            "\(error)".contains("broken.png")
        }
    }
}
