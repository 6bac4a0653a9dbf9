import Foundation
import Panels
import PanelsAssetFiles

/// The lint of a large project: a generated repository of 300 locales × 5 resource
/// folders × 2,000 keys (1,980 in `Localizable.strings`, 20 plural entries in
/// `Plurals.stringsdict` with each locale's CLDR categories), translations 90–100 %
/// complete, and in each folder the problems a real project has: format arguments
/// that differ, an argument a translation leaves out, a literal `%`, a missing plural
/// form, a malformed line. Written to a temporary folder, so the files are in the page
/// cache (warm) when timed. Run only when named: `panels-bench assets-large`
/// (generation writes about 160 MB and loading holds 3 million strings).
///
/// - `assets-large.load`: `AssetCatalog.load(from:)` of the root (ms).
/// - `assets-large.lint`: `AssetLinter.findings` and `LintReport` of the loaded
///   catalog, as `panels lint` runs them after loading (ms).
/// - `assets-large.lint-to-load`: the lint's time over the load's (×).
/// - `assets-large.lint-lines`: lines `panels lint` prints by default, and
///   `assets-large.findings`: the problems found before rolling up.
/// - `assets-large.peak-rss`: the process's peak resident set while loading and linting.
///
/// `PANELS_BENCH_LARGE_LOCALES` overrides the number of locales (a quick check).
extension BenchmarkGroup {
    static let assetsLarge = BenchmarkGroup(name: "assets-large", onlyWhenNamed: true) { rounds in
        let locales = ProcessInfo.processInfo.environment["PANELS_BENCH_LARGE_LOCALES"].flatMap(Int.init) ?? 300
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("panels-bench-large-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = LargeAssetFixture(localeCount: locales)
        try fixture.write(to: folder)

        resetPeakResidentBytes()
        let rounds = max(1, min(rounds, 3))  // each round reads 3 million strings
        var loaded = AssetCatalog.empty
        let loadNs = Stopwatch.median(rounds: rounds) {
            loaded = AssetCatalog.load(from: folder)
            blackHole(loaded)
        }
        let keys = loaded.allScopes.reduce(0) { total, scope in
            total + scope.tables.values.flatMap(\.values).reduce(0) { $0 + $1.count }
        }
        guard loaded.allScopes.count == LargeAssetFixture.scopes.count, keys > fixture.expectedKeys * 9 / 10 else {
            throw BenchError("large project loaded wrongly: \(loaded.allScopes.count) scopes, \(keys) keys")
        }
        var findings: [LintFinding] = []
        var lines: [String] = []
        let lintNs = Stopwatch.median(rounds: rounds) {
            findings = AssetLinter.findings(loaded, root: folder.path)
            lines = LintReport(findings, keyCounts: LintReport.keyCounts(loaded)).lines
            blackHole(lines)
        }
        let peak = peakResidentBytes()
        let unlocated = lines.filter { !$0.hasPrefix(folder.path) }
        if ProcessInfo.processInfo.environment["PANELS_BENCH_PRINT_LINT"] != nil {
            for line in lines { print(line.replacingOccurrences(of: folder.path + "/", with: "")) }
        }
        var figures = [
            Figure(scenario: "assets-large.load", value: loadNs / 1e6, unit: "ms"),
            Figure(scenario: "assets-large.lint", value: lintNs / 1e6, unit: "ms"),
            Figure(scenario: "assets-large.lint-to-load", value: lintNs / loadNs, unit: "x"),
            Figure(scenario: "assets-large.lint-lines", value: Double(lines.count), unit: "lines"),
            Figure(scenario: "assets-large.lint-lines-without-location", value: Double(unlocated.count), unit: "lines"),
            Figure(scenario: "assets-large.findings", value: Double(findings.count), unit: "findings"),
            Figure(scenario: "assets-large.strings", value: Double(keys), unit: "strings"),
        ]
        if peak > 0 { figures.append(Figure(scenario: "assets-large.peak-rss", value: Double(peak), unit: "bytes")) }
        return figures
    }
}

/// The large project's files: deterministic, realistic, generated (never committed).
struct LargeAssetFixture {
    static let scopes = ["App/Sources/App/Resources", "Widget", "ShareExtension", "Intents", "WatchApp/Resources"]
    static let tableKeys = 1_980
    static let pluralKeys = 20

