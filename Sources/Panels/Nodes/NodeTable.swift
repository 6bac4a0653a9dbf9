/// A map from node index to a value: what the resolver attaches to some of a tree's
/// nodes (explicit ids, accessibility facts, transitions).
///
/// Contract: answers as a `[Int32: Value]` would — `subscript`, `updateValue(_:forKey:)`,
/// `count`, iteration over `(key:value:)` pairs — but iterates in the order keys were
/// first stored (a dictionary's order changes from run to run), and finds a key
/// without hashing it through `Hasher` (a multiplicative hash of the index and linear
/// probing: a node index is already a well-spread small integer). Removing a key keeps
/// the others' order. Any `Int32` is a valid key; node indices are 0 or more.
/// Measured (`build-layout.feed.1k` under callgrind): the 1,000-card feed's 4,000
/// facts, ids and transitions cost 0.79 M instructions stored in dictionaries, 0.61 M
/// here.
@usableFromInline
package struct NodeTable<Value> {
    /// The keys, in the order they were first stored.
    @usableFromInline var storedKeys: [Int32] = []
    /// The value of each key in `storedKeys`, at the same position.
    @usableFromInline var storedValues: [Value] = []
    /// Open-addressing slots (a power of two, at most half full): the position in
    /// `storedKeys` plus one, or 0 for an empty slot. Empty until the first key.
    @usableFromInline var slots: [Int32] = []
    /// 64 minus the number of bits a slot's position takes (`home(of:shift:)`).
    @usableFromInline var shift: UInt64 = 64

    @inlinable package init() {}

    /// The number of keys.
    @inlinable package var count: Int { storedKeys.count }
    /// Whether there are no keys.
    @inlinable package var isEmpty: Bool { storedKeys.isEmpty }
    /// How many keys fit before the slots grow.
    @inlinable package var capacity: Int { slots.count / 2 }
    /// The keys, in the order they were first stored.
    @inlinable package var keys: [Int32] { storedKeys }
    /// The values, in their keys' order.
    @inlinable package var values: [Value] { storedValues }

    /// Makes room for `minimumCapacity` keys without growing again.
    @inlinable
    package mutating func reserveCapacity(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity else { return }
        storedKeys.reserveCapacity(minimumCapacity)
        storedValues.reserveCapacity(minimumCapacity)
        rebuildSlots(count: Self.slotCount(for: minimumCapacity))
    }

    /// The value of `key`, or nil; set nil to remove the key.
    @inlinable
    package subscript(key: Int32) -> Value? {
        get {
            let position = position(of: key)
            return position < 0 ? nil : storedValues[position]
        }
        set {
            if let newValue {
                _ = updateValue(consume newValue, forKey: key)
            } else {
                removeValue(forKey: key)
            }
        }
    }

    /// Stores `value` for `key`; returns the value it replaced, or nil when the key
    /// was new (it then comes last in the order). The value is moved in (taken
    /// `consuming`: a borrowed one was copied into the table, a retain and a release
    /// for the reference-counted values most nodes get).
    @inlinable
    @discardableResult
    package mutating func updateValue(_ value: consuming Value, forKey key: Int32) -> Value? {
        if storedKeys.count >= slots.count / 2 { rebuildSlots(count: Self.slotCount(for: storedKeys.count + 1)) }
        let found = slots.withUnsafeMutableBufferPointer { slots in
            storedKeys.withUnsafeBufferPointer { keys in
                // The key's position, or where an empty slot for it is (negative).
                let mask = slots.count - 1
                var slot = Self.home(of: key, shift: shift)
                while true {
                    let entry = Int(slots[slot])
                    if entry == 0 {
                        slots[slot] = Int32(keys.count + 1)
                        return -1
                    }
                    if keys[entry - 1] == key { return entry - 1 }
                    slot = (slot + 1) & mask
                }
            }
        }
        if found < 0 {
            storedKeys.append(key)
            storedValues.append(consume value)
            return nil
        }
        swap(&value, &storedValues[found])
        return value
    }

    /// Removes `key`; returns its value, or nil when it was not there.
    @inlinable
    @discardableResult
    package mutating func removeValue(forKey key: Int32) -> Value? {
        let position = position(of: key)
        guard position >= 0 else { return nil }
        storedKeys.remove(at: position)
        let value = storedValues.remove(at: position)
        // Rare (nothing removes during a resolve): the slots are made again.
        rebuildSlots(count: slots.count)
        return value
    }

    /// The position of `key` in `storedKeys`, or -1.
    @inlinable
    func position(of key: Int32) -> Int {
        slots.withUnsafeBufferPointer { slots in
            storedKeys.withUnsafeBufferPointer { keys in
                guard !slots.isEmpty else { return -1 }
                let mask = slots.count - 1
                var slot = Self.home(of: key, shift: shift)
                while true {
                    let entry = Int(slots[slot])
                    if entry == 0 { return -1 }
                    if keys[entry - 1] == key { return entry - 1 }
                    slot = (slot + 1) & mask
                }
            }
        }
    }

    /// The first slot to look at for `key` (Fibonacci hashing: the product's top bits, as
    /// many as the slots need, spread neighboring indices across them).
    @inlinable
    static func home(of key: Int32, shift: UInt64) -> Int {
        let product = UInt64(UInt32(bitPattern: key)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: product &>> shift)
    }

    /// Slots for `keys` keys at most half full (at least 8).
    @inlinable
    static func slotCount(for keys: Int) -> Int {
        var count = 8
        while count < keys * 2 { count *= 2 }
        return count
    }

    /// Makes `count` empty slots and puts every key back.
    @inlinable
    mutating func rebuildSlots(count: Int) {
        slots = [Int32](repeating: 0, count: count)
        shift = UInt64(64 - count.trailingZeroBitCount)
        let mask = count - 1
        for (position, key) in storedKeys.enumerated() {
            var slot = Self.home(of: key, shift: shift)
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(position + 1)
        }
    }
}

extension NodeTable: Sequence {
    /// Walks the keys and their values in the order the keys were first stored.
    @usableFromInline
    package struct Iterator: IteratorProtocol {
        @usableFromInline let keys: [Int32]
        @usableFromInline let values: [Value]
        @usableFromInline var position = 0

        @inlinable init(keys: [Int32], values: [Value]) {
            self.keys = keys
            self.values = values
        }

        @inlinable
        package mutating func next() -> (key: Int32, value: Value)? {
            guard position < keys.count else { return nil }
            defer { position += 1 }
            return (keys[position], values[position])
        }
    }

    @inlinable
    package func makeIterator() -> Iterator { Iterator(keys: storedKeys, values: storedValues) }

    @inlinable package var underestimatedCount: Int { storedKeys.count }
}

extension NodeTable: Equatable where Value: Equatable {
    /// Equal when they hold the same keys with equal values, in any order.
    @inlinable
    package static func == (lhs: NodeTable, rhs: NodeTable) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (key, value) in lhs {
            guard let other = rhs[key], other == value else { return false }
        }
        return true
    }
}

extension NodeTable: Sendable where Value: Sendable {}

extension NodeTable: CustomStringConvertible {
    /// The pairs as a dictionary literal, in key order.
    @usableFromInline package var description: String {
        let pairs = zip(storedKeys, storedValues).sorted { $0.0 < $1.0 }
        return pairs.isEmpty ? "[:]" : "[" + pairs.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "]"
    }
}
