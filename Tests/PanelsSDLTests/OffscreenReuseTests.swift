import Foundation
import Panels
import PanelsSDL
import Testing

/// Offscreen renders reuse their pixel buffers between frames of the same size; what a
/// frame shows must never depend on what was rendered before it.
@Suite("Offscreen buffer reuse")
struct OffscreenReuseTests {
    @Test func aListWithoutAClearStartsFromTransparentPixels() throws {
        let cleared = DisplayList(
            pixelWidth: 40, pixelHeight: 30, scale: 1,
            commands: [
                .clear(RGBA(hex: 0xFF0000)), .fill(Rect(x: 0, y: 0, width: 40, height: 30), .black, cornerRadius: 0),
            ])
        let partial = DisplayList(
            pixelWidth: 40, pixelHeight: 30, scale: 1,
            commands: [.fill(Rect(x: 10, y: 10, width: 5, height: 5), RGBA(hex: 0x00FF00), cornerRadius: 0)])
        for _ in 0 ..< 3 {
            _ = try OffscreenRenderer.render(cleared)
            let image = try OffscreenRenderer.render(partial)
            #expect(image.pixel(x: 0, y: 0) == RGBA(red: 0, green: 0, blue: 0, alpha: 0))
            #expect(image.pixel(x: 39, y: 29) == RGBA(red: 0, green: 0, blue: 0, alpha: 0))
            #expect(image.pixel(x: 12, y: 12) == RGBA(hex: 0x00FF00))
        }
    }

    @Test func repeatedRendersAreByteIdentical() throws {
        let list = DisplayList(
            pixelWidth: 64, pixelHeight: 48, scale: 1,
            commands: [
                .clear(.white),
                .fill(Rect(x: 3.5, y: 4.25, width: 30, height: 20), RGBA(hex: 0x336699, opacity: 0.5), cornerRadius: 6),
            ])
        let first = try OffscreenRenderer.render(list)
        for _ in 0 ..< 4 { #expect(try OffscreenRenderer.render(list) == first) }
    }
}
