import Foundation
import Panels
import PanelsSDL
import Synchronization
import Testing

@testable import PanelsRaster

/// Pictures from bytes in memory and from pixels the app fills, decoded on the
/// picture store's worker with a placeholder until they arrive.
@Suite("Picture sources")
struct PictureSourcesTests {
    /// A PNG of `width` × `height` pixels of one opaque color, made without encoding
    /// every pixel (rows of a template, deflated at level 1).
    static func solidPNG(width: Int, height: Int, _ r: UInt8, _ g: UInt8, _ b: UInt8) throws -> Data {
        var row: [UInt8] = [0]
        row.reserveCapacity(1 + width * 3)
        for _ in 0 ..< width { row += [r, g, b] }
        var raw: [UInt8] = []
        raw.reserveCapacity(row.count * height)
        for _ in 0 ..< height { raw.append(contentsOf: row) }
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += Data([8, 2, 0, 0, 0])  // 8 bits, RGB
        PNGEncoder.appendChunk("IHDR", header, to: &png)
        PNGEncoder.appendChunk("IDAT", try PNGEncoder.deflate(raw, level: 1), to: &png)
        PNGEncoder.appendChunk("IEND", Data(), to: &png)
        return png
    }

    static func pixel(_ image: PixelImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.bytes[i ..< i + 4])
    }

    @Test func bytesAndPixelsDrawAsTheirPixels() throws {
        let png = try Self.solidPNG(width: 8, height: 6, 200, 60, 40)
        let size = Size(width: 16, height: 12)
        let fromData = try OffscreenRenderer.render(Picture(data: png, named: "red").fill(), size: size)
        #expect(Self.pixel(fromData, 8, 6) == [200, 60, 40, 255])
        let fromArray = try OffscreenRenderer.render(Picture(bytes: [UInt8](png), named: "red").fill(), size: size)
        #expect(fromArray == fromData)
        // Straight and premultiplied pixels of the same colors draw the same.
        let straight = PicturePixels(width: 2, height: 1, rgba: [0, 0, 255, 255, 255, 0, 0, 128])
        let premultiplied = PicturePixels(
            width: 2, height: 1, rgba: [0, 0, 255, 255, 128, 0, 0, 128], premultiplied: true, version: 1)
        let a = try OffscreenRenderer.render(
            Picture(pixels: straight, named: "two").fill(), size: Size(width: 2, height: 1))
        let b = try OffscreenRenderer.render(
            Picture(pixels: premultiplied, named: "two").fill(), size: Size(width: 2, height: 1))
        #expect(Self.pixel(a, 0, 0) == [0, 0, 255, 255])
        #expect(a == b)
    }

    /// Every source is held to the pixel budget, and bad input of every kind draws the
    /// crossed placeholder with a message naming the picture.
    @Test func badInputIsReportedByNameNeverACrash() throws {
        let png = try Self.solidPNG(width: 4, height: 4, 1, 2, 3)
        let cases: [(AnyPanel, String)] = [
            (AnyPanel(Picture(bytes: [], named: "empty")), "Picture \"empty\": no bytes"),
            (AnyPanel(Picture(bytes: [1, 2, 3], named: "junk")), "Picture \"junk\": not a PNG or JPEG file"),
            (
                AnyPanel(Picture(data: png.dropLast(12), named: "torn")),
                "Picture \"torn\": truncated PNG (it does not end with an IEND chunk)"
            ),
            (
                AnyPanel(Picture(data: png, named: "big")),
                "Picture \"big\": 4x4 pixels (16 pixels) is over the picture budget of 10 pixels"
            ),
            (
                AnyPanel(Picture(pixels: PicturePixels(width: 0, height: 0, rgba: []), named: "none")),
                "Picture \"none\": a pixel buffer of 0x0 pixels has no pixels"
            ),
            (
                AnyPanel(Picture(pixels: PicturePixels(width: 3, height: 1, rgba: [1, 2, 3]), named: "short")),
                "Picture \"short\": a 3x1 pixel buffer needs 12 RGBA bytes; it holds 3"
            ),
            (
                AnyPanel(Picture(pixels: PicturePixels(width: 1 << 40, height: 1 << 40, rgba: []), named: "huge")),
                "Picture \"huge\": a pixel buffer of 1099511627776x1099511627776 pixels is over the picture budget of 10 pixels"
            ),
        ]
        for (panel, message) in cases {
            var context = PanelContext()
            context.picturePixelBudget = 10
            let (_, diagnostics) = try OffscreenRenderer.renderReporting(
                panel.frame(width: 20, height: 20), size: Size(width: 20, height: 20), context: context)
            #expect(diagnostics.map(\.message) == [message])
        }
        // Bytes whose header reads but whose pixels do not decode: reported when drawn.
        var torn: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        torn += Array("IHDR".utf8) + [0, 0, 0, 8, 0, 0, 0, 8] + Array(repeating: 0x42, count: 40)
        torn += [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        let (_, drawn) = try OffscreenRenderer.renderReporting(
            Picture(bytes: torn, named: "garbage").frame(width: 20, height: 20), size: Size(width: 20, height: 20))
        #expect(drawn.count == 1)
        #expect(drawn.first?.message.hasPrefix("Picture \"garbage\": Reading image \"garbage\" failed:") == true)
    }

    /// The issue's test: a 20 MP picture decoded from memory appears after its
    /// placeholder, decoded on the store's worker (counters, not timing), and the
    /// finished decode wakes the stage's host.
    @Test func aTwentyMegapixelPictureArrivesAfterItsPlaceholderWithNoFrameThreadDecode() throws {
        let png = try Self.solidPNG(width: 5_000, height: 4_000, 200, 60, 40)
        let before = PictureStore.shared.statistics
        let woken = Atomic<Int>(0)
        let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) {
            Picture(data: png, named: "twenty").placeholder(RGBA(hex: 0x336699)).frame(width: 100, height: 80)
        }
        stage.onNeedsFrame = { woken.add(1, ordering: .relaxed) }
        let size = Size(width: 100, height: 80)
        let first = try OffscreenRenderer.render(stage.frame(size: size, scale: 1, at: 0))
        #expect(Self.pixel(first, 50, 40) == [0x33, 0x66, 0x99, 255])
        PictureStore.shared.waitForLoads()
        #expect(woken.load(ordering: .relaxed) >= 1)
        #expect(stage.needsFrame(at: 0))
        // The cross-fade: half-way, both show; at rest, the picture alone.
        _ = stage.frame(size: size, scale: 1, at: 0.1)  // the cross-fade starts
        let middle = try OffscreenRenderer.render(stage.frame(size: size, scale: 1, at: 0.2))
        #expect(Self.pixel(middle, 50, 40) != [0x33, 0x66, 0x99, 255])
        #expect(Self.pixel(middle, 50, 40) != [200, 60, 40, 255])
        var still: [String] = []
        let rest = try #require(stage.settle(size: size, scale: 1, still: &still))
        let last = try OffscreenRenderer.render(stage.frame(size: size, scale: 1, at: rest))
        #expect(Self.pixel(last, 50, 40) == [200, 60, 40, 255])
        let after = PictureStore.shared.statistics
        #expect(after.frameThreadDecodes == 0)
        #expect(after.frameThreadDecodes == before.frameThreadDecodes)
        #expect(after.workerDecodes >= before.workerDecodes + 1)
    }

    /// With reduce motion the picture replaces its placeholder at once.
    @Test func reduceMotionShowsThePictureWithoutAFade() throws {
        let png = try Self.solidPNG(width: 40, height: 30, 10, 120, 90)
        var context = PanelContext()
        context.reduceMotion = true
        let stage = Stage(context: context, measurer: SDLTextMeasurer.shared(scale: 1)) {
            Picture(data: png, named: "calm").placeholder(RGBA(hex: 0x336699)).frame(width: 40, height: 30)
        }
        let size = Size(width: 40, height: 30)
        // The store is the process's: a suite decoding 20 MP pictures at the same time
        // can evict this one between its decode and the next frame, which then shows
        // the placeholder again and decodes anew. That is a retry, never a blend: the
        // frame after a decode shows the picture alone, or (evicted) the placeholder.
        var time = 0.0
        for attempt in 1 ... 5 {
            let evictions = PictureStore.shared.statistics.evictions
            _ = stage.frame(size: size, scale: 1, at: time)
            PictureStore.shared.waitForLoads()
            time += 0.01
            let next = try OffscreenRenderer.render(stage.frame(size: size, scale: 1, at: time))
            let shown = Self.pixel(next, 20, 15)
            if shown == [10, 120, 90, 255] { return }
            let evicted = PictureStore.shared.statistics.evictions > evictions
            #expect(
                shown == [0x33, 0x66, 0x99, 255] && evicted,
                "attempt \(attempt): \(shown) is neither the picture nor a placeholder after an eviction")
            if !evicted { return }
        }
        Issue.record("the picture was evicted before every one of 5 frames")
    }

    /// A placeholder panel shows, proposed the picture's frame, until the pixels arrive.
    @Test func aPlaceholderPanelShowsUntilThePicture() throws {
        let png = try Self.solidPNG(width: 300, height: 200, 10, 20, 30)
        let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) {
            Picture(data: png, named: "panel-placeholder").placeholder { Swatch(RGBA(hex: 0x00AA00)) }
                .frame(width: 30, height: 20)
        }
        let size = Size(width: 30, height: 20)
        let first = try OffscreenRenderer.render(stage.frame(size: size, scale: 1, at: 0))
        #expect(Self.pixel(first, 15, 10) == [0, 0xAA, 0, 255])
        var still: [String] = []
        let rest = try #require(stage.settle(size: size, scale: 1, still: &still))
        let last = try OffscreenRenderer.render(stage.frame(size: size, scale: 1, at: rest))
        #expect(Self.pixel(last, 15, 10) == [10, 20, 30, 255])
    }

    /// A picture whose pixels alone are over the cache's byte budget fails by name; the
    /// store's budget is shared by every window of the process.
    @Test func aPictureOverTheCacheBudgetFailsByName() throws {
        let store = PictureStore()
        let cache = PictureCache(decoder: SDLDecoderForTests(), store: store)
        store.byteBudget = 1_000
        let pixels = PicturePixels(width: 20, height: 20, rgba: [UInt8](repeating: 255, count: 1_600))
        let load = PictureLoad.pixels(pixels, name: "wide", pixelBudget: 1_000_000)
        switch cache.pixels(for: load, waiting: true) {
        case .failed(let message):
            #expect(message.contains("more than the picture cache's budget"))
        default:
            Issue.record("expected a failure")
        }
        #expect(store.statistics.count == 0)
    }
}

/// Pixels only: files and bytes are refused (the store's own decoder for a test store).
struct SDLDecoderForTests: PictureDecoder {
    func decode(path: String, pixelBudget: Int) throws(PictureFailure) -> PixelBuffer {
        throw PictureFailure("decode", message: "files are not read in this test")
    }
}
