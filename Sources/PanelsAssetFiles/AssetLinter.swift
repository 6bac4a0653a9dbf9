import Panels

/// Checks a loaded `AssetCatalog` across files and locales, for `panels lint`:
/// the problems found while reading, plus keys missing in a locale, keys present only
/// in a translation, format arguments that differ from the development language,
/// plural forms a language needs but lacks, and color sets with no dark variant.
///
/// Contract: reads only the catalog (never the files, never writes); returns every
/// problem at once, sorted by file, line and column. Severity: missing keys, keys only
/// in a translation and argument mismatches are errors; a color set with no dark
/// variant, a missing plural form and duplicate keys are warnings. A regional locale
/// (`pt-PT`) whose parent (`pt`) is in the catalog may omit keys: they fall back to the
/// parent.
public enum AssetLinter {
    public static func lint(_ catalog: AssetCatalog) -> [Diagnostic] {
        var problems = catalog.problems
        let strings = catalog.strings
        let dev = strings.developmentLanguage
        let devTables = strings.tables[dev] ?? [:]
        let locales = strings.locales.filter { $0 != dev && $0 != "Base" }

        for locale in locales {
            let tables = strings.tables[locale] ?? [:]
            let parents = LocaleTag.fallbacks(locale).dropFirst()
            let hasParent = parents.contains { strings.tables[$0] != nil }
            // Keys missing in this locale.
            if !hasParent {
                for tableName in devTables.keys.sorted() {
                    let devValues = devTables[tableName]!
                    guard let values = tables[tableName] else {
                        let folder =
                            (strings.files[dev]?[tableName]?.first).map { describeMissingFile($0, locale: locale) }
                            ?? "\(locale).lproj"
                        problems.append(
                            Diagnostic(
                                .error, file: folder,
                                "table \(tableName) is missing for \(locale): all \(devValues.count) keys fall back to \(dev)"
                            ))
                        continue
                    }
                    for key in devValues.keys.sorted() where values[key] == nil {
                        let file = (strings.files[locale]?[tableName]?.first).map(shortPath) ?? locale
                        problems.append(
                            Diagnostic(
                                .error, at: devValues[key]!.location,
                                "\"\(key)\" is missing in \(locale) (\(file)); \(locale) shows the \(dev) text"))
                    }
                }
            }
            // Keys only in this translation, and argument mismatches.
            for tableName in tables.keys.sorted() {
                let values = tables[tableName]!
                for key in values.keys.sorted() {
                    let value = values[key]!
                    guard let source = strings.lookup(key, table: tableName, locale: dev)?.value,
                        strings.tables[dev]?[tableName]?[key] != nil || strings.tables["Base"]?[tableName]?[key] != nil
                    else {
                        problems.append(
                            Diagnostic(
                                .error, at: value.location,
                                "\"\(key)\" is only in \(locale); the development language \(dev) has no such key in table \(tableName)"
                            ))
                        continue
                    }
                    let expected = source.signature, actual = value.signature
                    if expected != actual {
                        problems.append(
                            Diagnostic(
                                .error, at: value.location,
                                "\"\(key)\": format arguments differ from \(dev): \(dev) has \(FormatString.describe(expected)), \(locale) has \(FormatString.describe(actual))"
                            ))
                    }
                    problems += pluralChecks(key: key, value: value, locale: locale)
                    problems += PluralExpansionCheck.problems(key: key, value: value, locale: locale)
                }
            }
        }
        for tableName in devTables.keys.sorted() {
            for (key, value) in devTables[tableName]!.sorted(by: { $0.key < $1.key }) {
                problems += pluralChecks(key: key, value: value, locale: dev)
                problems += PluralExpansionCheck.problems(key: key, value: value, locale: dev)
                for text in value.texts {
                    for issue in FormatString(text).issues {
                        problems.append(Diagnostic(.warning, at: value.location, "\"\(key)\": \(issue)"))
                    }
                }
            }
        }
        for name in catalog.colors.names {
            let set = catalog.colors.sets[name]!
            if !set.hasDarkVariant {
                problems.append(
                    Diagnostic(
                        .warning, at: set.location,
                        "color set \"\(name)\" has no dark variant; dark appearance uses the light color"))
            }
        }
        return problems.sorted {
            ($0.file, $0.line, $0.column, $0.message) < ($1.file, $1.line, $1.column, $1.message)
        }
    }

    /// `…/nl.lproj/Main.strings` → `nl.lproj/Main.strings`.
    private static func shortPath(_ path: String) -> String {
        path.split(separator: "/").suffix(2).joined(separator: "/")
    }

    /// The exit status `panels lint` gives: 1 with any error, or with any warning when
    /// `strict`; else 0.
    public static func exitStatus(_ problems: [Diagnostic], strict: Bool) -> Int32 {
        problems.contains { $0.isError || strict } ? 1 : 0
    }

    private static func describeMissingFile(_ devFile: String, locale: String) -> String {
        // …/en.lproj/Widget.strings → …/<locale>.lproj/Widget.strings
        var parts = devFile.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") {
            parts[parts.count - 2] = "\(locale).lproj"
            return parts.joined(separator: "/")
        }
        return devFile
    }

    private static func pluralChecks(key: String, value: LocalizedValue, locale: String) -> [Diagnostic] {
        var forms: [Set<PluralCategory>] = []
        switch value.content {
        case .plain: return []
        case .pluralForms(let f): forms = [Set(f.keys)]
        case .pluralFormat(_, let variables): forms = variables.keys.sorted().map { Set(variables[$0]!.forms.keys) }
        }
        let needed = PluralRules.categories(language: locale)
        var problems: [Diagnostic] = []
        for have in forms {
            let lacking = needed.subtracting(have).subtracting([.other])
            if !lacking.isEmpty {
                let names = PluralCategory.allCases.filter(lacking.contains).map(\.rawValue).joined(separator: ", ")
                problems.append(
                    Diagnostic(
                        .warning, at: value.location,
                        "\"\(key)\" (\(locale)) has no plural form for \(names); those numbers use \"other\""))
            }
        }
        return problems
    }
}
