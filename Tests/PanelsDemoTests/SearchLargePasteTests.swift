import Foundation
import Panels
import PanelsSDL
import PanelsSamples
import Testing

/// A paste of megabytes into the search field, as a user did in the live Gallery: the
/// field keeps all of it, but what is searched, shown in the rows and remembered is the
/// query's first `SearchIndex.queryLimit` characters. Before, the phrase row set the
/// whole 5 MB query in a caption: 15 s for the frame after the paste (debug build);
/// now the frame sets nothing longer than the limit outside the field.
@Suite("Search: a large paste")
struct SearchLargePasteTests {
    @Test func aFiveMegabytePasteIsSearchedAndShownAsItsFirstCharacters() throws {
        let model = SearchModel(index: .bundled(), focused: true)
        let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) { SearchScene(model: model) }
        let clipboard = MemoryClipboard()
        let unit = "  yoga near me "
        clipboard.text = String(repeating: unit, count: 5_000_000 / unit.utf8.count)
        stage.clipboard = clipboard
        let size = Size(width: 390, height: 700)
        _ = stage.frame(size: size, scale: 1, at: 0)
        _ = stage.keyDown("ctrl+v")
        let list = stage.frame(size: size, scale: 1, at: 0.1)

        #expect(model.query.utf8.count == clipboard.text?.utf8.count, "the field keeps the whole paste")
        let phrase = model.phrase
        #expect(phrase.count <= SearchIndex.queryLimit && phrase.hasPrefix("yoga near me"), "\(phrase.prefix(40))")
        guard case .phrase(let shown)? = model.rows.first else {
            Issue.record("no phrase row: \(model.rows.prefix(2))")
            return
        }
        #expect(shown == phrase)

        // Nothing is set from the whole query: the longest run drawn is the field's
        // window over its text (about a thousand characters) or the phrase row.
        let longest =
            list.commands.compactMap { command -> Int? in
                if case .text(let run) = command { return run.text.count }
                return nil
            }.max() ?? 0
        #expect(longest <= 4_096, "a drawn run of \(longest) characters")
        let tree = stage.accessibilityTree()
        let labels = tree.elements.filter { $0.role != .textField }.map { $0.label.count + ($0.value?.count ?? 0) }
        #expect((labels.max() ?? 0) < 4 * SearchIndex.queryLimit, "an element of \(labels.max() ?? 0) characters")

        // Picking the phrase searches, titles and remembers the same characters.
        model.pick(0)
        #expect(model.picked?.title == phrase)
    }
}
