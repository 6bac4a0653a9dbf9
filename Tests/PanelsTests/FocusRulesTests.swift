import Observation
import Panels
import PanelsTestSupport
import Testing

@Observable
final class FocusRulesModel {
    var name = ""
    var other = ""
    var taps: [String] = []
}

/// P27's focus rules: one ring per focused control, a click on a disabled control
/// leaves focus where it was, Tab follows reading order (mirrored right to left) or
/// the app's explicit order.
@Suite("Focus rules")
struct FocusRulesTests {
    static func strokes(_ driver: Driver) -> Int {
        driver.stage.frame(size: driver.size, scale: 1, at: driver.time).commands.filter {
            if case .stroke = $0 { return true }
            return false
        }.count
    }

    @Test("A field reached with Tab draws one ring: its own focus border, not the stage's as well")
    func oneRingForAFieldReachedWithTab() {
        let model = FocusRulesModel()
        let state = EntryFieldState()
        var driver = Driver(
            Stage(measurer: WordWidthMeasurer()) {
                Column(spacing: 10) {
                    EntryField(text: Ref(model, \.name), placeholder: "Name", state: state).id("field")
                    Swatch(RGBA(hex: 0x30D158)).frame(width: 50, height: 50).focusable().id("box")
                }
            }, size: Size(width: 400, height: 300))
        driver.frame(at: 0)
        let unfocused = Self.strokes(driver)  // the field's 1 pt border
        driver.stage.keyDown(.tab)
        driver.frame(at: 0.1)
        #expect(driver.stage.focusedID == "field")
        #expect(state.isFocused)
        #expect(Self.strokes(driver) == unfocused, "the field's border turns into its ring; no second ring")
        driver.stage.keyDown(.tab)
        driver.frame(at: 0.2)
        #expect(driver.stage.focusedID == "box")
        #expect(Self.strokes(driver) == unfocused + 1, "a panel without a ring of its own gets the stage's")
    }

    @Test("A click on a disabled control leaves focus where it was, so typing still reaches the field")
    func clickOnADisabledControlKeepsFocus() throws {
        let model = FocusRulesModel()
        let stage = Stage(measurer: WordWidthMeasurer()) {
            Column(alignment: .leading, spacing: 8) {
                EntryField(text: Ref(model, \.name), placeholder: "Name", state: EntryFieldState()).id("field")
                Pressable(enabled: false, action: { model.taps.append("off") }) { _ in
                    Caption("Off").padding(12)
                }
                .id("off")
                Gap()
            }
        }
        var driver = Driver(stage, size: Size(width: 400, height: 400))
        driver.frame(at: 0)
        let field = try #require(stage.presentedFrame(id: "field"))
        let off = try #require(stage.presentedFrame(id: "off"))
        driver.down(field.midX, field.midY)
        driver.up(field.midX, field.midY)
        #expect(stage.focusedID == "field")
        driver.down(off.midX, off.midY)
        driver.up(off.midX, off.midY)
        driver.frame(at: 0.1)
        #expect(stage.focusedID == "field", "the click on the disabled control did not take focus away")
        driver.send(.textInput("ok"))
        #expect(model.name == "ok")
        #expect(model.taps.isEmpty)
        // A click on nothing at all still clears focus.
        driver.down(200, 380)
        driver.up(200, 380)
        #expect(stage.focusedID == nil)
    }

    static func row(_ ids: [String], direction: LayoutDirection) -> Stage {
        var context = PanelContext()
        context.layoutDirection = direction
        return Stage(context: context, measurer: NoTextMeasurer()) {
            Column(spacing: 10) {
                Row(spacing: 10) {
                    for id in ids.prefix(3) {
                        Swatch(RGBA(hex: 0x0A84FF)).frame(width: 40, height: 40).focusable().id(id)
                    }
                    Gap()
                }
                Row(spacing: 10) {
                    for id in ids.dropFirst(3) {
                        Swatch(RGBA(hex: 0x30D158)).frame(width: 40, height: 40).focusable().id(id)
                    }
                    Gap()
                }
            }
        }
    }

