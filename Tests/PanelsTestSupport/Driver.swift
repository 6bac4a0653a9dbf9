import Panels

/// A stage driven like a host: events at explicit times, a frame after each.
package struct Driver {
    package let stage: Stage
    package var size = Size(width: 400, height: 600)
    package var time = 0.0

    package init(_ stage: Stage, size: Size = Size(width: 400, height: 600)) {
        self.stage = stage
        self.size = size
        _ = stage.frame(size: size, scale: 1, at: 0)
    }

    package mutating func frame(at t: Double) {
        time = t
        _ = stage.frame(size: size, scale: 1, at: t)
    }

    package func send(_ event: PanelEvent) { stage.handle(event, at: time) }

    package func down(_ x: Double, _ y: Double) { send(.pointerDown(PointerEvent(location: Point(x: x, y: y)))) }
    package func move(_ x: Double, _ y: Double) {
        send(.pointerMove(PointerEvent(location: Point(x: x, y: y), button: .primary, clickCount: 0)))
    }
    package func up(_ x: Double, _ y: Double) { send(.pointerUp(PointerEvent(location: Point(x: x, y: y)))) }

    /// Down at `from`, moves every 1/60 s to `to` over `duration`, then up (after
    /// 100 ms at rest unless `fling`). Frames are drawn after every step.
    package mutating func drag(from: Point, to: Point, duration: Double, fling: Bool = false) {
        down(from.x, from.y)
        frame(at: time)
        let steps = max(1, Int((duration * 60).rounded()))
        for k in 1 ... steps {
            let f = Double(k) / Double(steps)
            frame(at: time + 1.0 / 60)
            move(from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f)
            frame(at: time)
        }
        if !fling { frame(at: time + 0.1) }
        up(to.x, to.y)
        frame(at: time)
    }
}
