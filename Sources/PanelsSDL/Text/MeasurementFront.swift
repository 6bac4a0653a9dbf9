import Panels
import PanelsRaster

/// Each thread's own recent answers of one `SDLTextMeasurer`: text this thread set
/// before is found again with no lock and no write to memory other threads read, so
/// layouts on several threads measure cached captions without meeting.
///
/// Contract: `layout(for:fingerprint:)` returns only a layout this thread stored with
/// `keep` for an equal key (the fingerprint picks a bucket of four slots; the whole
/// key is compared). A key may push another out of a full bucket (in turn). A
/// thread's table starts at 256 slots and doubles (up to 16,384) once a quarter of
/// its slots hold answers or keys have pushed others out as many times as half its slots, so
/// a screen's captions fit.
/// Answers live as long as the thread or the measurer, whichever ends first; they
/// need no invalidation, because a key names everything its layout depends on
/// (fonts included). Safe to use from any thread.
final class MeasurementFront: @unchecked Sendable {
    typealias Key = SDLTextMeasurer.CacheKey

    static let firstSlots = 256
    static let maxSlots = 16_384

    private let id = ThreadLocalTables.nextID()

    /// One thread's slots, in buckets of `Slots.ways` (fingerprint 0: empty). Only
    /// its thread touches it.
    final class Slots {
        struct Slot {
            var fingerprint: UInt64
            var key: Key
            var layout: TextLayout
        }

        static let ways = 4
        @exclusivity(unchecked) private(set) var count: Int
        @exclusivity(unchecked) private var slots: UnsafeMutablePointer<Slot>
        /// Keys that pushed another out since the table last grew, and the way the
        /// next one pushes out.
        @exclusivity(unchecked) private var evictions = 0
        @exclusivity(unchecked) private var turn = 0
        /// Slots holding an answer.
        @exclusivity(unchecked) private var filled = 0

        init(count: Int) {
            self.count = count
            slots = .allocate(capacity: count)
            slots.initialize(repeating: Slot.empty, count: count)
        }

        deinit {
            slots.deinitialize(count: count)
            slots.deallocate()
        }

        private func bucket(_ fingerprint: UInt64) -> UnsafeMutablePointer<Slot> {
            slots + (Int(truncatingIfNeeded: fingerprint) & (count / Self.ways - 1)) * Self.ways
        }

        func layout(for key: Key, fingerprint: UInt64) -> TextLayout? {
            let bucket = bucket(fingerprint)
            for way in 0 ..< Self.ways where bucket[way].fingerprint == fingerprint && bucket[way].key == key {
                return bucket[way].layout
            }
            return nil
        }

        /// As `layout(for:fingerprint:)`, for the key of these parts, compared in place.
        @inline(__always)
        func layout(
            bytes: UnsafeRawBufferPointer, digest: UInt64, fingerprint: UInt64, style: TextStyle, maxWidth: Double,
            lineLimit: Int, truncation: TruncationMode, fonts: Int
        ) -> TextLayout? {
            let bucket = bucket(fingerprint)
            for way in 0 ..< Self.ways where bucket[way].fingerprint == fingerprint {
                let slot = bucket + way
                let found = withUnsafeMutablePointer(to: &slot.pointee.key) { key in
                    Key.matches(
                        key, bytes: bytes, digest: digest, style: style, maxWidth: maxWidth, lineLimit: lineLimit,
                        truncation: truncation, fonts: fonts)
                }
                if found { return slot.pointee.layout }
            }
            return nil
        }

