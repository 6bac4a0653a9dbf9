import Observation
import Panels
import PanelsTestSupport
import Testing

@Observable
final class FocusTargetModel {
    enum Field: Hashable { case name, email }
    var focus: Field?
    var name = ""
    var email = ""
}

/// `.focusTarget(_:equals:)`: focus moved from code through a value the app owns, and
/// the value following focus moved by the user.
@Suite("Focus targets")
struct FocusTargetTests {
    static func stage(_ model: FocusTargetModel) -> Stage {
        Stage(measurer: WordWidthMeasurer()) {
            Column(alignment: .leading, spacing: 8) {
                EntryField(text: Ref(model, \.name), placeholder: "Name", state: EntryFieldState())
                    .focusTarget(Ref(model, \.focus), equals: .name).id("name")
                EntryField(text: Ref(model, \.email), placeholder: "Email", state: EntryFieldState())
                    .focusTarget(Ref(model, \.focus), equals: .email).id("email")
                Swatch(RGBA(hex: 0x30D158)).frame(width: 50, height: 50).focusable().id("box")
                Gap()
            }
        }
    }

    @Test("A value set before the first frame focuses its field when the screen appears")
    func focusOnAppear() {
        let model = FocusTargetModel()
        model.focus = .email
        let stage = Self.stage(model)
        var driver = Driver(stage, size: Size(width: 400, height: 400))
        driver.frame(at: 0)
        #expect(stage.focusedID == "email")
        #expect(stage.wantsTextInput)
        driver.send(.textInput("a@b"))
        #expect(model.email == "a@b")
    }

    @Test("The app's value moves focus; nil blurs; the user's focus moves write the value")
    func bothWays() throws {
        let model = FocusTargetModel()
        let stage = Self.stage(model)
        var driver = Driver(stage, size: Size(width: 400, height: 400))
        driver.frame(at: 0)
        #expect(stage.focusedID == nil)
        model.focus = .name
        #expect(stage.needsFrame(at: 0.1), "a change of the value asks for a frame")
        driver.frame(at: 0.1)
        #expect(stage.focusedID == "name")
        model.focus = .email
        driver.frame(at: 0.2)
        #expect(stage.focusedID == "email")
        model.focus = nil
        driver.frame(at: 0.3)
        #expect(stage.focusedID == nil)
        // The user: Tab, a click, Tab to a panel without a target.
        stage.keyDown(.tab)
        #expect(stage.focusedID == "name" && model.focus == .name)
        let email = try #require(stage.presentedFrame(id: "email"))
        driver.down(email.midX, email.midY)
        driver.up(email.midX, email.midY)
        #expect(stage.focusedID == "email" && model.focus == .email)
        stage.keyDown(.tab)
        #expect(stage.focusedID == "box" && model.focus == nil)
        driver.frame(at: 0.4)
        #expect(stage.focusedID == "box", "a value the user's move wrote does not move focus back")
        // Esc on an empty field leaves it: the value follows.
        model.focus = .name
        driver.frame(at: 0.5)
        #expect(stage.focusedID == "name")
        stage.keyDown(.escape)
        #expect(stage.focusedID == nil && model.focus == nil)
    }

    @Test("Focus set from code shows the ring as keyboard focus does")
    func ringFromCode() {
        let model = FocusTargetModel()
        let stage = Stage(measurer: NoTextMeasurer()) {
            Swatch(RGBA(hex: 0x0A84FF)).frame(width: 50, height: 50)
                .focusTarget(Ref(model, \.focus), equals: .name).id("box")
        }
        var driver = Driver(stage)
        driver.frame(at: 0)
        func strokes() -> Int {
            stage.frame(size: driver.size, scale: 1, at: driver.time).commands.filter {
                if case .stroke = $0 { return true }
                return false
            }.count
        }
        #expect(strokes() == 0)
        model.focus = .name
        driver.frame(at: 0.1)
        #expect(stage.focusedID == "box")
        #expect(strokes() == 1)
    }
}
