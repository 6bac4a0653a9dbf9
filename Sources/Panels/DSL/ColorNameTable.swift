import Foundation

/// The color names given to `Swatch(_:)`, interned: a swatch holds a number, not a
/// `String`, so `Swatch` stays a plain value that copies without reference counting
/// (a grid of swatches built every frame copied and released a name per cell).
///
/// Contract: `intern` gives the same number for equal names, on any thread; `name`
/// gives back the name of a number `intern` returned. 0 is "no name". Each distinct
/// name is kept for the life of the process, like a selector: names are an app's
/// color set names (a few kilobytes); a color computed at run time is an `RGBA`.
/// Measured: a million distinct 25-character names cost 139 MB; the same names
/// again cost nothing.
enum ColorNameTable {
    // Guarded by `lock` (an `NSLock`, which ThreadSanitizer sees; see `CompiledLayout`),
    // so unchecked for exclusivity at run time: each access checked cost about 100
    // instructions (`swift_beginAccess`, `swift_endAccess`), more than the lookup.
    @exclusivity(unchecked) nonisolated(unsafe) private static var numbers: [String: UInt32] = [:]
    /// How many numbers are given (0 included), guarded by `lock`.
    @exclusivity(unchecked) nonisolated(unsafe) private static var given = 1
    private static let lock = NSLock()

    /// A name and its built-in colors (`builtInColors(named:)`), kept by number.
    struct Entry {
        let name: String
        let builtIn: BuiltIn
    }

    /// The entries, in chunks of `chunkSize` that are made once and never move or
    /// change: `name` and `builtIn` read an entry with no lock (a frame reads one per
    /// named swatch and foreground). An entry is written, under `lock`, before its
    /// number is returned; whoever holds a number got it through `intern` (the lock)
    /// or from a thread that did, so the entry's write happens before the read.
    /// The chunk table is reserved zeroed (pages become resident as chunks are made).
    private static let chunkBits = 10
    private static let chunkSize = 1 << chunkBits
    /// Room for 4,096 chunks: 4.2 M names (about 580 MB of names at the cost measured
    /// above; the table of chunks is 32 KB).
    static let capacity = 4_096 << chunkBits
    nonisolated(unsafe) private static let chunks: UnsafeMutablePointer<UnsafeMutablePointer<Entry>?> = {
        let table = UnsafeMutablePointer<UnsafeMutablePointer<Entry>?>.allocate(capacity: capacity >> chunkBits)
        table.initialize(repeating: nil, count: capacity >> chunkBits)
        let first = UnsafeMutablePointer<Entry>.allocate(capacity: chunkSize)
        first.initialize(to: Entry(name: "", builtIn: BuiltIn()))
        table[0] = first
        return table
    }()

    /// The entry of `number` (one `intern` returned).
    @inline(__always)
    private static func entry(_ number: UInt32) -> UnsafeMutablePointer<Entry> {
        chunks[Int(number) >> chunkBits].unsafelyUnwrapped + (Int(number) & (chunkSize - 1))
    }

    /// What the built-in colors (the semantic palette, else the iOS system colors)
    /// give a name in each appearance and contrast: fixed tables, so worked out once,
    /// when the name is interned. Nil where neither has the name.
    struct BuiltIn: Equatable {
        var light: RGBA?
        var dark: RGBA?
        var highContrastLight: RGBA?
        var highContrastDark: RGBA?

        /// The color for `appearance` and `contrast`, or nil.
        func color(_ appearance: Appearance, _ contrast: Contrast) -> RGBA? {
            switch (appearance, contrast) {
            case (.light, .standard): light
            case (.dark, .standard): dark
            case (.light, .high): highContrastLight
            case (.dark, .high): highContrastDark
            }
        }
    }

    /// The built-in colors of `name`, looked up by name (the slow path `BuiltIn` keeps).
    static func builtInColors(named name: String) -> BuiltIn {
        func color(_ appearance: Appearance, _ contrast: Contrast) -> RGBA? {
            SemanticPalette.color(named: name, appearance: appearance, contrast: contrast)
                ?? SystemColors.color(named: name, appearance: appearance, contrast: contrast)
        }
        return BuiltIn(
            light: color(.light, .standard), dark: color(.dark, .standard), highContrastLight: color(.light, .high),
            highContrastDark: color(.dark, .high))
    }

