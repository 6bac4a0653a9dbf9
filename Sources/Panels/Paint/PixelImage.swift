/// A rendered frame as plain pixels: 8-bit RGBA, straight alpha, rows top to bottom,
/// no padding between rows.
///
/// Backend-neutral so comparisons (tests, snapshot diffs) need no SDL.
public struct PixelImage: Sendable, Equatable {
    /// Pixels per row (0 or more).
    public let width: Int
    /// Number of rows (0 or more).
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A per pixel.
    public var bytes: [UInt8]

    /// An image of `width` × `height` pixels; `bytes` must hold exactly `width * height * 4`
    /// bytes (stops the program otherwise).
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(
            width >= 0 && height >= 0 && bytes.count == width * height * 4,
            "PixelImage needs width*height*4 bytes")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// The color at column `x`, row `y` (both from 0, top-left origin).
    public func pixel(x: Int, y: Int) -> RGBA {
        let i = (y * width + x) * 4
        return RGBA(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2], alpha: bytes[i + 3])
    }
}

extension PixelImage: CustomStringConvertible {
    /// Short: size and a checksum, never the bytes (failure messages stay readable).
    public var description: String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01B3
        }
        return "PixelImage \(width)x\(height) fnv:\(String(h, radix: 16))"
    }

    /// How this image differs from `other`: nil when equal, otherwise the count of
    /// differing pixels, the first one and its two colors.
    package func difference(from other: PixelImage) -> String? {
        guard width == other.width, height == other.height else {
            return "sizes differ: \(width)x\(height) vs \(other.width)x\(other.height)"
        }
        if bytes == other.bytes { return nil }
        var count = 0
        var first: (Int, Int)?
        for y in 0 ..< height {
            for x in 0 ..< width where pixel(x: x, y: y) != other.pixel(x: x, y: y) {
                count += 1
                if first == nil { first = (x, y) }
            }
        }
        guard let (x, y) = first else { return nil }
        return
            "\(count) of \(width * height) pixels differ; first at (\(x), \(y)): \(pixel(x: x, y: y)) vs \(other.pixel(x: x, y: y))"
    }
}
