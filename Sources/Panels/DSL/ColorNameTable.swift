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
    @exclusivity(unchecked) nonisolated(unsafe) private static var names: [String] = [""]
    /// The built-in color of each name (`builtInColors(named:)`), by number.
    @exclusivity(unchecked) nonisolated(unsafe) private static var builtIns: [BuiltIn] = [BuiltIn()]
    private static let lock = NSLock()

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

    /// The number of `name` (1 or more), made the first time a name is seen.
    static func intern(_ name: String) -> UInt32 {
        if let number = lock.withLock({ known(name) }) { return number }
        // Worked out outside the lock (the tables are fixed); a name interned on two
        // threads at once gets the first number either makes.
        let builtIn = builtInColors(named: name)
        return lock.withLock {
            if let number = numbers[name] { return number }
            let number = UInt32(names.count)
            names.append(name)
            builtIns.append(builtIn)
            numbers[name] = number
            return number
        }
    }

    /// The built-in colors of the name interned as `number` (1 or more).
    static func builtIn(_ number: UInt32) -> BuiltIn {
        lock.withLock { builtIns[Int(number)] }
    }

    /// The name interned as `number` (1 or more).
    static func name(_ number: UInt32) -> String {
        lock.withLock { names[Int(number)] }
    }
}
