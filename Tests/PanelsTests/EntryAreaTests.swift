import Observation
import PanelsTestSupport
import Testing

@testable import Panels

@Observable
final class EntryAreaModel {
    var text = ""
    var submitted: [String] = []
}

/// A shaper for tests: 10 pt per cluster; a line whose first letter is Hebrew or
/// Arabic is right to left as a whole (its first cluster drawn rightmost).
struct FixedShaper: TextMeasurer, CaretMeasuring {
    static func isRightToLeft(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first(where: { $0.properties.isAlphabetic }) else { return false }
        return (0x0590 ... 0x08FF).contains(first.value)
    }

    func layout(_ text: String, style: TextStyle, maxWidth: Double?, lineLimit: Int?) -> TextLayout {
        TextLayout(
            lines: [TextLayout.Line(text: text, width: Double(text.count) * 10)], lineHeight: 20, ascent: 16)
    }

    func caretStops(_ text: String, style: TextStyle, direction: TextDirection, layout: LayoutDirection)
        -> CaretStops
    {
        let count = text.count
        let rightToLeft = FixedShaper.isRightToLeft(text)
        let width = Double(count) * 10
        let clusters = (0 ..< count).map { i in
            let minX = rightToLeft ? width - Double(i + 1) * 10 : Double(i) * 10
            return CaretStops.Cluster(minX: minX, maxX: minX + 10, rightToLeft: rightToLeft)
        }
        return CaretStops(clusters: clusters, width: width, rightToLeft: layout == .rightToLeft)
    }
}

/// `EntryArea`: grows from 1 to N lines as its text wraps, then scrolls to keep the
/// caret in view; Return breaks a line, Ctrl/Cmd+Return submits; Up and Down move
/// between lines; right-to-left lines wrap and stand at the right.
@Suite("Entry area: multi-line entry")
struct EntryAreaTests {
    static func driver(
        _ model: EntryAreaModel, state: EntryFieldState, lines: ClosedRange<Int> = 1 ... 3,
        direction: LayoutDirection = .leftToRight, width: Double = 224
    ) -> Driver {
        var context = PanelContext()
        context.caretBlinks = false
        context.layoutDirection = direction
        let stage = Stage(context: context, measurer: FixedShaper()) {
            Column(alignment: .leading) {
                EntryArea(
                    text: Ref(model, \.text), placeholder: "Notes", state: state, lines: lines,
                    onSubmit: { text in
                        model.submitted.append(text)
                        model.text = ""
                    }
                )
                .id("area")
                Gap()
            }
        }
        // 224 pt wide: a text area of 200 pt, 20 clusters a line.
        var driver = Driver(stage, size: Size(width: width, height: 400))
        driver.frame(at: 0)
        stage.keyDown(.tab)
        driver.frame(at: 0.01)
        return driver
    }

    static func settle(_ driver: inout Driver) {
        driver.frame(at: driver.time + 0.01)
        driver.frame(at: driver.time + 0.01)
    }

    @Test("It grows a line at a time as the text wraps, up to its last line, then scrolls to the caret")
    func growsThenScrolls() throws {
        let model = EntryAreaModel()
        let state = EntryFieldState()
        var driver = Self.driver(model, state: state)
        let one = try #require(driver.stage.presentedFrame(id: "area")).height
        driver.send(.textInput("aaaa bbbb cccc dddd eeee"))  // 24 clusters: 2 lines
        Self.settle(&driver)
        let two = try #require(driver.stage.presentedFrame(id: "area")).height
        #expect(abs(two - one - state.drawnArea.lineHeight) < 0.01, "\(one) → \(two)")
        #expect(state.drawnArea.lines.map(\.text) == ["aaaa bbbb cccc dddd ", "eeee"])
        driver.send(.textInput(" ffff gggg hhhh iiii jjjj kkkk llll mmmm nnnn"))
        Self.settle(&driver)
        let area = try #require(driver.stage.presentedFrame(id: "area"))
        #expect(abs(area.height - (one + 2 * state.drawnArea.lineHeight)) < 0.01, "held to 3 lines")
        #expect(state.drawnArea.lines.count == 4)
        let caret = try #require(driver.stage.textInputRect)
        #expect(caret.minY >= area.minY && caret.maxY <= area.maxY, "caret \(caret) in \(area)")
        driver.stage.keyDown(KeyName("ctrl+Home"))
        driver.stage.keyDown(.home)
        driver.send(.keyDown(KeyEvent(key: "ArrowUp")))
        driver.send(.keyDown(KeyEvent(key: "ArrowUp")))
        driver.send(.keyDown(KeyEvent(key: "ArrowUp")))
        Self.settle(&driver)
        #expect(state.editor.caret == 0)
        let top = try #require(driver.stage.textInputRect)
        #expect(top.minY >= area.minY && top.maxY <= area.maxY, "scrolled back up: \(top) in \(area)")
    }

