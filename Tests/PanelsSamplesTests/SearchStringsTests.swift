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

    @Test("Each of the card's locales has its own misspelling table, read as categories; no entry is a correct word")
    func misspellingsPerLocale() throws {
        let folder = try Self.folder()
        for locale in Self.translated + ["en"] {
            let url = folder.appendingPathComponent("misspellings/\(locale).json")
            #expect(FileManager.default.fileExists(atPath: url.path), "no misspellings/\(locale).json")
            let index = SearchIndex.load(folder: folder, locale: locale)
            #expect(index.diagnostics.isEmpty, "\(locale): \(index.diagnostics)")
            let table = try JSONDecoder().decode([String: String].self, from: Data(contentsOf: url))
            for (wrong, right) in table {
                // Each entry is needed (the typo matches nothing itself) and is read as its category.
                #expect(index.outcome(for: wrong).correctedTo?.key == right, "\(locale): \(wrong) → \(right)")
            }
        }
    }

    @Test("Every category's name in the Categories table of each locale, with a translator comment")
    func categoriesTranslated() throws {
        let catalog = AssetCatalog.load(from: try Self.folder())
        let english = try #require(catalog.strings.tables["en"]?[SearchCatalog.namesTable])
        #expect(english.count == SearchIndex.bundled().catalog.categories.count)
        for locale in Self.translated {
            let table = catalog.strings.tables[locale]?[SearchCatalog.namesTable] ?? [:]
            #expect(Set(table.keys) == Set(english.keys), "\(locale)")
            let file = try String(
                contentsOf: try Self.folder().appendingPathComponent("\(locale).lproj/Categories.strings"),
                encoding: .utf8)
            #expect(
                file.components(separatedBy: "Not yet reviewed by a native speaker").count - 1 == english.count,
                "\(locale): each unreviewed name says so")
        }
    }
}
