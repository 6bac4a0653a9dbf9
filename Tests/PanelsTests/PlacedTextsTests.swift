import Testing

@testable import Panels
import PanelsTestSupport

/// `PlacedTexts` answers as `[Int32: TextLayout]` does and iterates in ascending key
/// order, whether keys come ascending (placing, the fast path) or in any order.
@Suite struct PlacedTextsTests {
    static func text(_ n: Int) -> TextLayout {
        TextLayout(lines: [TextLayout.Line(text: "t\(n)", width: Double(n))], lineHeight: 1, ascent: 1)
    }

    /// Random stores (mostly ascending, as placing makes them), replacements, removals
    /// and reads on the texts and on a dictionary give the same answers after every
    /// step, and the texts iterate the dictionary's pairs sorted by key.
    @Test func answersAsADictionaryDoes() {
        PropertyTest.check("placed texts against Dictionary", cases: 4_000) { random in
            var texts: PlacedTexts = [:]
            var model: [Int32: TextLayout] = [:]
            var next = Int32(random.int(-3 ... 3))
            let wide = random.bool()
            func key() -> Int32 {
                switch random.int(0 ... 9) {
                case 0 ... 5:
                    // Ascending, as placing stores them.
                    next &+= Int32(random.int(0 ... 3))
                    return next
                case 6: return random.bool() ? .min : .max
                default:
                    return wide
                        ? Int32(truncatingIfNeeded: random.int(Int(Int32.min) ... Int(Int32.max)))
                        : Int32(random.int(-4 ... 60))
                }
            }
            for step in 0 ..< random.int(0 ... 200) {
                let k = key()
                switch random.int(0 ... 6) {
                case 0 ... 3:
                    texts[k] = Self.text(step)
                    model[k] = Self.text(step)
                case 4:
                    texts[k] = nil
                    model[k] = nil
                default:
                    if texts[k] != model[k] { return "texts[\(k)] differs (step \(step))" }
                }
                if texts.count != model.count || texts.isEmpty != model.isEmpty {
                    return "count \(texts.count), not \(model.count) (step \(step))"
                }
            }
            let pairs = texts.map { ($0.key, $0.value) }
            let expected = model.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
            guard pairs.map(\.0) == expected.map(\.0), pairs.map(\.1) == expected.map(\.1) else {
                return "iteration \(pairs.map(\.0)), not \(expected.map(\.0))"
            }
            var copy: PlacedTexts = [:]
            for (key, value) in model { copy[key] = value }
            return copy == texts ? nil : "the same pairs stored in another order compare unequal"
        }
    }

    /// A session keeps each placed caption's text under its node, as its tree's
    /// captions come, and a dictionary literal gives the same table as stores.
    @Test func aSessionKeepsEveryCaptionsText() {
        let session = LayoutSession(
            Column {
                Caption("one")
                Row {
                    Caption("two")
                    Caption("three")
                }
                Caption("four")
            },
            measurer: WordWidthMeasurer())
        session.layout(in: Size(width: 300, height: 200))
        let captions = (0 ..< Int32(session.tree.count)).filter {
            if case .caption = session.tree.kind(of: $0) { true } else { false }
        }
        #expect(Array(session.texts.keys) == captions)
        #expect(session.texts.values.map { $0.lines.map(\.text).joined() } == ["one", "two", "three", "four"])
        let literal: PlacedTexts = [captions[1]: Self.text(1), captions[0]: Self.text(0)]
        var stored = PlacedTexts()
        stored[captions[0]] = Self.text(0)
        stored[captions[1]] = Self.text(1)
        #expect(literal == stored)
    }
}
