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

    @Test func theStripScrollsSidewaysAndTheKeysMoveAlongIt() {
        let model = ListsModel()
        let stage = Stage(measurer: WordWidthMeasurer()) { ListsScene(model: model) }
        _ = stage.frame(size: Size(width: 1100, height: 720), scale: 1, at: 0)
        let tree = stage.accessibilityTree()
        #expect(tree.elements.filter { $0.role == .grid }.count == 2, "the strip and the photo grid")
        #expect(
            tree.elements.filter { $0.role == .heading && $0.label == "Afternoon" }.count == 2,
            "a part of the day heads its classes and its photos")
        // A click selects a photo of the strip; Right moves along the row, and so does
        // Down in a one-row strip (the next cell).
        guard let first = stage.presentedFrame(id: "shot-3") else {
            Issue.record("the strip's first photo is not laid out")
            return
        }
        stage.handle(.pointerDown(PointerEvent(location: Point(x: first.midX, y: first.midY))), at: 0.1)
        stage.handle(.pointerUp(PointerEvent(location: Point(x: first.midX, y: first.midY))), at: 0.1)
        _ = stage.frame(size: Size(width: 1100, height: 720), scale: 1, at: 0.2)
        #expect(model.highlighted == "shot-3")
        _ = stage.keyDown(.right)
        #expect(model.highlighted == "shot-11")
        _ = stage.keyDown(.down)
        #expect(model.highlighted == "shot-19", "Down steps to the next cell: in one row, the next column")
    }
}
