import Foundation
import Panels
import PanelsSDL
import PanelsSamples
import Testing

/// The snapshot PNG encoder: what it writes decodes (through SDL_image, as references
/// are read) to exactly the same pixels.
@Suite("PNG encoder", .serialized)
struct PNGEncoderTests {
    @Test func anOpaqueFrameRoundTripsAsRGB() throws {
        let image = try OffscreenRenderer.render(SampleScene(), size: Size(width: 200, height: 60), scale: 2)
        let png = try PNGEncoder.encode(image)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(png[25] == 2, "color type RGB for an opaque frame")
        let decoded = try PNGCodec.decode(png, name: "badge.png")
        #expect(decoded.difference(from: image) == nil)
        // Deterministic, and smaller than the raw pixels by far.
        #expect(try PNGEncoder.encode(image) == png)
        #expect(png.count < image.bytes.count / 10)
    }

    @Test func transparencyRoundTripsAsRGBA() throws {
        let badge = Swatch(RGBA(hex: 0x0A84FF), cornerRadius: 6).frame(width: 24, height: 24).padding(12)
        let image = try OffscreenRenderer.render(
            badge, size: Size(width: 200, height: 60), scale: 1, background: .clear)
        let png = try PNGEncoder.encode(image)
        #expect(png[25] == 6, "color type RGBA when some pixel is not opaque")
        let decoded = try PNGCodec.decode(png, name: "clear.png")
        #expect(decoded.difference(from: image) == nil)
    }

    @Test func everyFilterRoundTrips() throws {
        // Noise, gradients and flat areas make every row filter win somewhere.
        var state: UInt32 = 12345
        var bytes: [UInt8] = []
        let width = 37, height = 23
        for y in 0 ..< height {
            for x in 0 ..< width {
                state = state &* 1_103_515_245 &+ 12345
                let noise = UInt8(truncatingIfNeeded: state >> 16)
                switch y % 4 {
                case 0: bytes += [noise, noise &+ 1, noise &+ 2, noise]
                case 1: bytes += [UInt8(x * 6), UInt8(y * 9), 128, 255]
                case 2: bytes += [10, 20, 30, 40]
                default: bytes += [UInt8(x * 3 + y), UInt8(x &* 7), noise, UInt8(200 + x % 50)]
                }
            }
        }
        let image = PixelImage(width: width, height: height, bytes: bytes)
        for level: Int32 in [1, 6, 9] {
            let decoded = try PNGCodec.decode(try PNGEncoder.encode(image, level: level), name: "noise.png")
            #expect(decoded.difference(from: image) == nil, "level \(level)")
        }
    }

    @Test func anEmptyImageIsAnError() {
        #expect {
            try PNGEncoder.encode(PixelImage(width: 0, height: 3, bytes: []))
        } throws: { error in
            "\(error)".contains("0×3")
        }
    }
}
