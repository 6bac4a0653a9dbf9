/// Scrolling on a stage: scroller states kept by identity, their offsets applied to
/// the presented frames (presentation, like animation), the owners' `Ref`s read and
/// written, the wheel, keys, scroll-to-id and lazy lists' windows
/// (`ScrollCoordinator+LongLists`). The feel is `ScrollPhysics`.
///
/// Contract: scroller states live as long as their scroller's identity is laid out
/// (`index(at:)` after each layout forgets the others); offsets never resolve or lay
/// out again, except a `LongList` whose visible rows change.
final class ScrollCoordinator {
    let scene: StageScene
    /// Scroller states by the scroller's identity.
    private(set) var states: [Identity: ScrollerState] = [:]
    /// Scroller node indices, outer before inner.
    private(set) var scrollerIndices: [Int32] = []
    /// Per node: the innermost scroller it is inside (-1: none).
    private(set) var enclosingScroller: [Int32] = []
    let longListWindows = LongListWindows()
    var longListMemory: [Identity: LongListMemory] = [:]
    var pendingScrollTarget: ScrollTarget?
    /// Scrollers of lazy lists anchored to their end, by identity (`keepEnds`).
    var followedEnds: [Identity: FollowedEnd] = [:]

    init(scene: StageScene) { self.scene = scene }

    /// An owner's offset as the scroller takes it: a component that is not finite
    /// is read as 0 and reported (once per distinct report, in the tree's sink).
    func readOffset(_ ref: Ref<Point>) -> Point {
        let value = ref.value
        guard !value.x.isFinite || !value.y.isFinite else { return value }
        scene.tree.diagnosticLog.report(
            Diagnostic(.warning, "Scroller: an offset that is not finite (\(value)) was read as 0"))
        return Point(x: value.x.isFinite ? value.x : 0, y: value.y.isFinite ? value.y : 0)
    }

    /// The states of the scrollers around `node` (itself included), innermost first.
    func states(around node: Int32) -> [ScrollerState] {
        scrollerChain(from: node).compactMap { scrollState($0) }
    }

    /// The state of the scroller with `identity`.
    func state(_ identity: Identity) -> ScrollerState? { states[identity] }

    /// Every scroller stops following a drag.
    func endDragging() {
        for state in states.values where state.dragging { state.dragging = false }
    }

    /// After a layout: finds the scrollers (outer first) and which scroller each node
    /// is inside, and gives their states the new viewport and content sizes.
    func index(at time: Double) {
        scrollerIndices.removeAll(keepingCapacity: true)
        guard scene.tree.root >= 0, scene.targetFrames.count == scene.tree.count else {
            enclosingScroller = []
            states = [:]
            return
        }
        guard scene.tree.richKinds.contains(where: { if case .scroller = $0 { true } else { false } }) else {
            enclosingScroller = []
            states = [:]
            return
        }
        enclosingScroller = [Int32](repeating: -1, count: scene.tree.count)
        var live = Set<Identity>()
        var stack: [(Int32, Int32)] = [(scene.tree.root, -1)]
        while let (node, enclosing) = stack.popLast() {
            enclosingScroller[Int(node)] = enclosing
            var inner = enclosing
            if case .scroller(let spec) = scene.tree.kind(of: node) {
                inner = node
                scrollerIndices.append(node)
                let identity = scene.tree.records[Int(node)].identity
                live.insert(identity)
                let state = states[identity] ?? ScrollerState(axes: spec.axes)
                let isNew = states[identity] == nil
                states[identity] = state
                state.axes = spec.axes
                state.showsIndicators = spec.showsIndicators
                state.viewport = scene.targetFrames[Int(node)].size
                state.content = scene.tree.children(of: node).first.map { scene.targetFrames[Int($0)].size } ?? .zero
                if isNew, let ref = scene.tree.scrollers[node]?.offset {
                    let start = readOffset(ref)
                    state.offset = SIMD2(
                        min(max(start.x, 0), state.maximum(0)), min(max(start.y, 0), state.maximum(1)))
                    state.written = start
                }
                if let requested = state.requested {
                    state.set(0, min(max(requested.x, 0), state.maximum(0)), at: time)
                    state.set(1, min(max(requested.y, 0), state.maximum(1)), at: time)
                }
                state.clampAtRest(at: time)
            }
            for child in scene.tree.children(of: node).reversed() { stack.append((child, inner)) }
        }
        if live.count != states.count { states = states.filter { live.contains($0.key) } }
    }

    /// The state of the scroller at node `index`.
    func scrollState(_ index: Int32) -> ScrollerState? {
        states[scene.tree.records[Int(index)].identity]
    }

