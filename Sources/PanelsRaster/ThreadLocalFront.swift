import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small per-thread map in front of a shared, locked cache: a value a thread has
/// already fetched is found again with no lock and no write to memory other threads
/// read (the shared cache's lock and recency stamps stay off the hit path).
///
/// Contract: `value(for:)` returns only what this thread stored with `keep(_:for:)`
/// since the last `invalidate()` (from any thread), so callers keep a value here only
/// after they have it from the shared cache, and call `invalidate()` wherever they
/// empty the shared cache. A thread keeps at most `limit` entries per front (it starts
/// over when full). Values live as long as the thread or the front, whichever ends
/// first. Safe to use from any thread.
package final class ThreadLocalFront<Key: Hashable, Value>: @unchecked Sendable {
    private let id = ThreadLocalTables.nextID()
    private let limit: Int
    private let generation = Atomic<UInt64>(0)

    package init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// What this thread kept for `key`, if anything.
    package func value(for key: Key) -> Value? {
        store().values[key]
    }

    /// Keeps `value` for `key` on this thread.
    package func keep(_ value: Value, for key: Key) {
        let store = store()
        if store.values.count >= limit { store.values.removeAll(keepingCapacity: true) }
        store.values[key] = value
    }

    /// Forgets what every thread kept (each notices at its next use).
    package func invalidate() {
        generation.add(1, ordering: .sequentiallyConsistent)
    }

    private final class Store {
        var values: [Key: Value] = [:]
        var generation: UInt64
        init(generation: UInt64) { self.generation = generation }
    }

    private func store() -> Store {
        let table = ThreadLocalTables.current()
        let now = generation.load(ordering: .sequentiallyConsistent)
        if let entry = table.store(for: id) {
            let store = unsafeDowncast(entry, to: Store.self)
            if store.generation != now {
                store.values.removeAll()
                store.generation = now
            }
            return store
        }
        let store = Store(generation: now)
        table.add(id: id, owner: self, store: store)
        return store
    }
}

/// Each thread's stores of per-thread caches (`ThreadLocalFront`, the text
/// measurer's front), by the id each cache took from `nextID()`; released when the
/// thread ends. Stores of caches that no longer exist are dropped when another is
/// added. The store used last is found without a lookup.
package enum ThreadLocalTables {
    package final class Table {
        struct Entry {
            weak var owner: AnyObject?
            let store: AnyObject
        }
        var stores: [UInt64: Entry] = [:]
        /// The two stores found last and their ids (ids start at 1): a frame's
        /// layout and raster alternate between the text measurer's and the glyph
        /// cache's.
        private var lastID: UInt64 = 0
        private var lastStore: AnyObject?
        private var previousID: UInt64 = 0
        private var previousStore: AnyObject?

        /// The store kept for `id` on this thread, if any.
        package func store(for id: UInt64) -> AnyObject? {
            if id == lastID { return lastStore }
            if id == previousID {
                swap(&lastID, &previousID)
                swap(&lastStore, &previousStore)
                return lastStore
            }
            guard let entry = stores[id] else { return nil }
            remember(id, entry.store)
            return entry.store
        }

        /// `store(for:)` with no reference counted: valid while this thread does not
        /// add a store (`add` may drop stores whose cache is gone). The last store is
        /// read here rather than through `store(for:)`, whose strong result the
        /// compiler retains and releases (the text measurer's 2,001 lookups a feed:
        /// 0.13 M instructions).
        @inline(__always)
        package func unretainedStore(for id: UInt64) -> Unmanaged<AnyObject>? {
            if id == lastID, let lastStore { return Unmanaged.passUnretained(lastStore) }
            return store(for: id).map { Unmanaged.passUnretained($0) }
        }

        package func add(id: UInt64, owner: AnyObject, store: AnyObject) {
            stores = stores.filter { $0.value.owner != nil }
            // Not kept alive here either once their cache is gone.
            if stores[lastID] == nil { (lastID, lastStore) = (0, nil) }
            if stores[previousID] == nil { (previousID, previousStore) = (0, nil) }
            stores[id] = Entry(owner: owner, store: store)
            remember(id, store)
        }

        private func remember(_ id: UInt64, _ store: AnyObject) {
            previousID = lastID
            previousStore = lastStore
            lastID = id
            lastStore = store
        }
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<Table>.fromOpaque(pointer).release()
        }
        precondition(created == 0, "pthread_key_create failed (\(created))")
        return key
    }()

    private static let ids = Atomic<UInt64>(0)

    package static func nextID() -> UInt64 {
        ids.add(1, ordering: .relaxed).newValue
    }

    /// This thread's table with no reference counted (the thread keeps it until it
    /// ends): for a lookup on the hot path, `_withUnsafeGuaranteedRef`.
    @inline(__always)
    package static func unretainedCurrent() -> Unmanaged<Table> {
        if let pointer = pthread_getspecific(key) { return Unmanaged<Table>.fromOpaque(pointer) }
        return Unmanaged.passUnretained(current())
    }

    /// This thread's table.
    package static func current() -> Table {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Table>.fromOpaque(pointer).takeUnretainedValue()
        }
        let table = Table()
        pthread_setspecific(key, Unmanaged.passRetained(table).toOpaque())
        return table
    }
}
