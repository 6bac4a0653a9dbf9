import Panels
import Testing
import PanelsTestSupport

@Suite("Entry editing")
struct EntryEditorTests {
    /// Strings whose characters are several scalars: emoji with modifiers and joiners,
    /// flags, Hangul (precomposed and jamo), e + combining accents, Arabic, CRLF.
    static let tricky: [String] = [
        "👍🏽", "👩‍👩‍👧‍👦", "🇳🇱", "한", "\u{1112}\u{1161}\u{11AB}", "e\u{301}", "e\u{301}\u{323}", "a", " ", "مرحبا",
        "x", "-", "ß", "Ω", "1",
    ]

    static func randomText(_ g: inout SplitMix64) -> String {
        var text = ""
        for _ in 0 ..< Int.random(in: 0 ... 8, using: &g) { text += tricky.randomElement(using: &g)! }
        return text
    }

    @Test("Backspace and Delete remove one whole character; moves step over whole characters")
    func graphemes() {
        var editor = EntryEditor(text: "a👩‍👩‍👧‍👦e\u{301}한")
        #expect(editor.caret == 4)
        editor.deleteBackward()
        #expect(editor.text == "a👩‍👩‍👧‍👦e\u{301}")
        editor.move(by: -1)
        editor.deleteBackward()
        #expect(editor.text == "ae\u{301}")
        editor.deleteForward()
        #expect(editor.text == "a")
    }

    @Test("A combining accent typed after e joins it; undo gives the e back")
    func combining() {
        var editor = EntryEditor(text: "cafe")
        editor.insert("\u{301}")
        #expect(editor.text == "café")
        #expect(editor.caret == 4)
        #expect(editor.text.count == 4)
        editor.undo()
        #expect(editor.text == "cafe")
    }

    @Test("Property: caret moves never split a character, and undo restores exactly")
    func properties() {
        PropertyTest.check("entry editing", cases: 2_000) { g in
            var editor = EntryEditor(text: EntryEditorTests.randomText(&g))
            var history: [EntryEditor] = []
            for _ in 0 ..< 12 {
                let before = editor
                switch Int.random(in: 0 ..< 8, using: &g) {
                case 0: editor.insert(EntryEditorTests.tricky.randomElement(using: &g)!)
                case 1: editor.deleteBackward()
                case 2: editor.deleteForward()
                case 3: editor.move(by: Bool.random(using: &g) ? 1 : -1, extend: Bool.random(using: &g))
                case 4: editor.moveWord(forward: Bool.random(using: &g), extend: Bool.random(using: &g))
                case 5: editor.deleteWordBackward()
                case 6: editor.moveToEdge(toEnd: Bool.random(using: &g), extend: true)
                default: editor.place(Int.random(in: -2 ... 12, using: &g))
                }
                guard (0 ... editor.text.count).contains(editor.caret),
                    (0 ... editor.text.count).contains(editor.anchor)
                else { return "caret \(editor.caret) outside \(editor.text.debugDescription)" }
                // The selection is made of whole characters of the text.
                let selected = editor.selectedText
                if !selected.isEmpty && !editor.text.contains(selected) { return "selection split a character" }
                if before.text != editor.text { history.append(before) }
            }
            while let expected = history.popLast() {
                editor.undo()
                if editor.text != expected.text || editor.caret != expected.caret || editor.anchor != expected.anchor {
                    return
                        "undo gave \(editor.text.debugDescription) caret \(editor.caret), expected \(expected.text.debugDescription) caret \(expected.caret)"
                }
            }
            return editor.canUndo ? "undo stack not empty" : nil
        }
    }

    @Test("Word moves, Home/End and selection by keys")
    func keys() {
        let clipboard = MemoryClipboard()
        var editor = EntryEditor(text: "hot yoga, amsterdam")
        #expect(editor.apply("ctrl+ArrowLeft", clipboard: clipboard) == .handled)
        #expect(editor.caret == 10)
        _ = editor.apply("ctrl+shift+ArrowLeft", clipboard: clipboard)
        #expect(editor.selectedText == "yoga, ")
        _ = editor.apply("Home", clipboard: clipboard)
        #expect(editor.caret == 0 && !editor.hasSelection)
        _ = editor.apply("shift+End", clipboard: clipboard)
        #expect(editor.selectedText == "hot yoga, amsterdam")
        _ = editor.apply("ArrowLeft", clipboard: clipboard)
        #expect(editor.caret == 0)
        editor.selectWord(at: 5)
        #expect(editor.selectedText == "yoga")
        #expect(editor.apply("Enter", clipboard: clipboard) == .submit)
        #expect(editor.apply("ArrowDown", clipboard: clipboard) == .ignored)
    }

