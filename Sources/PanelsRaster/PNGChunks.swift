/// Walks the chunks of a PNG file's bytes: the one reading of the chunk layout (length,
/// type, data, CRC) that the encoder's text reader and the decoder's damage check share.
///
/// Contract: a chunk is visited only when it lies wholly within the bytes; the walk
/// stops at the first chunk that runs past them, or when the visitor returns false.
/// Linear in the bytes; never reads outside them.
package enum PNGChunks {
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// How a walk ended.
    package enum End: Equatable {
        /// The bytes do not start with the PNG signature.
        case notPNG
        /// The visitor returned false.
        case stopped
        /// The chunk at this offset runs past the end of the bytes.
        case overrun(at: Int)
        /// The bytes ran out between chunks.
        case ended
    }

    /// Calls `visit(type, offset, length)` for each whole chunk, in order (`offset` is
    /// where the chunk's length field starts; its data starts 8 bytes later).
    @discardableResult
    package static func walk(_ bytes: [UInt8], _ visit: (_ type: String, _ at: Int, _ length: Int) -> Bool) -> End {
        guard bytes.count >= 8, bytes[0 ..< 8].elementsEqual(signature) else { return .notPNG }
        var at = 8
        while at + 12 <= bytes.count {
            let length = Int(word(bytes, at))
            guard length <= bytes.count - at - 12 else { return .overrun(at: at) }
            guard visit(String(decoding: bytes[at + 4 ..< at + 8], as: UTF8.self), at, length) else { return .stopped }
            at += 12 + length
        }
        return .ended
    }

    /// The big-endian 32-bit word at `i`.
    package static func word(_ bytes: [UInt8], _ i: Int) -> UInt32 {
        UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
    }
}
