import CZlib
import Foundation
import Panels

/// Checks every chunk of a PNG file before SDL2_image reads it: each chunk's length
/// lies within the file and its CRC matches (zlib's `crc32`). libpng prints a damaged
/// chunk's error to stderr in its own words ("IHDR: CRC error") and SDL2_image then says
/// only "Error reading the PNG file"; this names the chunk and the file in ours.
///
/// Contract: files that are not PNG pass unchecked; the walk stops at `IEND`; reading is
/// linear in the file's size (the file is within the picture's pixel budget already).
enum PNGChunkCheck {
    /// Why the PNG at `path` is damaged, or nil when every chunk checks out (or the file
    /// is not a PNG).
    static func problem(in path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return problem(in: [UInt8](data))
    }

    static func problem(in bytes: [UInt8]) -> String? {
        func name(at: Int) -> String {
            let type = bytes[at + 4 ..< at + 8]
            let printable = type.allSatisfy { ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) }
            return printable ? String(decoding: type, as: UTF8.self) : "a chunk at byte \(at)"
        }
        var damage: String?
        let end = PNGChunks.walk(bytes) { type, at, length in
            let expected = PNGChunks.word(bytes, at + 8 + length)
            let actual = bytes.withUnsafeBufferPointer { buffer in
                UInt32(crc32(0, buffer.baseAddress! + at + 4, UInt32(4 + length)))
            }
            guard actual == expected else {
                damage = "the PNG is damaged: the checksum of its \(name(at: at)) chunk does not match (CRC error)"
                return false
            }
            return type != "IEND"
        }
        switch end {
        case .notPNG: return nil
        case .stopped: return damage
        case .overrun(let at): return "the PNG is damaged: \(name(at: at)) runs past the end of the file"
        case .ended: return "the PNG is damaged: it ends before its IEND chunk"
        }
    }
}
