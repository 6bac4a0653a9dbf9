import Foundation

/// Fills a localized value's format with arguments, without `String(format:)` on
/// untrusted text: specifiers are parsed by `FormatString` and each argument is
/// formatted by its kind, with the locale's separators and date formats.
///
/// Contract: never traps, whatever the format and the arguments. A specifier with no
/// argument stays visible as written (`%2$@`), an argument of the wrong kind is shown
/// as text; both are listed in `issues`. Plural forms follow `PluralRules` for the
/// language; a `zero` form, when present, is used for 0 in every language (as Apple
/// platforms do); a missing form falls back to `other`. Plural variables nest at most
/// `depthLimit` deep, and one call's work and output stay within `expansionBudget`
/// (a self-referencing or fanning-out `.stringsdict` is cut there and reported).
public struct StringFormatter: Sendable {
    public var language: String
    public var formatter: LocaleFormatter

    /// Plural variables nest at most this deep (a deeper one stays as written).
    public static let depthLimit = 4
    /// Characters plus pieces one `format` call may produce and visit.
    public static let expansionBudget = 100_000

    public init(language: String, formatter: LocaleFormatter) {
        self.language = language
        self.formatter = formatter
    }

    /// The text of `value` with `arguments` substituted, and what went wrong.
    public func format(_ value: LocalizedValue.Content, _ arguments: [FormatArgument]) -> (
        text: String, issues: [String]
    ) {
        var issues: [String] = []
        var budget = StringFormatter.expansionBudget
        let text: String
        switch value {
        case .plain(let format):
            text = fill(FormatString(format), arguments, variables: [:], depth: 0, budget: &budget, issues: &issues)
        case .pluralFormat(let format, let variables):
            text = fill(
                FormatString(format), arguments, variables: variables, depth: 0, budget: &budget, issues: &issues)
        case .pluralForms(let forms):
            let numeric = arguments.first { if case .text = $0 { return false } else { return true } }
            let form = choose(forms, for: numeric, issues: &issues)
            text = fill(FormatString(form), arguments, variables: [:], depth: 0, budget: &budget, issues: &issues)
        }
        return (text, issues)
    }

    private func operands(_ argument: FormatArgument?) -> PluralRules.Operands? {
        switch argument {
        case .integer(let n): return PluralRules.Operands(n)
        case .number(let x) where x.isFinite:
            if x == x.rounded(), abs(x) < 1e15 { return PluralRules.Operands(Int(x)) }
            return PluralRules.Operands(decimal: "\(x)")
        default: return nil
        }
    }

    private func choose(_ forms: [PluralCategory: String], for argument: FormatArgument?, issues: inout [String])
        -> String
    {
        guard let operands = operands(argument) else {
            if argument != nil || !forms.isEmpty { issues.append("plural form needs a numeric argument; used 'other'") }
            return forms[.other] ?? forms.values.first ?? ""
        }
        if operands.n == 0, let zero = forms[.zero] { return zero }
        let category = PluralRules.category(of: operands, language: language)
        if let form = forms[category] { return form }
        if let other = forms[.other] { return other }
        issues.append("no '\(category.rawValue)' or 'other' plural form")
        return forms.values.first ?? ""
    }

