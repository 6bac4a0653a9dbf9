import Foundation
import Panels
import PanelsSamples
import PanelsTestSupport
import Testing

/// The search intent rules (`SearchIndex`), checked over generated catalogs: each
/// case makes categories, studios and brands from random syllables, then checks every
/// rule against a plain restatement of it in this file.
@Suite("Search intent: generated catalogs")
struct SearchIntentPropertyTests {
    static let syllables = ["ka", "lo", "mi", "ne", "ru", "ta", "yo", "ga", "pi", "la", "bo", "xe", "ba", "re", "so"]

    static func word(_ g: inout SplitMix64) -> String {
        (0 ..< g.int(1 ... 3)).map { _ in g.element(of: syllables) }.joined()
    }

    static func name(_ g: inout SplitMix64, words: ClosedRange<Int>) -> String {
        (0 ..< g.int(words)).map { _ in word(&g) }.joined(separator: " ")
    }

    /// A catalog of distinct names: 3–25 categories, 0–4 brands of 2–4 studios, 0–20
    /// other studios.
    static func catalog(_ g: inout SplitMix64) -> SearchCatalog {
        var used = Set<String>()
        func unique(_ make: (inout SplitMix64) -> String) -> String {
            while true {
                let candidate = make(&g)
                if used.insert(candidate).inserted { return candidate }
            }
        }
        let categories = (0 ..< g.int(3 ... 25)).map { i in
            SearchCatalog.Category(id: "c\(i)", name: unique { name(&$0, words: 1 ... 3) }, popular: i < 3)
        }
        var studios: [SearchCatalog.Studio] = []
        for _ in 0 ..< g.int(0 ... 4) {
            let brand = unique { name(&$0, words: 1 ... 2) }
            for _ in 0 ..< g.int(2 ... 4) {
                let studio = unique { "\(brand) \(word(&$0))" }
                studios.append(SearchCatalog.Studio(name: studio, brand: brand, city: "X", categories: ["c0"]))
            }
        }
        for _ in 0 ..< g.int(0 ... 20) {
            studios.append(
                SearchCatalog.Studio(name: unique { name(&$0, words: 1 ... 3) }, city: "X", categories: ["c1"]))
        }
        return SearchCatalog(categories: categories, studios: studios)
    }

    static let en = Locale(identifier: "en")
    static func fold(_ text: String) -> String { SearchFolding.fold(text, locale: en) }

    @Test("Folding: idempotent, and case, accents, apostrophes, punctuation and width fold away")
    func folding() {
        PropertyTest.check("folding", cases: 3_000) { g in
            let plain = Self.name(&g, words: 1 ... 3)
            var variant = ""
            for ch in plain {
                var piece = String(ch)
                if ch.isLetter {
                    switch g.int(0 ... 5) {
                    case 0: piece = piece.uppercased()
                    case 1: piece += "\u{301}"  // a combining acute accent
                    case 2:
                        let fullWidth = ch.unicodeScalars.first!.value - 0x61 + 0xFF41
                        piece = String(Unicode.Scalar(fullWidth)!)
                    case 3: piece += g.element(of: ["'", "’", "ʼ"])
                    default: break
                    }
                } else if g.bool() {
                    piece = g.element(of: [" - ", " & ", ", ", " / ", "  "])
                }
                variant += piece
            }
            let folded = Self.fold(variant)
            if folded != Self.fold(plain) { return "\(variant) → \(folded), \(plain) → \(Self.fold(plain))" }
            if Self.fold(folded) != folded { return "not idempotent: \(variant)" }
            if folded.hasPrefix(" ") || folded.hasSuffix(" ") || folded.contains("  ") { return "spaces: \(folded)" }
            return nil
        }
        #expect(Self.fold("כלבים") == Self.fold("כלבימ") && Self.fold("ひらがな") == Self.fold("ヒラガナ"))
    }

