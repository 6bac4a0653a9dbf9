import Foundation
import Panels

/// What `panels lint` prints and the status it exits with, for a list of findings.
///
/// Contract: missing translations (keys and whole tables) and keys only in a
/// translation are warnings (errors when `strict`), rolled up to one line per locale
/// across scopes and tables (`lv: 129 of 216 keys untranslated in Localizable (App,
/// Widget)`), scopes with the same count sharing one entry and locales with the same
/// entries sharing one line (`de, fr: …`), so a large project's summary fits on a
/// screen; `verbose` lists each finding above its locale's line. A missing table whose
/// file exists under a near-miss name keeps its own line, naming the file. Every other
/// problem is printed on its own line. Notes (`LintFinding.isNote`) are printed as
/// `note:` lines and never counted or escalated; plural forms only large round
/// numbers take are rolled up to one note per count of values, and values of one table
/// and locale lacking the same plural forms to one line at the first (`verbose` lists
/// each). Findings whose identity is in
/// `baseline` are counted but neither printed nor failing. Control characters in the
/// output are escaped, so every problem is one line. `status` is 1 when an error
/// remains (with `strict`: any problem), else 0.
public struct LintReport: Sendable {
    public var lines: [String] = []
    public var errors = 0
    public var warnings = 0
    /// Notes printed (never problems).
    public var notes = 0
    /// Problems left out because the baseline has them.
    public var known = 0
    public var status: Int32 { errors > 0 ? 1 : 0 }

