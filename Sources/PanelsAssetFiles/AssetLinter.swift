import Panels

/// Checks a loaded `AssetCatalog` across files and locales, for `panels lint`:
/// the problems found while reading, plus keys missing in a locale, keys present only
/// in a translation, format arguments that differ from the development language (or
/// that a translation leaves out), specifiers without a position in a `.stringsdict`
/// plural form (they read the count again), a literal `%` read as a specifier, plural
/// forms a language needs but lacks, color sets with no dark variant, and (with
/// `Options.crossScope`) the same key with different values in two scopes; and, as
/// notes that are never a problem, a color set's `note` (Xcode's empty template
/// resolving to the system accent), plural forms only large round numbers take
/// (unless `Options.strictPlurals`) and the catalog's `notes` (the scopes found).
///
/// Contract: reads only the catalog (never the files, never writes); returns every
/// problem at once, sorted by file, line and column. Each scope (resource folder) is
/// checked on its own, strings and color sets alike. Severity: missing translations
/// (keys and tables), keys only in a translation and arguments a translation leaves
/// out (the rest where the source has them) are warnings (`LintReport` makes the first
/// two errors with `--strict` and summarizes them); other argument mismatches, plural
/// form specifiers without a position and malformed files are errors; a color set
/// with no dark variant (a set that only references a system color has one), a
/// missing plural form, a literal `%`, keys that differ across scopes and duplicate
/// keys are warnings. Keys marked `shouldTranslate: false` or stale are never
/// missing. A regional locale (`pt-PT`) whose parent (`pt`) is in the catalog may omit
/// keys: they fall back to the parent. Keys are printed with control characters
/// escaped (`\n`), so every problem is one line.
public enum AssetLinter {
    /// What the lint reports beyond its defaults (`panels lint` flags).
    public struct Options: Sendable, Hashable {
        /// Plural categories only large round numbers reach (`many` in es, fr, it, pt,
        /// ca: a million) as warnings, like the others; by default they are notes.
        public var strictPlurals: Bool
        /// Keys whose values differ between scopes (an app and its widget, a
        /// translation tool's input and output folders): off by default, as they
        /// usually differ on purpose.
        public var crossScope: Bool

        public init(strictPlurals: Bool = false, crossScope: Bool = false) {
            self.strictPlurals = strictPlurals
            self.crossScope = crossScope
        }
    }

    public static func lint(_ catalog: AssetCatalog, options: Options = Options()) -> [Diagnostic] {
        findings(catalog, options: options).filter { !$0.isNote }.map(\.diagnostic)
    }

    /// Every problem, with its identity for grouping and baselines. `root` (the
    /// loaded folder's path) is left out of file names in identities, wherever they
    /// appear (a message naming another file too): a baseline holds only paths
    /// relative to the linted folder, so it still matches when the folder moves (a CI
    /// checkout elsewhere).
    public static func findings(_ catalog: AssetCatalog, root: String? = nil, options: Options = Options())
        -> [LintFinding]
    {
        var found: [LintFinding] = []
        let prefix = root.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        func relative(_ path: String) -> String {
            if let prefix, path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
            return path
        }
        for problem in catalog.problems {
            var message = problem.message
            if problem.line > 0 { message = message.replacingOccurrences(of: " on line \(problem.line)", with: "") }
            // Paths in a message (the other file of a duplicate) relative too, so a
            // baseline holds in another checkout.
            if let prefix, message.contains(prefix) { message = message.replacingOccurrences(of: prefix, with: "") }
            found.append(
                LintFinding(
                    problem,
                    identity: .init(kind: .file, scope: "", table: relative(problem.file), locale: "", key: message)))
        }
        let scopes = catalog.allScopes
        for strings in scopes { found += lint(strings, options: options) }
        if options.crossScope { found += crossScope(scopes, relative: relative) }
        for (scope, colors) in catalog.allColorScopes {
            for name in colors.names {
                let set = colors.sets[name]!
                if let note = set.note {
                    found.append(
                        LintFinding(
                            Diagnostic(.warning, at: set.location, "color set \"\(name)\": \(note)"),
                            identity: .init(kind: .note, scope: scope, table: "", locale: "", key: name)))
                }
                if !set.hasDarkVariant {
                    found.append(
                        LintFinding(
                            Diagnostic(
                                .warning, at: set.location,
                                "color set \"\(name)\" has no dark variant; dark appearance uses the light color"),
                            identity: .init(kind: .noDarkVariant, scope: scope, table: "", locale: "", key: name)))
                }
            }
        }
        // The scopes found and the one chosen; named by the scopes, not their counts.
        for note in catalog.notes {
            let key = "resource folders: " + catalog.scopeNames.map { $0.isEmpty ? "." : $0 }.joined(separator: ", ")
            found.append(
                LintFinding(
                    Diagnostic(.warning, note),
                    identity: .init(kind: .note, scope: "", table: "", locale: "", key: key),
                    isNote: true))
        }
        return found.sorted {
            let a = $0.diagnostic, b = $1.diagnostic
            return (a.file, a.line, a.column, a.message) < (b.file, b.line, b.column, b.message)
        }
    }

