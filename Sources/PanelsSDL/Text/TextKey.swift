#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A string as a cache key by its UTF-8 bytes: equal when the bytes are equal, hashed
/// from the bytes in one call.
///
/// Contract: `String`'s own `Hashable` compares and hashes canonically equivalent
/// strings as equal, which normalizes every string to NFC while hashing (most of a
/// cache hit's cost for a 40-character caption). Text caches key on the exact bytes
/// instead: two canonically equivalent spellings are separate entries (each measured
/// or drawn as itself), never a wrong answer.
struct TextKey: Hashable, Sendable {
    let text: String

    init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
    }

    static func == (a: TextKey, b: TextKey) -> Bool {
        guard a.text.utf8.count == b.text.utf8.count else { return false }
        let compared: Bool?? = a.text.utf8.withContiguousStorageIfAvailable { x in
            b.text.utf8.withContiguousStorageIfAvailable { y in
                x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0
            }
        }
        if let compared, let compared { return compared }
        return a.text.utf8.elementsEqual(b.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
        if done == nil { for byte in text.utf8 { hasher.combine(byte) } }
        hasher.combine(text.utf8.count)
    }
}
