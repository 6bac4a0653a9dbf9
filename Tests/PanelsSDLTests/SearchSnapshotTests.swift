import Foundation
import Panels
import PanelsSDL
import PanelsSamples
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// Every state of the search screen — the empty field (recent searches, popular categories),
/// typing (the category first, then a brand row), a misspelling ("Did you mean" as a
/// row), the results titled with the correction, and the zero-result state — in en,
/// ar (right to left) and ja (the sample subset: no boxes), light and dark, each
/// audited (contrast from the pixels, targets, labels, keyboard reach): any finding
/// fails.
///
/// Re-record after an intended change with
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter SearchSnapshotTests` and look.
@Suite("Search snapshots", .serialized)
struct SearchSnapshotTests {
    static let size = Size(width: 430, height: 932)

    /// What each locale types: a category's name, a misspelling of one, and recent searches.
    static let typed: [String: (category: String, misspelled: String, recents: [String])] = [
        "en": ("yoga", "yoag", ["Barry's", "reformer pilates"]),
        "ar": ("يوغا", "يوقا", ["Barry's", "بيلاتس"]),
        "ja": ("ヨガ", "ピラテス", ["Barry's", "ピラティス"]),
    ]

    static func model(_ state: String, locale: String) -> SearchModel {
        let index = SearchIndex.bundled(locale: locale)
        let words = typed[locale]!
        switch state {
        case "start": return SearchModel(index: index, focused: true, recents: words.recents)
        case "typing": return SearchModel(index: index, query: words.category, focused: true)
        case "misspelled": return SearchModel(index: index, query: words.misspelled, focused: true)
        case "corrected":
            let model = SearchModel(index: index, query: words.misspelled, focused: true)
            model.pick()
            return model
        default:
            let model = SearchModel(index: index, query: "xyzzyq", focused: true)
            model.pick()
            return model
        }
    }

    @Test(arguments: ["en", "ar", "ja"], ["start", "typing", "misspelled", "corrected", "zero"])
    func everyState(locale: String, state: String) throws {
        let model = Self.model(state, locale: locale)
        switch state {
        case "typing": #expect(model.outcome.exact != nil && model.outcome.correctedTo == nil, "\(locale)")
        case "misspelled": #expect(model.outcome.correctedTo != nil, "\(locale)")
        case "corrected": #expect(model.picked?.typed != nil && !model.results.isEmpty, "\(locale)")
        case "zero": #expect(model.picked != nil && model.results.isEmpty)
        default: #expect(model.rows.count == 8)
        }
        for appearance in [Appearance.light, .dark] {
            var context = PanelContext()
            context.locale = Locale(identifier: locale)
            context.appearance = appearance
            assertSnapshot(
                of: SearchScene(model: model),
                as: .image(size: Self.size, scale: 1, context: context, tolerance: .exact, auditing: true),
                named: "\(state)-\(appearance == .light ? "light" : "dark")-\(locale)")
        }
    }
}

/// At the largest accessibility text size, every state's captions fit: rows stack what
/// they are under their name and names wrap, instead of being cut with "…". (The
/// one-line field's placeholder is cut as a platform's is; what is typed scrolls.)
@Suite("Search at accessibility sizes")
struct SearchLargeTextTests {
    @Test(arguments: ["en", "ar", "ja"])
    func nothingIsCut(locale: String) {
        for state in ["start", "typing", "misspelled", "corrected", "zero"] {
            var context = PanelContext()
            context.locale = Locale(identifier: locale)
            context.textSize = .accessibility3
            let composition = Composition(
                SearchScene(model: SearchSnapshotTests.model(state, locale: locale)), size: SearchSnapshotTests.size,
                context: context, measurer: SDLTextMeasurer.shared(scale: 1))
            var cut: [String] = []
            let placeholder = composition.tree.nodes.indices.first { node in
                guard case .caption(let content) = composition.tree.nodes[node].kind else { return false }
                return composition.frames[node].minY < 60 && state == "start" && !content.text.isEmpty
            }
            for node in composition.tree.nodes.indices {
                guard case .caption(let content) = composition.tree.nodes[node].kind,
                    let text = composition.texts[Int32(node)], text.isTruncated, !content.truncationIntended,
                    node != placeholder
                else { continue }
                cut.append(content.text)
            }
            #expect(cut.isEmpty, "\(locale), \(state): \(cut)")
        }
    }
}