    public init(
        _ findings: [LintFinding], strict: Bool = false, verbose: Bool = false,
        baseline: Set<LintFinding.Identity> = [], keyCounts: [String: Int] = [:],
        path: (String) -> String = { $0 }
    ) {
        var fresh: [LintFinding] = []
        for finding in findings {
            if baseline.contains(finding.identity) { known += 1 } else { fresh.append(finding) }
        }
        func emit(_ d: Diagnostic, escalate: Bool) {
            var d = d
            if escalate { d.severity = .error }
            if d.location != nil { d.file = path(d.file) }
            if d.isError { errors += 1 } else { warnings += 1 }
            lines.append(Self.escaped(d.description))
        }
        // Coverage findings per locale, then per (table, kind) entry, then per scope.
        var coverage: [String: [LintFinding]] = [:]
        var pluralNotes: [String: Int] = [:]  // locale → plural values lacking a large-number form
        func note(_ d: Diagnostic) {
            var d = d
            if d.location != nil { d.file = path(d.file) }
            notes += 1
            let text = d.description
            lines.append(
                Self.escaped(
                    text.hasPrefix("warning: ")
                        ? "note: " + text.dropFirst("warning: ".count)
                        : text.replacingOccurrences(of: ": warning: ", with: ": note: ")))
        }
        // Plural values of one table and locale lacking the same forms (a translator
        // who never writes `few`): one line at the first, unless `verbose`.
        func pluralGroup(_ finding: LintFinding) -> [String]? {
            let i = finding.identity
            guard i.kind == .pluralForm && !finding.isNote && !verbose else { return nil }
            return [
                i.scope, i.table, i.locale, String(finding.diagnostic.message.dropFirst(AssetLinter.q(i.key).count)),
            ]
        }
        var pluralGroups: [[String]: Int] = [:]
        for finding in fresh { if let group = pluralGroup(finding) { pluralGroups[group, default: 0] += 1 } }
        var pluralShown: Set<[String]> = []
        for finding in fresh {
            let i = finding.identity
            if let group = pluralGroup(finding), let count = pluralGroups[group], count > 1 {
                // The first in file order stands for the group.
                guard pluralShown.insert(group).inserted else { continue }
                var d = finding.diagnostic
                d.message =
                    "\(count) plural values in \(i.table) (\(i.locale)), the first \(AssetLinter.q(i.key)),"
                    + d.message.dropFirst(AssetLinter.q(i.key).count + " (\(i.locale))".count)
                    .replacingOccurrences(of: " has no plural form", with: " have no plural form")
                    + " (--verbose lists each)"
                emit(d, escalate: strict)
            } else if finding.isNote && i.kind == .pluralForm && !verbose {
                pluralNotes[i.locale, default: 0] += 1
            } else if finding.isNote {
                note(finding.diagnostic)
            } else if i.kind == .missingTable && finding.diagnostic.message.contains("only in case") {
                emit(finding.diagnostic, escalate: strict)
            } else if i.kind.isTranslationCoverage {
                coverage[i.locale, default: []].append(finding)
            } else {
                emit(finding.diagnostic, escalate: strict)
            }
        }
        // Each locale's entries, as text: "129 of 216 keys untranslated in Localizable (App, Widget)".
        var byText: [String: [String]] = [:]
        var items: [String: [LintFinding]] = [:]
        for (locale, found) in coverage {
            var counts: [[String]: [String: Int]] = [:]  // [table, kind] → scope → count
            for finding in found {
                let i = finding.identity
                counts[[i.table, i.kind.rawValue], default: [:]][i.scope, default: 0] += 1
            }
            var entries: [String] = []
            for entry in counts.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                let (table, kind) = (entry[0], LintFinding.Kind(rawValue: entry[1])!)
                var scopesByCount: [Int: [String]] = [:]
                for (scope, count) in counts[entry]! {
                    let n = kind == .missingTable ? keyCounts[scope + "\u{0}" + table] ?? 0 : count
                    scopesByCount[n, default: []].append(scope)
                }
                for (n, scopes) in scopesByCount.sorted(by: { $0.value.sorted()[0] < $1.value.sorted()[0] }) {
                    let named = scopes.filter { !$0.isEmpty }.sorted()
                    let place = named.isEmpty ? "" : " (\(named.joined(separator: ", ")))"
                    let keys = "key\(n == 1 ? "" : "s")"
                    switch kind {
                    case .missingTable: entries.append("table \(table) missing (all \(n) \(keys) fall back)" + place)
                    case .onlyInTranslation: entries.append("\(n) \(keys) only in the translation in \(table)" + place)
                    default:
                        let total = scopes.compactMap { keyCounts[$0 + "\u{0}" + table] }
                        let of = Set(total).count == 1 && total.count == scopes.count ? " of \(total[0])" : ""
                        entries.append("\(n)\(of.isEmpty ? " " + keys : of + " keys") untranslated in \(table)" + place)
                    }
                }
            }
            let text = entries.joined(separator: "; ")
            byText[text, default: []].append(locale)
            items[text, default: []] += found
        }
        for text in byText.keys.sorted(by: { byText[$0]!.sorted()[0] < byText[$1]!.sorted()[0] }) {
            let group = items[text]!
            let summary = byText[text]!.sorted().joined(separator: ", ") + ": " + text
            let location = group.count == 1 ? group[0].diagnostic.location : nil
            if verbose {
                for item in group.sorted(by: { $0.identity < $1.identity }) { emit(item.diagnostic, escalate: strict) }
                lines.append(Self.escaped("  " + (strict ? "error: " : "warning: ") + summary))
            } else {
                emit(Diagnostic(.warning, summary, at: location), escalate: strict)
            }
        }
        // Plural forms only large round numbers take: one note for all locales with the
        // same count (`--verbose` lists each, `--strict-plurals` makes them warnings).
        var byCount: [Int: [String]] = [:]
        for (locale, count) in pluralNotes { byCount[count, default: []].append(locale) }
        for (count, locales) in byCount.sorted(by: { $0.key > $1.key }) {
            note(
                Diagnostic(
                    .warning,
                    "\(locales.sorted().joined(separator: ", ")): \(count) plural value\(count == 1 ? " has" : "s have") no form for a category only large round numbers take (such as \"many\" for a million); those use \"other\" (--strict-plurals reports each)"
                ))
        }
    }

    /// Control characters written as escapes (`\n`, `\t`, `\u{1B}`), so a key
    /// with a newline stays on one line.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Development-language key counts per scope and table (`scope\0table`), for
    /// "129 of 216".
    public static func keyCounts(_ catalog: AssetCatalog) -> [String: Int] {
        var result: [String: Int] = [:]
        for strings in catalog.allScopes {
            for (table, values) in strings.tables[strings.developmentLanguage] ?? [:] {
                result[strings.scope + "\u{0}" + table] = values.count
            }
        }
        return result
    }

    /// The largest baseline read, in bytes (10 MB: about 100,000 findings); a larger
    /// file is refused before it is read.
    public static let baselineLimit = 10_000_000

    /// Reads a baseline written by `writeBaseline`: a regular file of at most
    /// `baselineLimit` bytes holding its JSON (an `InputFile.Failure` otherwise, and
    /// for JSON that names a member twice, with both places).
    public static func readBaseline(_ url: URL) throws -> Set<LintFinding.Identity> {
        let bytes = try InputFile.read(url.path, limit: baselineLimit)
        // Read with positions first: a member named twice is an error naming both
        // places (the decoder kept one of the two without a word).
        do {
            _ = try JSONReader.parse(bytes)
        } catch {
            throw InputFile.Failure(
                path: url.path,
                reason: "not a baseline file (line \(error.line), column \(error.column): \(error.message))")
        }
        return Set(try JSONDecoder().decode(Baseline.self, from: Data(bytes)).problems)
    }

    /// Writes the findings' identities as a baseline (JSON, sorted, no line numbers,
    /// paths relative to the linted folder; notes too, so a baselined run is quiet),
    /// through `AtomicFile` (a temporary file in the same folder, flushed and renamed
    /// into place), so a failed write leaves the old baseline whole.
    public static func writeBaseline(_ findings: [LintFinding], to url: URL) throws {
        let baseline = Baseline(version: 1, problems: Set(findings.map(\.identity)).sorted())
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        var data = try encoder.encode(baseline)
        data.append(0x0A)
        try AtomicFile.write(data, to: url)
    }

    /// The baseline file's shape.
    struct Baseline: Codable {
        var version: Int
        var problems: [LintFinding.Identity]
    }
}