    private func fill(
        _ format: FormatString, _ arguments: [FormatArgument], variables: [String: PluralVariable],
        depth: Int, budget: inout Int, issues: inout [String]
    ) -> String {
        issues += format.issues
        var out = ""
        for piece in format.pieces {
            // Every piece costs one unit and its output's length: nested plural
            // variables that fan out stop at the budget, not after exponential work.
            guard budget > 0 else {
                let cut =
                    "the text grows past \(StringFormatter.expansionBudget) characters or steps (plural variables nested or repeated); cut there"
                if !issues.contains(cut) { issues.append(cut) }
                break
            }
            budget -= 1
            switch piece {
            case .literal(let text):
                budget -= text.utf8.count
                out += text
            case .specifier(let s):
                guard s.argument >= 1, s.argument <= arguments.count else {
                    issues.append("no argument \(s.argument) for '\(s.text)'")
                    budget -= s.text.utf8.count
                    out += s.text
                    continue
                }
                let argument = arguments[s.argument - 1]
                if let name = s.variable {
                    guard let variable = variables[name], depth < StringFormatter.depthLimit else {
                        issues.append("unknown plural variable '\(name)'")
                        budget -= s.text.utf8.count
                        out += s.text
                        continue
                    }
                    let form = choose(variable.forms, for: argument, issues: &issues)
                    // Specifiers without a position inside the form mean this argument.
                    let inner = FormatString(FormatString(form).positional(defaultPosition: s.argument))
                    out += fill(
                        inner, arguments, variables: variables, depth: depth + 1, budget: &budget, issues: &issues)
                    continue
                }
                let text = pad(render(s, argument, issues: &issues), s)
                budget -= text.utf8.count
                out += text
            }
        }
        return out
    }

    private func pad(_ text: String, _ s: FormatString.Specifier) -> String {
        guard let width = s.width, text.count < width else { return text }
        let fill = String(
            repeating: s.flags.contains("0") && !s.flags.contains("-") && s.kind != .object ? "0" : " ",
            count: width - text.count)
        if s.flags.contains("-") { return text + fill }
        if fill.first == "0", text.first == "-" { return "-" + fill + text.dropFirst() }
        return fill + text
    }

    private func render(_ s: FormatString.Specifier, _ argument: FormatArgument, issues: inout [String]) -> String {
        switch s.kind {
        case .object:
            if s.conversion == "p" { issues.append("'%p' is not supported"); return s.text }
            return formatter.text(for: argument)
        case .integer:
            let value: Int
            switch argument {
            case .integer(let n): value = n
            case .number(let x) where x.isFinite && abs(x) < 9e18: value = Int(x)
            default:
                issues.append("argument \(s.argument) for '\(s.text)' is not a number; shown as text")
                return formatter.text(for: argument)
            }
            var text: String
            switch s.conversion {
            case "x": text = String(UInt(bitPattern: value), radix: 16)
            case "X": text = String(UInt(bitPattern: value), radix: 16, uppercase: true)
            case "o", "O": text = String(UInt(bitPattern: value), radix: 8)
            case "u", "U": text = value < 0 ? String(UInt(bitPattern: value)) : String(value)
            default: text = String(value)
            }
            if s.flags.contains("+") && value >= 0 && "dDi".contains(s.conversion) { text = "+" + text }
            return formatter.pseudoLocalized(text)
        case .float:
            let value: Double
            switch argument {
            case .number(let x): value = x
            case .integer(let n): value = Double(n)
            default:
                issues.append("argument \(s.argument) for '\(s.text)' is not a number; shown as text")
                return formatter.text(for: argument)
            }
            guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
            let precision = min(s.precision ?? 6, 20)
            let conversion: String
            switch s.conversion {
            case "e", "E", "g", "G", "a", "A": conversion = String(s.conversion)
            default: conversion = "f"
            }
            // The format is built here from validated parts, never from the table's text.
            var text = String(format: "%.\(precision)\(conversion)", value)
            if formatter.decimalSeparator != "." {
                text = text.replacingOccurrences(of: ".", with: formatter.decimalSeparator)
            }
            if s.flags.contains("+") && value >= 0 { text = "+" + text }
            return formatter.pseudoLocalized(text)
        case .character:
            if case .integer(let n) = argument, let scalar = Unicode.Scalar(UInt32(clamping: max(0, n))) {
                return String(Character(scalar))
            }
            if case .text(let t) = argument, let first = t.first { return String(first) }
            issues.append("argument \(s.argument) for '\(s.text)' is not a character")
            return formatter.text(for: argument)
        }
    }
}
