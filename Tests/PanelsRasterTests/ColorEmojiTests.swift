import Foundation
import Panels
import Testing
@testable import PanelsRaster
@testable import PanelsSDL

/// Colour emoji end to end: the bundled Noto Color Emoji subset through FreeType, our
/// own scaling filter, the colour-glyph drawing of the rasterizer, HarfBuzz's
/// advances, and the fallback chain's reports of what the subset lacks.
@Suite("Colour emoji", .serialized)
struct ColorEmojiTests {
    static let chatLine = "Ok 👍🏽 👨‍👩‍👧 ⌛ ᛒ done"

    static func render(_ text: String, scale: Double = 2, color: RGBA = RGBA(hex: 0x1C1C1E)) throws -> (
        PixelImage, [String]
    ) {
        let (image, messages, _) = try Drawing.render(
            Caption(text).textStyle(TextStyle(size: 20)).foreground(color).padding(8), 320, 48, scale: scale)
        return (image, messages)
    }

    /// Pixels whose channels differ a lot: colour, not the grey of antialiased text.
    static func colourfulPixels(_ image: PixelImage) -> Int {
        stride(from: 0, to: image.bytes.count, by: 4).filter { i in
            let r = Int(image.bytes[i]), g = Int(image.bytes[i + 1]), b = Int(image.bytes[i + 2])
            return max(r, g, b) - min(r, g, b) > 60
        }.count
    }

    @Test("The chat line renders in colour at 2×: no box, nothing reported missing")
    func chatLineInColour() throws {
        let (image, messages) = try Self.render(Self.chatLine)
        #expect(messages.isEmpty, "\(messages)")
        let layout = SDLTextMeasurer.shared(scale: 2).layout(
            Self.chatLine, style: TextStyle(size: 20), maxWidth: nil, lineLimit: nil)
        #expect(layout.missingCharacters.isEmpty, "\(layout.missingCharacters)")
        // Three emoji of about 25 × 23 points each, at 2×: thousands of coloured pixels.
        #expect(Self.colourfulPixels(image) > 1_500)
        // PANELS_EMOJI_PNG=<folder>: the line written there at 2× and at 6×, to look at.
        if let folder = ProcessInfo.processInfo.environment["PANELS_EMOJI_PNG"] {
            try PNGEncoder.encode(image).write(to: URL(fileURLWithPath: folder).appendingPathComponent("chat.png"))
            let (large, _) = try Self.render(Self.chatLine, scale: 6)
            try PNGEncoder.encode(large).write(to: URL(fileURLWithPath: folder).appendingPathComponent("chat-6x.png"))
        }
    }

    @Test("The same bytes on every blend path: AVX-512BW, AVX2 and the portable scalar loops")
    func sameBytesOnEveryPath() throws {
        var frames: [BlendPath: PixelImage] = [:]
        for path in BlendPath.available.reversed() {
            try BlendPath.with(path) {
                #expect(BlendPath.current == path)
                TextCache.shared.removeAll()
                // A translucent colour, so the text's coverage and the emoji's opacity both blend.
                let (image, _) = try Self.render(Self.chatLine, color: RGBA(red: 20, green: 40, blue: 200, alpha: 180))
                frames[path] = image
            }
        }
        let reference = try #require(frames[.scalar])
        for (width, image) in frames { #expect(image == reference, "path of width \(width) differs from scalar") }
    }

    @Test("Emoji the subset lacks are reported as missing, by code, as other characters are")
    func outsideTheSubsetIsMissing() throws {
        let (_, messages) = try Self.render("Unicorn 🦄 ok")
        #expect(messages.contains { $0.contains("U+1F984") }, "\(messages)")
    }

    @Test("Emoji sit on the line: the line box keeps the text's height; an emoji advances as HarfBuzz says")
    func advancesFromHarfBuzz() throws {
        let measurer = SDLTextMeasurer.shared(scale: 1)
        let style = TextStyle(size: 20)
        let plain = measurer.layout("Ok", style: style, maxWidth: nil, lineLimit: nil)
        let thumbs = measurer.layout("Ok👍", style: style, maxWidth: nil, lineLimit: nil)
        #expect(thumbs.lineHeight == plain.lineHeight)
        // Noto Color Emoji advances 2550 units of 2048 per em: 24.9 → 25 pixels at 20.
        let advance = (thumbs.lines[0].width - plain.lines[0].width)
        #expect(advance == 25, "\(advance)")
        // A ZWJ family is one glyph, as wide as one emoji.
        let family = measurer.layout("👨‍👩‍👧", style: style, maxWidth: nil, lineLimit: nil)
        #expect(family.lines[0].width == 25)
    }

    @Test("The scaling filter: a flat colour stays flat, sizes round, equal inputs give equal bytes")
    func scalingFilter() {
        let flat = ColorImage(width: 136, height: 128, pixels: .init(repeating: 0xFF33_6699, count: 136 * 128))
        for (w, h) in [(25, 23), (17, 16), (200, 188), (1, 1)] {
            let scaled = flat.scaled(width: w, height: h)
            #expect(scaled.width == w && scaled.height == h)
            #expect(scaled.pixels.allSatisfy { $0 == 0xFF33_6699 })
        }
        // A half-covered 2×1 image made one pixel: the mean, rounded half up.
        let half = ColorImage(width: 2, height: 1, pixels: [0xFF00_00FF, 0x0000_0000]).scaled(width: 1, height: 1)
        #expect(half.pixels == [0x8000_0080])
        var state: UInt64 = 0x9E37_79B9
        let noise = ColorImage(
            width: 40, height: 30,
            pixels: (0 ..< 1200).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1
                let a = UInt32(state >> 56)
                let c = a == 0 ? 0 : UInt32((state >> 32) & 0xFF) % (a + 1)
                return (a << 24) | (c << 16) | (c << 8) | c
            })
        let once = noise.scaled(width: 13, height: 11)
        #expect(once == noise.scaled(width: 13, height: 11))
        // Premultiplied stays premultiplied.
        #expect(once.pixels.allSatisfy { ($0 >> 16) & 0xFF <= $0 >> 24 && $0 & 0xFF <= $0 >> 24 })
    }
}
