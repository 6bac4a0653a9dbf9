/// A rendered frame as plain pixels: 8-bit RGBA, straight alpha, rows top to bottom,
/// no padding between rows.
///
/// Backend-neutral so comparisons (tests, snapshot diffs) need no SDL.
public struct PixelImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A per pixel.
    public var bytes: [UInt8]

    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(width >= 0 && height >= 0 && bytes.count == width * height * 4,
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
