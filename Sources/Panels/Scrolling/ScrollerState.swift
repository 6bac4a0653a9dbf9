/// One scroller's live state on a `Stage`, kept by the scroller's identity across
/// resolves: its geometry, its offset and how that offset moves over time.
///
/// Contract: every motion is a formula of the host's clock (`ScrollPhysics`), so
/// `advance(to:)` at a time gives the same offset however often it is called. Axis 0
/// is horizontal, 1 vertical. Offsets past an edge happen only while rubber-banding
/// (a drag, a fling's bounce, the spring back).
final class ScrollerState {
    enum Motion: Equatable {
        case rest
        case fling(start: Double, from: Double, velocity: Double)
        case spring(start: Double, target: Double, displacement: Double, velocity: Double)
    }

    var axes: ScrollAxes
    var viewport = Size.zero
    var content = Size.zero
    /// The offset as of the last `advance` (points; may lie past an edge).
    var offset = SIMD2<Double>.zero
    var motion: [Motion] = [.rest, .rest]
    /// A drag holds it: `raw` is the offset the drag asks for (past an edge, the
    /// offset shown is rubber-banded from it).
    var dragging = false
    var raw = SIMD2<Double>.zero
    /// Whether the scroller draws indicators (without them, their fade asks for no frames).
    var showsIndicators = true
    /// When the offset last changed (indicators fade after a rest).
    var lastMoved = -Double.infinity
    /// The value last written to the owner's `Ref` (nil: not read yet).
    var written: Point?
    /// What the owner wrote this frame, before it was held to the content: applied again
    /// once the frame has laid out (a zoomable picture writes its new zoom and the
    /// offset that keeps its anchor together, for content not yet that large).
    var requested: SIMD2<Double>?

    init(axes: ScrollAxes) {
        self.axes = axes
    }

    func scrolls(_ axis: Int) -> Bool { axes.contains(axis == 0 ? .horizontal : .vertical) }

    /// The largest offset on `axis` (0 when the content fits or it does not scroll).
    func maximum(_ axis: Int) -> Double {
        guard scrolls(axis) else { return 0 }
        return axis == 0 ? max(0, content.width - viewport.width) : max(0, content.height - viewport.height)
    }

    func dimension(_ axis: Int) -> Double { axis == 0 ? viewport.width : viewport.height }

    /// Whether the content is larger than the viewport on `axis`.
    func canScroll(_ axis: Int) -> Bool { scrolls(axis) && maximum(axis) > 0.5 }

    var isMoving: Bool { motion.contains { $0 != .rest } }

    /// 1 while scrolling or held, then fading to 0 over `indicatorFade` after
    /// `indicatorRest` seconds of rest.
    func indicatorOpacity(at time: Double) -> Double {
        if dragging || isMoving { return 1 }
        let rest = time - lastMoved
        if rest < ScrollPhysics.indicatorRest { return 1 }
        return max(0, 1 - (rest - ScrollPhysics.indicatorRest) / ScrollPhysics.indicatorFade)
    }

    /// Whether a frame at `time` would differ from a later one (moving or fading).
    func needsFrame(at time: Double) -> Bool {
        isMoving || dragging
            || (showsIndicators && time - lastMoved < ScrollPhysics.indicatorRest + ScrollPhysics.indicatorFade)
    }

    func set(_ axis: Int, _ value: Double, at time: Double) {
        if offset[axis] != value {
            offset[axis] = value
            lastMoved = time
        }
    }

    /// Moves the motions on to `time`.
    func advance(to time: Double) {
        for axis in 0 ..< 2 { advance(axis, to: time) }
    }

    private func advance(_ axis: Int, to time: Double) {
        for _ in 0 ..< 3 {
            switch motion[axis] {
            case .rest:
                return
            case .fling(let start, let from, let velocity):
                let hi = maximum(axis)
                if from >= 0 && from <= hi {
                    let edge = velocity > 0 ? hi : 0
                    if let hit = ScrollPhysics.flingTime(velocity: velocity, toTravel: edge - from), time - start >= hit
                    {
                        // Past the edge: the rest of the fling bounces on the spring.
                        let speed = ScrollPhysics.fling(velocity: velocity, at: hit).velocity
                        motion[axis] = .spring(start: start + hit, target: edge, displacement: 0, velocity: speed)
                        continue
                    }
                }
                let state = ScrollPhysics.fling(velocity: velocity, at: time - start)
                let end = start + ScrollPhysics.flingDuration(velocity: velocity)
                // A motion that ended before `time` last moved when it ended.
                set(axis, from + state.distance, at: min(time, end))
                if time >= end { motion[axis] = .rest }
                return
            case .spring(let start, let target, let displacement, let velocity):
                let state = ScrollPhysics.springBack(displacement: displacement, velocity: velocity, at: time - start)
                set(axis, target + state.displacement, at: min(time, start + ScrollPhysics.settleTime))
                if time - start >= ScrollPhysics.settleTime { motion[axis] = .rest }
                return
            }
        }
    }

