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

    /// The pixels as straight-alpha RGBA bytes (what `PixelImage` holds).
    package func straightRGBA() -> [UInt8] {
        let count = width * height
        var bytes = [UInt8](repeating: 0, count: count * 4)
        bytes.withUnsafeMutableBufferPointer { out in
            for i in 0 ..< count {
                let p = pixels[i]
                let a = p >> 24
                var r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                if a != 255 && a != 0 {
                    // Exact, deterministic un-premultiply (rounded).
                    r = min(255, (r * 255 + a / 2) / a)
                    g = min(255, (g * 255 + a / 2) / a)
                    b = min(255, (b * 255 + a / 2) / a)
                } else if a == 0 {
                    r = 0; g = 0; b = 0
                }
                out[i * 4] = UInt8(r)
                out[i * 4 + 1] = UInt8(g)
                out[i * 4 + 2] = UInt8(b)
                out[i * 4 + 3] = UInt8(a)
            }
        }
        return bytes
    }
}
