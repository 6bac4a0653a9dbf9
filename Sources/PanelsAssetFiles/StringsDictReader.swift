import Foundation
import Panels

/// Reads a `.stringsdict` file (an XML property list, parsed by Foundation) into
/// plural values, reporting problems at the line of the entry they concern.
///
/// Contract: each entry needs `NSStringLocalizedFormatKey`; each `%#@name@` in it needs
/// a dictionary `name` with `NSStringFormatSpecTypeKey` = `NSStringPluralRuleType` and an
/// `other` form. Unknown plural categories are reported. An entry with an error is
/// skipped; the rest load. Never traps on any bytes.
enum StringsDictReader {
    static func read(_ data: Data, file: String) -> (values: [String: LocalizedValue], problems: [Diagnostic]) {
        var problems: [Diagnostic] = []
        // UTF-8 or UTF-16, with or without a byte-order mark (Foundation reads them all).
        let scalars = try? TextDecoding.decode([UInt8](data)).get()
        let text = scalars.map(PropertyListText.string) ?? String(decoding: data, as: UTF8.self)
        guard scalars.map(PropertyListText.isXML) == true || data.starts(with: Array("bplist".utf8)) else {
            problems.append(
                Diagnostic(
                    .error, file: file, line: 1, column: 1,
                    "expected an XML property list (<?xml … <plist>) in a .stringsdict file"))
            return ([:], problems)
        }
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            let detail = (error as NSError).userInfo["NSDebugDescription"] as? String ?? "\(error)"
            // Foundation names a line for most errors; an unexpected end is at the last line.
            let lastLine = text.split(separator: "\n", omittingEmptySubsequences: false).count
            let line = lineNumber(in: detail) ?? (detail.contains("EOF") ? lastLine : 1)
            problems.append(
                Diagnostic(
                    .error, file: file, line: line, column: 0,
                    "malformed property list: \(detail)"))
            return ([:], problems)
        }
        let positions = PropertyListText.keyPositions(text)
        func location(_ key: String) -> FileLocation {
            let p = positions[key] ?? (1, 1)
            return FileLocation(file: file, line: p.0, column: p.1)
        }
        guard let entries = root as? [String: Any] else {
            problems.append(
                Diagnostic(
                    .error, file: file, line: 1, column: 1, "expected a dictionary at the top of the property list"))
            return ([:], problems)
        }
        var values: [String: LocalizedValue] = [:]
        for key in entries.keys.sorted() {
            let at = location(key)
            guard let entry = entries[key] as? [String: Any] else {
                problems.append(
                    Diagnostic(
                        .error, at: at, "entry \"\(key)\" must be a dictionary with NSStringLocalizedFormatKey"))
                continue
            }
            guard let format = entry["NSStringLocalizedFormatKey"] as? String else {
                problems.append(
                    Diagnostic(.error, at: at, "entry \"\(key)\" has no NSStringLocalizedFormatKey string"))
                continue
            }
            var variables: [String: PluralVariable] = [:]
            var ok = true
            let parsed = FormatString(format)
            for issue in parsed.issues { problems.append(Diagnostic(.error, at: at, "\"\(key)\": \(issue)")) }
            for specifier in parsed.specifiers {
                guard let name = specifier.variable else { continue }
                guard let rule = entry[name] as? [String: Any] else {
                    problems.append(
                        Diagnostic(.error, at: at, "\"\(key)\" uses %#@\(name)@ but has no dictionary \"\(name)\""))
                    ok = false
                    continue
                }
                guard rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else {
                    problems.append(
                        Diagnostic(
                            .error, at: at,
                            "\"\(key)\".\(name): expected NSStringFormatSpecTypeKey = NSStringPluralRuleType"))
                    ok = false
                    continue
                }
                var forms: [PluralCategory: String] = [:]
                for (ruleKey, ruleValue) in rule
                where ruleKey != "NSStringFormatSpecTypeKey" && ruleKey != "NSStringFormatValueTypeKey" {
                    guard let category = PluralCategory(rawValue: ruleKey) else {
                        problems.append(
                            Diagnostic(
                                .error, at: at,
                                "\"\(key)\".\(name): unknown plural category \"\(ruleKey)\" (expected zero, one, two, few, many, other)"
                            ))
                        continue
                    }
                    guard let form = ruleValue as? String else {
                        problems.append(Diagnostic(.error, at: at, "\"\(key)\".\(name).\(ruleKey) must be a string"))
                        continue
                    }
                    forms[category] = form
                }
                if forms[.other] == nil {
                    problems.append(Diagnostic(.error, at: at, "\"\(key)\".\(name) has no \"other\" form (required)"))
                    ok = false
                    continue
                }
                variables[name] = PluralVariable(
                    valueType: rule["NSStringFormatValueTypeKey"] as? String ?? "d", forms: forms)
            }
            if ok { values[key] = LocalizedValue(.pluralFormat(format, variables: variables), location: at) }
        }
        problems.sort { ($0.line, $0.column, $0.message) < ($1.line, $1.column, $1.message) }
        return (values, problems)
    }

    static func lineNumber(in message: String) -> Int? {
        guard let range = message.range(of: "line ") else { return nil }
        let digits = message[range.upperBound...].prefix { $0.isNumber }
        return Int(digits)
    }
}

/// The text of a property list, for finding where its keys are.
enum PropertyListText {
    static func string(_ scalars: [Unicode.Scalar]) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// Whether decoded text (byte-order mark already dropped) starts as an XML
    /// property list: `<?xml`, `<!DOCTYPE` or `<plist`, after white space.
    static func isXML(_ scalars: [Unicode.Scalar]) -> Bool {
        let head = string(Array(scalars.prefix(200))).drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        return head.hasPrefix("<?xml") || head.hasPrefix("<plist") || head.hasPrefix("<!DOCTYPE")
    }

    /// Line and column of the first `<key>NAME</key>` of each name.
    static func keyPositions(_ text: String) -> [String: (Int, Int)] {
        var result: [String: (Int, Int)] = [:]
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            var rest = line[...]
            while let open = rest.range(of: "<key>") {
                guard let close = rest[open.upperBound...].range(of: "</key>") else { break }
                let name = String(rest[open.upperBound ..< close.lowerBound])
                if result[name] == nil {
                    result[name] = (lineNumber, line.distance(from: line.startIndex, to: open.lowerBound) + 1)
                }
                rest = rest[close.upperBound...]
            }
        }
        return result
    }
}
