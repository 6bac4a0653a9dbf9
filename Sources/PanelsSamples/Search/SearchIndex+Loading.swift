import Foundation
import Panels
import PanelsAssetFiles
import PanelsSampleAssets

extension SearchIndex {
    /// The bundled index (`Assets/Samples/Search`: `catalog.json`, the `Categories`
    /// table and the misspelling table of `locale` or of its language, else
    /// English's), loaded once per locale.
    public static func bundled(locale: String = "en") -> SearchIndex {
        Cache.shared.index(for: locale)
    }

    final class Cache: @unchecked Sendable {
        static let shared = Cache()
        private let lock = NSLock()
        private var indexes: [String: SearchIndex] = [:]

        func index(for locale: String) -> SearchIndex {
            lock.lock()
            defer { lock.unlock() }
            if let known = indexes[locale] { return known }
            let made: SearchIndex
            if let folder = try? SampleAssets.file("Search") {
                made = SearchIndex.load(folder: folder, locale: locale)
            } else {
                made = SearchIndex(catalog: SearchCatalog(categories: []), locale: Locale(identifier: locale))
            }
            indexes[locale] = made
            return made
        }
    }

    /// The index in `folder`: `catalog.json` (`SearchCatalog.load`), the categories'
    /// names in `locale` from the folder's `Categories` table, and
    /// `misspellings/<locale>.json` (else the language's, else `en.json`: misspelling →
    /// category id). Problems with any of these files — not JSON, the wrong shape, a
    /// misspelling naming no category — are in `diagnostics` with path, line and
    /// column; a missing misspelling table is not a problem. `adjust` may change the
    /// catalog before it is indexed (an app searching its own studios and classes
    /// under the bundled categories).
    public static func load(
        folder: URL, locale: String, adjust: ((inout SearchCatalog) -> Void)? = nil
    ) -> SearchIndex {
        var catalog = SearchCatalog.load(folder: folder)
        adjust?(&catalog)
        var problems = catalog.diagnostics
        let strings = AssetCatalog.load(from: folder)
        // The names' tables (a folder without any is not a problem: names stay English).
        problems += strings.problems.filter { $0.isError && $0.file.contains(".lproj") }
        let names = catalog.names(locale: locale, strings: strings.strings)
        let language = String(locale.prefix(while: { $0 != "-" && $0 != "_" }))
        var misspellings: [String: String] = [:]
        let known = Set(catalog.categories.map(\.id))
        for name in [locale, language, "en"] {
            let url = folder.appendingPathComponent("misspellings/\(name).json")
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            guard let table = JSONFile.decode([String: String].self, at: url, problems: &problems) else { break }
            let bytes = (try? InputFile.read(url.path, limit: 16 << 20)) ?? []
            for (wrong, id) in table.sorted(by: { $0.key < $1.key }) where !known.contains(id) {
                let at = JSONReader.location(of: [.key(wrong)], in: bytes) ?? FileLocation(line: 1, column: 1)
                problems.append(
                    Diagnostic(
                        .error, file: url.path, line: at.line, column: at.column,
                        "\"\(wrong)\" is read as \"\(id)\", which is no category"))
            }
            misspellings = table.filter { known.contains($0.value) }
            break
        }
        let table = strings.strings.tableNames.contains(SearchCatalog.namesTable) ? SearchCatalog.namesTable : nil
        var index = SearchIndex(
            catalog: catalog, names: names, misspellings: misspellings, locale: Locale(identifier: locale),
            namesTable: table)
        index.diagnostics = problems
        return index
    }
}
