import Foundation

/// Every string table of an assets folder: per locale, per table name, per key.
///
/// Contract — lookup per key, most specific first: the locale itself (`pt-PT`), its
/// parents (`pt`), the development language, `Base`; then the key itself, which is
/// reported as an error. A value found only in the development language for another
/// language is reported as a warning. Pseudo-locales (`en-XA`, `ar-XB`) are generated
/// from the development language unless the catalog has files for them.
public struct StringCatalog: Sendable {
    /// The language the keys are written in and every fallback ends at.
    package var developmentLanguage: String
    /// locale → table → key → value.
    package internal(set) var tables: [String: [String: [String: LocalizedValue]]] = [:]
    /// locale → table → files it was read from.
    package internal(set) var files: [String: [String: [String]]] = [:]
    /// table → key → why no translation is expected (`.xcstrings` keys marked
    /// `shouldTranslate: false`, or `extractionState: stale`); lint skips them.
    package internal(set) var exempt: [String: [String: String]] = [:]
    /// The resource folder the tables were read from, relative to the loaded folder
    /// (`""` for the folder itself, `Widget` …): tables of different scopes are never
    /// merged (see `AssetCatalog.scopes`).
    package var scope: String = ""

    package init(developmentLanguage: String = "en") {
        self.developmentLanguage = LocaleTag.normalize(developmentLanguage)
    }

    /// Locales with at least one table, sorted.
    public var locales: [String] { tables.keys.sorted() }

    /// Table names across all locales, sorted.
    package var tableNames: [String] { Set(tables.values.flatMap(\.keys)).sorted() }

    /// Adds values for a locale's table (later values win).
    package mutating func add(_ values: [String: LocalizedValue], locale: String, table: String, file: String) {
        let tag = locale == "Base" ? "Base" : LocaleTag.normalize(locale)
        tables[tag, default: [:]][table, default: [:]].merge(values) { _, new in new }
        files[tag, default: [:]][table, default: []].append(file)
    }

    /// Marks keys of `table` that need no translation, with the reason.
    package mutating func exempt(_ keys: [String: String], table: String) {
        exempt[table, default: [:]].merge(keys) { _, new in new }
    }

    /// Where lookups for `locale` go, in order (without pseudo-generation).
    package func chain(for locale: String) -> [String] {
        var result: [String] = []
        for tag in LocaleTag.lookupOrder(locale) + [developmentLanguage, "Base"] where !result.contains(tag) {
            result.append(tag)
        }
        return result
    }

    /// The value for `key` in `table` for `locale`, and the locale it came from
    /// (pseudo-locales report their own tag).
    package func lookup(_ key: String, table: String, locale: String) -> (value: LocalizedValue, locale: String)? {
        let tag = LocaleTag.normalize(locale)
        // Fast path: most keys are found in the locale itself.
        if let value = tables[tag]?[table]?[key] { return (value, tag) }
        if tag.hasSuffix("XA") || tag.hasSuffix("XB"), let pseudo = PseudoLocale(tag: tag), tables[tag] == nil {
            for candidate in chain(for: developmentLanguage) {
                if let value = tables[candidate]?[table]?[key] { return (value.mapTexts(pseudo.transform), tag) }
            }
            return nil
        }
        for candidate in chain(for: tag) {
            if let value = tables[candidate]?[table]?[key] { return (value, candidate) }
        }
        return nil
    }

    /// The text to show for `key`, formatted with `arguments` for `locale`, and the
    /// problems found (missing key, fallback, format issues).
    package func localize(
        _ key: String, table: String, locale: String, arguments: [FormatArgument],
        formatter: LocaleFormatter
    ) -> (text: String, problems: [Diagnostic]) {
        let tag = LocaleTag.normalize(locale)
        guard let (value, foundIn) = lookup(key, table: table, locale: tag) else {
            let problem = Diagnostic(
                .error, file: "<table \(table)>",
                "missing key \"\(key)\" for \(tag) (looked in \(chain(for: tag).joined(separator: ", "))); showing the key"
            )
            return (key, [problem])
        }
        var problems: [Diagnostic] = []
        let language = PseudoLocale(tag: foundIn) != nil ? developmentLanguage : foundIn
        if foundIn != tag && LocaleTag.language(foundIn) != LocaleTag.language(tag) && PseudoLocale(tag: tag) == nil {
            problems.append(
                Diagnostic(
                    .warning, at: value.location,
                    "\"\(key)\" has no \(tag) translation in table \(table); showing \(foundIn)"))
        }
        let formatter = StringFormatter(language: language, formatter: formatter)
        let (text, issues) = formatter.format(value.content, arguments)
        for issue in issues {
            problems.append(Diagnostic(.warning, at: value.location, "\"\(key)\" (\(foundIn)): \(issue)"))
        }
        return (text, problems)
    }
}
