/// A growable buffer of trivial values (no references) for layout's per-node
/// arrays: unchecked indexing, no copy-on-write.
///
/// Contract: the owner calls `free()` exactly once; `T` must be a trivial type;
/// memory comes from and returns to `BufferRecycler`;
/// indices must be below `count` (checked in debug builds only).
@usableFromInline
struct PodBuffer<T> {
    @usableFromInline var base: UnsafeMutablePointer<T>
    @usableFromInline var count: Int
    var capacity: Int

    init(count: Int, repeating value: T) {
        capacity = max(count, 1)
        base = PodBuffer.allocate(capacity)
        base.initialize(repeating: value, count: capacity)
        self.count = count
    }

    /// `count` values left unset (no zero-fill): only for buffers whose every slot is
    /// written before it is read (the measure caches: `cacheFill` says which slots
    /// hold answers).
    init(uninitializedCount count: Int) {
        capacity = max(count, 1)
        base = PodBuffer.allocate(capacity)
        self.count = count
    }

    /// A buffer holding a copy of `values`.
    init(copying values: [T]) {
        self.init(uninitializedCount: values.count)
        values.withUnsafeBufferPointer { source in
            if let first = source.baseAddress { base.initialize(from: first, count: source.count) }
        }
    }

    /// An empty buffer holding no memory (`free()` is then a no-op; the first
    /// `append` or `reserve` allocates).
    init() {
        base = UnsafeMutablePointer(bitPattern: MemoryLayout<T>.alignment)!
        count = 0
        capacity = 0
    }

    /// A view of `values`' memory, owned elsewhere: never freed (`free()` is a no-op, as
    /// for an empty buffer, since it has no capacity of its own) and only read; it must
    /// be copied (`copy()`) before it is grown or written.
    init(viewing values: UnsafeBufferPointer<T>) {
        base = UnsafeMutablePointer(mutating: values.baseAddress) ?? PodBuffer().base
        count = values.count
        capacity = 0
    }

    /// A buffer of its own holding the same `count` values.
    func copy() -> PodBuffer {
        var copy = PodBuffer(uninitializedCount: count)
        copy.base.update(from: base, count: count)
        copy.count = count
        return copy
    }

    /// The bytes this buffer's block holds (its capacity in values times their
    /// stride, rounded up to the recycler's size class; 0 for an empty buffer or a
    /// view, which own no memory).
    var heldBytes: Int {
        capacity == 0 ? 0 : BufferRecycler.sizeClass(capacity * MemoryLayout<T>.stride)
    }

    /// Memory for `capacity` values, from the `BufferRecycler`.
    private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<T> {
        BufferRecycler.take(capacity * MemoryLayout<T>.stride).bindMemory(to: T.self, capacity: capacity)
    }

    @inlinable
    subscript(index: Int) -> T {
        @inline(__always) get {
            assert(index >= 0 && index < count)
            return base[index]
        }
        @inline(__always) nonmutating set {
            assert(index >= 0 && index < count)
            base[index] = newValue
        }
    }

    @inlinable
    subscript(index: Int32) -> T {
        @inline(__always) get { self[Int(index)] }
        @inline(__always) nonmutating set { self[Int(index)] = newValue }
    }

    /// Room for `wanted` values without moving (a capacity only). The memory it
    /// outgrows goes back to the system, not to the recycler: a buffer grown by
    /// doubling would leave the recycler holding as much again as the buffer.
    mutating func reserve(_ wanted: Int) {
        guard wanted > capacity else { return }
        let newBase = PodBuffer.allocate(wanted)
        newBase.moveInitialize(from: base, count: count)
        if capacity > 0 { base.deallocate() }
        base = newBase
        capacity = wanted
    }

    /// Adds `value` at the end (doubling the capacity when full).
    @inline(__always)
    mutating func append(_ value: T) {
        if count == capacity { reserve(max(capacity * 2, 16)) }
        (base + count).initialize(to: value)
        count += 1
    }

    /// Adds a value at the end, set to `value`, and returns where it is (for the
    /// caller to finish it in place).
    @inline(__always)
    mutating func appendInPlace(_ value: T) -> UnsafeMutablePointer<T> {
        if count == capacity { reserve(max(capacity * 2, 16)) }
        let slot = base + count
        slot.initialize(to: value)
        count += 1
        return slot
    }

    /// Adds `values` at the end (growing as `append(_:)` does).
    mutating func append(contentsOf values: UnsafeBufferPointer<T>) {
        let needed = count + values.count
        if needed > capacity { reserve(max(capacity * 2, needed, 16)) }
        if let source = values.baseAddress { (base + count).initialize(from: source, count: values.count) }
        count = needed
    }

    /// Grows to `newCount` elements, new ones set to `value`.
    mutating func grow(to newCount: Int, with value: T) {
        guard newCount > count else { return }
        if newCount > capacity {
            let newCapacity = max(newCount, capacity * 2)
            let newBase = PodBuffer.allocate(newCapacity)
            newBase.moveInitialize(from: base, count: capacity)
            newBase.advanced(by: capacity).initialize(repeating: value, count: newCapacity - capacity)
            free()
            base = newBase
            capacity = newCapacity
        }
        (base + count).update(repeating: value, count: newCount - count)
        count = newCount
    }

    /// Gives the memory back to the system (not to the recycler): for a buffer of a
    /// size no one asks for next.
    func freeToSystem() {
        guard capacity > 0 else { return }
        base.deallocate()
    }

    /// Gives the memory back (to the recycler, for the next session).
    func free() {
        guard capacity > 0 else { return }
        BufferRecycler.give(UnsafeMutableRawPointer(base), capacity * MemoryLayout<T>.stride)
    }
}
