/// A small block of premultiplied ARGB pixels (`0xAARRGGBB`, rows top down, no
/// padding) held by value: a colour glyph (an emoji) at the size it is drawn.
///
/// Contract: `pixels.count == width * height`; no channel above its alpha.
package struct ColorImage: Sendable, Equatable {
    package var width: Int
    package var height: Int
    package var pixels: [UInt32]

    package init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height, "ColorImage: size and pixels differ")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    package static let empty = ColorImage(width: 0, height: 0, pixels: [])

    /// This image resized to `width` × `height` by area averaging (a box filter): each
    /// new pixel is the mean of the source area it covers, weighted by how much of each
    /// source pixel falls inside, per premultiplied channel. Integer arithmetic only,
    /// in a fixed order, rounded half up: the same bytes on every machine and CPU path.
    /// Works for growing too (then it blends the one to four source pixels a new pixel
    /// overlaps). An empty image or size gives `.empty`.
    package func scaled(width w: Int, height h: Int) -> ColorImage {
        guard width > 0, height > 0, w > 0, h > 0 else { return .empty }
        if w == width && h == height { return self }
        // Along one axis, source pixel s spans [s·n, (s+1)·n) and new pixel d spans
        // [d·N, (d+1)·N) in units of 1/(n·N) of the whole length (N source, n new
        // pixels): the overlap is the weight, and every new pixel's weights add to N.
        func weights(source: Int, target: Int) -> [[(index: Int, weight: Int)]] {
            (0 ..< target).map { d in
                let lo = d * source, hi = (d + 1) * source
                var result: [(Int, Int)] = []
                var s = lo / target
                while s * target < hi && s < source {
                    let overlap = min(hi, (s + 1) * target) - max(lo, s * target)
                    if overlap > 0 { result.append((s, overlap)) }
                    s += 1
                }
                return result
            }
        }
        let across = weights(source: width, target: w)
        let down = weights(source: height, target: h)
        // Horizontal pass: per source row and new column, each channel's weighted sum
        // (at most 255 · width).
        var rows = [UInt64](repeating: 0, count: height * w * 4)
        for y in 0 ..< height {
            for x in 0 ..< w {
                var b: UInt64 = 0, g: UInt64 = 0, r: UInt64 = 0, a: UInt64 = 0
                for (s, weight) in across[x] {
                    let p = pixels[y * width + s]
                    let k = UInt64(weight)
                    b += UInt64(p & 0xFF) * k
                    g += UInt64((p >> 8) & 0xFF) * k
                    r += UInt64((p >> 16) & 0xFF) * k
                    a += UInt64(p >> 24) * k
                }
                let o = (y * w + x) * 4
                rows[o] = b
                rows[o + 1] = g
                rows[o + 2] = r
                rows[o + 3] = a
            }
        }
        // Vertical pass, then divide by the whole weight (width · height), rounding.
        let total = UInt64(width) * UInt64(height)
        var out = [UInt32](repeating: 0, count: w * h)
        for y in 0 ..< h {
            for x in 0 ..< w {
                var sums: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
                for (s, weight) in down[y] {
                    let o = (s * w + x) * 4
                    let k = UInt64(weight)
                    sums.0 += rows[o] * k
                    sums.1 += rows[o + 1] * k
                    sums.2 += rows[o + 2] * k
                    sums.3 += rows[o + 3] * k
                }
                func channel(_ v: UInt64) -> UInt32 { UInt32(min(255, (v + total / 2) / total)) }
                let a = channel(sums.3)
                // Rounding each channel separately keeps them at or below alpha
                // (every sum is), so the result stays premultiplied.
                out[y * w + x] =
                    (a << 24) | (min(a, channel(sums.2)) << 16) | (min(a, channel(sums.1)) << 8)
                    | min(a, channel(sums.0))
            }
        }
        return ColorImage(width: w, height: h, pixels: out)
    }

    /// The image mirrored left to right.
    package func mirrored() -> ColorImage {
        var out = pixels
        for y in 0 ..< height {
            for x in 0 ..< width { out[y * width + x] = pixels[y * width + width - 1 - x] }
        }
        return ColorImage(width: width, height: height, pixels: out)
    }
}

/// A colour glyph placed on a line of text: its image (already at the size drawn) and
/// its top-left in pixels from the line's mask's top-left.
package struct ColorGlyph: Sendable, Equatable {
    package var image: ColorImage
    package var x: Int
    package var y: Int

    package init(image: ColorImage, x: Int, y: Int) {
        self.image = image
        self.x = x
        self.y = y
    }
}