    @Test("Return breaks the line, Ctrl+Return and Cmd+Return submit (a cleared text stays cleared)")
    func returnAndSubmit() {
        let model = EntryAreaModel()
        let state = EntryFieldState()
        var driver = Self.driver(model, state: state)
        driver.send(.textInput("one"))
        driver.stage.keyDown(.enter)
        driver.send(.textInput("two"))
        #expect(model.text == "one\ntwo")
        Self.settle(&driver)
        #expect(state.drawnArea.lines.map(\.text) == ["one", "two"])
        driver.stage.keyDown(KeyName("ctrl+Enter"))
        #expect(model.submitted == ["one\ntwo"] && model.text == "")
        driver.send(.textInput("three\r\nfour"))
        driver.stage.keyDown(KeyName("cmd+Enter"))
        #expect(model.submitted.last == "three\nfour")
        #expect(model.text == "")
    }

    @Test("Up and Down move between lines at the same x, through short lines and back")
    func upAndDown() {
        let model = EntryAreaModel()
        let state = EntryFieldState()
        var driver = Self.driver(model, state: state, lines: 1 ... 5)
        driver.send(.textInput("abcdefgh\nab\nabcdefgh"))
        Self.settle(&driver)
        #expect(state.editor.caret == 20)
        driver.stage.keyDown(.left)
        driver.stage.keyDown(.left)  // after "abcdef" on the last line: 18
        driver.stage.keyDown(.up)
        #expect(state.editor.caret == 11, "the short line's end")
        driver.stage.keyDown(.up)
        #expect(state.editor.caret == 6, "back to the column")
        driver.stage.keyDown(KeyName("shift+ArrowDown"))
        #expect(state.editor.selection == 6 ..< 11)
        driver.stage.keyDown(.up)
        driver.stage.keyDown(.up)
        #expect(state.editor.caret == 0, "Up on the first line goes to the start")
        driver.stage.keyDown(.end)
        #expect(state.editor.caret == 8)
    }

    @Test("Right to left: lines wrap, stand at the right, and the caret follows the shaped stops")
    func rightToLeft() {
        let model = EntryAreaModel()
        let state = EntryFieldState()
        var driver = Self.driver(model, state: state, direction: .rightToLeft)
        driver.send(.textInput("שלום עולם שלום עולם שלום עולם"))  // 29 clusters: 2 lines
        Self.settle(&driver)
        let layout = state.drawnArea
        #expect(layout.lines.count == 2)
        for line in layout.lines {
            #expect(abs(line.originX + line.stops.width - 200) < 0.01, "right-aligned: \(line.originX)")
        }
        // The caret at the end of the second line: its left edge (right to left).
        #expect(abs(layout.caretX(layout.caret) - (200 - layout.lines[1].stops.width)) < 0.01)
        driver.stage.keyDown(.home)
        Self.settle(&driver)
        #expect(abs(state.drawnArea.caretX(state.drawnArea.caret) - 200) < 0.01, "a line's start is its right edge")
    }

    @Test("Property: the caret stays in view and every line fits, whatever is typed, moved or deleted")
    func caretAlwaysVisible() {
        let pieces = ["a", "bb", "ccc ", " ", "\n", "dddddddddd", "é", "👍🏽", "שלום ", "abcdefghijklmnopqrstuvwxyz"]
        let keys: [KeyName] = [.left, .right, .up, .down, .home, .end, .backspace, .enter, "ctrl+z", "shift+ArrowUp"]
        PropertyTest.check("entry area caret", cases: 40) { random in
            let model = EntryAreaModel()
            let state = EntryFieldState()
            let lines = random.int(1 ... 3) ... random.int(3 ... 6)
            var driver = Self.driver(
                model, state: state, lines: lines, direction: random.bool() ? .rightToLeft : .leftToRight)
            for _ in 0 ..< random.int(1 ... 25) {
                if random.bool() {
                    driver.send(.textInput(random.element(of: pieces)))
                } else {
                    driver.send(.keyDown(KeyEvent(key: random.element(of: keys).rawValue)))
                }
                Self.settle(&driver)
                guard let area = driver.stage.presentedFrame(id: "area"), let caret = driver.stage.textInputRect
                else { return "no area or caret" }
                if caret.minY < area.minY - 0.01 || caret.maxY > area.maxY + 0.01 {
                    return "caret \(caret) outside \(area) for \(model.text.debugDescription)"
                }
                let layout = state.drawnArea
                if layout.visibleLines < lines.lowerBound || layout.visibleLines > lines.upperBound {
                    return "\(layout.visibleLines) lines shown for \(lines)"
                }
                for line in layout.lines where line.text.trimmingCharacters(in: .whitespaces).count > 1 {
                    let trimmed = line.text.reversed().drop { $0 == " " }.count
                    if Double(trimmed) * 10 > 200.01 && line.text.contains(" ") {
                        return "line \(line.text.debugDescription) wider than the area"
                    }
                }
                if layout.lines.map(\.text).joined() != model.text.filter({ $0 != "\n" }) {
                    return "lines \(layout.lines.map(\.text)) are not the text \(model.text.debugDescription)"
                }
            }
            return nil
        }
    }

