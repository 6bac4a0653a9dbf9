/// A tree's node records (`NodeRecord`) in one buffer of plain bytes, shared by the
/// tree's copies and copied before one of them changes a record.
///
/// Contract: a value semantics collection of `NodeRecord`, indices checked; the
/// buffer comes from a `NodeBuilder`, which appends to it with no copy-on-write
/// check per node, and returns to `BufferRecycler` when the last copy goes (the next
/// tree of a similar size reuses its memory, no fresh pages).
struct NodeRecords: RandomAccessCollection, Sendable {
    private final class Storage: @unchecked Sendable {
        // Changed only through a uniquely referenced `NodeRecords`.
        var buffer: PodBuffer<NodeRecord>

        init(_ buffer: PodBuffer<NodeRecord>) { self.buffer = buffer }

        deinit { buffer.free() }
    }

    private var storage: Storage

    init() { storage = Storage(PodBuffer()) }

    /// Records that take `buffer` over (freed with the last copy).
    init(adopting buffer: PodBuffer<NodeRecord>) { storage = Storage(buffer) }

    var startIndex: Int { 0 }
    var endIndex: Int { storage.buffer.count }

    /// The bytes the records' buffer holds (its capacity, not its count).
    var heldBytes: Int { storage.buffer.heldBytes }

    subscript(index: Int) -> NodeRecord {
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

    /// The buffer, for a builder to append to; these records are left empty. Moved
    /// when no other copy shares it, else copied.
    mutating func takeBuffer() -> PodBuffer<NodeRecord> {
        makeUnique()
        let buffer = storage.buffer
        storage.buffer = PodBuffer()
        return buffer
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.buffer.copy()) }
    }
}
