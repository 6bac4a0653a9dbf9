import Observation
import Panels
import PanelsTestSupport
import Testing

@Observable
final class EntryRulesModel {
    var text = ""
    var secret = ""
    var revealed = false
    var submitted: [String] = []
}

/// P27's text entry rules: a submit handler's text stays, a limit in grapheme
/// clusters, concealed (secure) entry.
@Suite("Entry rules: submit, limit, secure")
struct EntryRulesTests {
    static func texts(_ stage: Stage, _ driver: Driver) -> [String] {
        stage.frame(size: driver.size, scale: 1, at: driver.time).commands.compactMap {
            if case .text(let run) = $0 { return run.text }
            return nil
        }
    }

    @Test("Setting the text in onSubmit (clearing the field) is kept, not written back over")
    func submitHandlerClears() {
        let model = EntryRulesModel()
        let state = EntryFieldState()
        let stage = Stage(measurer: WordWidthMeasurer()) {
            EntryField(
                text: Ref(model, \.text), state: state,
                onSubmit: { submitted in
                    model.submitted.append(submitted)
                    model.text = ""
                })
        }
        var driver = Driver(stage, size: Size(width: 400, height: 200))
        driver.frame(at: 0)
        stage.keyDown(.tab)
        driver.send(.textInput("hello"))
        stage.keyDown(.enter)
        #expect(model.submitted == ["hello"])
        #expect(model.text == "", "the handler cleared the field")
        driver.frame(at: 0.1)
        #expect(model.text == "" && state.editor.text == "")
        driver.send(.textInput("x"))
        #expect(model.text == "x")
    }

    static func field(_ model: EntryRulesModel, limit: Int?, state: EntryFieldState = EntryFieldState()) -> Driver {
        let stage = Stage(measurer: WordWidthMeasurer()) {
            EntryField(text: Ref(model, \.text), state: state).characterLimit(limit)
        }
        var driver = Driver(stage, size: Size(width: 400, height: 200))
        driver.frame(at: 0)
        stage.keyDown(.tab)
        return driver
    }

    @Test("A limit in grapheme clusters cuts typing, paste and an input method's commit")
    func limitCuts() {
        let model = EntryRulesModel()
        let driver = Self.field(model, limit: 4)
        driver.send(.textInput("abcdef"))
        #expect(model.text == "abcd")
        driver.send(.textInput("g"))
        #expect(model.text == "abcd")
        // Clusters, not scalars: a thumb with a skin tone is one.
        driver.stage.keyDown(KeyName("ctrl+a"))
        driver.stage.clipboard.text = "👍🏽👍🏽👍🏽👍🏽👍🏽"
        driver.stage.keyDown(KeyName("ctrl+v"))
        #expect(model.text == "👍🏽👍🏽👍🏽👍🏽")
        driver.stage.keyDown(.backspace)
        driver.stage.keyDown(.backspace)
        driver.send(.textEditing("かな"))
        driver.send(.textInput("かなかな"))
        #expect(model.text == "👍🏽👍🏽かな")
        // A combining mark joins the cluster before it: allowed at the limit.
        let accents = EntryRulesModel()
        let accented = Self.field(accents, limit: 2)
        accented.send(.textInput("ab"))
        accented.send(.textInput("\u{301}"))
        #expect(accents.text == "ab\u{301}" && accents.text.count == 2)
    }

