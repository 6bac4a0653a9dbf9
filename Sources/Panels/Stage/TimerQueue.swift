/// The timers of one stage, fired in time order at each frame (see `StageTimer`).
///
/// Contract: `fire(upTo:setClock:)` runs every firing due at or before the time,
/// earliest first (ties in scheduling order), including timers that actions schedule
/// while it runs, at most `firingLimit` a frame (the rest wait for the next frame, so
/// a timer rescheduling itself with no delay cannot hang the host).
final class TimerQueue {
    /// The most firings one frame runs.
    static let firingLimit = 10_000
    private var timers: [StageTimer] = []
    private var serial = 0

    func add(start: Double, delay: Double, interval: Double?, refused: Bool, action: @escaping () -> Void)
        -> StageTimer
    {
        serial += 1
        let timer = StageTimer(
            start: start, delay: delay, interval: interval, serial: serial, refused: refused, action: action)
        if !refused { timers.append(timer) }
        return timer
    }

    /// The earliest time a timer fires (nil: none will).
    var nextFire: Double? {
        timers.lazy.map(\.nextFire).filter(\.isFinite).min()
    }

    /// Whether a firing is due at or before `time`.
    func isDue(at time: Double) -> Bool {
        (nextFire ?? .infinity) <= time
    }

    /// Runs the firings due at or before `time` in time order; `setClock` is given
    /// each firing's time first.
    func fire(upTo time: Double, setClock: (Double) -> Void) {
        var fired = 0
        while fired < Self.firingLimit {
            timers.removeAll { $0.isCancelled }
            var next: StageTimer?
            for timer in timers {
                let due = timer.nextFire
                guard due <= time else { continue }
                if let best = next, best.nextFire < due || (best.nextFire == due && best.serial < timer.serial) {
                    continue
                }
                next = timer
            }
            guard let next else { break }
            setClock(next.nextFire)
            next.fire()
            fired += 1
        }
        timers.removeAll { $0.isCancelled }
    }
}