    /// Before a frame: reads offsets the owners wrote, then moves every motion on to `time`.
    func sync(at time: Double) {
        for index in scrollerIndices {
            guard let state = scrollState(index) else { continue }
            if let ref = scene.tree.scrollers[index]?.offset, let written = state.written {
                let value = readOffset(ref)
                if value != written {
                    state.written = value
                    state.motion = [.rest, .rest]
                    state.dragging = false
                    state.set(0, min(max(value.x, 0), state.maximum(0)), at: time)
                    state.set(1, min(max(value.y, 0), state.maximum(1)), at: time)
                    state.requested = SIMD2(value.x, value.y)
                    placeLongLists(in: index, at: state.offset.y)
                }
            }
            state.advance(to: time)
        }
    }

    /// After a frame's offsets are known: writes them through the owners' `Ref`s.
    func writeOffsets() {
        for index in scrollerIndices {
            guard let state = scrollState(index), let ref = scene.tree.scrollers[index]?.offset else { continue }
            state.requested = nil
            let value = Point(x: state.offset.x, y: state.offset.y)
            if value != state.written {
                state.written = value
                ref.value = value
            }
        }
    }

    /// Moves the presented frames of scrolled content by their scrollers' offsets
    /// (rounded to device pixels, so content stays crisp).
    func applyOffsets(to presentedFrames: inout [Rect], scale: Double) {
        guard !scrollerIndices.isEmpty, enclosingScroller.count == presentedFrames.count else { return }
        var shifts: [Int32: SIMD2<Double>] = [:]
        for index in scrollerIndices {
            let outer = enclosingScroller[Int(index)]
            var own = scrollState(index)?.offset ?? .zero
            own = (own * scale).rounded(.toNearestOrAwayFromZero) / scale
            shifts[index] = (outer >= 0 ? shifts[outer] ?? .zero : .zero) + own
        }
        for i in presentedFrames.indices {
            let scroller = enclosingScroller[i]
            guard scroller >= 0, let shift = shifts[scroller] else { continue }
            presentedFrames[i] = presentedFrames[i].offsetBy(dx: -shift.x, dy: -shift.y)
        }
    }

    /// Whether a scroller moves or its indicators fade at `time`.
    func needsFrame(at time: Double) -> Bool {
        states.values.contains { $0.needsFrame(at: time) } || pendingScrollTarget != nil
    }

    /// What the painter needs for each scroller's indicators.
    func paint(appearance: Appearance, at time: Double) -> [Int32: ScrollPaint] {
        var result: [Int32: ScrollPaint] = [:]
        let color = ScrollPaint.indicatorColor(appearance)
        for index in scrollerIndices {
            guard let state = scrollState(index) else { continue }
            result[index] = ScrollPaint(
                offset: state.offset, content: state.content, opacity: state.indicatorOpacity(at: time), color: color)
        }
        return result
    }

    /// The scrollers around `node` (itself included), innermost first.
    func scrollerChain(from node: Int32) -> [Int32] {
        var result: [Int32] = []
        var current = node
        if case .scroller = scene.tree.kind(of: node) { result.append(node) }
        while Int(current) < enclosingScroller.count, enclosingScroller[Int(current)] >= 0 {
            current = enclosingScroller[Int(current)]
            result.append(current)
        }
        return result
    }

    // MARK: Wheel and keys

    /// The wheel turned `dx`, `dy` lines (positive y: away from the user, content
    /// moves down; shift turns vertical turns horizontal) over `states`, innermost
    /// first: the innermost that can move that way takes it, the rest goes outwards.
    /// Returns true when something moved.
    func wheel(dx: Double, dy: Double, modifiers: KeyModifiers, states: [ScrollerState]) -> Bool {
        guard dx.isFinite, dy.isFinite else { return false }
        let line = ScrollPhysics.lineLength
        var delta = SIMD2(dx * line, -dy * line)
        if modifiers.contains(.shift) && dx == 0 { delta = SIMD2(-dy * line, 0) }
        var moved = false
        for state in states {
            guard !state.dragging else { continue }
            for axis in 0 ..< 2 where delta[axis] != 0 && state.canScroll(axis) {
                state.advance(to: scene.inputTime)
                let before = state.offset[axis]
                let target = min(max(before + delta[axis], 0), state.maximum(axis))
                guard target != before else { continue }
                state.motion[axis] = .rest
                state.set(axis, target, at: scene.inputTime)
                delta[axis] -= target - before
                moved = true
            }
        }
        return moved
    }

    /// Whether the leading end of scroller `index` along `axis` is its largest offset:
    /// the horizontal axis in right to left.
    func leadingEndIsLargest(_ index: Int32, _ axis: Int) -> Bool {
        axis == 0 && scene.tree.records[Int(index)].direction == .rightToLeft
    }

