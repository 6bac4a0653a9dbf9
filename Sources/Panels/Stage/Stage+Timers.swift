/// Timers on the stage's clock (see `StageTimer`).
extension Stage {
    /// The stage's clock: the time of the last frame or event, or of the firing whose
    /// action is running.
    public var clock: Double { scene.inputTime }

    /// Runs `action` once, `delay` seconds from now on the stage's clock (at the first
    /// frame at or after that time). A negative delay is 0; a delay that is not a number
    /// is refused (the timer comes back cancelled); an infinite one never fires.
    @discardableResult
    public func schedule(after delay: Double, _ action: @escaping () -> Void) -> StageTimer {
        let now = clock
        let refused = delay.isNaN
        let wait = refused ? 0 : max(0, delay)
        let timer = timers.add(start: now, delay: wait, interval: nil, refused: refused, action: action)
        if !refused && (now + wait).isFinite { timerScheduled() }
        return timer
    }

    /// Runs `action` every `interval` seconds on the stage's clock, first `interval`
    /// from now, until cancelled. An interval under 1 ms is 1 ms; one that is not a
    /// finite positive number is refused (the timer comes back cancelled).
    @discardableResult
    public func schedule(every interval: Double, _ action: @escaping () -> Void) -> StageTimer {
        let refused = !interval.isFinite || interval <= 0
        let step = refused ? 1 : max(Stage.minimumTimerInterval, interval)
        let timer = timers.add(start: clock, delay: step, interval: step, refused: refused, action: action)
        if !refused { timerScheduled() }
        return timer
    }

    /// The shortest interval a repeating timer keeps, in seconds.
    package static let minimumTimerInterval = 0.001

    /// When the next timer fires, on the stage's clock (nil: none is scheduled).
    package var nextTimerFire: Double? { timers.nextFire }

    /// The next time after `time` at which the stage wants a frame while nothing else
    /// happens: a timer's firing or the caret's next blink (nil: only input or a change
    /// of state will). Hosts sleep until then.
    public func nextDeadline(after time: Double) -> Double? {
        [timers.nextFire, nextCaretBlink(after: time)].compactMap { $0 }.min()
    }

    /// Runs the timers due by `time` (at the start of a frame).
    func fireTimers(upTo time: Double) {
        guard timers.isDue(at: time) else { return }
        let scene = self.scene
        timers.fire(upTo: time) { scene.inputTime = $0 }
        scene.inputTime = time
    }

    /// A timer was scheduled: a sleeping host wakes to recompute its deadline (no frame
    /// is due for that alone).
    private func timerScheduled() {
        refChanges.onChange?()
    }
}
