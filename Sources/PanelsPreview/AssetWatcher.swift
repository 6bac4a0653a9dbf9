import Foundation
import Panels

/// Notices when files under a folder (and optionally one more file) change, by
/// comparing modification times and sizes: cheap enough to poll twice a second.
///
/// Contract: `changed()` is true when a file was added, removed, modified or resized
/// since the last call (the first call records and returns false). Hidden files are
/// ignored; nothing is ever written.
final class AssetWatcher {
    let folder: URL?
    let extraFile: URL?
    private var last: [String: [Double]] = [:]
    private var started = false

    init(folder: URL?, extraFile: URL?) {
        self.folder = folder
        self.extraFile = extraFile
    }

    func changed() -> Bool {
        let now = snapshot()
        defer {
            last = now
            started = true
        }
        return started && now != last
    }

    func snapshot() -> [String: [Double]] {
        var result: [String: [Double]] = [:]
        let fm = FileManager.default
        func record(_ path: String) {
            guard let attributes = try? fm.attributesOfItem(atPath: path) else { return }
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            let size = (attributes[.size] as? NSNumber)?.doubleValue ?? 0
            result[path] = [modified, size]
        }
        // The same rules as every folder walk (no folder twice, depth and entry limits),
        // so links that loop cannot make the watcher run forever.
        var walker = FolderWalk()
        func walk(_ folder: URL, depth: Int) {
            guard let entries = walker.enter(folder, depth: depth) else { return }
            for entry in entries where !entry.hasPrefix(".") {
                let url = folder.appendingPathComponent(entry)
                guard walker.admit(url.path) else { return }
                record(url.path)
                var isDirectory: ObjCBool = false
                if fm.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
                    walk(url, depth: depth + 1)
                }
            }
        }
        if let folder { walk(folder, depth: 0) }
        if let extraFile { record(extraFile.path) }
        return result
    }
}
