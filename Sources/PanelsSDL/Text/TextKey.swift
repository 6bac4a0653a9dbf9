#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A string as a cache key by its UTF-8 bytes: equal when the bytes are equal, hashed
/// through a 64-bit digest of the bytes computed once when the key is made.
///
/// Contract: `String`'s own `Hashable` compares and hashes canonically equivalent
/// strings as equal, which normalizes every string to NFC while hashing (most of a
/// cache hit's cost for a 40-character caption). Text caches key on the exact bytes
/// instead: two canonically equivalent spellings are separate entries (each measured
/// or drawn as itself), never a wrong answer. `hash(into:)` feeds only the digest (one
/// word, where hashing the bytes through `Hasher` cost about 400 instructions for a
/// 40-byte caption); keys with equal digests are still compared byte for byte, so a
/// digest collision costs a comparison, never a wrong hit.
struct TextKey: Hashable, Sendable {
    let text: String
    /// `TextKey.digest(of:)` of the bytes.
    let digest: UInt64

    init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
        digest = text.utf8.withContiguousStorageIfAvailable { TextKey.digest(of: UnsafeRawBufferPointer($0)) } ?? 0
    }

    static func == (a: TextKey, b: TextKey) -> Bool {
        guard a.digest == b.digest, a.text.utf8.count == b.text.utf8.count else { return false }
        let compared: Bool?? = a.text.utf8.withContiguousStorageIfAvailable { x in
            b.text.utf8.withContiguousStorageIfAvailable { y in
                x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0
            }
        }
        if let compared, let compared { return compared }
        return a.text.utf8.elementsEqual(b.text.utf8)
    }

    /// Whether this key's text is `bytes` (UTF-8, whose `digest(of:)` is `digest`).
    @inline(__always)
    func matches(_ bytes: UnsafeRawBufferPointer, digest: UInt64) -> Bool {
        guard self.digest == digest, text.utf8.count == bytes.count else { return false }
        guard bytes.count > 0 else { return true }
        let same: Bool? = text.utf8.withContiguousStorageIfAvailable { mine in
            memcmp(mine.baseAddress!, bytes.baseAddress!, bytes.count) == 0
        }
        return same ?? text.utf8.elementsEqual(bytes)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    /// A 64-bit digest of `bytes`: eight bytes at a time, each word multiplied into the
    /// state and folded, the length mixed in, then a final avalanche. Deterministic
    /// (no per-process seed: `Hasher` seeds what it makes of the digest).
    static func digest(of bytes: UnsafeRawBufferPointer) -> UInt64 {
        let count = bytes.count
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: count)
        var i = 0
        while i + 8 <= count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self))
            h = (h ^ word) &* 0xBF58_476D_1CE4_E5B9
            h ^= h >> 31
            i += 8
        }
        if i < count {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while i < count {
                tail |= UInt64(bytes[i]) << shift
                shift += 8
                i += 1
            }
            h = (h ^ tail) &* 0x94D0_49BB_1331_11EB
            h ^= h >> 29
        }
        h = (h ^ (h >> 32)) &* 0xD6E8_FEB8_6659_FD93
        return h ^ (h >> 32)
    }
}
