import Foundation
import Panels
import PanelsSamples
import Testing

@Suite("Search ranking")
struct SearchIndexTests {
    static let index = SearchIndex(
        categories: ["Yoga", "Hot yoga", "Yin yoga", "Pilates", "Reformer pilates", "Café au lait workshop", "Boxing"],
        venues: [
            ("Yogaworks Amsterdam", "Yogaworks"), ("Yogaworks Porto", "Yogaworks"), ("Blue Yoga Loft", nil),
            ("Équinox Paris", nil), ("Zen Spa Köln", "Zen Spa"), ("Boxing Club Lyon", nil),
        ],
        misspellings: ["yoag": "yoga", "pilatis": "Pilates"])

    static let table: [(query: String, expected: [String], brand: String?, corrected: String?)] = [
        ("yo", ["Yoga", "Yogaworks Amsterdam", "Yogaworks Porto", "Hot yoga", "Yin yoga", "Blue Yoga Loft"], nil, nil),
        ("YOGAW", ["Yogaworks Amsterdam", "Yogaworks Porto"], "Yogaworks", nil),
        ("cafe", ["Café au lait workshop"], nil, nil),
        ("EQUI", ["Équinox Paris"], nil, nil),
        ("koln", ["Zen Spa Köln"], nil, nil),
        ("pil", ["Pilates", "Reformer pilates"], nil, nil),
        ("box", ["Boxing", "Boxing Club Lyon"], nil, nil),
        (
            "yoag", ["Yoga", "Yogaworks Amsterdam", "Yogaworks Porto", "Hot yoga", "Yin yoga", "Blue Yoga Loft"], nil,
            "yoga"
        ),
        ("pilatis", ["Pilates", "Reformer pilates"], nil, "Pilates"),
        ("balayage", [], nil, nil),
        ("   ", [], nil, nil),
    ]

    @Test(
        "Groups in order: categories, venues by prefix, then by a later word; folded; with fallback",
        arguments: 0 ..< table.count)
    func ranking(_ row: Int) {
        let expected = Self.table[row]
        let outcome = Self.index.outcome(for: expected.query)
        #expect(outcome.suggestions.map(\.name) == expected.expected, "query \(expected.query)")
        #expect(outcome.brand?.name == expected.brand)
        #expect(outcome.correctedTo == expected.corrected)
    }

    @Test("At most 8 suggestions from the bundled 1,000 entries")
    func bundled() {
        let index = SearchIndex.bundled()
        #expect(index.entries.count >= 1_000)
        let outcome = index.outcome(for: "y")
        #expect(outcome.suggestions.count == 8)
        #expect(outcome.suggestions.first?.kind == .category)
        #expect(index.outcome(for: "yoag").correctedTo == "yoga")
        #expect(index.outcome(for: "equinox").brand.map { $0.venueCount > 1 } == true)
    }

    @Test("Rows, arrows and picks")
    func navigation() {
        let model = SearchModel(index: Self.index)
        model.setQuery("yogaw")
        #expect(model.rows.count == 4)  // phrase, brand, two venues
        model.move(by: 1)
        #expect(model.highlighted == 0)
        model.move(by: 5)
        #expect(model.highlighted == 3)
        model.move(by: -1)
        model.pick()
        #expect(model.picked == "Yogaworks Amsterdam")
        #expect(model.results.map(\.name) == ["Yogaworks Amsterdam"])
        model.setQuery("balayage")
        #expect(model.rows == [.phrase("balayage")] && model.picked == nil)
        model.pick()
        #expect(model.picked == "balayage")
    }
}
