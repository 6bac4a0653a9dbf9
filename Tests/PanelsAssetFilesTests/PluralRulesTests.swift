import Foundation
import Panels
import Testing

/// CLDR's plural rules for every locale, through ICU.
@Suite("Plural rules from CLDR")
struct PluralRulesTests {
    func c(_ n: Int, _ language: String) -> PluralCategory {
        PluralRules.category(of: .init(n), language: language)
    }
    func d(_ text: String, _ language: String) -> PluralCategory {
        PluralRules.category(of: .init(decimal: text)!, language: language)
    }

    @Test func languagesWithTwoFewAndManyForms() {
        // Czech: 1 one, 2–4 few, 5+ other; decimals many.
        #expect([1, 2, 3, 4, 5, 22].map { c($0, "cs") } == [.one, .few, .few, .few, .other, .other])
        #expect(d("1.5", "cs") == .many)
        // Hebrew: 1 one, 2 two, the rest other (CLDR 42).
        #expect([1, 2, 3, 20].map { c($0, "he") } == [.one, .two, .other, .other])
        // Romanian: 0 and 2–19 few, 1 one, 20+ other, 101 few.
        #expect([0, 1, 2, 19, 20, 101].map { c($0, "ro") } == [.few, .one, .few, .few, .other, .few])
        // Lithuanian: 1 one, 2–9 few, 10–20 other, 21 one; decimals many.
        #expect([1, 2, 9, 10, 21].map { c($0, "lt") } == [.one, .few, .few, .other, .one])
        #expect(d("0.5", "lt") == .many)
        // Irish: 1 one, 2 two, 3–6 few, 7–10 many, 11+ other.
        #expect([1, 2, 3, 7, 11].map { c($0, "ga") } == [.one, .two, .few, .many, .other])
        // Slovenian: by the last two digits: 1 one, 2 two, 3–4 few.
        #expect([1, 2, 3, 5, 101, 102, 103].map { c($0, "sl") } == [.one, .two, .few, .other, .one, .two, .few])
        // Welsh: 0 zero, 1 one, 2 two, 3 few, 6 many.
        #expect([0, 1, 2, 3, 6, 7].map { c($0, "cy") } == [.zero, .one, .two, .few, .many, .other])
        // Serbian and Croatian: 1/21 one, 2–4/22–24 few, else other.
        for language in ["sr", "hr", "bs"] {
            #expect([1, 2, 5, 11, 21, 22].map { c($0, language) } == [.one, .few, .other, .other, .one, .few])
        }
        // Russian and Polish still as before.
        #expect([1, 2, 5, 21].map { c($0, "ru") } == [.one, .few, .many, .one])
        #expect([1, 2, 5, 22].map { c($0, "pl") } == [.one, .few, .many, .few])
    }

    @Test func regionsAndLanguagesWithoutForms() {
        #expect(c(0, "pt") == .one)
        #expect(c(0, "pt-PT") == .other)
        #expect(c(0, "pt_PT") == .other)
        #expect(PluralRules.categories(language: "my") == [.other])
        #expect(PluralRules.categories(language: "ja") == [.other])
        #expect(PluralRules.categories(language: "cs") == [.one, .few, .many, .other])
        // Unknown languages: root rules, everything other.
        #expect(c(1, "xx-unknown") == .other)
        #expect(c(1, "") == .other)
        // Pseudo-locales are English text.
        #expect(c(1, "ar-XB") == .one && c(3, "ar-XB") == .other)
    }

    @Test func reachableCategoriesDependOnTheArgumentsKind() {
        #expect(PluralRules.reachableCategories(language: "cs", kind: .integer) == [.one, .few, .other])
        #expect(PluralRules.reachableCategories(language: "cs", kind: .decimal) == [.one, .few, .many, .other])
        #expect(PluralRules.reachableCategories(language: "fr", kind: .integer) == [.one, .many, .other])
        #expect(PluralRules.reachableCategories(language: "ar", kind: .integer) == Set(PluralCategory.allCases))
        #expect(PluralRules.reachableCategories(language: "my", kind: .decimal) == [.other])
        #expect(PluralRules.ValueKind(valueType: "lld") == .integer)
        #expect(PluralRules.ValueKind(valueType: "f") == .decimal)
    }

    @Test func czechThreeFilesUsesTheFewForm() {
        let formatter = StringFormatter(
            language: "cs",
            formatter: LocaleFormatter(locale: Locale(identifier: "cs"), now: Date(timeIntervalSince1970: 0)))
        let forms: [PluralCategory: String] = [.one: "%d soubor", .few: "%d soubory", .other: "%d souborů"]
        #expect(formatter.format(.pluralForms(forms), [1]).text == "1 soubor")
        #expect(formatter.format(.pluralForms(forms), [3]).text == "3 soubory")
        #expect(formatter.format(.pluralForms(forms), [5]).text == "5 souborů")
    }

    @Test func concurrentLookupsAgree() async {
        await withTaskGroup(of: Bool.self) { group in
            for t in 0 ..< 8 {
                group.addTask {
                    (0 ..< 500).allSatisfy { n in
                        let language = ["cs", "ar", "ru", "ga"][(n + t) % 4]
                        return PluralRules.category(of: .init(n), language: language)
                            == PluralRules.category(of: .init(n), language: language)
                    }
                }
            }
            for await ok in group { #expect(ok) }
        }
    }
}
