import Foundation
import Panels
import PanelsAssetFiles
import PanelsSamples
import Testing

/// The Search screen's strings and misspelling tables follow the card's locales.
@Suite("Search strings")
struct SearchStringsTests {
    /// The card's translations (its locale list without the pseudo-locales and English).
    static let translated = UpcomingClassDemoModel.locales.filter { PseudoLocale(tag: $0) == nil && $0 != "en" }

    static func folder() throws -> URL {
        try StudioListing.folder().deletingLastPathComponent().appendingPathComponent("Search")
    }

    @Test("Every Search string is translated in each of the card's locales; no pseudo-locale file ships")
    func everyStringLocalized() throws {
        let catalog = AssetCatalog.load(from: try Self.folder())
        #expect(catalog.problems.isEmpty, "\(catalog.problems)")
        let english = try #require(catalog.strings.tables["en"]?[SearchScene.table])
        #expect(Self.translated.contains("ja") && Self.translated.contains("he"))
        for locale in Self.translated {
            let table = catalog.strings.tables[locale]?[SearchScene.table] ?? [:]
            #expect(
                Set(table.keys) == Set(english.keys), "\(locale): \(Set(english.keys).symmetricDifference(table.keys))")
        }
        #expect(catalog.strings.tables["en-XA"] == nil && catalog.strings.tables["ar-XB"] == nil)
    }

    @Test("Each of the card's locales has its own misspelling table, read as categories of the index")
    func misspellingsPerLocale() throws {
        let folder = try Self.folder()
        for locale in Self.translated + ["en"] {
            let url = folder.appendingPathComponent("misspellings/\(locale).json")
            #expect(FileManager.default.fileExists(atPath: url.path), "no misspellings/\(locale).json")
            let index = SearchIndex.load(folder: folder, locale: locale)
            #expect(index.diagnostics.isEmpty, "\(locale): \(index.diagnostics)")
            let categories = Set(index.entries.filter { $0.kind == .category }.map(\.name))
            let table = try JSONDecoder().decode([String: String].self, from: Data(contentsOf: url))
            for (wrong, right) in table {
                #expect(categories.contains(right), "\(locale): \(wrong) → \(right) is no category")
            }
        }
        #expect(SearchIndex.load(folder: folder, locale: "ja").outcome(for: "ヨガ").correctedTo == "yoga")
        #expect(SearchIndex.load(folder: folder, locale: "he").outcome(for: "פילאטיס").correctedTo == "pilates")
    }
}