    static func tabOrder(_ stage: Stage, count: Int) -> [String] {
        (0 ..< count).map { _ in
            stage.keyDown(.tab)
            return stage.focusedID ?? "nil"
        }
    }

    @Test("Tab follows reading order: top to bottom, leading to trailing, right to left in RTL")
    func tabFollowsReadingOrder() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let stage = Self.row(["a", "b", "c", "d", "e"], direction: direction)
            var driver = Driver(stage, size: Size(width: 400, height: 300))
            driver.frame(at: 0)
            let a = try #require(stage.presentedFrame(id: "a"))
            let b = try #require(stage.presentedFrame(id: "b"))
            #expect(direction == .rightToLeft ? a.minX > b.minX : a.minX < b.minX, "\(direction): \(a) \(b)")
            // Visual order: the leading-most first, whatever the direction.
            let frames = ["a", "b", "c", "d", "e"].map { stage.presentedFrame(id: $0)! }
            let visual = zip(["a", "b", "c", "d", "e"], frames).sorted { l, r in
                if l.1.minY != r.1.minY { return l.1.minY < r.1.minY }
                return direction == .rightToLeft ? l.1.minX > r.1.minX : l.1.minX < r.1.minX
            }.map(\.0)
            #expect(Self.tabOrder(stage, count: 6) == visual + [visual[0]], "\(direction)")
        }
    }

    @Test("Tab follows reading order when panels are placed out of written order (mirrored in RTL)")
    func tabFollowsPlacementNotWrittenOrder() throws {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            var context = PanelContext()
            context.layoutDirection = direction
            // Written last, drawn first in reading order: the layers put it at the top leading corner.
            let stage = Stage(context: context, measurer: NoTextMeasurer()) {
                Layers(alignment: .topLeading) {
                    Row(spacing: 10) {
                        Swatch(RGBA(hex: 0x0A84FF)).frame(width: 40, height: 40).focusable().id("second")
                        Swatch(RGBA(hex: 0x0A84FF)).frame(width: 40, height: 40).focusable().id("third")
                        Gap()
                    }
                    .padding(EdgeInsets(top: 60))
                    Swatch(RGBA(hex: 0x30D158)).frame(width: 40, height: 40).focusable().id("first")
                }
            }
            var driver = Driver(stage, size: Size(width: 400, height: 300))
            driver.frame(at: 0)
            #expect(Self.tabOrder(stage, count: 3) == ["first", "second", "third"], "\(direction)")
        }
    }

    @Test("An explicit order wins over reading order; equal orders keep reading order")
    func explicitOrder() {
        let stage = Stage(measurer: NoTextMeasurer()) {
            Column(spacing: 10) {
                Swatch(RGBA(hex: 0x0A84FF)).frame(width: 40, height: 40).focusable().id("a").focusOrder(2)
                Swatch(RGBA(hex: 0x0A84FF)).frame(width: 40, height: 40).focusable().id("b")
                Column {
                    Swatch(RGBA(hex: 0x0A84FF)).frame(width: 40, height: 40).focusable().id("c")
                    Swatch(RGBA(hex: 0x0A84FF)).frame(width: 40, height: 40).focusable().id("d")
                }
                .focusOrder(-1)
                Swatch(RGBA(hex: 0x0A84FF)).frame(width: 40, height: 40).focusable().id("e").focusOrder(.nan)
            }
        }
        var driver = Driver(stage, size: Size(width: 400, height: 400))
        driver.frame(at: 0)
        #expect(Self.tabOrder(stage, count: 5) == ["c", "d", "b", "e", "a"])
        #expect(stage.diagnostics.contains { $0.message.contains("focusOrder(nan)") }, "\(stage.diagnostics)")
    }
}
