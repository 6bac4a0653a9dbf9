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
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8, Array(bytes[0 ..< 8]) == signature else { return nil }
        var at = 8
        func word(_ i: Int) -> UInt32 {
            UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
        }
        while at + 12 <= bytes.count {
            let length = Int(word(at))
            let type = String(decoding: bytes[at + 4 ..< at + 8], as: UTF8.self)
            let printable = bytes[at + 4 ..< at + 8].allSatisfy { ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) }
            let name = printable ? type : "a chunk at byte \(at)"
            guard length <= bytes.count - at - 12 else {
                return "the PNG is damaged: \(name) runs past the end of the file"
            }
            let expected = word(at + 8 + length)
            let actual = bytes.withUnsafeBufferPointer { buffer in
                UInt32(crc32(0, buffer.baseAddress! + at + 4, UInt32(4 + length)))
            }
            guard actual == expected else {
                return "the PNG is damaged: the checksum of its \(name) chunk does not match (CRC error)"
            }
            at += 12 + length
            if type == "IEND" { return nil }
        }
        return "the PNG is damaged: it ends before its IEND chunk"
    }
}