    /// `en` and the first other locales ICU knows, by identifier (deterministic for an
    /// ICU version; every one has CLDR plural rules).
    let locales: [String]

    init(localeCount: Int) {
        let others = Locale.availableIdentifiers.filter { $0 != "en" && !$0.contains("POSIX") }.sorted()
            .map { $0.replacingOccurrences(of: "_", with: "-") }
        locales = ["en"] + others.prefix(max(0, localeCount - 1))
    }

    var expectedKeys: Int { locales.count * Self.scopes.count * (Self.tableKeys + Self.pluralKeys) }

    func write(to root: URL) throws {
        let fm = FileManager.default
        for (s, scope) in Self.scopes.enumerated() {
            for (l, locale) in locales.enumerated() {
                let lproj = root.appendingPathComponent("\(scope)/\(locale).lproj")
                try fm.createDirectory(at: lproj, withIntermediateDirectories: true)
                // Translations are 90–100 % complete; the development language is whole.
                let missing = locale == "en" ? 0 : (l * 37 + s * 11) % (Self.tableKeys / 10)
                var text = "/* \(scope): \(locale) */\n"
                text.reserveCapacity(Self.tableKeys * 60)
                // One problem of each kind in a few locales of each folder, in place of the
                // entry's good value: arguments that differ, one left out, a literal %,
                // a malformed line.
                let problem = locale == "en" ? -1 : l % 60
                for k in 0 ..< Self.tableKeys - missing {
                    text += "/* Shown on screen \(k % 40). */\n"
                    switch (k, problem) {
                    case (0, 7): text += "\"screen.0.count\" = \"\(locale) %@ items in %lld\";\n"
                    case (1, 8): text += "\"screen.1.name\" = \"\(locale) %1$@\";\n"
                    case (2, 9): text += "\"screen.2.title\" = \"\(locale) 100% sure\";\n"
                    case (3, 11): text += "\"screen.3.title\" \"\(locale) no equals sign\";\n"
                    default:
                        switch k % 10 {
                        case 0: text += "\"screen.\(k).count\" = \"\(locale) %lld items in %@\";\n"
                        case 1: text += "\"screen.\(k).name\" = \"\(locale) %1$@ and %2$@\";\n"
                        default: text += "\"screen.\(k).title\" = \"\(locale) title \(k) with a few words\";\n"
                        }
                    }
                }
                try Data(text.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))

                let language = String(locale.split(separator: "-").first ?? "en")
                var categories = PluralRules.categories(language: language)
                // A translator's missing plural form (Russian without `few` …) now and then.
                if l % 20 == 10,
                    let drop = PluralCategory.allCases.first(where: { $0 != .other && categories.contains($0) })
                {
                    categories.remove(drop)
                }
                var plist = """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                    <plist version="1.0">
                    <dict>

                    """
                for k in 0 ..< Self.pluralKeys {
                    plist += "\t<key>count.\(k)</key>\n\t<dict>\n"
                    plist += "\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>%#@n@</string>\n"
                    plist += "\t\t<key>n</key>\n\t\t<dict>\n"
                    plist +=
                        "\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
                    plist += "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>ld</string>\n"
                    for category in PluralCategory.allCases where categories.contains(category) {
                        plist +=
                            "\t\t\t<key>\(category.rawValue)</key>\n\t\t\t<string>%ld \(category.rawValue) \(k)</string>\n"
                    }
                    plist += "\t\t</dict>\n\t</dict>\n"
                }
                plist += "</dict>\n</plist>\n"
                try Data(plist.utf8).write(to: lproj.appendingPathComponent("Plurals.stringsdict"))
            }
        }
    }
}
