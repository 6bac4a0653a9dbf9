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
    // Guarded by `lock` (an `NSLock`, which ThreadSanitizer sees; see `CompiledLayout`).
    nonisolated(unsafe) private static var numbers: [String: UInt32] = [:]
    nonisolated(unsafe) private static var names: [String] = [""]
    private static let lock = NSLock()

    /// The number of `name` (1 or more), made the first time a name is seen.
    static func intern(_ name: String) -> UInt32 {
        lock.withLock {
            if let number = numbers[name] { return number }
            let number = UInt32(names.count)
            names.append(name)
            numbers[name] = number
            return number
        }
    }

    /// The name interned as `number` (1 or more).
    static func name(_ number: UInt32) -> String {
        lock.withLock { names[Int(number)] }
    }
}
