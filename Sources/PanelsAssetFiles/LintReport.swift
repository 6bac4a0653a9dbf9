import Foundation
import Panels

/// What `panels lint` prints and the status it exits with, for a list of findings.
///
/// Contract: missing translations and keys only in a translation are warnings (errors
/// when `strict`), printed as one line per scope, locale and table (`lv: 129 of 216
/// keys untranslated in Localizable`) unless `verbose`, which lists each as well; every
/// other problem is printed on its own line. Findings whose identity is in `baseline`
/// are counted but neither printed nor failing. Control characters in the output are
/// escaped, so every problem is one line. `status` is 1 when an error remains (with
/// `strict`: any problem), else 0.
public struct LintReport: Sendable {
    public var lines: [String] = []
    public var errors = 0
    public var warnings = 0
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
            d.file = path(d.file)
            if d.isError { errors += 1 } else { warnings += 1 }
            lines.append(Self.escaped(d.description))
        }
        var groups: [[String]: [LintFinding]] = [:]
        for finding in fresh {
            if finding.identity.kind.isTranslationCoverage {
                let i = finding.identity
                groups[[i.scope, i.locale, i.table, i.kind.rawValue], default: []].append(finding)
                if !verbose { continue }
            }
            if !finding.identity.kind.isTranslationCoverage {
                emit(finding.diagnostic, escalate: strict)
            }
        }
        for group in groups.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            let items = groups[group]!
            let (scope, locale, table, kind) = (group[0], group[1], group[2], group[3])
            let place = scope.isEmpty ? "" : "\(scope): "
            let total = keyCounts[scope + "\u{0}" + table].map { " of \($0)" } ?? ""
            let summary: String
            switch LintFinding.Kind(rawValue: kind)! {
            case .missingTable: summary = items[0].diagnostic.message
            case .onlyInTranslation:
                summary = "\(locale): \(items.count) key\(items.count == 1 ? "" : "s") only in \(locale) in \(table)"
            default:
                summary = "\(locale): \(items.count)\(total) keys untranslated in \(table)"
            }
            var d = Diagnostic(.warning, place + summary, at: items[0].diagnostic.location)
            if kind != LintFinding.Kind.missingTable.rawValue {
                d.location = items.count == 1 ? items[0].diagnostic.location : nil
            }
            if verbose {
                for item in items { emit(item.diagnostic, escalate: strict) }
                lines.append(Self.escaped("  " + (strict ? "error: " : "warning: ") + place + summary))
            } else {
                emit(d, escalate: strict)
            }
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

    /// Reads a baseline written by `writeBaseline`.
    public static func readBaseline(_ url: URL) throws -> Set<LintFinding.Identity> {
        let data = try Data(contentsOf: url)
        return Set(try JSONDecoder().decode(Baseline.self, from: data).problems)
    }

    /// Writes the findings' identities as a baseline (JSON, sorted, no line numbers),
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
