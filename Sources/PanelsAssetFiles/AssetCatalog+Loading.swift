import Foundation
import Panels

extension AssetCatalog {
    /// Loads every asset under `folder`.
    ///
    /// The walk never enters a folder twice (symlinks are followed by real path), goes
    /// at most `depthLimit` levels down and looks at most at `entryLimit` entries; a
    /// skipped link or a limit reached is reported once in `problems`.
    public static func load(
        from folder: URL, developmentLanguage: String = "en",
        depthLimit: Int = 64, entryLimit: Int = 100_000
    ) -> AssetCatalog {
        var catalog = AssetCatalog(strings: StringCatalog(developmentLanguage: developmentLanguage))
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            catalog.problems.append(
                Diagnostic(.error, file: folder.path, "assets folder not found (expected a folder)"))
            return catalog
        }
        var walker = FolderWalk(depthLimit: depthLimit, entryLimit: entryLimit)
        catalog.walk(folder, depth: 0, walker: &walker)
        catalog.problems += walker.problems
        return catalog
    }

    private mutating func walk(_ folder: URL, depth: Int, walker: inout FolderWalk) {
        let fm = FileManager.default
        guard let entries = walker.enter(folder, depth: depth) else { return }
        for entry in entries where !entry.hasPrefix(".") && entry != "node_modules" {
            let url = folder.appendingPathComponent(entry)
            guard walker.admit(url.path) else { return }
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if entry.hasSuffix(".xcassets") {
                    ColorCatalog.load(
                        xcassets: url, depth: depth + 1, into: &colors, problems: &problems, walker: &walker)
                } else {
                    walk(url, depth: depth + 1, walker: &walker)
                }
                continue
            }
            let parent = folder.lastPathComponent
            let ext = url.pathExtension
            let table = url.deletingPathExtension().lastPathComponent
            switch ext {
            case "strings", "stringsdict":
                guard parent.hasSuffix(".lproj") else {
                    problems.append(
                        Diagnostic(.warning, file: url.path, "string table outside a <locale>.lproj folder; ignored"))
                    continue
                }
                let locale = String(parent.dropLast(".lproj".count))
                guard let data = fm.contents(atPath: url.path) else {
                    problems.append(Diagnostic(.error, file: url.path, "cannot read the file"))
                    continue
                }
                if ext == "strings" {
                    let parsed = StringsFileParser.parse([UInt8](data), file: url.path)
                    problems += parsed.problems
                    var values: [String: LocalizedValue] = [:]
                    values.reserveCapacity(parsed.entries.count)
                    for e in parsed.entries {
                        values[e.key] = LocalizedValue(
                            .plain(e.value), location: FileLocation(file: url.path, line: e.line, column: e.column))
                    }
                    strings.add(values, locale: locale, table: table, file: url.path)
                } else {
                    let (values, found) = StringsDictReader.read(data, file: url.path)
                    problems += found
                    strings.add(values, locale: locale, table: table, file: url.path)
                }
            case "xcstrings":
                guard let data = fm.contents(atPath: url.path) else {
                    problems.append(Diagnostic(.error, file: url.path, "cannot read the file"))
                    continue
                }
                let result = XCStringsReader.read(data, file: url.path)
                problems += result.problems
                if result.sourceLanguage != strings.developmentLanguage {
                    problems.append(
                        Diagnostic(
                            .warning, file: url.path, line: 1, column: 1,
                            "catalog source language \(result.sourceLanguage) differs from the development language \(strings.developmentLanguage)"
                        ))
                }
                for (locale, values) in result.values {
                    strings.add(values, locale: locale, table: table, file: url.path)
                }
            default:
                continue
            }
        }
    }
}
