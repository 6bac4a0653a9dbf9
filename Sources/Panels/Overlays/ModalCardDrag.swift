/// A modal card dragged by its grabber: how far down it is (points), and after a
/// release short of dismissing, its way back (see `ModalCardMotion`).
struct ModalCardDrag {
    /// The pointer's y where the drag started, less the offset the card had then.
    var origin: Double
    /// The card's offset while held (down is positive).
    var offset = 0.0
    /// Recent pointer positions, for the release velocity.
    var samples: [(time: Double, y: Double)] = []
    /// Going back after a release short of dismissing.
    var settle: MotionTrack?

    init(grabbedAt y: Double, offset: Double, time: Double) {
        origin = y - offset
        self.offset = offset
        samples = [(time, y)]
    }

    /// The pointer moved to `y` at `time`: the card follows down, and up only
    /// `ModalCardMotion.overdrag` points (resisting).
    mutating func move(to y: Double, at time: Double) {
        let raw = y - origin
        offset = raw >= 0 ? raw : -ModalCardMotion.overdrag * (1 - 1 / (1 - raw / ModalCardMotion.overdrag))
        samples.append((time, y))
        samples.removeAll { time - $0.time > 0.1 }
        if samples.isEmpty { samples = [(time, y)] }
    }

    /// The pointer's speed down over the last tenth of a second, in points per second.
    var velocity: Double {
        guard let first = samples.first, let last = samples.last, last.time - first.time > 1e-6 else { return 0 }
        return (last.y - first.y) / (last.time - first.time)
    }

    /// Released short of dismissing at `time`: it goes back to its place.
    mutating func release(at time: Double) {
        settle = MotionTrack(from: [offset, 0, 0, 0], to: .zero, start: time, motion: ModalCardMotion.settle)
    }

    func offset(at time: Double) -> Double { settle.map { $0.value(at: time)[0] } ?? offset }

    func isSettled(at time: Double) -> Bool { settle?.isFinished(at: time) ?? false }
}
