/// A panel with an explicit identity. Made by `.id(_:)`.
///
/// The id becomes part of the identity of every node beneath: a new id gives them
/// new identities (a fresh start for animations and caches), and dumps show it.
public struct _Identified<Content: Panel, ID: Hashable>: PrimitivePanel {
    /// The explicit id given to `.id(_:)`; it becomes part of the identity of every node beneath.
    public var id: ID
    @usableFromInline package var content: Content

    @inlinable
    public static func _resolve(_ panel: _Identified, into builder: inout NodeBuilder) {
        let (id, hash) = StableHash.named(panel.id)
        builder.resolve(panel.content, at: hash, explicitID: id)
    }
}

extension Panel {
    /// Gives this panel an explicit identity.
    public consuming func id<ID: Hashable>(_ id: ID) -> _Identified<Self, ID> {
        _Identified(id: id, content: self)
    }
}

/// A hash that is the same on every run (Swift's `Hasher` is seeded per process).
@usableFromInline
enum StableHash {
    @usableFromInline
    static func of(_ text: String) -> UInt64 {
        // Over the text's UTF-8 in place (a small string's on the stack): the same
        // bytes as `text.utf8` gives, without its iterator's per-byte checks.
        var text = text
        return text.withUTF8 { of($0) }
    }

    /// The hash of UTF-8 bytes (FNV-1a, 64 bits).
    @inline(__always)
    static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01B3
        }
        return h
    }

    /// An id's name (`name(of:)`) and its hash (`of(_:)`) together. An integer id is
    /// written in decimal into a buffer and hashed there, then made a string from it
    /// (`String(number)` built the text through its generic description and the hash
    /// read it back): `Each` names and hashes every element's id on every resolve.
    @inlinable
    static func named<ID>(_ id: ID) -> (name: String, hash: UInt64) {
        if let number = id as? Int { return named(number) }
        if let number = id as? Int64 { return named(Int(number)) }
        if let number = id as? Int32 { return named(Int(number)) }
        let text = name(of: id)
        return (text, of(text))
    }

    /// `(String(number), of(String(number)))`, written directly: the digits go straight
    /// into the string's own storage and are hashed there. (Made with
    /// `String(decoding:as:)` from a buffer, the text was checked as UTF-8 again, about
    /// 140 of this call's 250 instructions; a string of at most 15 ASCII bytes, every id
    /// but the longest, is made without that check.)
    @usableFromInline
    static func named(_ number: Int) -> (name: String, hash: UInt64) {
        // At most 19 digits and a sign.
        var length = number < 0 ? 1 : 0
        var rest = number.magnitude
        repeat {
            length += 1
            rest /= 10
        } while rest != 0
        var hash: UInt64 = 0
        let text = String(unsafeUninitializedCapacity: length) { buffer in
            // (Through the base pointer: the buffer holds `length` bytes at least.)
            let bytes = buffer.baseAddress!
            var magnitude = number.magnitude
            var at = length
            repeat {
                at &-= 1
                let quotient = magnitude / 10
                bytes[at] = 0x30 &+ UInt8(truncatingIfNeeded: magnitude &- quotient &* 10)
                magnitude = quotient
            } while magnitude != 0
            if number < 0 { bytes[0] = 0x2D }  // "-"
            hash = of(UnsafeBufferPointer(start: bytes, count: length))
            return length
        }
        return (text, hash)
    }

    /// An id as text, exactly as `String(describing:)` writes it, without the
    /// dynamic casts it makes for the common id types (strings and integers): ids are
    /// named once per element on every resolve.
    @inlinable
    static func name<ID>(of id: ID) -> String {
        if let text = id as? String { return text }
        if let number = id as? Int { return String(number) }
        if let number = id as? Int64 { return String(number) }
        if let number = id as? Int32 { return String(number) }
        if let number = id as? UInt64 { return String(number) }
        if let number = id as? UInt32 { return String(number) }
        if let number = id as? UInt { return String(number) }
        return String(describing: id)
    }
}
