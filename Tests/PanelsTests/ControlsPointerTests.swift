import Foundation
import Observation
import Panels
import PanelsTestSupport
import Testing

/// The controls with the pointer: what a click, a drag and a click just outside the
/// drawn control do; hit targets of at least 44 pt; disabled controls; one Tab stop
/// each; what assistive technologies read.
@Suite("Controls: pointer, targets, focus and accessibility")
struct ControlsPointerTests {
    @Observable final class Model {
        var wifi = false
        var check: CheckState = .mixed
        var volume = 0.0
        var guests = 1
        var period = "Day"
        var repeats = "Never"
        let popUp = PopUpChoiceState()
        var presses = 0
    }

    static func form(_ model: Model, enabled: Bool = true) -> some Panel {
        Column(alignment: .leading, spacing: 16) {
            Switch("Wi-Fi", isOn: Ref(model, \.wifi), enabled: enabled).id("switch")
            Checkbox("All", state: Ref(model, \.check), enabled: enabled).id("checkbox")
            ValueSlider("Volume", value: Ref(model, \.volume), in: 0 ... 10, step: 1, enabled: enabled).id("slider")
            ValueStepper("Guests", value: Ref(model, \.guests), in: 1 ... 3, enabled: enabled).id("stepper")
            SegmentedChoice(selection: Ref(model, \.period), options: ["Day", "Week", "Month"], enabled: enabled) {
                Caption($0)
            }
            .id("segments")
            PopUpChoice(
                "Repeat", selection: Ref(model, \.repeats), options: ["Never", "Daily", "Weekly"], state: model.popUp,
                enabled: enabled
            ) { Caption($0) }
            .id("popup")
            Pressable("Save", style: .bordered, enabled: enabled) { model.presses += 1 }.id("save")
        }
        .padding(20)
    }

    static func stage(_ model: Model, enabled: Bool = true, rtl: Bool = false) -> (Stage, Driver) {
        let stage = Stage(measurer: WordWidthMeasurer()) {
            form(model, enabled: enabled).layoutDirection(rtl ? .rightToLeft : .leftToRight)
        }
        var driver = Driver(stage, size: Size(width: 400, height: 600))
        driver.frame(at: 0)
        return (stage, driver)
    }

    static func click(_ driver: inout Driver, _ x: Double, _ y: Double) {
        driver.down(x, y)
        driver.up(x, y)
        driver.frame(at: driver.time + 0.5)
    }

    @Test func clicksChangeEveryControl() throws {
        let model = Model()
        var (stage, driver) = Self.stage(model)
        let toggle = try #require(stage.presentedFrame(id: "switch"))
        Self.click(&driver, toggle.maxX - 10, toggle.midY)
        #expect(model.wifi)
        let box = try #require(stage.presentedFrame(id: "checkbox"))
        Self.click(&driver, box.minX + 5, box.midY)
        #expect(model.check == .checked)
        Self.click(&driver, box.minX + 5, box.midY)
        #expect(model.check == .unchecked)
        // The slider's track: the thumb's center runs from 14 pt in to 14 pt before the end.
        let slider = try #require(stage.presentedFrame(id: "slider"))
        Self.click(&driver, slider.minX + 14 + (slider.width - 28) * 0.7, slider.maxY - 14)
        #expect(model.volume == 7)
        driver.drag(
            from: Point(x: slider.minX + 14 + (slider.width - 28) * 0.7, y: slider.maxY - 14),
            to: Point(x: slider.minX + 14 + (slider.width - 28) * 0.2, y: slider.maxY - 14), duration: 0.2)
        #expect(model.volume == 2)
        // The stepper's + is at its trailing end; − is disabled at the minimum.
        let stepper = try #require(stage.presentedFrame(id: "stepper"))
        Self.click(&driver, stepper.maxX - 20, stepper.midY)
        #expect(model.guests == 2)
        Self.click(&driver, stepper.maxX - 20, stepper.midY)
        Self.click(&driver, stepper.maxX - 20, stepper.midY)
        #expect(model.guests == 3)
        Self.click(&driver, stepper.maxX - 70, stepper.midY)
        #expect(model.guests == 2)
        let segments = try #require(stage.presentedFrame(id: "segments"))
        Self.click(&driver, segments.maxX - 20, segments.midY)
        #expect(model.period == "Month")
        let popup = try #require(stage.presentedFrame(id: "popup"))
        Self.click(&driver, popup.maxX - 20, popup.midY)
        #expect(model.popUp.isOpen)
        let rows = stage.accessibilityTree().elements.filter { $0.role == .menuItem }
        #expect(rows.map(\.label) == ["Never", "Daily", "Weekly"])
        let weekly = try #require(rows.last).frame
        Self.click(&driver, weekly.midX, weekly.midY)
        #expect(model.repeats == "Weekly")
        #expect(!model.popUp.isOpen)
        let save = try #require(stage.presentedFrame(id: "save"))
        Self.click(&driver, save.midX, save.midY)
        #expect(model.presses == 1)
    }