    /// The last names `intern` answered and their numbers (guarded by `lock`): a
    /// screen interns the same few names again and again (a background per row), and
    /// comparing a short name costs less than hashing it.
    @exclusivity(unchecked) nonisolated(unsafe) private static var recent: [(name: String, number: UInt32)] = []
    private static let recentCount = 4
    @exclusivity(unchecked) nonisolated(unsafe) private static var recentNext = 0

    /// The number of `name` in `recent` or the table (call with `lock` held), kept in
    /// `recent` when it came from the table; nil for a name not interned yet.
    private static func known(_ name: String) -> UInt32? {
        for entry in recent where entry.name == name { return entry.number }
        guard let number = numbers[name] else { return nil }
        if recent.count < recentCount {
            recent.append((name, number))
        } else {
            recent[recentNext] = (name, number)
            recentNext = (recentNext + 1) % recentCount
        }
        return number
    }

    /// The number of `name` (1 or more), made the first time a name is seen; 0 (no
    /// name: colored as a missing color, reported) past `capacity` distinct names.
    static func intern(_ name: String) -> UInt32 {
        // The semantic palette's names (a background or label on every row) with no lock.
        if let number = palette.number(of: name) { return number }
        return internLocked(name)
    }

    /// `intern` through the lock (and the table of all names).
    private static func internLocked(_ name: String) -> UInt32 {
        if let number = lock.withLock({ known(name) }) { return number }
        // Worked out outside the lock (the tables are fixed); a name interned on two
        // threads at once gets the first number either makes.
        let builtIn = builtInColors(named: name)
        return lock.withLock {
            if let number = numbers[name] { return number }
            guard given < capacity else { return 0 }
            let number = given
            if number & (chunkSize - 1) == 0 {
                chunks[number >> chunkBits] = UnsafeMutablePointer<Entry>.allocate(capacity: chunkSize)
            }
            entry(UInt32(number)).initialize(to: Entry(name: name, builtIn: builtIn))
            given += 1
            numbers[name] = UInt32(number)
            return UInt32(number)
        }
    }

    /// The semantic palette's names, interned when the table is first used, in a
    /// table made once and only read after: found with no lock.
    private static let palette = PaletteNumbers(SemanticPalette.names.map { ($0, internLocked($0)) })

    /// Names of at most 15 UTF-8 bytes and their numbers, found by their bytes (two
    /// words compared, no hashing of a `String`): open addressing, made once.
    struct PaletteNumbers: Sendable {
        private static let slotCount = 256
        private var keys: [SIMD2<UInt64>]
        private var numbers: [UInt32]

        init(_ entries: [(String, UInt32)]) {
            keys = Array(repeating: .zero, count: Self.slotCount)
            numbers = Array(repeating: 0, count: Self.slotCount)
            for (name, number) in entries {
                guard let key = Self.key(name) else { continue }
                var slot = Self.slot(key)
                while numbers[slot] != 0 { slot = (slot + 1) & (Self.slotCount - 1) }
                keys[slot] = key
                numbers[slot] = number
            }
        }

        /// The number of `name`, when it is one of the entries.
        @inline(__always)
        func number(of name: String) -> UInt32? {
            guard let key = Self.key(name) else { return nil }
            var slot = Self.slot(key)
            while true {
                let number = numbers[slot]
                if number == 0 { return nil }
                if keys[slot] == key { return number }
                slot = (slot + 1) & (Self.slotCount - 1)
            }
        }

        /// The name's bytes, zero-padded, and its length in the last byte (nil: empty,
        /// longer than 15 bytes, or not contiguous).
        @inline(__always)
        static func key(_ name: String) -> SIMD2<UInt64>? {
            let count = name.utf8.count
            guard count > 0, count <= 15 else { return nil }
            return name.utf8.withContiguousStorageIfAvailable { bytes -> SIMD2<UInt64> in
                var key = SIMD2<UInt64>.zero
                withUnsafeMutableBytes(of: &key) { raw in
                    raw.baseAddress!.copyMemory(from: bytes.baseAddress!, byteCount: count)
                    raw[15] = UInt8(count)
                }
                return key
            }
        }

        @inline(__always)
        private static func slot(_ key: SIMD2<UInt64>) -> Int {
            let mixed = (key.x ^ (key.y &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
            return Int(truncatingIfNeeded: mixed >> 56) & (slotCount - 1)
        }
    }

    /// The built-in colors of the name interned as `number` (from `intern`).
    static func builtIn(_ number: UInt32) -> BuiltIn {
        entry(number).pointee.builtIn
    }

    /// The name interned as `number` (from `intern`).
    static func name(_ number: UInt32) -> String {
        entry(number).pointee.name
    }
}