    /// `key` quoted for a message, control characters escaped.
    static func q(_ key: String) -> String { "\"\(LintReport.escaped(key))\"" }

    private static func lint(_ strings: StringCatalog, options: Options) -> [LintFinding] {
        var found: [LintFinding] = []
        let scope = strings.scope
        func add(
            _ d: Diagnostic, _ kind: LintFinding.Kind, _ table: String, _ locale: String, _ key: String,
            note: Bool = false
        ) {
            found.append(
                LintFinding(
                    d, identity: .init(kind: kind, scope: scope, table: table, locale: locale, key: key),
                    isNote: note))
        }
        let dev = strings.developmentLanguage
        let devTables = strings.tables[dev] ?? [:]
        let locales = strings.locales.filter { $0 != dev && $0 != "Base" }

        var sources = SourceCache(strings: strings)
        for locale in locales {
            let tables = strings.tables[locale] ?? [:]
            let parents = LocaleTag.fallbacks(locale).dropFirst()
            let hasParent = parents.contains { strings.tables[$0] != nil }
            var nearMisses: Set<String> = []
            // Keys missing in this locale.
            if !hasParent {
                for tableName in devTables.keys.sorted() {
                    let devValues = devTables[tableName]!
                    let exempt = strings.exempt[tableName] ?? [:]
                    guard let values = tables[tableName] else {
                        let expected =
                            (strings.files[dev]?[tableName]?.first).map { describeMissingFile($0, locale: locale) }
                            ?? "\(locale).lproj"
                        var message =
                            "table \(tableName) is missing for \(locale): all \(devValues.count) keys fall back to \(dev)"
                        if let near = tables.keys.sorted().first(where: {
                            $0.lowercased() == tableName.lowercased() && devTables[$0] == nil
                        }) {
                            nearMisses.insert(near)
                            let file = (strings.files[locale]?[near]?.first).map(shortPath) ?? near
                            message +=
                                "; \(file) differs from \(tableName) only in case (file names are case-sensitive on devices and in bundles)"
                        }
                        add(
                            Diagnostic(.warning, file: expected, message), .missingTable, tableName, locale, "")
                        continue
                    }
                    for key in devValues.keys where values[key] == nil && exempt[key] == nil {
                        let file = (strings.files[locale]?[tableName]?.first).map(shortPath) ?? locale
                        add(
                            Diagnostic(
                                .warning, at: devValues[key]!.location,
                                "\(q(key)) is missing in \(locale) (\(file)); \(locale) shows the \(dev) text"),
                            .missingKey, tableName, locale, key)
                    }
                }
            }
            // Keys only in this translation, and argument mismatches.
            // (Keys in any order: the findings are sorted at the end.)
            for (tableName, values) in tables where !nearMisses.contains(tableName) {
                for (key, value) in values {
                    guard let source = sources.info(key, table: tableName) else {
                        add(
                            Diagnostic(
                                .warning, at: value.location,
                                "\(q(key)) is only in \(locale); the development language \(dev) has no such key in table \(tableName)"
                            ), .onlyInTranslation, tableName, locale, key)
                        continue
                    }
                    let (actual, percents) = analyze(value)
                    for (spec, context) in percents {
                        add(
                            Diagnostic(
                                .warning, at: value.location,
                                "\(q(key)) (\(locale)): \"\(spec)\" in \"\(LintReport.escaped(context))\" is read as a format specifier (a literal % before a space); write %% for a percent sign"
                            ), .literalPercent, tableName, locale, key)
                    }
                    let expected = source.signature
                    if expected != actual && percents.isEmpty && !source.hasLiteralPercent {
                        if actual.allSatisfy({ expected[$0.key] == $0.value }) {
                            // Only fewer arguments, the rest where the source has them.
                            let dropped = expected.filter { actual[$0.key] == nil }
                            add(
                                Diagnostic(
                                    .warning, at: value.location,
                                    "\(q(key)) (\(locale)) leaves out \(FormatString.describe(dropped)) that \(dev) shows (\(dev) has \(FormatString.describe(expected)), \(locale) has \(FormatString.describe(actual)))"
                                ), .droppedArgument, tableName, locale, key)
                        } else {
                            add(
                                Diagnostic(
                                    .error, at: value.location,
                                    "\(q(key)): format arguments differ from \(dev): \(dev) has \(FormatString.describe(expected)), \(locale) has \(FormatString.describe(actual))"
                                ), .argumentMismatch, tableName, locale, key)
                        }
                    }
                    for (d, note) in pluralChecks(key: key, value: value, locale: locale, options: options) {
                        add(d, .pluralForm, tableName, locale, key, note: note)
                    }
                    for d in pluralFormArguments(key: key, value: value, locale: locale) {
                        add(d, .argumentMismatch, tableName, locale, key)
                    }
                    for d in PluralExpansionCheck.problems(key: key, value: value, locale: locale) {
                        add(d, .pluralExpansion, tableName, locale, key)
                    }
                }
            }
        }
        for tableName in devTables.keys.sorted() {
            for (key, value) in devTables[tableName]!.sorted(by: { $0.key < $1.key }) {
                for (d, note) in pluralChecks(key: key, value: value, locale: dev, options: options) {
                    add(d, .pluralForm, tableName, dev, key, note: note)
                }
                for d in pluralFormArguments(key: key, value: value, locale: dev) {
                    add(d, .argumentMismatch, tableName, dev, key)
                }
                for (spec, context) in literalPercents(value) {
                    add(
                        Diagnostic(
                            .warning, at: value.location,
                            "\(q(key)) (\(dev)): \"\(spec)\" in \"\(LintReport.escaped(context))\" is read as a format specifier (a literal % before a space); write %% for a percent sign"
                        ), .literalPercent, tableName, dev, key)
                }
                for d in PluralExpansionCheck.problems(key: key, value: value, locale: dev) {
                    add(d, .pluralExpansion, tableName, dev, key)
                }
                for text in value.texts {
                    for issue in FormatString(text).issues {
                        add(
                            Diagnostic(.warning, at: value.location, "\(q(key)): \(issue)"), .format, tableName, dev,
                            key)
                    }
                }
            }
        }
        return found
    }