    @Test func rightToLeftSlidersFillFromTheRight() throws {
        let model = Model()
        var (stage, driver) = Self.stage(model, rtl: true)
        let slider = try #require(stage.presentedFrame(id: "slider"))
        Self.click(&driver, slider.minX + 14 + (slider.width - 28) * 0.3, slider.maxY - 14)
        #expect(model.volume == 7)
    }

    @Test func disabledControlsIgnoreThePointerAndTab() throws {
        let model = Model()
        var (stage, driver) = Self.stage(model, enabled: false)
        for id in ["switch", "checkbox", "slider", "stepper", "segments", "popup", "save"] {
            let frame = try #require(stage.presentedFrame(id: id))
            Self.click(&driver, frame.maxX - 20, frame.midY)
        }
        #expect(!model.wifi && model.check == .mixed && model.volume == 0 && model.guests == 1)
        #expect(model.period == "Day" && !model.popUp.isOpen && model.presses == 0)
        #expect(!stage.moveFocus(forward: true))
        let disabled = stage.accessibilityTree().elements.filter { $0.states.contains(.disabled) }.map(\.role)
        #expect(
            disabled == [
                .toggle, .checkbox, .adjustable, .spinButton, .choice, .radioButton, .radioButton, .radioButton,
                .choice, .button,
            ])
    }

    @Test func eachControlIsOneTabStopAndTheTreeReadsIt() throws {
        let model = Model()
        let (stage, _) = Self.stage(model)
        var roles: [AccessibilityRole] = []
        for _ in 0 ..< 7 {
            #expect(stage.moveFocus(forward: true))
            let focused = stage.accessibilityTree().elements.first { $0.states.contains(.focused) }
            roles.append(focused?.role ?? .group)
        }
        #expect(roles == [.toggle, .checkbox, .adjustable, .spinButton, .choice, .choice, .button])
        #expect(stage.moveFocus(forward: true))
        #expect(stage.focusedID == "switch")
        let text = stage.accessibilityTree().text
        #expect(text.contains("toggle \"Wi-Fi\""))
        #expect(text.contains("checkbox \"All\""))
        #expect(text.contains("mixed"))
        #expect(text.contains("adjustable \"Volume\" value=\"0\""))
        #expect(text.contains("spinButton \"Guests\" value=\"1\""))
        #expect(text.contains("radioButton \"Day\""))
        #expect(text.contains("choice \"Repeat\" value=\"Never\""))
        #expect(text.contains("collapsed"))
    }

    /// Controls drawn smaller than 44 pt, scattered without overlapping: a click on one's
    /// drawn bounds hits it; elsewhere, the control whose 44 pt target holds the point
    /// and whose center is nearest; outside every target, nothing.
    @Test func enlargedTargetsFollowTheRule() {
        PropertyTest.check("hit targets", cases: 1_500) { random in
            var rects: [Rect] = []
            let count = random.int(1 ... 6)
            var attempts = 0
            while rects.count < count && attempts < 100 {
                attempts += 1
                let rect = Rect(
                    x: random.number(0 ... 250), y: random.number(0 ... 250), width: random.number(6 ... 40),
                    height: random.number(6 ... 40))
                if rects.contains(where: {
                    $0.minX < rect.maxX && rect.minX < $0.maxX && $0.minY < rect.maxY && rect.minY < $0.maxY
                }) {
                    continue
                }
                rects.append(rect)
            }
            final class Hits { var list: [Int] = [] }
            let hits = Hits()
            let stage = Stage(measurer: WordWidthMeasurer()) {
                Layers(alignment: .topLeading) {
                    Each(Array(rects.enumerated()), id: \.offset) { index, rect in
                        Swatch(RGBA(hex: 0x336699)).frame(width: rect.width, height: rect.height)
                            .onTap { hits.list.append(index) }
                            .hitTarget(minimum: 44)
                            .padding(EdgeInsets(top: rect.minY, leading: rect.minX))
                    }
                }
                .frame(width: 300, height: 300, alignment: .topLeading)
            }
            var driver = Driver(stage, size: Size(width: 300, height: 300))
            driver.frame(at: 0)
            for _ in 0 ..< 20 {
                let point = Point(
                    x: random.number(0 ... 299, step: 0.5) + 0.25, y: random.number(0 ... 299, step: 0.5) + 0.25)
                var expected: Int?
                if let drawn = rects.firstIndex(where: { $0.contains(point) }) {
                    expected = drawn
                } else {
                    var best: (Int, Double)?
                    for (index, rect) in rects.enumerated() {
                        let w = max(44, rect.width), h = max(44, rect.height)
                        let target = Rect(x: rect.midX - w / 2, y: rect.midY - h / 2, width: w, height: h)
                        guard target.contains(point) else { continue }
                        let d = pow(point.x - rect.midX, 2) + pow(point.y - rect.midY, 2)
                        if best == nil || d < best!.1 { best = (index, d) }
                    }
                    expected = best?.0
                }
                hits.list.removeAll()
                driver.down(point.x, point.y)
                driver.up(point.x, point.y)
                if hits.list != (expected.map { [$0] } ?? []) {
                    return
                        "at \(point) among \(rects): hit \(hits.list), expected \(expected.map(String.init) ?? "none")"
                }
            }
            return nil
        }
    }

    /// A control drawn behind an opaque panel is never hit through it, even in its
    /// enlarged target.
    @Test func nothingDrawnAboveAControlIsTakenOver() {
        final class Count { var n = 0 }
        let count = Count()
        let stage = Stage(measurer: WordWidthMeasurer()) {
            Layers(alignment: .topLeading) {
                Swatch(.white).frame(width: 20, height: 20).onTap { count.n += 1 }.hitTarget()
                    .padding(EdgeInsets(top: 100, leading: 100))
                Swatch(.black).frame(width: 60, height: 30).padding(EdgeInsets(top: 70, leading: 90))
            }
            .frame(width: 300, height: 300, alignment: .topLeading)
        }
        var driver = Driver(stage, size: Size(width: 300, height: 300))
        driver.frame(at: 0)
        driver.down(110, 95)  // on the black panel, inside the white one's target
        driver.up(110, 95)
        #expect(count.n == 0)
        driver.down(110, 125)  // below both drawn, inside the target
        driver.up(110, 125)
        #expect(count.n == 1)
    }

    /// Numbers that are not numbers, at every control's public boundary: nothing traps,
    /// every frame is finite, and what the control writes back is within its range.
    @Test func hostileNumbersNeverTrap() {
        final class Box { var value = Double.nan; var count = Int.max }
        let box = Box()
        let values: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300, 0]
        for bad in values {
            box.value = bad
            // A range of NaN cannot be made (Swift traps in the caller's code); ranges
            // with infinite or huge bounds can.
            let range = bad.isNaN ? -Double.infinity ... .infinity : Swift.min(bad, 0) ... .infinity
            let stage = Stage(measurer: WordWidthMeasurer()) {
                Column {
                    ValueSlider(
                        "a", value: Ref(get: { box.value }, set: { box.value = $0 }), in: range, step: bad)
                    ValueSlider("b", value: Ref(get: { box.value }, set: { box.value = $0 }), in: -1e300 ... 1e300)
                    ValueStepper(
                        "c", value: Ref(get: { box.count }, set: { box.count = $0 }), in: Int.min ... Int.max,
                        step: Int.max)
                    ProgressBar("d", fraction: bad)
                    Swatch(.black).frame(width: 10, height: 10).onTap {}.hitTarget(minimum: bad)
                    Caption("e").offset(following: LiveValue.cycling(period: bad)) { Point(x: $0, y: 0) }
                }
            }
            var driver = Driver(stage, size: Size(width: 300, height: 400))
            driver.frame(at: 0)
            for _ in 0 ..< 8 {
                stage.keyDown(.tab)
                for key in [KeyName.right, .up, .pageUp, .end, .home, .pageDown, .down, .left] { stage.keyDown(key) }
            }
            driver.drag(from: Point(x: 150, y: 30), to: Point(x: 290, y: 30), duration: 0.1)
            driver.frame(at: 1)
            #expect(box.value.isFinite, "\(bad): the sliders wrote \(box.value)")
            #expect(stage.accessibilityTree().elements.allSatisfy { $0.frame.width.isFinite && $0.frame.minX.isFinite })
        }
    }
}

extension ControlsPointerTests {
    @Test("A slider and a stepper give their value as a number, range and step (AT-SPI's Value); a button none")
    func numbers() throws {
        let model = Model()
        model.volume = 3
        model.guests = 2
        let (stage, _) = Self.stage(model)
        let tree = stage.accessibilityTree()
        let slider = try #require(tree.element(labelled: "Volume"))
        #expect(slider.number == AccessibilityNumber(value: 3, range: 0 ... 10, step: 1))
        let stepper = try #require(tree.element(labelled: "Guests"))
        #expect(stepper.number == AccessibilityNumber(value: 2, range: 1 ... 3, step: 1))
        #expect(try #require(tree.element(labelled: "Save")).number == nil)
    }
}
