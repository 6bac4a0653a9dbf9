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
    static func stage(_ model: ScrubberTestModel, rtl: Bool = false) -> Stage {
        var context = PanelContext()
        if rtl { context.layoutDirection = .rightToLeft }
        return Stage(context: context, measurer: WordWidthMeasurer()) {
            TimeScrubber(value: Ref(model, \.seconds), state: model.scrubber)
                .frame(width: 300, height: 28)
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

    @Test("A still press: thumb at the pressed fraction; the caption returns 1.2 s after, over 0.2 s")
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
        let thumb = stage.presentedFrame(id: "scrubber.thumb")!
        #expect(thumb.midX == 200)
        driver.frame(at: 0.5)
        driver.up(200, 20)
        driver.frame(at: 0.5)
        #expect(Self.alpha(stage, "scrubber.track", 1.69) == 255)
        #expect(abs(Self.alpha(stage, "scrubber.track", 1.8) - 128) <= 1)
        #expect(Self.alpha(stage, "scrubber.track", 1.9) == 0)
        #expect(Self.alpha(stage, "scrubber.caption", 1.9) == 255)
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
        #expect(abs(Self.alpha(stage, "scrubber.thumb", t + 0.8) - 128) <= 1)
        #expect(Self.alpha(stage, "scrubber.thumb", t + 0.9) == 0)
        #expect(Self.alpha(stage, "scrubber.caption", t + 0.9) == 255)
    }

    @Test("Right to left: the fraction runs from the right edge")
    func rightToLeft() {
        let model = ScrubberTestModel()
        var driver = Driver(Self.stage(model, rtl: true), size: Size(width: 400, height: 60))
        let frame = driver.stage.presentedFrame(id: "scrubber")!
        driver.down(frame.maxX - 60, 20)
        driver.frame(at: 0)
        #expect(abs(model.seconds - 0.2 * 245) < 1e-9)
        #expect(abs(driver.stage.presentedFrame(id: "scrubber.thumb")!.midX - (frame.maxX - 60)) < 1e-9)
    }
}