        /// Keeps `slot`; true when the table should grow.
        func keep(_ slot: Slot) -> Bool {
            let bucket = bucket(slot.fingerprint)
            var way = 0
            while way < Self.ways && bucket[way].fingerprint != 0 && bucket[way].fingerprint != slot.fingerprint {
                way += 1
            }
            if way == Self.ways {
                way = turn
                turn = (turn + 1) % Self.ways
                evictions += 1
            } else if bucket[way].fingerprint == 0 {
                filled += 1
            }
            bucket[way] = slot
            // A quarter full (one answer a bucket on average), a few buckets already
            // overflow and push answers out in turn on every pass over a screen (a
            // feed of 2,000 captions in 4,096 slots missed about 100 a pass): grow
            // then, too.
            return (evictions > count / 2 || filled > count / 4) && count < MeasurementFront.maxSlots
        }

        /// Doubles the table, keeping every answer it holds.
        func grow() {
            let old = slots
            let oldCount = count
            count *= 2
            slots = .allocate(capacity: count)
            slots.initialize(repeating: Slot.empty, count: count)
            evictions = 0
            filled = 0
            for i in 0 ..< oldCount where old[i].fingerprint != 0 { _ = keep(old[i]) }
            old.deinitialize(count: oldCount)
            old.deallocate()
        }
    }

    /// What this thread kept for `key`, if anything.
    func layout(for key: Key, fingerprint: UInt64) -> TextLayout? {
        guard let store = ThreadLocalTables.current().store(for: id) else { return nil }
        return unsafeDowncast(store, to: Slots.self).layout(for: key, fingerprint: fingerprint)
    }

    /// What this thread kept for the key of these parts (`bytes`: the text's UTF-8,
    /// `digest` their `TextKey.digest`, `fingerprint` the key's), if anything: as
    /// `layout(for:fingerprint:)`, with no key built.
    func layout(
        bytes: UnsafeRawBufferPointer, digest: UInt64, fingerprint: UInt64, style: TextStyle, maxWidth: Double,
        lineLimit: Int, truncation: TruncationMode, fonts: Int
    ) -> TextLayout? {
        // No reference counted: the thread keeps its table, and the table its store,
        // while this looks (nothing here adds a store).
        ThreadLocalTables.unretainedCurrent()._withUnsafeGuaranteedRef { table in
            guard let store = table.unretainedStore(for: id) else { return nil }
            return store._withUnsafeGuaranteedRef { store in
                unsafeDowncast(store, to: Slots.self).layout(
                    bytes: bytes, digest: digest, fingerprint: fingerprint, style: style, maxWidth: maxWidth,
                    lineLimit: lineLimit, truncation: truncation, fonts: fonts)
            }
        }
    }

    /// Keeps `layout` for `key` on this thread.
    func keep(_ layout: TextLayout, for key: Key, fingerprint: UInt64) {
        let threadTable = ThreadLocalTables.current()
        let table: Slots
        if let store = threadTable.store(for: id) {
            table = unsafeDowncast(store, to: Slots.self)
        } else {
            table = Slots(count: Self.firstSlots)
            threadTable.add(id: id, owner: self, store: table)
        }
        // The thread's own copy of the arrays: threads returning one shared answer
        // would count references on one buffer from every core.
        var own = layout
        own.lines = layout.lines.withUnsafeBufferPointer { Array($0) }
        if !layout.missingCharacters.isEmpty {
            own.missingCharacters = layout.missingCharacters.withUnsafeBufferPointer { Array($0) }
        }
        if table.keep(Slots.Slot(fingerprint: fingerprint, key: key, layout: own)) { table.grow() }
    }

    /// The number of slots this thread's table has (0 before its first `keep`).
    func slotCount() -> Int {
        guard let store = ThreadLocalTables.current().store(for: id) else { return 0 }
        return unsafeDowncast(store, to: Slots.self).count
    }
}

extension MeasurementFront.Slots.Slot {
    static let empty = Self(
        fingerprint: 0,
        key: SDLTextMeasurer.CacheKey(
            text: TextKey(""), style: TextStyle(), maxWidth: 0, lineLimit: 0, truncation: .tail, fonts: 0),
        layout: TextLayout(lines: [], lineHeight: 0, ascent: 0))
}