    /// The development language's value of each key, with its signature and whether it
    /// has a literal `%`, worked out once for all locales (each translation is
    /// compared with it).
    struct SourceCache {
        let strings: StringCatalog
        var known: [String: [String: Info?]] = [:]  // table → key

        struct Info {
            var signature: [Int: FormatString.Kind]
            var hasLiteralPercent: Bool
        }

        init(strings: StringCatalog) { self.strings = strings }

        /// Nil when neither the development language nor `Base` has the key.
        mutating func info(_ key: String, table: String) -> Info? {
            if let cached = known[table]?[key] { return cached }
            let dev = strings.developmentLanguage
            var info: Info?
            if let source = strings.lookup(key, table: table, locale: dev)?.value,
                strings.tables[dev]?[table]?[key] != nil || strings.tables["Base"]?[table]?[key] != nil
            {
                let (signature, percents) = AssetLinter.analyze(source)
                info = Info(signature: signature, hasLiteralPercent: !percents.isEmpty)
            }
            known[table, default: [:]][key] = .some(info)
            return info
        }
    }

    /// A value's signature and literal percents, from one parse of a plain value.
    static func analyze(_ value: LocalizedValue) -> ([Int: FormatString.Kind], [(String, String)]) {
        guard case .plain(let text) = value.content else { return (value.signature, literalPercents(value)) }
        guard text.contains("%") else { return ([:], []) }
        let format = FormatString(text)
        return (format.signature, literalPercents(text, format))
    }

