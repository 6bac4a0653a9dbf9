import Foundation

/// Folders of font files (TTF/OTF) a program makes available for drawing, declared
/// without depending on a backend: a sample or a library adds its bundled fonts
/// here, and the SDL backend registers every file in them (`FontRegistry` in
/// PanelsSDL) before it next sets or draws text.
///
/// Contract: thread-safe; adding a folder twice keeps one entry; `generation`
/// changes whenever the list does. Families come from the files' own names. Fonts
/// found here join the fallback chain after the bundled DejaVu Sans, in the order
/// their folders were added, and a caption can name their family
/// (`TextStyle(family:)`).
public enum FontFiles {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var list: [URL] = []
    nonisolated(unsafe) private static var count = 0

    /// Makes every font file in `folder` (not its subfolders) available.
    public static func add(folder: URL) {
        let folder = folder.standardizedFileURL
        lock.lock()
        defer { lock.unlock() }
        guard !list.contains(folder) else { return }
        list.append(folder)
        count += 1
    }

    /// The folders added so far, in order, and the list's generation.
    package static var folders: (urls: [URL], generation: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (list, count)
    }
}
