import Foundation
import Panels
import PanelsSDL
import PanelsSamples
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// Scene 5 in the card's newest locales, light: a query in the locale's script read
/// as a category through its misspelling table, so the field, the correction line,
/// the phrase row and the suggestions all show. Japanese draws with the sample subset
/// (no boxes); Hebrew is right to left.
///
/// Re-record after an intended change with
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter SearchSnapshotTests` and look.
@Suite("Search snapshots", .serialized)
struct SearchSnapshotTests {
    static let size = Size(width: 430, height: 932)

    @Test(arguments: [("ja", "ヨガ"), ("he", "פילאטיס")])
    func typedInTheLocale(locale: String, query: String) {
        let model = SearchModel(index: .bundled(locale: locale), query: query, focused: true)
        #expect(model.outcome.correctedTo != nil, "\(locale): \(query) is read as a category")
        var context = PanelContext()
        context.locale = Locale(identifier: locale)
        let stage = Stage(context: context, measurer: SDLTextMeasurer.shared(scale: 1)) { SearchScene(model: model) }
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        assertSnapshot(
            of: stage, as: .image(size: Self.size, scale: 1, at: 0.1, tolerance: .exact), named: "typed-light-\(locale)"
        )
    }
}
