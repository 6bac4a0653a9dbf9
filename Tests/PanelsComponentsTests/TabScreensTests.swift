import Observation
import Panels
import PanelsComponents
import PanelsTestSupport
import Testing

@Observable
final class TabTestModel {
    var tab = "home"
    let homePath = ScreenPath<Int>()
    let inboxPath = ScreenPath<Int>()
}

@Suite("Tab screens")
struct TabScreensTests {
    static let size = Size(width: 400, height: 600)

    static func makeStage(_ model: TabTestModel) -> Stage {
        Stage(measurer: WordWidthMeasurer()) {
            TabScreens(
                selection: Ref(model, \.tab),
                tabs: [
                    TabItem(Caption("Home"), tag: "home", path: model.homePath) { color in Disc().fill(color) },
                    TabItem(Caption("Inbox"), tag: "inbox", badge: "3", path: model.inboxPath),
                    TabItem(Caption("Settings"), tag: "settings"),
                ]
            ) { tab in
                if tab == "settings" {
                    Caption("Settings screen")
                } else {
                    let path = tab == "home" ? model.homePath : model.inboxPath
                    ScreenStack(path: path, rootTitle: Caption(tab), title: { Caption("\(tab) \($0)") }) {
                        ScreenStackTests.rows(StackTestModel(), screen: tab == "home" ? 1 : 2)
                            .id("list.\(tab)")
                    } destination: { screen in
                        Caption("Screen \(screen)")
                    }
                }
            }
        }
    }

    @Test func keysSelectTabsAndEachKeepsItsStackAndScrollPosition() throws {
        let model = TabTestModel()
        let stage = Self.makeStage(model)
        var driver = Driver(stage, size: Self.size)
        _ = stage.wheel(dx: 0, dy: -8, at: Point(x: 200, y: 300))
        for t in stride(from: 0.1, through: 2, by: 0.1) { driver.frame(at: t) }
        let scrolled = try #require(stage.presentedFrame(id: "row.1.0")?.minY)
        #expect(scrolled < 44)
        model.homePath.push(9)
        driver.frame(at: 2.1)
        driver.frame(at: 2.6)

        #expect(stage.keyDown(KeyName.tab.with(.control)))
        #expect(model.tab == "inbox")
        driver.frame(at: 2.7)
        #expect(stage.accessibilityTree().text.contains("heading(1) \"inbox\""))
        #expect(stage.keyDown(KeyName("3", modifiers: .control)))
        #expect(model.tab == "settings")
        #expect(stage.keyDown(KeyName.tab.with([.control, .shift])))
        #expect(stage.keyDown(KeyName.tab.with([.control, .shift])))
        #expect(model.tab == "home")
        driver.frame(at: 2.8)
        #expect(model.homePath.screens == [9])  // kept while another tab showed
        #expect(stage.accessibilityTree().text.contains("heading(1) \"home 9\""))

        // Choosing the selected tab again pops its stack to the root.
        #expect(stage.keyDown(KeyName("1", modifiers: .control)))
        #expect(model.homePath.screens.isEmpty)
        driver.frame(at: 2.9)
        driver.frame(at: 3.4)
        #expect(stage.presentedFrame(id: "row.1.0")?.minY == scrolled)
    }

    @Test func theBarReadsAsTabsWithTheirBadgesAndClicksSelect() throws {
        let model = TabTestModel()
        let stage = Self.makeStage(model)
        _ = stage.frame(size: Self.size, scale: 1, at: 0)
        let tree = stage.accessibilityTree().text
        #expect(tree.contains("tabList \"Tabs\""))
        #expect(tree.contains("tab \"Home\""))
        #expect(tree.contains("tab \"Inbox\" = \"3\"") || tree.contains("tab \"Inbox\" value=\"3\""), "\(tree)")
        #expect(!tree.contains("Settings screen"))  // offstage
        let inbox = try #require(stage.presentedFrame(id: "tabs.tab.1"))
        #expect(inbox.height >= 44 && inbox.maxY == Self.size.height)
        #expect(stage.click(at: Point(x: inbox.midX, y: inbox.midY)))
        #expect(model.tab == "inbox")
    }
}
