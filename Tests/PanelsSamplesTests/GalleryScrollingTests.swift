import Panels
import PanelsSamples
import Testing
import PanelsTestSupport

/// The feed inside the Gallery (a `Measured` scene under a tab bar): the wheel
/// scrolls it, the first Tab focuses it (the tab bar's buttons are out of the Tab
/// order), Ctrl+PageDown / Ctrl+PageUp switch scenes.
@Suite("Gallery scrolling")
struct GalleryScrollingTests {
    @Test func theFeedScrollsInsideTheGalleryAndCtrlPageDownSwitchesScenes() throws {
        let model = GalleryModel(selected: "feed")
        var driver = Driver(Stage(measurer: WordWidthMeasurer()) { GalleryPanel(model: model) })
        let stage = driver.stage
        let before = try #require(stage.presentedFrame(id: "feed"))
        #expect(before.minY == GalleryPanel.barHeight + 1)
        let tabBar = try #require(stage.presentedFrame(id: "tab.feed"))
        let card = try #require(stage.presentedFrame(id: "5"))
        driver.send(.wheel(dx: 0, dy: -3, at: Point(x: 200, y: 400), modifiers: []))
        driver.frame(at: 0.1)
        #expect(stage.presentedFrame(id: "5")?.minY == card.minY - 120)
        #expect(stage.presentedFrame(id: "tab.feed") == tabBar, "the tab bar does not scroll")
        // The first Tab focuses the feed: the tab bar's buttons are not in the Tab order,
        // and they stay in the accessibility tree.
        stage.keyDown(.tab)
        #expect(stage.focusedID == "feed")
        let tree = stage.accessibilityTree()
        for entry in model.catalog.entries {
            #expect(tree.elements(role: .button, label: entry.name).count == 1, "tab \(entry.name)")
        }
        stage.keyDown(.pageDown)
        driver.frame(at: 0.2)
        // Resized: the scene is built again for the new size and still scrolls.
        driver.size = Size(width: 500, height: 700)
        driver.frame(at: 0.25)
        let moved = try #require(stage.presentedFrame(id: "20"))
        driver.send(.wheel(dx: 0, dy: -1, at: Point(x: 200, y: 400), modifiers: []))
        driver.frame(at: 0.26)
        #expect(stage.presentedFrame(id: "20")?.minY == moved.minY - 40)
        stage.keyDown(KeyName("ctrl+PageDown"))
        driver.frame(at: 0.3)
        #expect(model.catalog.entries[model.selected].name == "sheet", "Ctrl+PageDown: the next scene (the sheet)")
        stage.keyDown(KeyName("ctrl+PageUp"))
        driver.frame(at: 0.4)
        #expect(model.catalog.entries[model.selected].name == "feed")
    }
}
