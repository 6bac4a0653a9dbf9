/// One resolved node: its kind, where it sits in the tree, and its identity.
///
/// Nodes live in a `NodeTree` arena and refer to each other by index. `identity` is
/// a hash of the node's structural position in the DSL (plus explicit ids), stable
/// across re-resolves of the same structure. A tree stores its nodes as plain records
/// (the kinds that hold text, pictures or effects beside them); a `Node` is made as
/// it is read from `NodeTree.nodes`, so changing one changes no tree.
@usableFromInline package struct Node: Sendable {
    @usableFromInline package var kind: NodeKind
    /// Index of the parent node, or -1 for the root.
    @usableFromInline package var parent: Int32
    /// First index of this node's children in `NodeTree.childIndices`.
    @usableFromInline package var childStart: Int32
    /// Number of children.
    @usableFromInline package var childCount: Int32
    /// Stable structural identity.
    @usableFromInline package var identity: Identity
    /// Direction in force for this node's placement of its children.
    @usableFromInline package var direction: LayoutDirection
}

/// A stable identity: a 64-bit hash of the structural path to a node.
@usableFromInline package struct Identity: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline package var rawValue: UInt64

    @usableFromInline package init(rawValue: UInt64) { self.rawValue = rawValue }

    static let root = Identity(rawValue: 0xcbf2_9ce4_8422_2325)

    /// This identity extended by one path component (FNV-1a style mixing, then a
    /// final avalanche so nearby components spread).
    func appending(_ component: UInt64) -> Identity {
        var h = rawValue ^ component
        h = h &* 0x0000_0100_0000_01B3
        h ^= h >> 29
        h = h &* 0xBF58_476D_1CE4_E5B9
        h ^= h >> 32
        return Identity(rawValue: h)
    }

    /// Eight hex digits: enough to tell nodes apart in a dump.
    @usableFromInline package var description: String {
        let s = String(rawValue & 0xFFFF_FFFF, radix: 16)
        return String(repeating: "0", count: 8 - s.count) + s
    }
}
