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
        let id = StableHash.name(of: panel.id)
        builder.resolve(panel.content, at: StableHash.of(id), explicitID: id)
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
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01B3
        }
        return h
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
