/// A CLDR plural category: which form of a counted phrase a number takes.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Codable {
    case zero, one, two, few, many, other
}

/// The CLDR plural rules for cardinal numbers, hand-coded from the CLDR
/// `plurals.xml` for: en, de, nl, sv, it, es, fr, pt, pt-PT, ar, ru, uk, pl, ja, zh, ko.
/// Other languages use the English rule.
///
/// Contract: `category(of:language:)` follows CLDR's operands: `n` the absolute value,
/// `i` its integer digits, `v` the number of visible fraction digits, `e` the compact
/// exponent (always 0 here). A decimal is passed as the text it is shown as
/// (`"1.0"` has v = 1, so English says "1.0 classes").
public enum PluralRules {
    /// The operands of a number as CLDR defines them.
    public struct Operands: Sendable, Hashable {
        public var n: Double
        public var i: Int
        public var v: Int

        public init(_ integer: Int) {
            n = Double(integer.magnitude)
            i = Int(integer.magnitude)
            v = 0
        }

        /// Operands of a decimal as it is displayed (e.g. `"1.50"`, `"-3"`); nil when the
        /// text is not a plain decimal.
        public init?(decimal text: String) {
            var body = Substring(text)
            if body.hasPrefix("-") { body = body.dropFirst() }
            let parts = body.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count <= 2, let first = parts.first, !first.isEmpty,
                first.allSatisfy({ $0.isASCII && $0.isNumber }), let whole = Int(first)
            else { return nil }
            let fraction = parts.count == 2 ? parts[1] : ""
            guard fraction.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Double(body) else { return nil }
            n = value
            i = whole
            v = fraction.count
        }
    }

    /// The category of `number` in `language` (a BCP 47 tag such as `pt-PT` or `ar`).
    public static func category(of operands: Operands, language: String) -> PluralCategory {
        // Language subtag and whether the region is PT, without allocating much: this
        // runs for every plural lookup.
        var base = Substring(language)
        var isPortugal = false
        if let cut = language.firstIndex(where: { $0 == "-" || $0 == "_" }) {
            base = language[..<cut]
            isPortugal = language[language.index(after: cut)...].uppercased().hasPrefix("PT")
        }
        let lowered = base.lowercased()
        let n = operands.n, i = operands.i, v = operands.v
        let isInteger = n == n.rounded(.down)
        // "many" for French, Spanish, Italian, Portuguese: e = 0 and i != 0 and
        // i % 1000000 = 0 and v = 0 (compact exponents are not used here).
        let millions = i != 0 && i % 1_000_000 == 0 && v == 0
        switch lowered {
        case "ja", "zh", "ko", "th", "vi", "id":
            return .other
        case "fr":
            if i == 0 || i == 1 { return .one }
            return millions ? .many : .other
        case "pt":
            if isPortugal {
                if i == 1 && v == 0 { return .one }
            } else if i == 0 || i == 1 {
                return .one
            }
            return millions ? .many : .other
        case "es":
            if n == 1 { return .one }
            return millions ? .many : .other
        case "it":
            if i == 1 && v == 0 { return .one }
            return millions ? .many : .other
        case "ar":
            if n == 0 { return .zero }
            if n == 1 { return .one }
            if n == 2 { return .two }
            if isInteger {
                let mod100 = Int(n.truncatingRemainder(dividingBy: 100))
                if (3 ... 10).contains(mod100) { return .few }
                if (11 ... 99).contains(mod100) { return .many }
            }
            return .other
        case "ru", "uk":
            guard v == 0 else { return .other }
            let mod10 = i % 10, mod100 = i % 100
            if mod10 == 1 && mod100 != 11 { return .one }
            if (2 ... 4).contains(mod10) && !(12 ... 14).contains(mod100) { return .few }
            return .many
        case "pl":
            guard v == 0 else { return .other }
            let mod10 = i % 10, mod100 = i % 100
            if i == 1 { return .one }
            if (2 ... 4).contains(mod10) && !(12 ... 14).contains(mod100) { return .few }
            return .many
        default:  // en, de, nl, sv and the rest
            return i == 1 && v == 0 ? .one : .other
        }
    }

    /// The categories a language distinguishes (the forms a translation should have).
    public static func categories(language: String) -> Set<PluralCategory> {
        var result: Set<PluralCategory> = []
        for n in 0 ... 200 { result.insert(category(of: Operands(n), language: language)) }
        result.insert(category(of: Operands(1_000_000), language: language))
        if let decimal = Operands(decimal: "1.5") { result.insert(category(of: decimal, language: language)) }
        return result
    }
}
