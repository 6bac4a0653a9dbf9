import CPanelsBlend
import Panels

/// A block of premultiplied ARGB pixels (`0xAARRGGBB` per `UInt32`), rows top to
/// bottom without padding: the surface Panels' own rasterizer draws on.
///
/// Contract: created zeroed (transparent black); owned by one `Canvas` at a time;
/// never shared across threads while drawing.
package final class PixelBuffer {
    package let width: Int
    package let height: Int
    package let pixels: UnsafeMutablePointer<UInt32>

    package init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        let count = max(1, self.width * self.height)
        pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        pixels.initialize(repeating: 0, count: count)
    }

    deinit {
        pixels.deallocate()
    }

    /// One premultiplied ARGB word as straight RGBA (R in the lowest byte), alpha
    /// kept, each channel un-premultiplied exactly: min(255, (c * 255 + a / 2) / a).
    @inline(__always)
    package static func straight(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        if a == 255 { return (p >> 16) & 0xFF | p & 0xFF00 | (p & 0xFF) << 16 | p & 0xFF00_0000 }
        var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0
        if a != 0 {
            r = min(255, (((p >> 16) & 0xFF) * 255 + a / 2) / a)
            g = min(255, (((p >> 8) & 0xFF) * 255 + a / 2) / a)
            b = min(255, ((p & 0xFF) * 255 + a / 2) / a)
        }
        return r | g << 8 | b << 16 | a << 24
    }

    /// The pixels as straight-alpha RGBA bytes (what `PixelImage` holds).
    package func straightRGBA() -> [UInt8] {
        let count = width * height
        let pixels = self.pixels
        return [UInt8](unsafeUninitializedCapacity: count * 4) { out, initialized in
            out.baseAddress!.withMemoryRebound(to: UInt32.self, capacity: count) { words in
                // Whole groups of 8 or 16 pixels in CPanelsBlend's wide loop (one
                // shuffle; un-premultiplying only groups with a translucent pixel).
                let done = panels_straight_rgba(pixels, words, count)
                for i in done ..< count { words[i] = PixelBuffer.straight(pixels[i]).littleEndian }
            }
            initialized = count * 4
        }
    }
}
