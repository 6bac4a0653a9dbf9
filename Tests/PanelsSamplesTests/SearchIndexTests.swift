import Foundation
import Panels
import PanelsSamples
import Testing

/// The search intent rules with the search-modalities article's own examples, on the
/// bundled catalog in the card's locales.
@Suite("Search intent: the article's examples")
struct SearchIndexTests {
    static let en = SearchIndex.bundled(locale: "en")

    @Test("\"barrys\" names Barry's: apostrophes fold away; the brand row and its studios")
    func barrys() {
        for typed in ["barrys", "BARRYS", "barry’s", "Barry's", "ｂａｒｒｙｓ"] {
            let outcome = Self.en.outcome(for: typed)
            #expect(outcome.brands.map(\.name) == ["Barry's"], "\(typed)")
            #expect(outcome.suggestions.allSatisfy { $0.brand == "Barry's" } && outcome.suggestions.count == 4)
            #expect(outcome.correctedTo == nil)
        }
        let results = Self.en.results(forPhrase: "barrys")
        #expect(results.studios.count == 4 && results.classes.count == 4)
    }

    @Test("\"yoga\": the category first, then the brand named by the whole word (not Yogaworks)")
    func yoga() {
        let model = SearchModel(index: Self.en, query: "yoga")
        let rows = model.rows
        #expect(rows[0] == .phrase("yoga"))
        guard case .suggestion(let first) = rows[1], case .brand(let brand) = rows[2] else {
            Issue.record("rows: \(rows)")
            return
        }
        #expect(first.kind == .category && first.key == "yoga")
        #expect(brand.name == "Daylight Yoga" && brand.studioCount == 3)
        #expect(!rows.contains(.brand(SearchIndex.Brand(name: "Yogaworks", studioCount: 2))))
        #expect(Self.en.outcome(for: "yogaw").brands.map(\.name) == ["Yogaworks"])
        #expect(Self.en.outcome(for: "yogaworks").brands.map(\.name) == ["Yogaworks"])
        // "bar" and "barr" start the category "barre": no brand row for Barry's yet.
        #expect(Self.en.outcome(for: "bar").brands.isEmpty && Self.en.outcome(for: "barr").brands.isEmpty)
        #expect(Self.en.outcome(for: "barry").brands.map(\.name) == ["Barry's"])
    }

    @Test("The phrase row, chosen, searches class names, categories and studios")
    func phrase() {
        let results = Self.en.results(forPhrase: "yoga")
        #expect(results.categories.map(\.key).contains("hot-yoga"))
        #expect(results.classes.contains { $0.name == "Sunrise Vinyasa" })  // a vinyasa-yoga class
        #expect(results.studios.contains { $0.name == "Studio Kalm" })  // offers yoga, no "yoga" in its name
        let flow = Self.en.results(forPhrase: "flow")
        #expect(flow.categories.isEmpty && flow.classes.map(\.name).contains("Tejo Morning Flow"))
    }

    @Test("\"xyzzyq\" then Return: no results, and the zero-result state has suggestions")
    func zeroResults() {
        let model = SearchModel(index: Self.en, query: "xyzzyq")
        #expect(model.rows == [.phrase("xyzzyq")])
        model.pick()
        #expect(model.picked == SearchModel.Pick(title: "xyzzyq") && model.results.isEmpty)
        #expect(Self.en.nearestCategories(to: "xyzzyq").isEmpty)
        #expect(Self.en.popularCategories.count == 6)
        #expect(Self.en.nearestCategories(to: "swiming").first?.key == "swimming")
    }

    @Test("A misspelling is a row, and the results are titled with the correction")
    func didYouMean() {
        let model = SearchModel(index: Self.en, query: "yoag")
        #expect(model.outcome.correctedTo?.key == "yoga")
        #expect(model.rows.count > 2 && model.rows[1] == .correction(Self.en.category("yoga")!))
        model.pick()
        #expect(model.picked == SearchModel.Pick(title: "Yoga", typed: "yoag"))
        #expect(!model.results.isEmpty)
        // Not in the table, one edit from a category: read as it.
        #expect(Self.en.outcome(for: "pilatez").correctedTo?.key == "pilates")
    }

    @Test("ja: ヨガ (and よが, and English \"yoga\") is the yoga category, never \"did you mean\"")
    func japanese() {
        let ja = SearchIndex.bundled(locale: "ja")
        for typed in ["ヨガ", "よが", "yoga", "ヨ"] {
            let outcome = ja.outcome(for: typed)
            #expect(outcome.correctedTo == nil, "\(typed)")
            #expect(outcome.suggestions.first?.key == "yoga" && outcome.suggestions.first?.name == "ヨガ", "\(typed)")
        }
        #expect(ja.outcome(for: "ピラテス").correctedTo?.key == "pilates")
    }

    @Test("he: categories in Hebrew, final letters fold (a word typed halfway matches)")
    func hebrew() {
        let he = SearchIndex.bundled(locale: "he")
        #expect(he.outcome(for: "פילאטיס").exact?.key == "pilates")
        #expect(he.outcome(for: "פילאטיס").correctedTo == nil)
        #expect(he.outcome(for: "אגרופ").exact?.key == "boxing")  // אגרוף with an ordinary פ
        #expect(he.outcome(for: "יוגה").exact?.name == "יוגה")
        #expect(he.outcome(for: "יוגא").correctedTo?.key == "yoga")
    }

    @Test("Every card locale has every category translated; en-XA shows them pseudo-localized")
    func everyLocale() {
        for locale in ["nl", "fr", "pt-PT", "de", "ar", "he", "ja"] {
            let index = SearchIndex.bundled(locale: locale)
            #expect(index.diagnostics.isEmpty, "\(locale): \(index.diagnostics)")
            let english = Set(index.catalog.categories.map(\.name))
            let categories = index.entries.filter { $0.kind == .category }
            #expect(categories.count == index.catalog.categories.count)
            // Most names differ from English (some words are the same in both).
            let same = categories.filter { english.contains($0.name) }.count
            #expect(same * 2 < categories.count || ["nl"].contains(locale), "\(locale): \(same) English names")
        }
        let pseudo = SearchIndex.bundled(locale: "en-XA")
        #expect(pseudo.category("yoga")?.name.hasPrefix("[") == true)
        #expect(pseudo.outcome(for: "yoga").exact?.key == "yoga")
    }

    @Test("Rows, arrows and picks; an empty field lists recent searches, then popular categories")
    func navigation() {
        let model = SearchModel(index: Self.en)
        #expect(model.rows.count == 6 && model.rows.allSatisfy { if case .popular = $0 { true } else { false } })
        model.setQuery("yogaw")
        #expect(model.rows.count == 4)  // phrase, brand, two studios
        model.move(by: 1)
        #expect(model.highlighted == 0)
        model.move(by: 5)
        #expect(model.highlighted == 3)
        model.pick()
        #expect(model.picked?.title == "Yogaworks Shoreditch")
        #expect(model.results.studios.map(\.name) == ["Yogaworks Shoreditch"])
        model.setQuery("")
        #expect(model.rows.first == .recent("Yogaworks Shoreditch"))
        model.pick(model.rows.count - 1)  // a popular category: into the field, and picked
        #expect(model.query == model.picked?.title && model.results.classes.count > 0)
        model.clearRecents()
        #expect(model.recents.terms.isEmpty)
    }
}
