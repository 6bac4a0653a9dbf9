import Foundation
import Panels

extension ColorCatalog {
    /// Loads every `*.colorset/Contents.json` below `xcassets` (nested folders and
    /// groups included; groups whose `Contents.json` sets `provides-namespace` prefix
    /// their colors' names). Problems go to `problems`.
    /// The walk follows `FolderWalk`'s rules (no folder twice, depth and entry limits).
    package static func load(xcassets: URL, into catalog: inout ColorCatalog, problems: inout [Diagnostic]) {
        var walker = FolderWalk()
        load(xcassets: xcassets, depth: 0, into: &catalog, problems: &problems, walker: &walker)
        problems += walker.problems
    }

    /// Part of a larger walk (`AssetCatalog.load(from:)`), `depth` levels below its root.
    package static func load(
        xcassets: URL, depth: Int, into catalog: inout ColorCatalog, problems: inout [Diagnostic],
        walker: inout FolderWalk
    ) {
        walk(xcassets, namespace: "", depth: depth, into: &catalog, problems: &problems, walker: &walker)
    }

    private static func walk(
        _ folder: URL, namespace: String, depth: Int, into catalog: inout ColorCatalog,
        problems: inout [Diagnostic], walker: inout FolderWalk
    ) {
        let fm = FileManager.default
        guard fm.isReadableFile(atPath: folder.path) else {
            problems.append(Diagnostic(.error, file: folder.path, "cannot list the folder"))
            return
        }
        guard let entries = walker.enter(folder, depth: depth) else { return }
        for entry in entries where !entry.hasPrefix(".") {
            let url = folder.appendingPathComponent(entry)
            guard walker.admit(url.path) else { return }
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            if entry.hasSuffix(".colorset") {
                let name = namespace + String(entry.dropLast(".colorset".count))
                let contents = url.appendingPathComponent("Contents.json")
                guard let data = fm.contents(atPath: contents.path) else {
                    problems.append(
                        Diagnostic(.error, file: url.path, "color set \"\(name)\" has no readable Contents.json"))
                    continue
                }
                let (set, found) = ColorSetReader.read(bytes: [UInt8](data), name: name, file: contents.path)
                problems += found
                if let set {
                    if catalog.sets[name] != nil {
                        problems.append(
                            Diagnostic(
                                .warning, file: contents.path, line: 1, column: 1,
                                "a second color set named \"\(name)\"; this one replaces \(catalog.sets[name]!.location.file)"
                            ))
                    }
                    catalog.insert(set)
                }
            } else if entry.contains(".") && !entry.hasSuffix(".xcassets") {
                continue  // imagesets, appiconsets …: not ours
            } else {
                walk(
                    url, namespace: namespace + (providesNamespace(url) ? entry + "/" : ""), depth: depth + 1,
                    into: &catalog, problems: &problems, walker: &walker)
            }
        }
    }

    private static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path),
            let root = try? JSONReader.parse([UInt8](data)),
            case .bool(let flag)? = root["properties"]?["provides-namespace"]?.value
        else { return false }
        return flag
    }
}
