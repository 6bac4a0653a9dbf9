import CFontconfig
import Foundation

/// The machine's fonts, found through fontconfig, for desktop demos that opt in
/// (`FontRegistry.usesSystemFonts`): the file of the best sans-serif match that has a
/// character. Never used unless a program turns it on, so offscreen rendering and
/// snapshots do not depend on the machine.
///
/// Contract: SDL lock held; answers are cached per character for the process.
enum SystemFonts {
    nonisolated(unsafe) private static var files: [UInt32: URL?] = [:]

    /// A system font file that has `scalar`, or nil.
    static func file(for scalar: Unicode.Scalar) -> URL? {
        if let known = files[scalar.value] { return known }
        var found: URL? = nil
        if let path = panels_fontconfig_file_for(scalar.value) {
            found = URL(fileURLWithPath: String(cString: path))
            free(path)
        }
        files[scalar.value] = found
        return found
    }
}