    @Test("A paste cut at the limit is said: a warning naming the entry and how much was left out")
    func aCutPasteIsSaid() {
        let model = EntryRulesModel()
        let stage = Stage(measurer: WordWidthMeasurer()) {
            EntryField(text: Ref(model, \.text), state: EntryFieldState()).characterLimit(4).id("name")
        }
        var driver = Driver(stage, size: Size(width: 400, height: 200))
        driver.frame(at: 0)
        stage.keyDown(.tab)
        driver.send(.textInput("abcdef"))  // typing at the limit is cut as a platform's field does
        #expect(stage.diagnostics.isEmpty, "\(stage.diagnostics)")
        stage.keyDown(.backspace)
        stage.clipboard.text = "👍🏽xyz"
        stage.keyDown(KeyName("ctrl+v"))
        #expect(model.text == "abc👍🏽")
        #expect(
            stage.diagnostics.map(\.description)
                == ["warning: Paste into \"name\": 3 characters did not fit its limit of 4 and were left out"])
        stage.keyDown(KeyName("ctrl+a"))
        stage.clipboard.text = String(repeating: "x", count: 300_000)
        stage.keyDown(KeyName("ctrl+v"))
        #expect(model.text == "xxxx")
        #expect(
            stage.diagnostics.last?.description
                == "warning: Paste into \"name\": more than 100000 characters did not fit its limit of 4 and were left out"
        )
        // A paste that fits says nothing.
        stage.keyDown(KeyName("ctrl+a"))
        stage.clipboard.text = "ok"
        stage.keyDown(KeyName("ctrl+v"))
        #expect(model.text == "ok" && stage.diagnostics.count == 2)
    }

    @Test("Bad limits and a huge paste: no crash, no hang, the limit holds")
    func hostileLimits() {
        var editor = EntryEditor(rules: EntryRules(limit: -5))
        editor.insert("abc")
        #expect(editor.text == "")
        editor = EntryEditor(rules: EntryRules(limit: Int.max))
        editor.insert("abc")
        #expect(editor.text == "abc")
        editor = EntryEditor(rules: EntryRules(limit: 10))
        editor.work = .init()
        editor.insert(String(repeating: "x", count: 2_000_000))
        #expect(editor.count == 10)
        #expect(editor.work.clusterSteps < 1_000, "only the clusters kept are stepped over: \(editor.work)")
    }

    @Test("Property: no sequence of edits makes the text longer than the limit")
    func limitNeverExceeded() {
        let pieces = [
            "a", "bc", "é", "e\u{301}", "\u{301}", "👍🏽", "🇳🇱", "🇳", "한", "\u{1100}", "\u{1161}", " ", "\n", "אב", "٣",
        ]
        PropertyTest.check("limit", cases: 800) { random in
            let limit = random.int(0 ... 12)
            var editor = EntryEditor(rules: EntryRules(multiLine: random.bool(), limit: limit))
            let clipboard = MemoryClipboard()
            for _ in 0 ..< random.int(1 ... 40) {
                let piece = (0 ..< random.int(1 ... 6)).map { _ in random.element(of: pieces) }.joined()
                switch random.int(0 ... 9) {
                case 0, 1, 2: editor.insert(piece)
                case 3: editor.commit(piece)
                case 4:
                    clipboard.text = piece
                    _ = editor.apply(KeyName("ctrl+v"), clipboard: clipboard)
                case 5: editor.deleteBackward()
                case 6: editor.place(random.int(0 ... editor.count), extend: random.bool())
                case 7: editor.undo()
                case 8: editor.redo()
                default: editor.compose(piece)
                }
                if editor.count > limit {
                    return "\(editor.count) clusters over the limit \(limit): \(editor.text.debugDescription)"
                }
                if editor.count != editor.text.count { return "count \(editor.count) ≠ \(editor.text.count)" }
            }
            return nil
        }
    }

    static func secure(_ model: EntryRulesModel, revealable: Bool = true) -> (Driver, EntryFieldState) {
        let state = EntryFieldState()
        let stage = Stage(measurer: WordWidthMeasurer()) {
            Column(alignment: .leading) {
                SecureEntryField(
                    text: Ref(model, \.secret), placeholder: "Password", state: state,
                    revealed: revealable ? Ref(model, \.revealed) : nil
                )
                .id("secret")
                Gap()
            }
        }
        var driver = Driver(stage, size: Size(width: 400, height: 200))
        driver.frame(at: 0)
        stage.keyDown(.tab)
        driver.frame(at: 0.1)
        return (driver, state)
    }

    @Test("Secure entry shows a bullet per grapheme, never the text; reveal shows it")
    func secureShowsBullets() {
        let model = EntryRulesModel()
        var (driver, _) = Self.secure(model)
        driver.send(.textInput("pa👍🏽s"))
        driver.frame(at: 0.2)
        #expect(model.secret == "pa👍🏽s")
        var drawn = Self.texts(driver.stage, driver)
        #expect(drawn.contains("••••"), "\(drawn)")
        #expect(!drawn.contains { $0.contains("pa") }, "\(drawn)")
        model.revealed = true
        driver.frame(at: 0.3)
        drawn = Self.texts(driver.stage, driver)
        #expect(drawn.contains("pa👍🏽s"), "\(drawn)")
        #expect(drawn.contains("Hide"), "\(drawn)")
    }

    @Test("Secure entry: copy and cut do nothing, paste works, no input method")
    func secureClipboardAndInputMethod() {
        let model = EntryRulesModel()
        let (driver, state) = Self.secure(model)
        let stage = driver.stage
        #expect(stage.wantsTextInput)
        #expect(!stage.wantsInputMethod)
        driver.send(.textInput("hunter2"))
        stage.clipboard.text = "before"
        stage.keyDown(KeyName("ctrl+a"))
        stage.keyDown(KeyName("ctrl+c"))
        #expect(stage.clipboard.text == "before")
        stage.keyDown(KeyName("ctrl+x"))
        #expect(stage.clipboard.text == "before" && model.secret == "hunter2")
        stage.keyDown(KeyName("ctrl+v"))
        #expect(model.secret == "before")
        driver.send(.textEditing("か"))
        #expect(state.editor.marked == "")
        // Word moves go to the edges (no word boundaries leak).
        driver.send(.textInput(" two"))
        stage.keyDown(KeyName("ctrl+ArrowLeft"))
        #expect(state.editor.caret == 0)
    }

    @Test("Secure entry to assistive technologies: its role, its label, never its text")
    func secureAccessibility() throws {
        let model = EntryRulesModel()
        var (driver, _) = Self.secure(model)
        driver.send(.textInput("hunter2"))
        for revealed in [false, true] {
            model.revealed = revealed
            driver.frame(at: driver.time + 0.1)
            let tree = driver.stage.accessibilityTree()
            let field = try #require(tree.elements(role: .secureTextField).first, "\(tree.text)")
            #expect(field.label == "Password")
            #expect(field.value == "•••••••")
            #expect(!tree.text.contains("hunter2"), "\(tree.text)")
            #expect(tree.elements(role: .button).count == 1, "the reveal control: \(tree.text)")
        }
    }

    @Test("A label the app gives an entry names it; the placeholder names it only when the app gives none")
    func appLabelReplacesThePlaceholder() throws {
        let model = EntryRulesModel()
        let tree = Composition(
            Column(alignment: .leading) {
                EntryField(text: Ref(model, \.secret), placeholder: "Ada Lovelace", state: EntryFieldState())
                    .accessibility(label: "Name")
                EntryField(text: Ref(model, \.secret), placeholder: "you@example.com", state: EntryFieldState())
                SecureEntryField(text: Ref(model, \.secret), placeholder: "8 or more", state: EntryFieldState())
                    .accessibility(label: "Password")
                EntryArea(text: Ref(model, \.secret), placeholder: "Say hello", state: EntryFieldState())
                    .accessibility(label: "Message")
                // Two labels of the app's own: the inner one wins, as for every modifier.
                EntryField(text: Ref(model, \.secret), placeholder: "Amsterdam", state: EntryFieldState())
                    .accessibility(label: "City").accessibility(label: "Place")
            },
            size: Size(width: 400, height: 600), measurer: WordWidthMeasurer()
        ).accessibilityTree
        #expect(tree.elements(role: .textField).map(\.label) == ["Name", "you@example.com", "City"], "\(tree.text)")
        #expect(tree.elements(role: .secureTextField).map(\.label) == ["Password"], "\(tree.text)")
        #expect(tree.elements(role: .textArea).map(\.label) == ["Message"], "\(tree.text)")
        #expect(tree.elements(role: .group).isEmpty, "a secure field with no reveal button is the field: \(tree.text)")
    }

    @Test("A form field's required and invalid states and its reason reach the tree and its dump")
    func requiredAndInvalid() throws {
        let model = EntryRulesModel()
        let tree = Composition(
            EntryField(text: Ref(model, \.text), placeholder: "Ada Lovelace", state: EntryFieldState())
                .accessibility(label: "Name", hint: "Enter your name.", states: [.required, .invalid]),
            size: Size(width: 400, height: 60), measurer: WordWidthMeasurer()
        ).accessibilityTree
        let field = try #require(tree.elements(role: .textField).first)
        #expect(field.states.isSuperset(of: [.required, .invalid]) && field.hint == "Enter your name.")
        #expect(tree.text.contains("required,invalid"), "\(tree.text)")
    }
}
