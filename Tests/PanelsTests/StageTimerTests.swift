import Foundation
import Panels
import PanelsTestSupport
import Testing

/// Timers on the stage's clock fire at `frame(at:)`, in time order, deterministically.
@Suite("Stage timers")
struct StageTimerTests {
    static func stage() -> Stage {
        let stage = Stage(measurer: NoTextMeasurer()) { Swatch(.black) }
        _ = stage.frame(size: Size(width: 10, height: 10), scale: 1, at: 0)
        return stage
    }

    static func frame(_ stage: Stage, at time: Double) {
        _ = stage.frame(size: Size(width: 10, height: 10), scale: 1, at: time)
    }

    @Test("Random schedules: firing times, order, cancels and repeat counts follow the formula")
    func randomSchedules() {
        PropertyTest.check("timers", cases: 300) { random in
            let stage = Self.stage()
            struct Plan {
                var start: Double
                var delay: Double
                var interval: Double?
                var cancelAt: Double?
            }
            var frames = (0 ..< Int.random(in: 1 ... 12, using: &random)).map { _ in
                (Double.random(in: 0 ... 5, using: &random) * 64).rounded() / 64
            }
            frames.sort()
            let scheduleAt = frames.isEmpty ? 0 : frames[Int.random(in: 0 ..< frames.count, using: &random)]
            var plans: [Plan] = []
            var fired: [(timer: Int, at: Double)] = []
            var timers: [StageTimer] = []
            func schedule() {
                for _ in 0 ..< Int.random(in: 1 ... 6, using: &random) {
                    let index = plans.count
                    let repeating = Bool.random(using: &random)
                    let value = (Double.random(in: 0.05 ... 2, using: &random) * 100).rounded() / 100
                    let cancel = Bool.random(using: &random) ? frames.randomElement(using: &random) : nil
                    plans.append(
                        Plan(
                            start: stage.clock, delay: value, interval: repeating ? value : nil,
                            cancelAt: cancel.flatMap { $0 >= stage.clock ? $0 : nil }))
                    let action = { [unowned stage] in fired.append((index, stage.clock)) }
                    timers.append(
                        repeating ? stage.schedule(every: value, action) : stage.schedule(after: value, action))
                }
            }
            if scheduleAt == 0 { schedule() }
            for time in frames {
                Self.frame(stage, at: time)
                if time == scheduleAt && plans.isEmpty { schedule() }
                for (i, plan) in plans.enumerated() where plan.cancelAt == time { timers[i].cancel() }
            }
            let end = frames.last ?? 0
            // Expected: every due time up to the frame of the cancel (or the last frame).
            var expected: [(timer: Int, at: Double)] = []
            for (i, plan) in plans.enumerated() {
                let limit = plan.cancelAt ?? end
                if let interval = plan.interval {
                    var k = 1.0
                    while plan.start + k * interval <= limit {
                        expected.append((i, plan.start + k * interval))
                        k += 1
                    }
                    let exact = (limit - plan.start) / interval
                    if abs(exact - exact.rounded()) > 1e-9, timers[i].fireCount != Int(exact.rounded(.down)) {
                        return "timer \(i) fired \(timers[i].fireCount) times, ⌊(t − s)/i⌋ = \(Int(exact))"
                    }
                } else if plan.start + plan.delay <= limit {
                    expected.append((i, plan.start + plan.delay))
                }
            }
            expected.sort { $0.at < $1.at || ($0.at == $1.at && $0.timer < $1.timer) }
            let actual = fired.map { "\($0.timer)@\($0.at)" }, wanted = expected.map { "\($0.timer)@\($0.at)" }
            if actual != wanted { return "fired \(actual), expected \(wanted) (frames \(frames))" }
            if stage.clock != end { return "the clock is \(stage.clock) after the last frame at \(end)" }
            return nil
        }
    }

    @Test("A timer is due only when its time comes: needsFrame and nextDeadline say when")
    func deadlines() {
        let stage = Self.stage()
        #expect(stage.nextDeadline(after: 0) == nil)
        var count = 0
        let timer = stage.schedule(after: 0.5) { count += 1 }
        #expect(stage.nextDeadline(after: 0) == 0.5)
        #expect(!stage.needsFrame(at: 0.49))
        #expect(stage.needsFrame(at: 0.5))
        Self.frame(stage, at: 0.49)
        #expect(count == 0)
        Self.frame(stage, at: 0.7)
        #expect(count == 1 && timer.isCancelled && timer.fireCount == 1)
        Self.frame(stage, at: 5)
        #expect(count == 1)
        #expect(stage.nextTimerFire == nil)
    }

    @Test("Numbers at the boundary: NaN and non-positive intervals are refused, tiny ones clamped, never a trap")
    func boundaries() {
        let stage = Self.stage()
        var runs = 0
        #expect(stage.schedule(after: .nan) { runs += 1 }.isCancelled)
        #expect(stage.schedule(every: .nan) { runs += 1 }.isCancelled)
        #expect(stage.schedule(every: 0) { runs += 1 }.isCancelled)
        #expect(stage.schedule(every: -1) { runs += 1 }.isCancelled)
        #expect(stage.schedule(every: .infinity) { runs += 1 }.isCancelled)
        let never = stage.schedule(after: .infinity) { runs += 1 }
        let huge = stage.schedule(after: 1e300) { runs += 1 }
        let now = stage.schedule(after: -5) { runs += 1 }
        let tiny = stage.schedule(every: 1e-12) { runs += 1 }
        #expect(tiny.interval == Stage.minimumTimerInterval)
        Self.frame(stage, at: 0.01)
        #expect(now.fireCount == 1)
        #expect(tiny.fireCount == 10)
        #expect(never.fireCount == 0 && huge.fireCount == 0)
        tiny.cancel()
        // A timer that reschedules itself without delay runs at most the limit a frame.
        var chain = 0
        weak let weakStage = stage  // the timer left pending must not keep the stage
        func again() {
            chain += 1
            weakStage?.schedule(after: 0) { again() }
        }
        stage.schedule(after: 0) { again() }
        Self.frame(stage, at: 0.02)
        #expect(chain == 10_000)
        never.cancel()
        huge.cancel()
    }

    @Test("An action can cancel its own repeating timer and schedule others, which keep time order")
    func actionsScheduleAndCancel() {
        let stage = Self.stage()
        var log: [String] = []
        var repeating: StageTimer?
        repeating = stage.schedule(every: 0.1) { [unowned stage] in
            log.append("r\(repeating?.fireCount ?? -1)@\(stage.clock)")
            if repeating?.fireCount == 3 { repeating?.cancel() }
            stage.schedule(after: 0.05) { [unowned stage] in log.append("o@\(stage.clock)") }
        }
        Self.frame(stage, at: 1)
        #expect(
            log == [
                "r1@0.1", "o@0.15000000000000002", "r2@0.2", "o@0.25", "r3@0.30000000000000004",
                "o@0.35000000000000003",
            ])
    }
}
