/// Plain values (`NodeRecord`, `LayoutNode`) in one buffer of bytes, shared by copies
/// and copied before one of them changes an element: the tree's records
/// (`NodeRecords`) and compiled nodes (`LayoutNodeStore`).
///
/// Contract: a value semantics collection, indices checked. The buffer comes from a
/// `NodeBuilder`, which appends to it with no copy-on-write check per element
/// (`init(adopting:)`, `takeBuffer()`), and returns to `BufferRecycler` when the last
/// owner goes (the next tree of a similar size reuses its memory, no fresh pages).
struct SharedPodBuffer<Element>: RandomAccessCollection, Sendable {
    /// The buffer, freed with the last reference (a tree's copies; a compiled layout
    /// holds a tree's compiled nodes' storage to read them in place).
    final class Storage: @unchecked Sendable {
        // Changed only through a uniquely referenced `SharedPodBuffer`.
        var buffer: PodBuffer<Element>

        init(_ buffer: PodBuffer<Element>) { self.buffer = buffer }

        deinit { buffer.free() }
    }

    private(set) var storage: Storage

    init() { storage = Storage(PodBuffer()) }

    /// Elements that take `buffer` over (freed with the last owner).
    init(adopting buffer: PodBuffer<Element>) { storage = Storage(buffer) }

    var startIndex: Int { 0 }
    var endIndex: Int { storage.buffer.count }

    /// The bytes the buffer holds (its capacity, not its count).
    var heldBytes: Int { storage.buffer.heldBytes }

    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < storage.buffer.count, "no element \(index)")
            return storage.buffer.base[index]
        }
        set {
            precondition(index >= 0 && index < storage.buffer.count, "no element \(index)")
            makeUnique()
            storage.buffer.base[index] = newValue
        }
    }

    /// The buffer, for a builder to append to; this value is left empty. Moved when
    /// no other owner shares it, else copied.
    mutating func takeBuffer() -> PodBuffer<Element> {
        makeUnique()
        let buffer = storage.buffer
        storage.buffer = PodBuffer()
        return buffer
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.buffer.copy()) }
    }
}