    /// Specifiers with a space flag (`100% guaranteed` → `% g`): almost always a
    /// literal percent sign. Each with up to 12 characters of text on either side.
    static func literalPercents(_ value: LocalizedValue) -> [(String, String)] {
        value.texts.flatMap { literalPercents($0, FormatString($0)) }
    }

    static func literalPercents(_ text: String, _ format: FormatString) -> [(String, String)] {
        var result: [(String, String)] = []
        for spec in format.specifiers where spec.flags.contains(" ") && spec.variable == nil {
            guard let range = text.range(of: spec.text) else { continue }
            let before = text[..<range.lowerBound].suffix(12)
            let after = text[range.upperBound...].prefix(12)
            let context =
                (before.count == 12 ? "…" : "") + before + text[range] + after + (after.count == 12 ? "…" : "")
            result.append((spec.text, String(context)))
        }
        return result
    }

    /// The same table, locale and key with different values in two scopes.
    private static func crossScope(_ scopes: [StringCatalog], relative: (String) -> String) -> [LintFinding] {
        guard scopes.count > 1 else { return [] }
        var found: [LintFinding] = []
        var seen: [String: [String: [String: (LocalizedValue, String)]]] = [:]  // locale → table → key
        for strings in scopes {
            for (locale, tables) in strings.tables {
                for (table, values) in tables {
                    for (key, value) in values {
                        if let (first, scope) = seen[locale]?[table]?[key] {
                            if first.content != value.content {
                                found.append(
                                    LintFinding(
                                        Diagnostic(
                                            .warning, at: value.location,
                                            "\(q(key)) (\(locale), table \(table)) differs across resource folders: \(relative(first.location.file)) and \(relative(value.location.file)) (scopes \(scope.isEmpty ? "." : scope) and \(strings.scope.isEmpty ? "." : strings.scope); they are kept apart)"
                                        ),
                                        identity: .init(
                                            kind: .crossScope, scope: strings.scope, table: table, locale: locale,
                                            key: key)))
                            }
                        } else {
                            seen[locale, default: [:]][table, default: [:]][key] = (value, strings.scope)
                        }
                    }
                }
            }
        }
        return found
    }

    /// `…/nl.lproj/Main.strings` → `nl.lproj/Main.strings`.
    private static func shortPath(_ path: String) -> String {
        path.split(separator: "/").suffix(2).joined(separator: "/")
    }

    /// The exit status for problems: 1 with any error, or with any warning when
    /// `strict`; else 0 (`LintReport` applies baselines first).
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

