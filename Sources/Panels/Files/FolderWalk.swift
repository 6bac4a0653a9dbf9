import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bookkeeping of one walk down a folder tree, shared by every walk Panels does
/// (asset catalogs, color sets, the preview's watcher), so none can loop or run away.
///
/// Contract: a folder is entered at most once per walk, by its real path (so symlinks
/// to a folder already visited, `.` included, are skipped); nothing deeper than
/// `depthLimit` levels below the root is entered (default 64); at most `entryLimit`
/// entries are looked at (default 100,000); a folder that cannot be listed (no
/// permission, gone while walking) is reported, never skipped without a word, and so is
/// an entry whose name is not valid UTF-8 (it cannot be named to be read). Each kind
/// of problem is reported once per walk, as a warning naming the first path concerned
/// and how many more there were (`problems`).
package struct FolderWalk {
    /// Levels below the root a walk enters, unless told otherwise.
    package static let defaultDepthLimit = 64
    /// Entries a walk looks at, unless told otherwise.
    package static let defaultEntryLimit = 100_000

    package let depthLimit: Int
    package let entryLimit: Int
    private var visited: Set<String> = []
    package private(set) var entriesSeen = 0
    private var skippedLinks: [String] = []
    private var deepFolder: String?
    private var stoppedAt: String?
    private var unreadable: [(path: String, reason: String)] = []
    private var undecodable: [String] = []
    /// Lists a folder (the file system's; tests give folders that cannot be listed).
    package var list: (String) throws -> [String] = { try FileManager.default.contentsOfDirectory(atPath: $0) }

    package init(depthLimit: Int = defaultDepthLimit, entryLimit: Int = defaultEntryLimit) {
        self.depthLimit = max(0, depthLimit)
        self.entryLimit = max(0, entryLimit)
    }

    /// The sorted entry names of `folder`, `depth` levels below the root; nil when the
    /// walk must not enter it (already visited, too deep, the entry limit reached, or
    /// not listable).
    package mutating func enter(_ folder: URL, depth: Int) -> [String]? {
        guard stoppedAt == nil else { return nil }
        guard depth <= depthLimit else {
            if deepFolder == nil { deepFolder = folder.path }
            return nil
        }
        guard let real = FolderWalk.realPath(folder.path) else { return nil }
        guard visited.insert(real).inserted else {
            skippedLinks.append(folder.path)
            return nil
        }
        do {
            // A name that is not UTF-8 comes back with U+FFFD in it and names no file:
            // reported, not read (a real name with U+FFFD in it is kept).
            var names = try list(folder.path)
            names.removeAll { name in
                guard name.contains("\u{FFFD}") else { return false }
                let path = folder.appendingPathComponent(name).path
                var info = stat()
                guard lstat(path, &info) != 0 else { return false }
                undecodable.append(path)
                return true
            }
            return names.sorted()
        } catch {
            unreadable.append((folder.path, FolderWalk.reason(error)))
            return nil
        }
    }

    /// Why a folder could not be listed, in our words.
    static func reason(_ error: any Error) -> String {
        let code = (error as NSError).code
        switch code {
        case NSFileReadNoPermissionError: return "no permission to read it"
        case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "it was gone when it was read"
        default: return "it cannot be listed"
        }
    }

    /// Counts one entry at `path`; false (and the walk stops) past the entry limit.
    package mutating func admit(_ path: String) -> Bool {
        guard stoppedAt == nil else { return false }
        entriesSeen += 1
        if entriesSeen > entryLimit {
            stoppedAt = path
            return false
        }
        return true
    }

    /// The walk's problems, each kind once.
    package var problems: [Diagnostic] {
        var found: [Diagnostic] = []
        /// One warning for a kind: its first path, and how many more there were.
        func once(_ paths: [String], _ message: (String) -> String) {
            guard let first = paths.first else { return }
            let more = paths.count > 1 ? " (and \(paths.count - 1) more)" : ""
            found.append(Diagnostic(.warning, file: first, message(more)))
        }
        once(skippedLinks) {
            "a link to a folder already visited; skipped\($0) (folder walks never enter a folder twice)"
        }
        once(deepFolder.map { [$0] } ?? []) { _ in
            "folders nested deeper than \(depthLimit) levels; not read (the walk's depth limit)"
        }
        once(unreadable.map(\.path)) {
            "a folder that cannot be read (\(unreadable[0].reason)); nothing in it was read\($0)"
        }
        once(undecodable) { "a name that is not valid UTF-8 (shown with �); not read\($0): rename it to read it" }
        once(stoppedAt.map { [$0] } ?? []) { _ in
            "more than \(entryLimit) entries; the walk stopped here (its entry limit)"
        }
        return found
    }

    /// `path` with every symlink resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