    /// A key for the focused scroller at `index`: arrows 40 pt, Page Up/Down and
    /// Space a viewport less 40 pt, Home/End to the ends. Returns true when it used it.
    func scrollKey(_ key: KeyName, scroller index: Int32) -> Bool {
        guard let state = scrollState(index) else { return false }
        let line = ScrollPhysics.lineLength
        let axis = state.canScroll(1) ? 1 : 0
        let page = max(line, state.dimension(axis) - line)
        var move: (axis: Int, delta: Double)?
        var to: (axis: Int, value: Double)?
        switch (key.rawValue, key.modifiers) {
        case ("ArrowUp", []): move = (1, -line)
        case ("ArrowDown", []): move = (1, line)
        case ("ArrowLeft", []): move = (0, -line)
        case ("ArrowRight", []): move = (0, line)
        case ("PageUp", []), ("Space", .shift): move = (axis, -page)
        case ("PageDown", []), ("Space", []): move = (axis, page)
        // Home is the leading end: the right (the largest offset) of a sideways
        // scroller in right to left.
        case ("Home", []): to = (axis, leadingEndIsLargest(index, axis) ? state.maximum(axis) : 0)
        case ("End", []): to = (axis, leadingEndIsLargest(index, axis) ? 0 : state.maximum(axis))
        default: return false
        }
        state.advance(to: scene.inputTime)
        if let move {
            guard state.canScroll(move.axis) else { return false }
            to = (move.axis, min(max(state.offset[move.axis] + move.delta, 0), state.maximum(move.axis)))
        }
        guard let to, state.canScroll(to.axis) else { return false }
        state.move(to.axis, to: to.value, animated: false, at: scene.inputTime)
        return true
    }

    // MARK: Scroll to an id

    /// Scrolls the innermost scroller around the panel with `target.id` so the panel
    /// sits at `target.anchor` (see `ScrollTarget`). A `LongList` row that is not
    /// resolved yet is resolved first (at the next frame). Returns false when no panel
    /// or row has that id.
    @discardableResult
    func scroll(to target: ScrollTarget) -> Bool {
        if scrollNow(to: target) { return true }
        if resolveRow(id: target.id) {
            pendingScrollTarget = target
            return true
        }
        return false
    }

    /// Scrolls to a panel already in the tree.
    func scrollNow(to target: ScrollTarget) -> Bool {
        guard let index = scene.tree.node(withID: target.id), Int(index) < scene.targetFrames.count else {
            return false
        }
        reveal(index, anchor: target.anchor, animated: target.animated)
        return true
    }

    /// Scrolls each scroller around `index`, innermost first, so that what holds the
    /// node sits at `anchor` in it (`.nearest`: the least move that shows it).
    func reveal(_ index: Int32, anchor: ScrollTarget.Anchor, animated: Bool) {
        var node = index
        for scroller in scrollerChain(from: index) where scroller != index {
            guard let state = scrollState(scroller), Int(node) < scene.targetFrames.count else { continue }
            let frame = scene.targetFrames[Int(node)]
            let viewport = scene.targetFrames[Int(scroller)]
            // The panel's place in the scroller's content (layout frames: unscrolled).
            let place = [frame.minX - viewport.minX, frame.minY - viewport.minY]
            let length = [frame.width, frame.height]
            for axis in 0 ..< 2 where state.scrolls(axis) {
                state.advance(to: scene.inputTime)
                let dimension = state.dimension(axis)
                let current = state.offset[axis]
                var value: Double
                // Leading and trailing swap on a sideways scroller in right to left.
                let mirrored = leadingEndIsLargest(scroller, axis)
                switch anchor {
                case .top where mirrored, .bottom where !mirrored: value = place[axis] + length[axis] - dimension
                case .top, .bottom: value = place[axis]
                case .center: value = place[axis] + length[axis] / 2 - dimension / 2
                case .nearest:
                    if place[axis] < current {
                        value = place[axis]
                    } else if place[axis] + length[axis] > current + dimension {
                        value = min(place[axis], place[axis] + length[axis] - dimension)
                    } else {
                        value = current
                    }
                }
                value = min(max(value, 0), state.maximum(axis))
                if value != current { state.move(axis, to: value, animated: animated, at: scene.inputTime) }
            }
            node = scroller
        }
    }

    /// Reads every scroller's `target` request and starts it (writing nil back), and
    /// retries a scroll to a lazy-list row that has been resolved since.
    func applyScrollTargets() {
        // A row the keys selected in a lazy list comes into view.
        if let id = longListWindows.reveal {
            longListWindows.reveal = nil
            scroll(to: ScrollTarget(id: id, anchor: .nearest, animated: false))
        }
        if let pending = pendingScrollTarget {
            pendingScrollTarget = nil
            _ = scrollNow(to: pending)
        }
        for index in scrollerIndices {
            guard let ref = scene.tree.scrollers[index]?.target, let target = ref.value else { continue }
            ref.value = nil
            scroll(to: target)
        }
    }
}
