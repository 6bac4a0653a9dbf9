import Observation
import Panels
import PanelsComponents
import Testing
import PanelsTestSupport

@Observable
final class ScrubberTestModel {
    var seconds = 137.0
    let scrubber = TimeScrubberState()
}

@Suite("Time scrubber")
struct TimeScrubberTests {
    static func stage(_ model: ScrubberTestModel, rtl: Bool = false, reduceMotion: Bool = false) -> Stage {
        var context = PanelContext()
        if rtl { context.layoutDirection = .rightToLeft }
        context.reduceMotion = reduceMotion
        return Stage(context: context, measurer: WordWidthMeasurer()) {
            TimeScrubber(value: Ref(model, \.seconds), state: model.scrubber)
                .frame(width: 300, height: 44)
                .padding(EdgeInsets(top: 10, leading: 50))
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
    }

    @Test("The caption reads m:ss / m:ss")
    func caption() {
        #expect(TimeScrubber.caption(137, of: 245) == "2:17 / 4:05")
        #expect(TimeScrubber.caption(0, of: 245) == "0:00 / 4:05")
        #expect(TimeScrubber.caption(-3, of: 59.9) == "0:00 / 0:59")
        #expect(TimeScrubber.clock(.nan) == "0:00")
    }

    static func alpha(_ stage: Stage, _ id: String, _ t: Double) -> Int {
        _ = stage.frame(size: Size(width: 400, height: 60), scale: 1, at: t)
        return Int(stage.presentedColor(id: id, at: t)?.alpha ?? 0)
    }

    @Test(
        "A still press: the thumb moves to the pressed fraction over 0.2 s; the caption returns 1.2 s after, over 0.3 s"
    )
    func stillPress() {
        let model = ScrubberTestModel()
        var driver = Driver(Self.stage(model), size: Size(width: 400, height: 60))
        let stage = driver.stage
        #expect(Self.alpha(stage, "scrubber.track", 0) == 0)
        #expect(Self.alpha(stage, "scrubber.caption", 0) == 255)
        driver.down(50 + 150, 20)
        driver.frame(at: 0)
        #expect(model.seconds == 122.5)
        #expect(Self.alpha(stage, "scrubber.track", 0) == 255)
        #expect(Self.alpha(stage, "scrubber.caption", 0) == 0)
        // The thumb starts where the value was (137 of 245 → x 218) and eases out to the press.
        #expect(stage.presentedFrame(id: "scrubber.thumb")?.midX == 218)
        driver.frame(at: 0.1)
        let midway = stage.presentedFrame(id: "scrubber.thumb")?.midX ?? 0
        #expect(midway > 200 && midway < 209, "ease-out: past half way at half time (\(midway))")
        driver.frame(at: 0.2)
        #expect(stage.presentedFrame(id: "scrubber.thumb")?.midX == 200)
        driver.frame(at: 0.5)
        driver.up(200, 20)
        driver.frame(at: 0.5)
        #expect(Self.alpha(stage, "scrubber.track", 1.69) == 255)
        #expect(abs(Self.alpha(stage, "scrubber.track", 1.85) - 128) <= 1)
        #expect(Self.alpha(stage, "scrubber.track", 2.0) == 0)
        #expect(Self.alpha(stage, "scrubber.caption", 2.0) == 255)
    }

    @Test("A drag moves the value and the caption; it returns 0.7 s after release")
    func dragging() {
        let model = ScrubberTestModel()
        var driver = Driver(Self.stage(model), size: Size(width: 400, height: 60))
        let stage = driver.stage
        driver.down(80, 20)
        driver.frame(at: 0)
        #expect(model.seconds == 30.0 / 300 * 245)
        for k in 1 ... 10 {
            driver.frame(at: Double(k) / 60)
            driver.move(80 + Double(k) * 21, 20)
            driver.frame(at: driver.time)
        }
        #expect(abs(model.seconds - 240.0 / 300 * 245) < 1e-9)
        #expect(stage.presentedFrame(id: "scrubber.thumb")!.midX == 290)
        driver.move(400, 20)
        driver.frame(at: driver.time)
        #expect(model.seconds == 245, "clamped to the end")
        let t = driver.time
        driver.up(400, 20)
        driver.frame(at: t)
        #expect(Self.alpha(stage, "scrubber.thumb", t + 0.69) == 255)
        #expect(abs(Self.alpha(stage, "scrubber.thumb", t + 0.85) - 128) <= 1)
        #expect(Self.alpha(stage, "scrubber.thumb", t + 1.0) == 0)
        #expect(Self.alpha(stage, "scrubber.caption", t + 1.0) == 255)
    }

    @Test("Right to left: the fraction runs from the right edge")
    func rightToLeft() {
        let model = ScrubberTestModel()
        var driver = Driver(Self.stage(model, rtl: true), size: Size(width: 400, height: 60))
        let frame = driver.stage.presentedFrame(id: "scrubber")!
        driver.down(frame.maxX - 60, 20)
        driver.frame(at: 0)
        #expect(abs(model.seconds - 0.2 * 245) < 1e-9)
        driver.frame(at: 0.25)
        #expect(abs(driver.stage.presentedFrame(id: "scrubber.thumb")!.midX - (frame.maxX - 60)) < 1e-9)
    }

    @Test("With reduce motion the thumb is at the press at once")
    func reduceMotion() {
        let model = ScrubberTestModel()
        var driver = Driver(Self.stage(model, reduceMotion: true), size: Size(width: 400, height: 60))
        driver.down(50 + 150, 20)
        driver.frame(at: 0)
        #expect(driver.stage.presentedFrame(id: "scrubber.thumb")?.midX == 200)
    }

    @Test("The whole is the hit target, 44 pt tall; a press above the caption's line still scrubs")
    func target() {
        let model = ScrubberTestModel()
        var driver = Driver(Self.stage(model), size: Size(width: 400, height: 60))
        #expect(driver.stage.presentedFrame(id: "scrubber")?.height == 44)
        driver.down(50 + 30, 12)
        driver.frame(at: 0)
        #expect(model.scrubber.isScrubbing)
        #expect(abs(model.seconds - 24.5) < 1e-9)
    }

    /// A filter over a range in steps, with a caption of the app's: generated presses
    /// dragged anywhere (far outside too) always give a value in the range on a whole step, and
    /// the caption and the accessibility value say it.
    @Test("A range in steps: every press lands on a step within the range")
    func rangeInSteps() {
        final class Filter: @unchecked Sendable {
            var minutes = 0.0
            let state = TimeScrubberState()
        }
        PropertyTest.check("scrubber steps", cases: 300) { rng in
            let filter = Filter()
            let lower = rng.number(0 ... 600)
            let upper = lower + rng.number(1 ... 900)
            let step = rng.element(of: [0, 5, 15, 30, 60.0])
            let stage = Stage(measurer: WordWidthMeasurer()) {
                TimeScrubber(value: Ref(filter, \.minutes), in: lower ... upper, step: step, state: filter.state) {
                    Caption("after \(Int($0))")
                }
                .frame(width: 300)
                .padding(EdgeInsets(top: 10, leading: 50))
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
            var driver = Driver(stage, size: Size(width: 400, height: 60))
            // Pressed on it, then dragged anywhere, far past either end included.
            let x = rng.number(51 ... 349), to = rng.number(-400 ... 800)
            driver.down(x, 20)
            driver.frame(at: 0)
            driver.move(to, 20)
            driver.frame(at: 0.1)
            driver.up(to, 20)
            driver.frame(at: 3)
            let v = filter.minutes
            if !(v >= lower && v <= upper) { return "\(v) outside \(lower)…\(upper)" }
            if step > 0, v != upper {
                let steps = (v - lower) / step
                if abs(steps - steps.rounded()) > 1e-9 { return "\(v) is not on a step of \(step) from \(lower)" }
            }
            let element = stage.accessibilityTree().elements.first { $0.role == .adjustable }
            if element?.value != "after \(Int(v))" { return "read as \(String(describing: element?.value))" }
            return nil
        }
    }
}
