import Foundation
import Panels
import PanelsSamples
import PanelsTestSupport
import Testing

@Suite("Lists scene")
struct ListsSceneTests {
    @Test func everyListsStringIsTranslatedInEachLocale() throws {
        let folder = try #require(ListsScene.assetsFolder)
        let catalog = AssetCatalog.load(from: folder)
        #expect(catalog.problems.isEmpty, "\(catalog.problems)")
        let english = try String(contentsOf: folder.appendingPathComponent("en.lproj/Lists.strings"), encoding: .utf8)
        let keys = english.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("\"") else { return nil }
            return line.split(separator: "\"").first.map(String.init)
        }
        #expect(keys.count >= 20)
        for locale in ["nl", "fr", "pt-PT", "de", "ar", "he", "ja"] {
            for key in keys {
                let found = catalog.strings.lookup(key, table: "Lists", locale: locale)
                #expect(found?.locale == locale, "\(key) has no \(locale) translation")
            }
        }
    }

    @Test func everyPartIsInTheAccessibilityTree() {
        let model = ListsModel()
        let stage = Stage(measurer: WordWidthMeasurer()) { ListsScene(model: model) }
        _ = stage.frame(size: Size(width: 1100, height: 720), scale: 1, at: 0)
        let tree = stage.accessibilityTree()
        let roles = tree.elements.map(\.role)
        #expect(roles.contains(.list))
        #expect(roles.contains(.grid))
        #expect(roles.contains(.gridCell))
        #expect(
            tree.elements.filter { $0.role == .heading }.count >= 3 + 3, "three pane titles, three parts of the day")
        let pilates = tree.elements.first { $0.id == "pilates" }
        #expect(pilates?.states.contains(.selected) == true)
        #expect(pilates?.actions.contains(.custom("Cancel")) == true)
        #expect(tree.elements.contains { $0.role == .image && $0.label == "Studio photo 1" })
        #expect(tree.elements.contains { $0.id == "thanks" }, "the newest message is shown")
    }
}