    @Test("Setting the lines is linear in the text's length")
    func linearWork() {
        var context = PanelContext()
        context.textMeasurer = FixedShaper()
        func work(_ count: Int) -> Int {
            let text = String(repeating: "abcd efgh ", count: count / 10)
            let layout = EntryAreaLayout(
                EntryEditor(text: text, rules: EntryRules(multiLine: true)), context: context, areaWidth: 200,
                range: 1 ... 5, previous: EntryAreaLayout())
            return layout.work.total
        }
        let small = work(10_000)
        let large = work(100_000)
        #expect(Double(large) / Double(small) < 12, "\(small) → \(large)")
    }

    @Test("An edit sets again only the paragraph it changed; the others' lines are taken again")
    func paragraphsReused() {
        var context = PanelContext()
        context.textMeasurer = FixedShaper()
        let paragraph = "abcd efgh ijkl mnop qrst uvwx yz abcd efgh"
        var editor = EntryEditor(
            text: (0 ..< 200).map { "\($0 + 100) " + paragraph }.joined(separator: "\n"),
            rules: EntryRules(multiLine: true))
        let first = EntryAreaLayout(
            editor, context: context, areaWidth: 200, range: 1 ... 5, previous: EntryAreaLayout())
        #expect(first.work.measuredBytes >= 200 * paragraph.utf8.count)
        editor.insert("!")
        let second = EntryAreaLayout(editor, context: context, areaWidth: 200, range: 1 ... 5, previous: first)
        #expect(second.work.measuredBytes <= 3 * (paragraph.utf8.count + 5), "\(second.work)")
        let fresh = EntryAreaLayout(
            editor, context: context, areaWidth: 200, range: 1 ... 5, previous: EntryAreaLayout())
        #expect(second.lines == fresh.lines)
        // Another width sets every paragraph again.
        let narrower = EntryAreaLayout(editor, context: context, areaWidth: 150, range: 1 ... 5, previous: second)
        #expect(
            narrower.lines
                == EntryAreaLayout(
                    editor, context: context, areaWidth: 150, range: 1 ... 5, previous: EntryAreaLayout()
                ).lines)
    }

    @Test("Hostile sizes: a NaN or huge width, an empty range, a huge paste: no crash")
    func hostile() {
        var context = PanelContext()
        context.textMeasurer = FixedShaper()
        let editor = EntryEditor(text: String(repeating: "word ", count: 20_000), rules: EntryRules(multiLine: true))
        for width in [Double.nan, .infinity, -5, 0, 1e300, 1] {
            let layout = EntryAreaLayout(
                editor, context: context, areaWidth: width, range: 1 ... 5, previous: EntryAreaLayout())
            #expect(layout.visibleLines >= 1 && layout.visibleLines <= 5)
            #expect(layout.scrollY.isFinite)
        }
        #expect(EntryArea(text: .constant(""), state: EntryFieldState(), lines: -3 ... 0).lines == 1 ... 1)
        #expect(EntryArea(text: .constant(""), state: EntryFieldState(), lines: 2 ... Int.max).lines == 2 ... 1_000)
    }

    @Test("To assistive technologies: a text area with its text and placeholder label")
    func accessibility() throws {
        let model = EntryAreaModel()
        let state = EntryFieldState()
        var driver = Self.driver(model, state: state)
        driver.send(.textInput("one"))
        driver.stage.keyDown(.enter)
        Self.settle(&driver)
        let tree = driver.stage.accessibilityTree()
        let area = try #require(tree.elements(role: .textArea).first, "\(tree.text)")
        #expect(area.label == "Notes" && area.value == "one\n", "\(tree.text)")
        #expect(area.states.contains(.focused))
    }
}
