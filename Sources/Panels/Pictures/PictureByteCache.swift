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
    /// An entry's key and value; its size and place in the recency list are in `links`.
    private struct Slot {
        var key: Key
        var value: Value
    }

    /// A slot's size and its neighbours in the recency list (-1: none). Kept apart from
    /// the slots, in an array of plain numbers: a hit moves its entry to the front by
    /// writing these, without copying keys and values out of their optional slots and
    /// back (which retained and released each).
    private struct Link {
        var bytes: Int
        var older: Int
        var newer: Int
    }

    private var slots: [Slot?] = []
    private var links: [Link] = []
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
            at = links[at].older
        }
        return keys
    }

    /// The value for `key` (a hit: it becomes the most recently used), or nil (a miss).
    package mutating func value(for key: Key) -> Value? {
        guard let at = index[key] else {
            misses += 1
            return nil
        }
        hits += 1
        // (The newest entry is where it would move to.)
        if at != newest {
            unlink(at)
            link(at)
        }
        // Only the value is read out of the slot (the key stays where it is).
        return slots[at]?.value
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
        let slot = Slot(key: key, value: value)
        let entry = Link(bytes: bytes, older: -1, newer: -1)
        let at: Int
        if let reused = free.popLast() {
            slots[reused] = slot
            links[reused] = entry
            at = reused
        } else {
            slots.append(slot)
            links.append(entry)
            at = slots.count - 1
        }
        index[key] = at
        link(at)
        self.bytes += bytes
        return true
    }

    /// Removes `key` (not counted as an eviction).
    package mutating func remove(_ key: Key) {
        guard let at = index.removeValue(forKey: key), slots[at] != nil else { return }
        unlink(at)
        bytes -= links[at].bytes
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
        links.removeAll()
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
        links[at].older = newest
        links[at].newer = -1
        if newest >= 0 { links[newest].newer = at }
        newest = at
        if oldest < 0 { oldest = at }
    }

    private mutating func unlink(_ at: Int) {
        let entry = links[at]
        if entry.older >= 0 { links[entry.older].newer = entry.newer } else { oldest = entry.newer }
        if entry.newer >= 0 { links[entry.newer].older = entry.older } else { newest = entry.older }
    }
}
