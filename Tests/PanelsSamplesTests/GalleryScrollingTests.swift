import Panels
import PanelsSamples
import Testing
import PanelsTestSupport

/// The feed inside the Gallery (a `Measured` scene under a tab bar): the wheel
/// scrolls it, Tab focuses the tab bar's buttons and then it, Ctrl+Tab switches scenes.
@Suite("Gallery scrolling")
struct GalleryScrollingTests {
    @Test func theFeedScrollsInsideTheGalleryAndCtrlTabSwitchesScenes() throws {
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
        // Tab reaches the tab bar's buttons first (they are controls), then the feed.
        var visited: [String] = []
        for _ in 0 ... model.catalog.entries.count where stage.focusedID != "feed" {
            stage.keyDown(.tab)
            visited.append(stage.focusedID ?? "nil")
        }
        #expect(stage.focusedID == "feed")
        #expect(visited.dropLast() == model.catalog.entries.map { "tab.\($0.name)" }[...])
        stage.keyDown(.pageDown)
        driver.frame(at: 0.2)
        // Resized: the scene is built again for the new size and still scrolls.
        driver.size = Size(width: 500, height: 700)
        driver.frame(at: 0.25)
        let moved = try #require(stage.presentedFrame(id: "20"))
        driver.send(.wheel(dx: 0, dy: -1, at: Point(x: 200, y: 400), modifiers: []))
        driver.frame(at: 0.26)
        #expect(stage.presentedFrame(id: "20")?.minY == moved.minY - 40)
        stage.keyDown(KeyName("ctrl+Tab"))
        driver.frame(at: 0.3)
        #expect(model.catalog.entries[model.selected].name == "sheet", "Ctrl+Tab: the next scene (scene 4b)")
        stage.keyDown(KeyName("ctrl+shift+Tab"))
        driver.frame(at: 0.4)
        #expect(model.catalog.entries[model.selected].name == "feed")
    }
}
