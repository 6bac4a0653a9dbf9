import Observation
import Panels
import PanelsTestSupport
import Testing

@Observable
final class ControlKeyboardModel {
    var taps: [String] = []
    var text = ""
    var open = true
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

    /// With a popover open, Tab stays among its controls, Enter runs the focused one
    /// with its ring drawn, and Esc closes it; assistive technologies focus them too.
    @Test func tabMovesAmongAPopoversControls() throws {
        let model = ControlKeyboardModel()
        let stage = Stage(measurer: WordWidthMeasurer()) {
            Column(spacing: 8) {
                Pressable(action: { model.taps.append("behind") }) { _ in Caption("Behind").padding(12) }
                Caption("Anchor").padding(12).id("anchor")
                    .popover(isOpen: Ref(model, \.open), size: Size(width: 200, height: 120)) {
                        Column(spacing: 4) {
                            Pressable(action: { model.taps.append("one") }) { _ in Caption("One").padding(12) }
                            Pressable(action: { model.taps.append("two") }) { _ in Caption("Two").padding(12) }
                        }
                    }
            }
        }
        var driver = Driver(stage, size: Size(width: 400, height: 400))
        driver.frame(at: 0)
        let ring = RGBA(hex: 0x0A84FF)  // the focus ring's color
        func ringDrawn() -> Bool {
            stage.frame(size: Size(width: 400, height: 400), scale: 1, at: 1).commands.contains {
                if case .stroke(_, _, _, ring) = $0 { return true }
                return false
            }
        }
        #expect(!ringDrawn())
        #expect(stage.keyDown(.tab))
        #expect(ringDrawn())
        #expect(stage.keyDown(.enter))
        #expect(stage.keyDown(.tab) && stage.keyDown(.space))
        #expect(stage.keyDown(.tab) && stage.keyDown(.enter), "Tab wraps around inside the popover")
        #expect(stage.keyDown(KeyName.tab.with(.shift)) && stage.keyDown(.enter))
        #expect(model.taps == ["one", "two", "one", "two"])
        let two = try #require(stage.accessibilityTree().element(labelled: "Two"))
        #expect(two.states.contains(.focusable) && two.actions.contains(.focus))
        #expect(stage.perform(.focus, on: two))
        #expect(stage.keyDown(.escape))
        #expect(!model.open)
    }
}
