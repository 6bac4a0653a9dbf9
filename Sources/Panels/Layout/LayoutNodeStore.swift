/// A tree's compiled nodes (`LayoutNode`, one per node, in arena order) in one buffer
/// of plain bytes, shared by the tree's copies and copied before one of them changes
/// a node. It is where the tree keeps each node's children's range, and its kind when
/// its record does not
/// (`NodeRecord.richSlot` -1: the definition reads it back, `kind(compiled:)`), and,
/// while the tree is as the resolver made it, what its sessions lay out
/// (`CompiledLayout.Nodes` shares the storage).
///
/// Contract: a value semantics collection of `LayoutNode`, indices checked; a
/// node's children's range (`childStart`, `childCount`) is the tree's, and its op,
/// flags, alignments and the parameter numbers a rigid size never takes are what
/// compiling its kind wrote (a session never writes here: it copies before
/// changing a node). The buffer comes from a `NodeBuilder` and returns to
/// `BufferRecycler` when the last owner goes.
struct LayoutNodeStore: Sendable {
    /// The buffer, freed with the last reference (a tree's copies, a compiled layout).
    final class Storage: @unchecked Sendable {
        // Changed only through a uniquely referenced `LayoutNodeStore`; read in place
        // by the sessions of a compiled layout that holds it.
        var buffer: PodBuffer<LayoutNode>

        init(_ buffer: PodBuffer<LayoutNode>) { self.buffer = buffer }

        deinit { buffer.free() }
    }

    private(set) var storage: Storage

    init() { storage = Storage(PodBuffer()) }

    /// Nodes that take `buffer` over (freed with the last owner).
    init(adopting buffer: PodBuffer<LayoutNode>) { storage = Storage(buffer) }

    var count: Int { storage.buffer.count }

    /// The bytes the buffer holds (its capacity, not its count).
    var heldBytes: Int { storage.buffer.heldBytes }

    subscript(index: Int) -> LayoutNode {
        get {
            precondition(index >= 0 && index < storage.buffer.count, "no node \(index)")
            return storage.buffer.base[index]
        }
        set {
            precondition(index >= 0 && index < storage.buffer.count, "no node \(index)")
            makeUnique()
            storage.buffer.base[index] = newValue
        }
    }

    /// The buffer, for a builder to append to; this store is left empty. Moved when
    /// no other owner shares it, else copied.
    mutating func takeBuffer() -> PodBuffer<LayoutNode> {
        makeUnique()
        let buffer = storage.buffer
        storage.buffer = PodBuffer()
        return buffer
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.buffer.copy()) }
    }
}
