import Observation
import Panels
import PanelsTestSupport
import Testing

@Observable
final class ControlKeyboardModel {
    var taps: [String] = []
    var text = ""
}

/// Controls work with the keyboard alone: Tab reaches every enabled control in
/// reading order, Enter and Space run the focused one, a click does not take focus
/// from a text field, a disabled control is skipped.
@Suite("Controls from the keyboard")
struct ControlKeyboardTests {
    static func stage(_ model: ControlKeyboardModel) -> Stage {
        Stage(measurer: WordWidthMeasurer()) {
            Column(alignment: .leading, spacing: 8) {
                EntryField(text: Ref(model, \.text), placeholder: "Name", state: EntryFieldState()).id("field")
                Pressable(action: { model.taps.append("save") }) { _ in Caption("Save").padding(12) }.id("save")
                Pressable(enabled: false, action: { model.taps.append("off") }) { _ in Caption("Off") }.id("off")
                Caption("Reset").padding(12).onTap { model.taps.append("reset") }.id("reset")
                Caption("Custom").padding(12).onTap { model.taps.append("custom") }
                    .onKey(.enter) { model.taps.append("custom enter") }.id("custom")
            }
        }
    }

    @Test func tabVisitsEnabledControlsAndEnterOrSpaceRunsThem() throws {
        let model = ControlKeyboardModel()
        let stage = Self.stage(model)
        var driver = Driver(stage, size: Size(width: 400, height: 400))
        driver.frame(at: 0)
        var order: [String] = []
        for _ in 0 ..< 5 {
            stage.keyDown(.tab)
            order.append(stage.focusedID ?? "nil")
        }
        #expect(order == ["field", "save", "reset", "custom", "field"])
        stage.keyDown(.tab)  // save
        #expect(stage.keyDown(.enter))
        #expect(stage.keyDown(.space))
        stage.keyDown(.tab)  // reset
        #expect(stage.keyDown(.enter))
        stage.keyDown(.tab)  // custom: its own Enter handler wins
        #expect(stage.keyDown(.enter))
        #expect(model.taps == ["save", "save", "reset", "custom enter"])
    }

    @Test func aClickOnAControlLeavesFocusInTheTextField() throws {
        let model = ControlKeyboardModel()
        let stage = Self.stage(model)
        var driver = Driver(stage, size: Size(width: 400, height: 400))
        driver.frame(at: 0)
        let field = try #require(stage.presentedFrame(id: "field"))
        let save = try #require(stage.presentedFrame(id: "save"))
        driver.down(field.midX, field.midY)
        driver.up(field.midX, field.midY)
        driver.frame(at: 0.1)
        #expect(stage.focusedID == "field")
        driver.down(save.midX, save.midY)
        driver.up(save.midX, save.midY)
        driver.frame(at: 0.2)
        #expect(model.taps == ["save"])
        #expect(stage.focusedID == "field")
    }
}
