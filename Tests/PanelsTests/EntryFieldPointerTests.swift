import Panels
import Testing
import PanelsTestSupport

/// The entry field on a stage with the pointer, long text, the clock and held keys
/// (a 10 pt-per-character measurer: caret stops every 10 pt from the text's left,
/// 12 pt inside the field).
@Suite("Entry field: pointer, scrolling, blinking, repeats")
struct EntryFieldPointerTests {
    final class Box: @unchecked Sendable {
        var text = ""
        var submitted: [String] = []
    }

    static func driver(_ box: Box, _ state: EntryFieldState, width: Double = 400, blinks: Bool = false) -> Driver {
        var context = PanelContext()
        context.caretBlinks = blinks
        let stage = Stage(context: context, measurer: WordWidthMeasurer()) {
            Column(spacing: 10) {
                EntryField(text: Ref(box, \.text), state: state, onSubmit: { box.submitted.append($0) }).id("field")
                Gap()
            }
        }
        return Driver(stage, size: Size(width: width, height: 300))
    }

    /// Focuses the field with `text` and draws two frames (the field learns its width).
    static func focused(_ text: String, width: Double = 400, blinks: Bool = false) -> (Driver, Box, EntryFieldState) {
        let box = Box()
        let state = EntryFieldState()
        var driver = driver(box, state, width: width, blinks: blinks)
        driver.stage.keyDown(.tab)
        driver.send(.textInput(text))
        driver.frame(at: 0.01)
        driver.frame(at: 0.02)
        return (driver, box, state)
    }

    /// The window point of caret stop `stop` (text unscrolled).
    static func point(_ driver: Driver, stop: Double) -> Point {
        let field = driver.stage.presentedFrame(id: "field")!
        return Point(x: field.minX + 12 + stop * 10, y: field.midY)
    }

    func press(_ driver: Driver, _ at: Point, clicks: Int = 1, shift: Bool = false) {
        driver.send(.pointerDown(PointerEvent(location: at, clickCount: clicks, modifiers: shift ? .shift : [])))
        driver.send(.pointerUp(PointerEvent(location: at, clickCount: clicks)))
    }

    @Test("A click places the caret at the nearest stop; Shift+click extends the selection")
    func clickAndShiftClick() {
        let (driver, _, state) = Self.focused("abcdefgh")
        press(driver, Self.point(driver, stop: 2.3))
        #expect(state.editor.caret == 2 && !state.editor.hasSelection)
        press(driver, Self.point(driver, stop: 5.6), shift: true)
        #expect(state.editor.selection == 2 ..< 6)
        press(driver, Self.point(driver, stop: 0.4), shift: true)
        #expect(state.editor.selection == 0 ..< 2)
    }

    @Test("A double click selects the word under the pointer, a triple click everything")
    func doubleAndTripleClick() {
        let (driver, _, state) = Self.focused("hot_yoga+studio")
        press(driver, Self.point(driver, stop: 10.5), clicks: 2)
        #expect(state.editor.selectedText == "studio")
        press(driver, Self.point(driver, stop: 1.5), clicks: 3)
        #expect(state.editor.selection == 0 ..< 15)
    }

    @Test("A drag from the text selects to the pointer, both ways")
    func dragSelects() {
        var (driver, _, state) = Self.focused("abcdefgh")
        driver.drag(from: Self.point(driver, stop: 1), to: Self.point(driver, stop: 6), duration: 0.1)
        #expect(state.editor.selection == 1 ..< 6 && state.editor.caret == 6)
        driver.drag(from: Self.point(driver, stop: 7), to: Self.point(driver, stop: 3), duration: 0.1)
        #expect(state.editor.selection == 3 ..< 7 && state.editor.caret == 3)
    }

    @Test("Text longer than the field scrolls to keep the caret (and the input method's rectangle) inside it")
    func longTextScrolls() throws {
        let long = String(repeating: "abcdefghij", count: 6)  // 600 pt in a 400 pt field
        var (driver, _, _) = Self.focused(long)
        let field = try #require(driver.stage.presentedFrame(id: "field"))
        var caret = try #require(driver.stage.textInputRect)
        #expect(caret.maxX <= field.maxX - 10 && caret.minX >= field.minX + 10, "caret at the end, in view: \(caret)")
        driver.send(.keyDown(KeyEvent(key: "Home")))
        driver.frame(at: 0.1)
        caret = try #require(driver.stage.textInputRect)
        #expect(abs(caret.minX - (field.minX + 11)) < 0.5, "Home scrolls back to the start: \(caret)")
        // Moving right inside the view does not scroll; past its right edge scrolls by as little as needed.
        for _ in 0 ..< 10 { driver.send(.keyDown(KeyEvent(key: "ArrowRight"))) }
        driver.frame(at: 0.2)
        caret = try #require(driver.stage.textInputRect)
        #expect(abs(caret.minX - (field.minX + 111)) < 0.5, "every caret move moves the rectangle: \(caret)")
        for _ in 0 ..< 30 { driver.send(.keyDown(KeyEvent(key: "ArrowRight"))) }
        driver.frame(at: 0.3)
        caret = try #require(driver.stage.textInputRect)
        #expect(caret.maxX <= field.maxX - 11 && caret.maxX >= field.maxX - 14, "scrolled just enough: \(caret)")
        // A click lands on the scrolled text: the stop under the pointer.
        driver.send(.pointerDown(PointerEvent(location: Point(x: caret.midX - 20, y: field.midY))))
        driver.send(.pointerUp(PointerEvent(location: Point(x: caret.midX - 20, y: field.midY))))
        driver.frame(at: 0.4)
        let after = try #require(driver.stage.textInputRect)
        #expect(abs(after.midX - (caret.midX - 20)) < 0.5)
    }

