import Panels

/// A block of premultiplied ARGB pixels (`0xAARRGGBB` per `UInt32`), rows top to
/// bottom without padding: the surface Panels' own rasterizer draws on.
///
/// Contract: created zeroed (transparent black); owned by one `Canvas` at a time;
/// never shared across threads while drawing.
final class PixelBuffer {
    let width: Int
    let height: Int
    let pixels: UnsafeMutablePointer<UInt32>

    init(width: Int, height: Int) {
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
    func straightRGBA() -> [UInt8] {
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

/// Pixel arithmetic on premultiplied ARGB words: exact division by 255 with
/// rounding, two channels per multiply. Deterministic on every machine.
enum PixelMath {
    /// `color` (straight alpha) as a premultiplied ARGB word.
    @inline(__always)
    static func premultiplied(_ color: RGBA) -> UInt32 {
        let a = UInt32(color.alpha)
        let r = div255(UInt32(color.red) * a), g = div255(UInt32(color.green) * a), b = div255(UInt32(color.blue) * a)
        return a << 24 | r << 16 | g << 8 | b
    }

    @inline(__always)
    static func div255(_ v: UInt32) -> UInt32 {
        let t = v &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// Every channel of `p` multiplied by `c`/255.
    @inline(__always)
    static func scale(_ p: UInt32, _ c: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* c &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((p >> 8) & 0x00FF_00FF) &* c &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Premultiplied `s` over `d`.
    @inline(__always)
    static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        s &+ scale(d, 255 &- (s >> 24))
    }
}
