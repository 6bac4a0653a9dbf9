import Foundation
import Panels

extension ColorCatalog {
    /// Loads every `*.colorset/Contents.json` below `xcassets` (nested folders and
    /// groups included; groups whose `Contents.json` sets `provides-namespace` prefix
    /// their colors' names). Problems go to `problems`.
    package static func load(xcassets: URL, into catalog: inout ColorCatalog, problems: inout [Diagnostic]) {
        walk(xcassets, namespace: "", into: &catalog, problems: &problems)
    }

    private static func walk(
        _ folder: URL, namespace: String, into catalog: inout ColorCatalog,
        problems: inout [Diagnostic]
    ) {
        let fm = FileManager.default
        guard let entries = try? fm.contentsOfDirectory(atPath: folder.path) else {
            problems.append(Diagnostic(.error, file: folder.path, "cannot list the folder"))
            return
        }
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let url = folder.appendingPathComponent(entry)
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
                    url, namespace: namespace + (providesNamespace(url) ? entry + "/" : ""),
                    into: &catalog, problems: &problems)
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