    @Test("The caret blinks on the stage's clock, solid after each edit or move; off when the context says so")
    func blinking() {
        var (driver, _, state) = Self.focused("yoga", blinks: true)
        // Typed at 0: on until 0.5, off until 1, on again.
        driver.frame(at: 0.3)
        #expect(state.caretVisible)
        #expect(driver.stage.needsFrame(at: 0.6))
        #expect(driver.stage.nextCaretBlink(after: 0.3) == 0.5)
        driver.frame(at: 0.6)
        #expect(!state.caretVisible)
        driver.frame(at: 1.1)
        #expect(state.caretVisible)
        driver.frame(at: 1.7)
        #expect(!state.caretVisible)
        driver.send(.keyDown(KeyEvent(key: "ArrowLeft")))  // at 1.7: solid again
        #expect(state.caretVisible)
        driver.frame(at: 2.1)
        #expect(state.caretVisible)
        driver.frame(at: 2.3)
        #expect(!state.caretVisible)

        let (steady, _, steadyState) = Self.focused("yoga", blinks: false)
        var still = steady
        for t in [0.3, 0.6, 0.9, 1.7] {
            still.frame(at: t)
            #expect(steadyState.caretVisible && !still.stage.needsFrame(at: t + 0.5))
        }
        #expect(still.stage.nextCaretBlink(after: 1) == nil)
    }

    @Test(
        "A blink is a paint: the caret's frames differ by the caret's fill alone, with no resolve, layout or measure",
        arguments: [false, true])
    func blinkIsAPaint(area: Bool) {
        let box = Box()
        let state = EntryFieldState()
        var context = PanelContext()
        context.caretBlinks = true
        let stage = Stage(context: context, measurer: WordWidthMeasurer()) {
            Column(spacing: 10) {
                if area {
                    EntryArea(text: Ref(box, \.text), state: state, lines: 1 ... 3).id("field")
                } else {
                    EntryField(text: Ref(box, \.text), state: state).id("field")
                }
                Gap()
            }
        }
        let size = Size(width: 400, height: 300)
        _ = stage.frame(size: size, scale: 2, at: 0)
        stage.keyDown(.tab)
        stage.handle(.textInput("yoga"), at: 0)
        _ = stage.frame(size: size, scale: 2, at: 0.01)
        let shown = stage.frame(size: size, scale: 2, at: 0.02)
        let (resolves, layouts) = (stage.resolveCount, stage.layoutCount)
        var lists = [shown]
        for t in [0.6, 1.1, 1.7, 2.2, 2.7] {
            #expect(stage.needsFrame(at: t))
            lists.append(stage.frame(size: size, scale: 2, at: t))
            #expect(
                stage.resolveCount == resolves && stage.layoutCount == layouts && stage.measureCount == 0, "at \(t)")
            #expect(!stage.needsFrame(at: t + 0.01), "nothing left to draw at \(t)")
        }
        // Hidden: the same list without the caret's 2 pt fill in the tint; shown again: the same list.
        let tint = PanelContext().color(named: "tint")
        let caret = shown.commands.filter {
            if case .fill(let rect, let color, _) = $0 { return color == tint && rect.width == 4 }
            return false
        }
        #expect(caret.count == 1)
        #expect(lists[1].commands == shown.commands.filter { !caret.contains($0) })
        #expect(lists[2] == shown && lists[3] == lists[1] && lists[4] == shown && lists[5] == lists[1])
        // An edit in the hidden half shows the caret at once (it resolves: the text changed).
        stage.handle(.textInput("s"), at: 2.8)
        #expect(state.caretVisible && stage.needsFrame(at: 2.8))
        let typed = stage.frame(size: size, scale: 2, at: 2.8)
        #expect(typed.commands.contains { if case .fill(_, tint, _) = $0 { true } else { false } })
    }

    @Test("Held editing keys repeat (Backspace keeps deleting); Return and Esc act once")
    func keyRepeats() {
        let (driver, box, _) = Self.focused("pilates")
        driver.send(.keyDown(KeyEvent(key: "Backspace")))
        for _ in 0 ..< 3 { driver.send(.keyDown(KeyEvent(key: "Backspace", isRepeat: true))) }
        #expect(box.text == "pil")
        driver.send(.keyDown(KeyEvent(key: "ArrowLeft")))
        driver.send(.keyDown(KeyEvent(key: "ArrowLeft", isRepeat: true)))
        driver.send(.keyDown(KeyEvent(key: "Delete", isRepeat: true)))
        #expect(box.text == "pl")
        driver.send(.keyDown(KeyEvent(key: "Enter")))
        driver.send(.keyDown(KeyEvent(key: "Enter", isRepeat: true)))
        #expect(box.submitted == ["pl"])
        driver.send(.keyDown(KeyEvent(key: "Escape", isRepeat: true)))
        #expect(box.text == "pl" && driver.stage.focusedID == "field")
    }
}
