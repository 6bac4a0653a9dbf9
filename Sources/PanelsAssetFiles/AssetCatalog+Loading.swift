import Foundation
import Panels

extension AssetCatalog {
    /// Loads every asset under `folder`.
    public static func load(from folder: URL, developmentLanguage: String = "en") -> AssetCatalog {
        var catalog = AssetCatalog(strings: StringCatalog(developmentLanguage: developmentLanguage))
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            catalog.problems.append(
                Diagnostic(.error, file: folder.path, "assets folder not found (expected a folder)"))
            return catalog
        }
        catalog.walk(folder, depth: 0)
        return catalog
    }

    private mutating func walk(_ folder: URL, depth: Int) {
        let fm = FileManager.default
        guard depth < 32, let entries = try? fm.contentsOfDirectory(atPath: folder.path) else { return }
        for entry in entries.sorted() where !entry.hasPrefix(".") && entry != "node_modules" {
            let url = folder.appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if entry.hasSuffix(".xcassets") {
                    ColorCatalog.load(xcassets: url, into: &colors, problems: &problems)
                } else {
                    walk(url, depth: depth + 1)
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