    /// Specifiers without a position in a `.stringsdict` plural form all read the
    /// variable's own argument (Foundation's rule, and `StringFormatter`'s): the count.
    /// The first one of the count's kind shows the count; any other — a `%@`, or a
    /// second number — shows it again ("%ld %@ fichiers" for 5 gives "5 5 fichiers").
    /// One error per variable and form.
    static func pluralFormArguments(key: String, value: LocalizedValue, locale: String) -> [Diagnostic] {
        guard case .pluralFormat(let format, let variables) = value.content else { return [] }
        var problems: [Diagnostic] = []
        var seen: Set<String> = []
        for outer in FormatString(format).specifiers {
            guard let name = outer.variable, let variable = variables[name], seen.insert(name).inserted else {
                continue
            }
            let countKind = FormatString("%" + variable.valueType).specifiers.first?.kind ?? .integer
            for category in PluralCategory.allCases {
                guard let form = variable.forms[category] else { continue }
                var countShown = false
                for inner in FormatString(form).specifiers where !inner.explicitPosition && inner.variable == nil {
                    if inner.kind == countKind && !countShown {
                        countShown = true
                        continue
                    }
                    problems.append(
                        Diagnostic(
                            .error, at: value.location,
                            "\(q(key)) (\(locale)): in the \"\(category.rawValue)\" form of %#@\(name)@, '\(inner.text)' has no position, so it reads the count (argument \(outer.argument)) again; write its argument's position (such as %\(outer.argument == 1 ? 2 : 1)$\(inner.text.dropFirst()))"
                        ))
                    break
                }
            }
        }
        return problems
    }

    /// Plural entries against the locale's CLDR rules (`PluralRules`): a warning for
    /// each category a number of the argument's kind can reach in the locale but the
    /// entry lacks (Czech `%d` needs one, few, other; `many` only for decimals).
    /// Nothing is asked of a locale with only `other` (Burmese, Japanese). Categories
    /// only large round numbers reach (`many` in es, fr, it, pt, ca: a million) are a
    /// note instead (`true`), unless `options.strictPlurals`.
    private static func pluralChecks(key: String, value: LocalizedValue, locale: String, options: Options)
        -> [(Diagnostic, Bool)]
    {
        var forms: [(have: Set<PluralCategory>, kind: PluralRules.ValueKind)] = []
        switch value.content {
        case .plain: return []
        case .pluralForms(let f):
            // The form is chosen by the first numeric argument: its specifier's kind.
            let signature = value.signature
            let kind: PluralRules.ValueKind =
                signature.keys.sorted().lazy.compactMap { signature[$0] }.first { $0 != .object } == .float
                ? .decimal : .integer
            forms = [(Set(f.keys), kind)]
        case .pluralFormat(_, let variables):
            forms = variables.keys.sorted().map {
                (Set(variables[$0]!.forms.keys), PluralRules.ValueKind(valueType: variables[$0]!.valueType))
            }
        }
        var problems: [(Diagnostic, Bool)] = []
        func names(_ categories: Set<PluralCategory>) -> String {
            PluralCategory.allCases.filter(categories.contains).map(\.rawValue).joined(separator: ", ")
        }
        for (have, kind) in forms {
            let reachable = PluralRules.reachableCategories(language: locale, kind: kind)
            var lacking = reachable.subtracting(have).subtracting([.other])
            let large =
                options.strictPlurals
                ? [] : PluralRules.largeNumberCategories(language: locale, kind: kind).intersection(lacking)
            lacking.subtract(large)
            if !lacking.isEmpty {
                problems.append(
                    (
                        Diagnostic(
                            .warning, at: value.location,
                            "\(q(key)) (\(locale)) has no plural form for \(names(lacking)); those numbers use \"other\""
                        ),
                        false
                    ))
            }
            if !large.isEmpty {
                problems.append(
                    (
                        Diagnostic(
                            .warning, at: value.location,
                            "\(q(key)) (\(locale)) has no plural form for \(names(large)), which only large round numbers take (a million); they use \"other\""
                        ), true
                    ))
            }
        }
        return problems
    }

}
