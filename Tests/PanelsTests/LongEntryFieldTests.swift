import PanelsTestSupport
import Testing

@testable import Panels

/// An entry field with a text far longer than its window of shaped clusters
/// (`EntryLine.windowLength`), on a stage with a 10 pt-per-character measurer: the
/// caret stays in view, typing, Home/End, arrows and clicks land where they should.
@Suite("Entry field: long text through a window")
struct LongEntryFieldTests {
    @Test("Typing, Home, End, arrows and a click in 5,000 characters: the caret in view, the Ref follows")
    func longText() throws {
        let long = String(repeating: "abcdefghij", count: 500)
        var (driver, box, state) = EntryFieldPointerTests.focused(long)
        let field = try #require(driver.stage.presentedFrame(id: "field"))
        #expect(state.drawn.windowed)
        var caret = try #require(driver.stage.textInputRect)
        #expect(caret.maxX <= field.maxX - 10 && caret.minX >= field.minX + 10, "caret at the end, in view: \(caret)")
        driver.send(.textInput("Z"))
        driver.frame(at: 0.05)
        #expect(box.text.count == 5_001 && box.text.hasSuffix("jZ"))
        caret = try #require(driver.stage.textInputRect)
        #expect(caret.maxX <= field.maxX - 10 && caret.minX >= field.minX + 10, "still in view: \(caret)")
        driver.send(.keyDown(KeyEvent(key: "Home")))
        driver.frame(at: 0.1)
        caret = try #require(driver.stage.textInputRect)
        #expect(state.editor.caret == 0 && state.drawn.windowStart == 0)
        #expect(abs(caret.minX - (field.minX + 11)) < 0.5, "Home scrolls back to the start: \(caret)")
        for _ in 0 ..< 10 { driver.send(.keyDown(KeyEvent(key: "ArrowRight"))) }
        driver.frame(at: 0.2)
        caret = try #require(driver.stage.textInputRect)
        #expect(abs(caret.minX - (field.minX + 111)) < 0.5, "every caret move moves the rectangle: \(caret)")
        // Far along, past the first window: the caret keeps in view and the line moves under it.
        for _ in 0 ..< 1_500 { driver.send(.keyDown(KeyEvent(key: "ArrowRight"))) }
        driver.frame(at: 0.3)
        caret = try #require(driver.stage.textInputRect)
        #expect(state.editor.caret == 1_510 && state.drawn.windowStart > 0)
        #expect(caret.maxX <= field.maxX - 10 && caret.minX >= field.minX + 10, "in view: \(caret)")
        // A click lands on the stop under the pointer.
        let at = Point(x: caret.midX - 40, y: field.midY)
        driver.send(.pointerDown(PointerEvent(location: at)))
        driver.send(.pointerUp(PointerEvent(location: at)))
        driver.frame(at: 0.4)
        #expect(state.editor.caret == 1_506)
        driver.send(.textInput("Q"))
        driver.frame(at: 0.5)
        #expect(Array(box.text)[1_506] == "Q")
        driver.send(.keyDown(KeyEvent(key: "End")))
        driver.frame(at: 0.6)
        caret = try #require(driver.stage.textInputRect)
        #expect(state.editor.caret == 5_002)
        #expect(caret.maxX <= field.maxX - 10 && caret.minX >= field.minX + 10, "End: \(caret)")
    }

    @Test("Right to left, a long text keeps the caret in view at the end, after Home and after typing")
    func rightToLeft() throws {
        let box = EntryFieldPointerTests.Box()
        let state = EntryFieldState()
        let stage = Stage(measurer: WordWidthMeasurer()) {
            Column(spacing: 10) {
                EntryField(text: Ref(box, \.text), state: state).id("field")
                Gap()
            }
            .layoutDirection(.rightToLeft)
        }
        var driver = Driver(stage, size: Size(width: 400, height: 300))
        driver.stage.keyDown(.tab)
        driver.send(.textInput(String(repeating: "abcdefghij", count: 300)))
        driver.frame(at: 0.01)
        driver.frame(at: 0.02)
        let field = try #require(driver.stage.presentedFrame(id: "field"))
        #expect(state.drawn.windowed)
        func inView(_ moment: String) throws {
            let caret = try #require(driver.stage.textInputRect)
            #expect(caret.maxX <= field.maxX - 10 && caret.minX >= field.minX + 10, "\(moment): \(caret)")
        }
        try inView("at the end")
        driver.send(.keyDown(KeyEvent(key: "Home")))
        driver.frame(at: 0.1)
        try inView("Home")
        driver.send(.textInput("xyz"))
        driver.frame(at: 0.2)
        try inView("typed")
        #expect(box.text.hasPrefix("xyzabc"))
        driver.send(.keyDown(KeyEvent(key: "End")))
        driver.frame(at: 0.3)
        try inView("End")
    }
}
