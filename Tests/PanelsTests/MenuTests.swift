import Observation
import Panels
import PanelsTestSupport
import Testing

@Observable
final class MenuModel {
    var ran: [String] = []
    var time = 0.0
}

/// Context menus and menu buttons driven through a `Stage`: opening by secondary
/// press and the Menu key, keyboard navigation and type-to-select as a table, submenus,
/// hover, placement.
@Suite("Menus")
struct MenuTests {
    static let size = Size(width: 480, height: 600)

    static func items(_ model: MenuModel) -> [MenuItem] {
        [
            MenuItem("Copy") { model.ran.append("Copy") },
            MenuItem("Cut", enabled: false) { model.ran.append("Cut") },
            MenuItem.separator,
            MenuItem("Paste") { model.ran.append("Paste") },
            MenuItem("Print") { model.ran.append("Print") },
            MenuItem.submenu("Share") {
                MenuItem("Mail") { model.ran.append("Mail") }
                MenuItem("Message") { model.ran.append("Message") }
                MenuItem("Link", enabled: false) { model.ran.append("Link") }
            },
            MenuItem.separator,
            MenuItem("Delete", role: .destructive) { model.ran.append("Delete") },
        ]
    }

    static func stage(_ model: MenuModel, state: MenuState, buttonState: MenuState = MenuState(), rtl: Bool = false)
        -> Stage
    {
        let stage = Stage(measurer: WordWidthMeasurer()) {
            Column(alignment: .leading, spacing: 8) {
                MenuButton("Sort", state: buttonState) {
                    MenuItem("By name") { model.ran.append("By name") }
                    MenuItem("By date") { model.ran.append("By date") }
                }
                .id("sort")
                Pressable(action: { model.ran.append("row") }) { _ in Caption("A row").padding(12) }
                    .id("row")
                    .contextMenu(state: state, label: "Row actions") { MenuTests.items(model) }
            }
            .padding(20)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        if rtl { stage.context.layoutDirection = .rightToLeft }
        return stage
    }

    /// The labels of the highlighted items, outermost level first.
    static func highlighted(_ stage: Stage) -> [String] {
        stage.accessibilityTree().elements(role: .menuItem).filter { $0.states.contains(.selected) }.map(\.label)
    }

    static func secondaryClick(_ driver: Driver, _ p: Point) {
        driver.send(.pointerDown(PointerEvent(location: p, button: .secondary)))
        driver.send(.pointerUp(PointerEvent(location: p, button: .secondary)))
    }

    struct KeyCase: CustomStringConvertible, Sendable {
        var keys: [String]
        var highlighted: [String]
        var ran: [String] = []
        var open = true
        var description: String { keys.joined(separator: " ") }
    }

    static let keyCases: [KeyCase] = [
        KeyCase(keys: ["ArrowDown"], highlighted: ["Copy"]),
        KeyCase(keys: ["ArrowDown", "ArrowDown"], highlighted: ["Paste"]),  // Cut is disabled, the line is skipped
        KeyCase(keys: ["ArrowUp"], highlighted: ["Delete"]),
        KeyCase(keys: ["End", "ArrowDown"], highlighted: ["Copy"]),  // wraps
        KeyCase(keys: ["Home", "ArrowUp"], highlighted: ["Delete"]),
        KeyCase(keys: ["Home", "End"], highlighted: ["Delete"]),
        KeyCase(keys: ["p"], highlighted: ["Paste"]),
        KeyCase(keys: ["p", "p"], highlighted: ["Print"]),  // the same letter: the next item with it
        KeyCase(keys: ["p", "r"], highlighted: ["Print"]),  // letters typed together
        KeyCase(keys: ["c"], highlighted: ["Copy"]),  // not the disabled Cut
        KeyCase(keys: ["c", "u"], highlighted: ["Copy"]),
        KeyCase(keys: ["p", "+1.5", "r"], highlighted: ["Paste"]),  // after the timeout "r" starts anew: no match
        KeyCase(keys: ["p", "+0.5", "r"], highlighted: ["Print"]),
        KeyCase(keys: ["z"], highlighted: []),
        KeyCase(keys: ["ArrowDown", "Enter"], highlighted: [], ran: ["Copy"], open: false),
        KeyCase(keys: ["d", "Space"], highlighted: [], ran: ["Delete"], open: false),
        KeyCase(keys: ["Enter"], highlighted: []),  // nothing highlighted: nothing runs
        KeyCase(keys: ["s"], highlighted: ["Share"]),
        KeyCase(keys: ["s", "ArrowRight"], highlighted: ["Share", "Mail"]),
        KeyCase(keys: ["s", "Enter"], highlighted: ["Share", "Mail"]),
        KeyCase(keys: ["s", "ArrowRight", "ArrowDown", "ArrowDown"], highlighted: ["Share", "Mail"]),  // Link disabled
        KeyCase(keys: ["s", "ArrowRight", "m", "e"], highlighted: ["Share", "Message"]),
        KeyCase(keys: ["s", "ArrowRight", "ArrowLeft"], highlighted: ["Share"]),
        KeyCase(keys: ["s", "ArrowRight", "Escape"], highlighted: ["Share"]),
        KeyCase(keys: ["s", "ArrowRight", "ArrowDown", "Enter"], highlighted: [], ran: ["Message"], open: false),
        KeyCase(keys: ["ArrowLeft"], highlighted: []),  // the menu itself does not close on ArrowLeft
        KeyCase(keys: ["Escape"], highlighted: [], open: false),
        KeyCase(keys: ["s", "ArrowRight", "Escape", "Escape"], highlighted: [], open: false),
        KeyCase(keys: ["Tab"], highlighted: []),  // keys stay in the menu
    ]

    @Test(arguments: keyCases)
    func keyboard(_ c: KeyCase) throws {
        let model = MenuModel()
        let state = MenuState(clock: { model.time })
        let stage = Self.stage(model, state: state)
        var driver = Driver(stage, size: Self.size)
        let row = try #require(stage.presentedFrame(id: "row"))
        Self.secondaryClick(driver, Point(x: row.midX, y: row.midY))
        driver.frame(at: 1)
        #expect(state.isOpen)
        for key in c.keys {
            if key.hasPrefix("+") {
                model.time += Double(key.dropFirst())!
                continue
            }
            #expect(stage.keyDown(KeyName(key)), "\(key) is used")
            driver.frame(at: driver.time + 0.05)
        }
        driver.frame(at: driver.time + 1)
        #expect(Self.highlighted(stage) == c.highlighted)
        #expect(model.ran == c.ran, "and not the row's own action")
        #expect(state.isOpen == c.open)
    }

    /// In right-to-left, ArrowLeft opens a submenu and ArrowRight closes it; the
    /// menu's top trailing corner is at the pointer.
    @Test func submenusMirrorInRightToLeft() throws {
        let model = MenuModel()
        let state = MenuState()
        let stage = Self.stage(model, state: state, rtl: true)
        var driver = Driver(stage, size: Self.size)
        let row = try #require(stage.presentedFrame(id: "row"))
        let point = Point(x: row.midX, y: row.midY)
        Self.secondaryClick(driver, point)
        driver.frame(at: 1)
        let menu = try #require(stage.popovers.last)
        #expect(abs(menu.bubble.maxX - point.x) <= 1 && menu.bubble.minY >= point.y)
        #expect(stage.keyDown(KeyName("s")) && stage.keyDown(.right))
        driver.frame(at: 2)
        #expect(Self.highlighted(stage) == ["Share"], "ArrowRight does not open it in right-to-left")
        #expect(stage.keyDown(.left))
        driver.frame(at: 3)
        #expect(Self.highlighted(stage) == ["Share", "Mail"])
        let submenu = try #require(stage.popovers.last)
        #expect(submenu.bubble.maxX <= menu.bubble.minX + 4, "the submenu opens on the left")
        #expect(stage.keyDown(.right))
        driver.frame(at: 4)
        #expect(Self.highlighted(stage) == ["Share"])
    }

    @Test func aSecondaryPressOpensTheMenuAtThePointer() throws {
        let model = MenuModel()
        let state = MenuState()
        let stage = Self.stage(model, state: state)
        var driver = Driver(stage, size: Self.size)
        let row = try #require(stage.presentedFrame(id: "row"))
        let point = Point(x: row.midX, y: row.midY)
        Self.secondaryClick(driver, point)
        driver.frame(at: 1)
        let menu = try #require(stage.popovers.last)
        #expect(abs(menu.bubble.minX - point.x) <= 1 && menu.bubble.minY >= point.y && menu.bubble.minY <= point.y + 4)
        #expect(!menu.placement.arrowVisible)
        #expect(model.ran.isEmpty, "the secondary press does not run the row's action")
        let tree = stage.accessibilityTree()
        #expect(tree.elements(role: .menu, label: "Row actions").count == 1)
        let cut = try #require(tree.elements(role: .menuItem, label: "Cut").first)
        #expect(cut.states.contains(.disabled))
        for item in tree.elements(role: .menuItem) { #expect(item.frame.height >= 44) }
        // Hovering Share opens its submenu beside it; a click runs an item and closes all.
        let share = try #require(tree.elements(role: .menuItem, label: "Share").first)
        driver.move(share.frame.midX, share.frame.midY)
        driver.frame(at: 2)
        #expect(Self.highlighted(stage) == ["Share"])
        #expect(stage.popovers.count == 2)
        let submenu = try #require(stage.popovers.last)
        #expect(submenu.bubble.minX >= menu.bubble.maxX - 4 && abs(submenu.bubble.minY - share.frame.minY) <= 8)
        let mail = try #require(stage.accessibilityTree().elements(role: .menuItem, label: "Mail").first)
        #expect(stage.click(at: Point(x: mail.frame.midX, y: mail.frame.midY)))
        driver.frame(at: 3)
        #expect(model.ran == ["Mail"] && !state.isOpen)
        // A press outside closes it without running anything.
        Self.secondaryClick(driver, point)
        driver.frame(at: 4)
        #expect(state.isOpen)
        driver.down(Self.size.width - 5, Self.size.height - 5)
        driver.up(Self.size.width - 5, Self.size.height - 5)
        driver.frame(at: 5)
        #expect(!state.isOpen && model.ran == ["Mail"])
    }

    /// The Menu key and Shift+F10 open the focused panel's context menu at its
    /// bottom leading corner.
    @Test func theMenuKeyOpensTheFocusedPanelsMenu() throws {
        for key in [KeyEvent(key: "Menu"), KeyEvent(key: "F10", modifiers: .shift)] {
            let model = MenuModel()
            let state = MenuState()
            let stage = Self.stage(model, state: state)
            var driver = Driver(stage, size: Self.size)
            #expect(stage.keyDown(.tab) && stage.keyDown(.tab))
            #expect(stage.focusedID == "row")
            #expect(stage.handle(.keyDown(key)))
            driver.frame(at: 1)
            #expect(state.isOpen)
            let row = try #require(stage.presentedFrame(id: "row"))
            let menu = try #require(stage.popovers.last)
            #expect(abs(menu.bubble.minX - row.minX) <= 1 && menu.bubble.minY >= row.maxY)
            #expect(Self.highlighted(stage) == ["Copy"], "opened from the keyboard: on the first item")
            #expect(stage.keyDown(.down) && stage.keyDown(.enter))
            #expect(model.ran == ["Paste"])
        }
    }

    @Test func aMenuButtonOpensItsMenuBelowItself() throws {
        let model = MenuModel()
        let buttonState = MenuState()
        let stage = Self.stage(model, state: MenuState(), buttonState: buttonState)
        var driver = Driver(stage, size: Self.size)
        let sort = try #require(stage.presentedFrame(id: "sort"))
        #expect(stage.click(at: Point(x: sort.midX, y: sort.midY)))
        driver.frame(at: 1)
        let menu = try #require(stage.popovers.last)
        #expect(abs(menu.bubble.minX - sort.minX) <= 1 && menu.bubble.minY >= sort.maxY)
        let button = try #require(stage.accessibilityTree().elements(role: .button, label: "Sort").first)
        #expect(button.states.contains(.expanded))
        // The button again closes it.
        #expect(stage.click(at: Point(x: sort.midX, y: sort.midY)))
        driver.frame(at: 2)
        #expect(!buttonState.isOpen)
        // From the keyboard: Tab to it, ArrowDown opens on the first item, Return runs it.
        #expect(stage.keyDown(.tab) && stage.focusedID == "sort")
        #expect(stage.keyDown(.down))
        driver.frame(at: 3)
        #expect(Self.highlighted(stage) == ["By name"])
        #expect(stage.keyDown(.down) && stage.keyDown(.enter))
        #expect(model.ran == ["By date"] && !buttonState.isOpen)
    }

    /// A menu taller than the window is constrained to it and scrolls; the row the
    /// keyboard highlights is scrolled into view.
    @Test func aLongMenuScrollsToTheHighlightedRow() throws {
        let state = MenuState()
        let stage = Stage(measurer: WordWidthMeasurer()) {
            Caption("Row").padding(12).id("row")
                .contextMenu(state: state) {
                    for n in 1 ... 30 { MenuItem("Item \(n)") {} }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        let size = Size(width: 400, height: 400)
        var driver = Driver(stage, size: size)
        state.open(at: Point(x: 20, y: 20))
        driver.frame(at: 1)
        let menu = try #require(stage.popovers.last)
        #expect(menu.bubble.minY >= 8 && menu.bubble.maxY <= size.height - 8, "constrained to the window")
        func highlightedFrame() throws -> Rect {
            let tree = stage.accessibilityTree()
            return try #require(tree.elements(role: .menuItem).first { $0.states.contains(.selected) }).frame
        }
        #expect(stage.keyDown(.end))
        driver.frame(at: 2)
        var row = try highlightedFrame()
        var bubble = try #require(stage.popovers.last?.bubble)
        #expect(
            row.minY >= bubble.minY - 0.5 && row.maxY <= bubble.maxY + 0.5, "the last row in view: \(row) in \(bubble)")
        #expect(stage.keyDown(.down))  // wraps to the first
        driver.frame(at: 3)
        row = try highlightedFrame()
        bubble = try #require(stage.popovers.last?.bubble)
        #expect(
            row.minY >= bubble.minY - 0.5 && row.maxY <= bubble.maxY + 0.5, "the first row in view: \(row) in \(bubble)"
        )
    }

    /// A menu opened at any point (inside the window or not) of any size lies inside the
    /// window less its margin, starting at the point when it fits.
    @Test func menuPlacementAtAPointStaysInsideTheWindow() {
        PropertyTest.check("menu placement", cases: 10_000) { g in
            let window = Size(width: g.number(120 ... 1400), height: g.number(120 ... 1000))
            let margin = g.number(0 ... 16)
            let point = Point(
                x: g.number(-100 ... window.width + 100, step: 0.5),
                y: g.number(-100 ... window.height + 100, step: 0.5))
            let size = Size(width: g.number(40 ... 1600), height: g.number(30 ... 1400))
            let rtl = g.bool()
            let p = OverlayPlacement.menu(
                at: point, size: size, window: window, margin: margin,
                layoutDirection: rtl ? .rightToLeft : .leftToRight)
            let b = p.bubble, eps = 1e-6
            if b.minX < margin - eps || b.minY < margin - eps || b.maxX > window.width - margin + eps
                || b.maxY > window.height - margin + eps
            {
                return "outside the window less \(margin): \(b) in \(window), point \(point), size \(size)"
            }
            if p.arrowVisible { return "a menu has no arrow" }
            // Where it fits below and along, its corner is at the point.
            let fitsBelow = point.y + 2 + size.height <= window.height - margin && point.y >= margin
            let fitsAlong =
                rtl
                ? point.x - size.width >= margin && point.x <= window.width - margin
                : point.x + size.width <= window.width - margin && point.x >= margin
            if fitsBelow && fitsAlong {
                let x = rtl ? b.maxX : b.minX
                if abs(x - point.x) > eps || abs(b.minY - point.y - 2) > eps {
                    return "not at the point although it fits: \(b), point \(point)"
                }
            }
            return nil
        }
    }
}
