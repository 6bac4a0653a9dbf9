import Foundation
import Panels
import PanelsAssetFiles
import Testing

/// Checks shared by the samples' string tables (Kora's, the shell's).
enum SampleTableChecks {
    /// The locales the samples translate into (the card's).
    static let locales = ["en", "nl", "fr", "pt-PT", "de", "ar", "he", "ja"]

    /// Records an issue unless the `table` tables in `folder` load without problems,
    /// English has at least `minimum` keys, every locale has exactly English's keys
    /// with English's placeholders, and the linter finds nothing.
    static func expectEveryKeyEverywhere(
        folder: URL, table: String, minimum: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let catalog = AssetCatalog.load(from: folder)
        #expect(catalog.problems.isEmpty, "\(catalog.problems)", sourceLocation: sourceLocation)
        guard let english = catalog.strings.tables["en"]?[table] else {
            Issue.record("no \(table) table for en", sourceLocation: sourceLocation)
            return
        }
        #expect(english.count >= minimum, sourceLocation: sourceLocation)
        for locale in locales {
            guard let values = catalog.strings.tables[locale]?[table] else {
                Issue.record("no \(table) table for \(locale)", sourceLocation: sourceLocation)
                continue
            }
            #expect(
                Set(values.keys) == Set(english.keys),
                "\(locale): \(Set(english.keys).symmetricDifference(values.keys))", sourceLocation: sourceLocation)
            for (key, value) in english {
                guard let translated = values[key] else { continue }
                #expect(
                    translated.signature == value.signature, "\(locale) \(key): \(translated) vs \(value)",
                    sourceLocation: sourceLocation)
            }
        }
        let lint = AssetLinter.lint(catalog)
        #expect(lint.isEmpty, "\(lint)", sourceLocation: sourceLocation)
    }
}
