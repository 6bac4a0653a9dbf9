/// The text each placed caption was set with, by node index: what a layout hands to
/// painting, dumps and the accessibility export.
///
/// Contract: answers as a `[Int32: TextLayout]` would — `subscript` (get, set, set
/// nil to remove), `count`, iteration over `(key:value:)` pairs, `[:]` — and iterates
/// in ascending node order. Keys are kept sorted: placing visits captions in
/// ascending node order (a tree numbers its nodes depth first, and placing goes
/// depth first), so storing a key above the last one is an append, with no hashing;
/// any other key is found by binary search (a caption placed again, a popover's
/// captions). Measured (`build-layout.feed.1k` under callgrind): storing the feed's
/// 2,001 texts cost 365 K instructions in a dictionary.
@usableFromInline
package struct PlacedTexts: Sendable, Equatable, ExpressibleByDictionaryLiteral, Sequence {
    /// The node indices, ascending.
    @usableFromInline package internal(set) var keys: [Int32] = []
    /// The text of each key in `keys`, at the same position.
    @usableFromInline package internal(set) var values: [TextLayout] = []

    @inlinable package init() {}

    /// The pairs given, a later one replacing an earlier one of the same key.
    @inlinable
    package init(dictionaryLiteral elements: (Int32, TextLayout)...) {
        for (key, value) in elements { self[key] = value }
    }

    /// The number of texts.
    @inlinable package var count: Int { keys.count }
    /// Whether there are none.
    @inlinable package var isEmpty: Bool { keys.isEmpty }

    /// Makes room for `minimumCapacity` texts without growing again.
    @inlinable
    package mutating func reserveCapacity(_ minimumCapacity: Int) {
        keys.reserveCapacity(minimumCapacity)
        values.reserveCapacity(minimumCapacity)
    }

    /// The text of node `key`, or nil; set nil to remove it.
    @inlinable
    package subscript(key: Int32) -> TextLayout? {
        get {
            let (position, found) = search(key)
            return found ? values[position] : nil
        }
        set {
            if let newValue {
                if let last = keys.last, key <= last {
                    let (position, found) = search(key)
                    if found {
                        values[position] = newValue
                    } else {
                        keys.insert(key, at: position)
                        values.insert(newValue, at: position)
                    }
                } else {
                    keys.append(key)
                    values.append(newValue)
                }
            } else {
                let (position, found) = search(key)
                guard found else { return }
                keys.remove(at: position)
                values.remove(at: position)
            }
        }
    }

    /// Where `key` is in `keys` (found), or where it would go to keep them sorted.
    @inlinable
    func search(_ key: Int32) -> (position: Int, found: Bool) {
        keys.withUnsafeBufferPointer { keys in
            var low = 0
            var high = keys.count
            while low < high {
                let middle = (low &+ high) >> 1
                if keys[middle] < key { low = middle &+ 1 } else { high = middle }
            }
            return (low, low < keys.count && keys[low] == key)
        }
    }

    /// Iterates the pairs in ascending node order.
    @usableFromInline
    package struct Iterator: IteratorProtocol {
        @usableFromInline let texts: PlacedTexts
        @usableFromInline var position = 0

        @inlinable init(_ texts: PlacedTexts) { self.texts = texts }

        @inlinable
        package mutating func next() -> (key: Int32, value: TextLayout)? {
            guard position < texts.keys.count else { return nil }
            defer { position += 1 }
            return (texts.keys[position], texts.values[position])
        }
    }

    @inlinable package func makeIterator() -> Iterator { Iterator(self) }

    @inlinable package var underestimatedCount: Int { keys.count }
}
