import CPanelsICU
import Foundation

/// A CLDR plural category: which form of a counted phrase a number takes.
package enum PluralCategory: String, Sendable, Hashable, CaseIterable, Codable {
    case zero, one, two, few, many, other
}

/// The CLDR plural rules for cardinal numbers in every locale CLDR knows, from ICU
/// (Debian's `libicu-dev`): nothing is written per language here.
///
/// Contract: `category(of:language:)` follows CLDR's operands: `n` the absolute value,
/// `i` its integer digits, `v` the number of visible fraction digits (the compact
/// exponent `e` is always 0 here). A decimal is passed as the text it is shown as
/// (`"1.0"` has v = 1, so English says "1.0 classes"). A language ICU does not know
/// uses the root rules (everything is `other`). Pseudo-locales (`en-XA`, `ar-XB`) are
/// generated from English text, so they use English rules. Thread-safe; rules are opened once per language.
package enum PluralRules {
    /// The operands of a number as CLDR defines them.
    package struct Operands: Sendable, Hashable {
        package var n: Double
        package var i: Int
        package var v: Int

        package init(_ integer: Int) {
            n = Double(integer.magnitude)
            i = Int(integer.magnitude)
            v = 0
        }

        /// Operands of a decimal as it is displayed (e.g. `"1.50"`, `"-3"`); nil when the
        /// text is not a plain decimal.
        package init?(decimal text: String) {
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

    /// Which numbers a format argument can hold, for `reachableCategories`.
    package enum ValueKind: Sendable, Hashable {
        /// Whole numbers only (`%d`, `%ld`, `%lld`, `%u`, …).
        case integer
        /// Any number, decimals included (`%f`, `%g`, `%@` with a number).
        case decimal

        /// The kind of a `.stringsdict` value type or specifier letter(s) (`d`, `lld`, `f`, `@`).
        package init(valueType: String) {
            let last = valueType.lowercased().last
            switch last {
            case "d", "i", "u", "o", "x", "c": self = .integer
            default: self = .decimal
            }
        }
    }

    /// The category of `number` in `language` (a BCP 47 tag such as `pt-PT` or `ar`).
    package static func category(of operands: Operands, language: String) -> PluralCategory {
        let rules = Library.shared.rules(for: language)
        return rules.select(operands.n, fractionDigits: operands.v)
    }

    /// The categories a language distinguishes (CLDR's keywords for it).
    package static func categories(language: String) -> Set<PluralCategory> {
        Library.shared.rules(for: language).keywords
    }

    /// The categories numbers of `kind` can take in `language`: for whole numbers only
    /// those some integer reaches (Czech: one, few, other — `many` is for decimals);
    /// for decimals, all of them. Found by evaluating CLDR's rules over 0…1,000,
    /// powers of ten to 10⁹ and, for decimals, one to three fraction digits.
    package static func reachableCategories(language: String, kind: ValueKind) -> Set<PluralCategory> {
        Library.shared.rules(for: language).reachable(kind)
    }

    /// The categories of `reachableCategories` that only large round numbers reach
    /// (10,000 and up: `many` for a million in Spanish, French, Italian, Portuguese and
    /// Catalan, "1 millón de …"), not 0…1,000 nor, for decimals, a fraction: a form an
    /// app's counts rarely show. Empty for most languages.
    package static func largeNumberCategories(language: String, kind: ValueKind) -> Set<PluralCategory> {
        let rules = Library.shared.rules(for: language)
        return rules.reachable(kind).subtracting(rules.reachable(kind, largeNumbers: false))
    }

    // MARK: ICU

    /// One language's opened rules (ICU objects are immutable once opened; `select`
    /// is const, so they are shared across threads).
    final class Rules: @unchecked Sendable {
        let rules: UnsafeMutableRawPointer?
        private var formatters: [UnsafeMutableRawPointer?]
        let keywords: Set<PluralCategory>
        private let lock = NSLock()
        private var reachableCache: [ReachableKey: Set<PluralCategory>] = [:]

        struct ReachableKey: Hashable {
            var kind: ValueKind
            var largeNumbers: Bool
        }

        init(locale: String) {
            rules = panels_plurals_open(locale)
            formatters = (0 ... 9).map { panels_plurals_number_formatter(locale, Int32($0)) }
            var buffer = [CChar](repeating: 0, count: 128)
            if let rules, panels_plurals_keywords(rules, &buffer, 128) == 0 {
                let text = Rules.text(buffer)
                keywords = Set(text.split(separator: " ").compactMap { PluralCategory(rawValue: String($0)) })
                    .union([.other])
            } else {
                keywords = [.other]
            }
        }

        /// The NUL-ended C string in `buffer`.
        static func text(_ buffer: [CChar]) -> String {
            let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            return String(decoding: bytes, as: UTF8.self)
        }

        func select(_ number: Double, fractionDigits: Int) -> PluralCategory {
            guard let rules, number.isFinite else { return .other }
            let digits = max(0, min(9, fractionDigits))
            var buffer = [CChar](repeating: 0, count: 32)
            let formatter = digits == 0 ? nil : formatters[digits]
            guard panels_plurals_select(rules, formatter, abs(number), &buffer, 32) == 0 else { return .other }
            return PluralCategory(rawValue: Rules.text(buffer)) ?? .other
        }

        /// The categories numbers of `kind` reach: 0…1,000, then (with
        /// `largeNumbers`) powers of ten to 10⁹, and for decimals some fractions.
        func reachable(_ kind: ValueKind, largeNumbers: Bool = true) -> Set<PluralCategory> {
            lock.lock()
            defer { lock.unlock() }
            let cacheKey = ReachableKey(kind: kind, largeNumbers: largeNumbers)
            if let known = reachableCache[cacheKey] { return known }
            var found: Set<PluralCategory> = []
            var integers = Array(0 ... 1_000).map(Double.init)
            var power = 10_000.0
            while power <= 1e9 && largeNumbers {
                integers.append(power)
                power *= 10
            }
            for n in integers { found.insert(select(n, fractionDigits: 0)) }
            if kind == .decimal {
                for digits in 1 ... 3 {
                    for n in stride(from: 0.0, through: 20.0, by: 0.1) {
                        found.insert(select(n, fractionDigits: digits))
                    }
                    for n in [0.01, 0.05, 1.05, 1.25, 2.5, 100.5] + (largeNumbers ? [1e6] : []) {
                        found.insert(select(n, fractionDigits: digits))
                    }
                }
            }
            let result = found.intersection(keywords)
            reachableCache[cacheKey] = result
            return result
        }
    }

    /// Opened rules per language tag.
    final class Library: @unchecked Sendable {
        static let shared = Library()
        private let lock = NSLock()
        private var byTag: [String: Rules] = [:]

        func rules(for language: String) -> Rules {
            lock.lock()
            defer { lock.unlock() }
            if let known = byTag[language] { return known }
            let rules = Rules(locale: Library.icuLocale(language))
            if byTag.count > 512 { byTag.removeAll() }
            byTag[language] = rules
            return rules
        }

        /// An ICU locale ID for a BCP 47 tag: pseudo-locales use English,
        /// hyphens become underscores.
        static func icuLocale(_ tag: String) -> String {
            if PseudoLocale(tag: tag) != nil { return "en" }
            return tag.replacingOccurrences(of: "-", with: "_")
        }
    }
}
