import Foundation

/// Fills a localized value's format with arguments, without `String(format:)` on
/// untrusted text: specifiers are parsed by `FormatString` and each argument is
/// formatted by its kind, with the locale's separators and date formats. Numbers for
/// `%d`, `%ld`, `%lld`, `%u`, `%x`, `%f`, `%e`, `%g` … read as `String(format:locale:)`
/// and SwiftUI show them: the locale's grouping, decimal sign and digits ("12,341",
/// "12.341", "12 341", "١٢٬٣٤١"), with the specifier's flags, width and precision.
///
/// Contract: never traps, whatever the format and the arguments. A specifier with no
/// argument stays visible as written (`%2$@`), an argument of the wrong kind is shown
/// as text; both are listed in `issues`. Plural forms follow `PluralRules` for the
/// language; a `zero` form, when present, is used for 0 in every language (as Apple
/// platforms do); a missing form falls back to `other`. Plural variables nest at most
/// `depthLimit` deep, and one call's work and output stay within `expansionBudget`
/// (a self-referencing or fanning-out `.stringsdict` is cut there and reported).
package struct StringFormatter: Sendable {
    package var language: String
    package var formatter: LocaleFormatter

    /// Plural variables nest at most this deep (a deeper one stays as written).
    package static let depthLimit = 4
    /// Characters plus pieces one `format` call may produce and visit.
    package static let expansionBudget = 100_000

    package init(language: String, formatter: LocaleFormatter) {
        self.language = language
        self.formatter = formatter
    }

    /// The text of `value` with `arguments` substituted, and what went wrong.
    package func format(_ value: LocalizedValue.Content, _ arguments: [FormatArgument]) -> (
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
                let rendered = render(s, argument, issues: &issues)
                // Numbers come padded from `localizedNumber`.
                let text = s.kind == .integer || s.kind == .float ? rendered : pad(rendered, s)
                budget -= text.utf8.count
                out += text
            }
        }
        return out
    }

    /// One number as `String(format:locale:)` writes it — the locale's digits,
    /// grouping and decimal sign ("12,341", "12.341", "12 341", "١٢٬٣٤١"), with the
    /// specifier's flags, width and precision — as `localizedStringWithFormat` and
    /// SwiftUI show a `%lld`. The format is built here from the parsed parts (never
    /// from the table's text): one specifier, one argument of the type it reads.
    private func localizedNumber(_ s: FormatString.Specifier, conversion: String, _ value: any CVarArg) -> String {
        var format = "%" + s.flags.filter { $0 != "'" }
        if let width = s.width { format += String(min(width, 1_000)) }
        if let precision = s.precision { format += "." + String(min(precision, 20)) }
        format += conversion
        return String(format: format, locale: formatter.locale, arguments: [value])
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
            let conversion: String
            let number: any CVarArg
            switch s.conversion {
            case "x", "X", "o": conversion = "ll" + String(s.conversion); number = UInt64(bitPattern: Int64(value))
            case "O": conversion = "llo"; number = UInt64(bitPattern: Int64(value))
            case "u", "U": conversion = "llu"; number = UInt64(bitPattern: Int64(value))
            default: conversion = "lld"; number = Int64(value)
            }
            return formatter.pseudoLocalized(localizedNumber(s, conversion: conversion, number))
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
            let conversion = "eEgGaA".contains(s.conversion) ? String(s.conversion) : "f"
            return formatter.pseudoLocalized(localizedNumber(s, conversion: conversion, value))
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