    @Test("Cut, copy, paste and undo/redo through a clipboard")
    func clipboard() {
        let clipboard = MemoryClipboard()
        var editor = EntryEditor(text: "yoga 👍🏽")
        _ = editor.apply("ctrl+a", clipboard: clipboard)
        _ = editor.apply("ctrl+c", clipboard: clipboard)
        #expect(clipboard.text == "yoga 👍🏽")
        _ = editor.apply("ctrl+x", clipboard: clipboard)
        #expect(editor.text.isEmpty)
        _ = editor.apply("ctrl+v", clipboard: clipboard)
        _ = editor.apply("ctrl+v", clipboard: clipboard)
        #expect(editor.text == "yoga 👍🏽yoga 👍🏽")
        _ = editor.apply("ctrl+z", clipboard: clipboard)
        #expect(editor.text == "yoga 👍🏽")
        _ = editor.apply("ctrl+shift+z", clipboard: clipboard)
        #expect(editor.text == "yoga 👍🏽yoga 👍🏽")
        clipboard.text = "two\nlines"
        _ = editor.apply("ctrl+v", clipboard: clipboard)
        #expect(editor.text.hasSuffix("two lines"))
    }

    @Test("Marked text stays out of the text until committed")
    func composition() {
        var editor = EntryEditor(text: "카")
        editor.compose("ㄱ")
        #expect(editor.marked == "ㄱ" && editor.text == "카")
        editor.compose("각")
        editor.commit("각")
        #expect(editor.marked.isEmpty && editor.text == "카각")
    }
}

@Suite("Entry field on a stage")
struct EntryFieldStageTests {
    final class Box: @unchecked Sendable {
        var text = ""
        var submitted: [String] = []
        var open = false
    }

    func scene(_ box: Box, _ state: EntryFieldState, popover: Ref<Bool>? = nil) -> Stage {
        Stage(measurer: WordWidthMeasurer()) {
            Column(spacing: 10) {
                EntryField(
                    text: Ref(box, \.text), placeholder: "Search", state: state,
                    onSubmit: { box.submitted.append($0) }
                ).id("field")
                Swatch(RGBA(hex: 0x30D158)).frame(width: 50, height: 50).focusable().id("other")
            }
        }
    }

    @Test("Typed text and composition reach the focused field only; Return submits; Esc clears, then blurs")
    func routing() {
        let box = Box()
        let state = EntryFieldState()
        let driver = Driver(scene(box, state))
        let stage = driver.stage
        #expect(!stage.handle(.textInput("x")))
        #expect(!stage.wantsTextInput)
        stage.keyDown(.tab)
        #expect(stage.focusedID == "field")
        #expect(stage.wantsTextInput && state.isFocused)
        #expect(stage.textInputRect != nil)
        driver.send(.textInput("yo"))
        driver.send(.textEditing("g"))
        #expect(state.editor.marked == "g" && box.text == "yo")
        driver.send(.textInput("ga"))
        #expect(box.text == "yoga" && state.editor.marked.isEmpty)
        driver.send(.keyDown(KeyEvent(key: "Backspace")))
        #expect(box.text == "yog")
        driver.send(.keyDown(KeyEvent(key: "Enter")))
        #expect(box.submitted == ["yog"])
        stage.keyDown(.escape)
        #expect(box.text.isEmpty && stage.focusedID == "field")
        stage.keyDown(.escape)
        #expect(stage.focusedID == nil && !state.isFocused && !stage.wantsTextInput)
    }

    @Test("Tab leaves the field; the owner's text is followed")
    func tabAndOwner() {
        let box = Box()
        let state = EntryFieldState()
        let driver = Driver(scene(box, state))
        driver.stage.keyDown(.tab)
        box.text = "pilates"
        driver.send(.textInput("!"))
        #expect(box.text == "pilates!")
        driver.stage.keyDown(.tab)
        #expect(driver.stage.focusedID == "other" && !state.isFocused)
    }

    @Test("Esc closes an open popover first, then clears the field, then leaves it")
    func escapeOrder() {
        let box = Box()
        let state = EntryFieldState()
        var driver = Driver(
            Stage(measurer: WordWidthMeasurer()) {
                Column {
                    EntryField(text: Ref(box, \.text), state: state).id("field")
                        .popover(isOpen: Ref(box, \.open)) { Caption("Filters") }
                }
            })
        let stage = driver.stage
        stage.keyDown(.tab)
        driver.send(.textInput("yoga"))
        box.open = true
        driver.frame(at: 0.5)
        stage.keyDown(.escape)
        #expect(!box.open && box.text == "yoga" && stage.focusedID == "field")
        driver.frame(at: 1)
        stage.keyDown(.escape)
        #expect(box.text.isEmpty && stage.focusedID == "field")
        stage.keyDown(.escape)
        #expect(stage.focusedID == nil)
    }
}