    @Test("A category's own name finds it first; no start of any name is a misspelling")
    func exactAndNeverMisspelled() {
        PropertyTest.check("exact", cases: 1_000) { g in
            let catalog = Self.catalog(&g)
            let index = SearchIndex(catalog: catalog, misspellings: ["zzzz": "c0"], locale: Self.en)
            for category in catalog.categories {
                let outcome = index.outcome(for: category.name)
                guard outcome.exact?.key == category.id, outcome.suggestions.first?.key == category.id else {
                    return "\(category.name): \(outcome.suggestions.map(\.name))"
                }
            }
            let names = catalog.categories.map(\.name) + catalog.studios.map(\.name)
            let name = g.element(of: names)
            let prefix = String(name.prefix(g.int(1 ... name.count)))
            let outcome = index.outcome(for: prefix)
            if outcome.correctedTo != nil { return "\(prefix) (of \(name)) read as a misspelling" }
            if outcome.suggestions.isEmpty && prefix.trimmingCharacters(in: .whitespaces) == prefix {
                return "\(prefix) (of \(name)) found nothing"
            }
            if index.outcome(for: "zzzz").correctedTo?.key != "c0" && !names.contains(where: { $0.hasPrefix("zz") }) {
                return "the table's misspelling was not read"
            }
            return nil
        }
    }

    @Test("Suggestions come in the rule's groups, in order, and every match is there when they fit")
    func groupsInOrder() {
        PropertyTest.check("groups", cases: 1_000) { g in
            let catalog = Self.catalog(&g)
            let index = SearchIndex(catalog: catalog, locale: Self.en)
            let names = catalog.categories.map(\.name) + catalog.studios.map(\.name)
            let source = g.element(of: names)
            let words = source.split(separator: " ")
            let word = String(g.element(of: words))
            let query = String(word.prefix(g.int(1 ... word.count)))
            func group(_ kind: SearchIndex.Kind, _ name: String) -> Int? {
                let (q, text) = (Self.fold(query), Self.fold(name))
                let category = kind == .category
                if category && text == q { return 0 }
                if text.hasPrefix(q) { return category ? 1 : 2 }
                if text.split(separator: " ").dropFirst().contains(where: { $0.hasPrefix(q) }) {
                    return category ? 3 : 4
                }
                return nil
            }
            let suggestions = index.outcome(for: query, limit: 8).suggestions
            let groups = suggestions.map { group($0.kind, $0.name) }
            if groups.contains(where: { $0 == nil }) { return "\(query): a suggestion that does not match" }
            if groups.map({ $0! }) != groups.map({ $0! }).sorted() { return "\(query): out of order \(groups)" }
            let all = index.entries.filter { group($0.kind, $0.name) != nil }
            if all.count <= 8 && Set(all.map(\.id)) != Set(suggestions.map(\.id)) {
                return "\(query): \(all.count) match, \(suggestions.count) shown"
            }
            return nil
        }
    }

    @Test("A brand row exactly when the query names the brand: a whole word, or a prefix that starts no category")
    func brandRule() {
        PropertyTest.check("brands", cases: 2_000) { g in
            let catalog = Self.catalog(&g)
            let brands = Set(catalog.studios.compactMap(\.brand)).sorted()
            guard !brands.isEmpty else { return nil }
            let index = SearchIndex(catalog: catalog, locale: Self.en)
            let brand = g.element(of: brands)
            let words = brand.split(separator: " ").map(String.init)
            let query: String
            switch g.int(0 ... 3) {
            case 0: query = g.element(of: words)
            case 1: query = brand
            case 2:
                let word = g.element(of: words)
                query = String(word.prefix(g.int(1 ... word.count)))
            default: query = Self.word(&g)
            }
            let q = Self.fold(query)
            let startsACategory = catalog.categories.contains { Self.fold($0.name).hasPrefix(q) }
            func names(_ brand: String) -> (whole: Bool, prefix: Bool) {
                let folded = Self.fold(brand)
                let words = folded.split(separator: " ").map(String.init)
                var whole = false
                for start in words.indices {
                    for end in start ..< words.count where words[start ... end].joined(separator: " ") == q {
                        whole = true
                    }
                }
                let prefix = q.count >= 2 && words.contains { $0.hasPrefix(q) } && !startsACategory
                return (whole, prefix)
            }
            let expected = Array(
                (brands.filter { names($0).whole } + brands.filter { !names($0).whole && names($0).prefix }).prefix(2))
            let got = index.outcome(for: query).brands.map(\.name)
            return got == expected ? nil : "\(query): \(got), expected \(expected)"
        }
    }
}
