/// A least-recently-used cache bounded by bytes: what `PictureStore` keeps decoded
/// pictures in.
///
/// Contract: `bytes` never exceeds `budget`: inserting evicts the least recently used
/// entries until the new one fits, and an entry larger than the whole budget is refused
/// (`insert` returns false) without evicting anything. `value(for:)` counts a hit and
/// makes the entry the most recently used, or counts a miss. `setBudget` evicts down
/// to the new budget at once. Every eviction is counted. O(1) per operation (a
/// dictionary and a doubly linked list in arrays). Not thread-safe: its owner locks.
package struct PictureByteCache<Key: Hashable, Value> {
    private struct Slot {
        var key: Key
        var value: Value
        var bytes: Int
        var older: Int
        var newer: Int
    }

    private var slots: [Slot?] = []
    private var free: [Int] = []
    private var index: [Key: Int] = [:]
    /// Most and least recently used slots (-1: none).
    private var newest = -1
    private var oldest = -1

    /// The most bytes the entries may hold together (at least 0).
    package private(set) var budget: Int
    /// Bytes the entries hold together.
    package private(set) var bytes = 0
    package private(set) var hits = 0
    package private(set) var misses = 0
    package private(set) var evictions = 0

    package init(budget: Int) {
        self.budget = max(0, budget)
    }

    /// Entries held.
    package var count: Int { index.count }

    /// The keys from most to least recently used (for tests).
    package var keysByRecency: [Key] {
        var keys: [Key] = []
        var at = newest
        while at >= 0, let slot = slots[at] {
            keys.append(slot.key)
            at = slot.older
        }
        return keys
    }

    /// The value for `key` (a hit: it becomes the most recently used), or nil (a miss).
    package mutating func value(for key: Key) -> Value? {
        guard let at = index[key], let slot = slots[at] else {
            misses += 1
            return nil
        }
        hits += 1
        // (The newest entry is where it would move to.)
        if at != newest {
            unlink(at)
            link(at)
        }
        return slot.value
    }

    /// Whether `key` is held, without counting or reordering.
    package func contains(_ key: Key) -> Bool { index[key] != nil }

    /// Keeps `value` (of `bytes` bytes) as the most recently used entry, evicting the
    /// least recently used ones until it fits; false (nothing changed) when `bytes`
    /// alone is over the budget. A key already held is replaced.
    @discardableResult
    package mutating func insert(_ value: Value, bytes: Int, for key: Key) -> Bool {
        let bytes = max(0, bytes)
        guard bytes <= budget else { return false }
        remove(key)
        while self.bytes + bytes > budget, oldest >= 0 { evictOldest() }
        let slot = Slot(key: key, value: value, bytes: bytes, older: -1, newer: -1)
        let at: Int
        if let reused = free.popLast() {
            slots[reused] = slot
            at = reused
        } else {
            slots.append(slot)
            at = slots.count - 1
        }
        index[key] = at
        link(at)
        self.bytes += bytes
        return true
    }

    /// Removes `key` (not counted as an eviction).
    package mutating func remove(_ key: Key) {
        guard let at = index.removeValue(forKey: key), let slot = slots[at] else { return }
        unlink(at)
        bytes -= slot.bytes
        slots[at] = nil
        free.append(at)
    }

    /// Sets the budget (negative: 0), evicting down to it.
    package mutating func setBudget(_ newBudget: Int) {
        budget = max(0, newBudget)
        while bytes > budget, oldest >= 0 { evictOldest() }
    }

    /// Drops every entry (not counted as evictions).
    package mutating func removeAll() {
        slots.removeAll()
        free.removeAll()
        index.removeAll()
        newest = -1
        oldest = -1
        bytes = 0
    }

    private mutating func evictOldest() {
        guard oldest >= 0, let slot = slots[oldest] else { return }
        remove(slot.key)
        evictions += 1
    }

    /// Makes slot `at` the newest.
    private mutating func link(_ at: Int) {
        slots[at]!.older = newest
        slots[at]!.newer = -1
        if newest >= 0 { slots[newest]!.newer = at }
        newest = at
        if oldest < 0 { oldest = at }
    }

    private mutating func unlink(_ at: Int) {
        let slot = slots[at]!
        if slot.older >= 0 { slots[slot.older]!.newer = slot.newer } else { oldest = slot.newer }
        if slot.newer >= 0 { slots[slot.newer]!.older = slot.older } else { newest = slot.older }
    }
}
