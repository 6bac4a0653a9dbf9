import Foundation
import Panels
@testable import PanelsRaster
@testable import PanelsSDL
import PanelsSamples
import Testing

/// The text cache: steady frames make no SDL_ttf rendering calls, memory stays
/// bounded, and text is rasterized at the device size.
@Suite("Drawing: text cache", .serialized)
struct DrawingTextCacheTests {
    @Test func steadyFramesMakeNoTTFRenderCalls() throws {
        let list = Composition(
            SampleScene(), size: Size(width: 400, height: 300), scale: 2,
            measurer: SDLTextMeasurer.shared(scale: 2)
        ).displayList
        // The SDL lock is held throughout so suites running in parallel cannot render
        // text in between and move the counter.
        try SDLLock.run { () throws in
            let first = try OffscreenRenderer.render(list)
            let before = RasterFrame.textRenderCalls
            let second = try OffscreenRenderer.render(list)
            #expect(RasterFrame.textRenderCalls == before)
            #expect(first.difference(from: second) == nil)
            // A new string does render once.
            let extra = DisplayList(
                pixelWidth: 100, pixelHeight: 30, scale: 1,
                commands: [
                    .clear(.white),
                    .text(
                        TextRun(
                            text: "cache miss \(UUID().uuidString)", origin: .zero, pixelSize: 14,
                            weight: .regular, color: .black)),
                ])
            _ = try OffscreenRenderer.render(extra)
            #expect(RasterFrame.textRenderCalls == before + 1)
            _ = try OffscreenRenderer.render(extra)
            #expect(RasterFrame.textRenderCalls == before + 1)
        }
    }

    @Test func colorDoesNotMissTheCache() throws {
        func run(_ color: RGBA) -> DisplayList {
            DisplayList(
                pixelWidth: 120, pixelHeight: 30, scale: 1,
                commands: [
                    .clear(.white),
                    .text(
                        TextRun(
                            text: "colored once", origin: Point(x: 2, y: 2), pixelSize: 16, weight: .bold, color: color)
                    ),
                ])
        }
        let (black, red) = try SDLLock.run { () throws in
            let black = try OffscreenRenderer.render(run(.black))
            let before = RasterFrame.textRenderCalls
            let red = try OffscreenRenderer.render(run(RGBA(hex: 0xFF0000)))
            #expect(RasterFrame.textRenderCalls == before)
            return (black, red)
        }
        // Same coverage, other color: where black is fully dark, red is pure red.
        let solid = (0 ..< 120 * 30).first { black.pixel(x: $0 % 120, y: $0 / 120) == .black }
        let i = try #require(solid)
        #expect(red.pixel(x: i % 120, y: i / 120) == RGBA(hex: 0xFF0000))
    }

    @Test func memoryIsBoundedLeastRecentlyUsedFirst() throws {
        let cache = TextCache()
        cache.byteLimit = 64 * 1024
        try SDLLock.run { () throws(SDLError) in
            let keep = TextRun(
                text: "kept because it is used", origin: .zero, pixelSize: 14, weight: .regular, color: .black)
            _ = try cache.mask(keep)
            for i in 0 ..< 400 {
                _ = try cache.mask(
                    TextRun(
                        text: "line number \(i) of many", origin: .zero, pixelSize: 14,
                        weight: .regular, color: .black))
                if i % 10 == 0 { _ = try cache.mask(keep) }
            }
            #expect(cache.bytes <= cache.byteLimit)
            #expect(cache.evictions > 0)
            let calls = cache.renderCalls
            _ = try cache.mask(keep)
            #expect(cache.renderCalls == calls)  // still cached: recently used
        }
    }

    @Test func textIsRasterizedAtDeviceSizeNotScaled() throws {
        let panel = Caption("Crisp").textStyle(TextStyle(size: 14))
        let (one, _, _) = try Drawing.render(panel, 60, 20, scale: 1)
        let (three, _, c3) = try Drawing.render(panel, 60, 20, scale: 3)
        #expect(three.width == 180 && one.width == 60)
        #expect(c3.displayList.dump.contains("42px"))
        // At 3× the glyph stems are solid: many fully dark pixels, not a blurred 1× bitmap.
        func solid(_ image: PixelImage) -> Int {
            (0 ..< image.width * image.height).filter { image.pixel(x: $0 % image.width, y: $0 / image.width).red < 40 }
                .count
        }
        #expect(solid(three) > 9 * solid(one))
    }
}