    /// The offset shown for a drag's raw offset: rubber-banded past the edges.
    func shown(raw value: Double, _ axis: Int) -> Double {
        let clamped = min(max(value, 0), maximum(axis))
        return clamped + ScrollPhysics.rubberBand(value - clamped, dimension: dimension(axis))
    }

    /// A drag takes hold: motions stop where they are.
    func grab(at time: Double) {
        advance(to: time)
        motion = [.rest, .rest]
        dragging = true
        for axis in 0 ..< 2 {
            let value = offset[axis]
            let clamped = min(max(value, 0), maximum(axis))
            raw[axis] = clamped + ScrollPhysics.overscroll(forRubberBand: value - clamped, dimension: dimension(axis))
        }
        lastMoved = time
    }

    /// Takes the part of `delta` (offset points) that brings it back from past an
    /// edge; returns the rest.
    func recover(_ delta: Double, _ axis: Int, at time: Double) -> Double {
        guard scrolls(axis), delta != 0 else { return delta }
        let hi = maximum(axis)
        let value = raw[axis]
        var used = 0.0
        if value < 0 && delta > 0 { used = min(delta, -value) }
        if value > hi && delta < 0 { used = max(delta, hi - value) }
        guard used != 0 else { return delta }
        raw[axis] = value + used
        set(axis, shown(raw: raw[axis], axis), at: time)
        return delta - used
    }

    /// Takes what of `delta` fits before the edge (all of it, rubber-banding, when
    /// `rubberBand`); returns the rest.
    func take(_ delta: Double, _ axis: Int, rubberBand: Bool, at time: Double) -> Double {
        guard scrolls(axis), delta != 0 else { return delta }
        let hi = maximum(axis)
        let value = raw[axis]
        var next: Double
        if rubberBand {
            guard canScroll(axis) || value != 0 else { return delta }
            next = value + delta
        } else {
            if (value <= 0 && delta < 0) || (value >= hi && delta > 0) { return delta }
            next = min(max(value + delta, min(0, value)), max(hi, value))
        }
        raw[axis] = next
        set(axis, shown(raw: next, axis), at: time)
        return delta - (next - value)
    }

    /// The drag let go with `velocity` (offset points per second): past an edge it
    /// springs back; inside, when `fling` allows and it can move that way, it flings.
    /// Returns true when it took the velocity.
    @discardableResult
    func release(velocity: Double, _ axis: Int, fling: Bool, at time: Double) -> Bool {
        let hi = maximum(axis)
        let value = offset[axis]
        if value < 0 || value > hi {
            let target = value < 0 ? 0 : hi
            motion[axis] = .spring(start: time, target: target, displacement: value - target, velocity: velocity)
            return true
        }
        guard fling, scrolls(axis), abs(velocity) > ScrollPhysics.stopSpeed,
            (velocity > 0 && value < hi) || (velocity < 0 && value > 0)
        else { return false }
        motion[axis] = .fling(start: time, from: value, velocity: velocity)
        return true
    }

    /// Moves to `target` on `axis`: at once, or on the spring.
    func move(_ axis: Int, to target: Double, animated: Bool, at time: Double) {
        advance(to: time)
        if animated && target != offset[axis] {
            motion[axis] = .spring(
                start: time, target: target, displacement: offset[axis] - target, velocity: 0)
        } else {
            motion[axis] = .rest
            set(axis, target, at: time)
        }
    }

    /// Moves everything by `delta` on `axis` (content above the viewport changed size).
    func shift(_ axis: Int, by delta: Double) {
        guard delta != 0 else { return }
        offset[axis] += delta
        raw[axis] += delta
        switch motion[axis] {
        case .rest: break
        case .fling(let start, let from, let velocity):
            motion[axis] = .fling(start: start, from: from + delta, velocity: velocity)
        case .spring(let start, let target, let displacement, let velocity):
            motion[axis] = .spring(start: start, target: target + delta, displacement: displacement, velocity: velocity)
        }
    }

    /// After a layout: at rest, an offset the content no longer reaches is clamped.
    func clampAtRest(at time: Double) {
        guard !dragging else { return }
        for axis in 0 ..< 2 where motion[axis] == .rest {
            let clamped = min(max(offset[axis], 0), maximum(axis))
            set(axis, clamped, at: time)
        }
    }
}
