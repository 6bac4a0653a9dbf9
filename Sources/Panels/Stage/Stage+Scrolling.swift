/// Scrolling on a stage: scroller states kept by identity, their offsets applied to
/// the presented frames (presentation, like animation), the owner's `Ref`s read and
/// written, the wheel, keys and scroll-to-id. The feel is `ScrollPhysics`.
extension Stage {
    /// After a layout: finds the scrollers (outer first) and which scroller each node
    /// is inside, and gives their states the new viewport and content sizes.
    func indexScrollers(at time: Double) {
        scrollerIndices.removeAll(keepingCapacity: true)
        guard tree.root >= 0, targetFrames.count == tree.count else {
            enclosingScroller = []
            scrollStates = [:]
            return
        }
        guard tree.richKinds.contains(where: { if case .scroller = $0 { true } else { false } }) else {
            enclosingScroller = []
            scrollStates = [:]
            return
        }
        enclosingScroller = [Int32](repeating: -1, count: tree.count)
        var live = Set<Identity>()
        var stack: [(Int32, Int32)] = [(tree.root, -1)]
        while let (node, enclosing) = stack.popLast() {
            enclosingScroller[Int(node)] = enclosing
            var inner = enclosing
            if case .scroller(let spec) = tree.kind(of: node) {
                inner = node
                scrollerIndices.append(node)
                let identity = tree.records[Int(node)].identity
                live.insert(identity)
                let state = scrollStates[identity] ?? ScrollerState(axes: spec.axes)
                let isNew = scrollStates[identity] == nil
                scrollStates[identity] = state
                state.axes = spec.axes
                state.viewport = targetFrames[Int(node)].size
                state.content = tree.children(of: node).first.map { targetFrames[Int($0)].size } ?? .zero
                if isNew, let ref = tree.scrollers[node]?.offset {
                    let start = ref.value
                    state.offset = SIMD2(
                        min(max(start.x, 0), state.maximum(0)), min(max(start.y, 0), state.maximum(1)))
                    state.written = start
                }
                state.clampAtRest(at: time)
            }
            for child in tree.children(of: node).reversed() { stack.append((child, inner)) }
        }
        if live.count != scrollStates.count { scrollStates = scrollStates.filter { live.contains($0.key) } }
    }

    /// The state of the scroller at node `index`.
    func scrollState(_ index: Int32) -> ScrollerState? {
        scrollStates[tree.records[Int(index)].identity]
    }

    /// Before a frame: reads offsets the owners wrote, then moves every motion on to `time`.
    func syncScrollers(at time: Double) {
        for index in scrollerIndices {
            guard let state = scrollState(index) else { continue }
            if let ref = tree.scrollers[index]?.offset, let written = state.written {
                let value = ref.value
                if value != written {
                    state.written = value
                    state.motion = [.rest, .rest]
                    state.dragging = false
                    state.set(0, min(max(value.x, 0), state.maximum(0)), at: time)
                    state.set(1, min(max(value.y, 0), state.maximum(1)), at: time)
                }
            }
            state.advance(to: time)
        }
    }

    /// After a frame's offsets are known: writes them through the owners' `Ref`s.
    func writeScrollOffsets() {
        for index in scrollerIndices {
            guard let state = scrollState(index), let ref = tree.scrollers[index]?.offset else { continue }
            let value = Point(x: state.offset.x, y: state.offset.y)
            if value != state.written {
                state.written = value
                ref.value = value
            }
        }
    }

    /// Moves the presented frames of scrolled content by their scrollers' offsets
    /// (rounded to device pixels, so content stays crisp).
    func applyScrollOffsets(scale: Double) {
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
    func scrollNeedsFrame(at time: Double) -> Bool {
        scrollStates.values.contains { $0.needsFrame(at: time) } || pendingScrollTarget != nil
            || popoverScrolls.values.contains { $0.needsFrame(at: time) }
    }

    /// What the painter needs for each scroller's indicators.
    func scrollPaint(at time: Double) -> [Int32: ScrollPaint] {
        var result: [Int32: ScrollPaint] = [:]
        let color =
            context.appearance == .dark
            ? RGBA(red: 255, green: 255, blue: 255, alpha: 128) : RGBA(red: 0, green: 0, blue: 0, alpha: 115)
        for index in scrollerIndices {
            guard let state = scrollState(index) else { continue }
            result[index] = ScrollPaint(
                offset: state.offset, content: state.content, opacity: state.indicatorOpacity(at: time), color: color)
        }
        return result
    }

    /// Whether `point` lies inside every scroller that encloses `node` (content
    /// scrolled out of view is not hit).
    func isVisible(_ node: Int32, at point: Point) -> Bool {
        guard Int(node) < enclosingScroller.count else { return true }
        var scroller = enclosingScroller[Int(node)]
        while scroller >= 0 {
            if !presentedFrame(ofIndex: scroller).contains(point) { return false }
            scroller = enclosingScroller[Int(scroller)]
        }
        return true
    }

    /// The scrollers around `node` (itself included), innermost first.
    func scrollerChain(from node: Int32) -> [Int32] {
        var result: [Int32] = []
        var current = node
        if case .scroller = tree.kind(of: node) { result.append(node) }
        while Int(current) < enclosingScroller.count, enclosingScroller[Int(current)] >= 0 {
            current = enclosingScroller[Int(current)]
            result.append(current)
        }
        return result
    }

    // MARK: Wheel and keys

    /// The wheel turned `dx`, `dy` lines at `point` (positive y: away from the user,
    /// content moves down; shift turns vertical turns horizontal). The innermost
    /// scroller under the pointer that can move that way takes it. Returns true when
    /// something moved.
    @discardableResult
    public func wheel(dx: Double, dy: Double, at point: Point, modifiers: KeyModifiers = []) -> Bool {
        guard dx.isFinite, dy.isFinite else { return false }
        let line = ScrollPhysics.lineLength
        var delta = SIMD2(dx * line, -dy * line)
        if modifiers.contains(.shift) && dx == 0 { delta = SIMD2(-dy * line, 0) }
        var states: [ScrollerState] = []
        if let popover = popoverScroll(at: point) {
            // Over a popover: its content, nothing behind it.
            states = popover.state.map { [$0] } ?? []
        } else if let node = frontmostNode(at: point) {
            states = scrollerChain(from: node).compactMap { scrollState($0) }
        }
        var moved = false
        for state in states {
            guard !state.dragging else { continue }
            for axis in 0 ..< 2 where delta[axis] != 0 && state.canScroll(axis) {
                state.advance(to: inputTime)
                let before = state.offset[axis]
                let target = min(max(before + delta[axis], 0), state.maximum(axis))
                guard target != before else { continue }
                state.motion[axis] = .rest
                state.set(axis, target, at: inputTime)
                delta[axis] -= target - before
                moved = true
            }
        }
        return moved
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
        case ("Home", []): to = (axis, 0)
        case ("End", []): to = (axis, state.maximum(axis))
        default: return false
        }
        state.advance(to: inputTime)
        if let move {
            guard state.canScroll(move.axis) else { return false }
            to = (move.axis, min(max(state.offset[move.axis] + move.delta, 0), state.maximum(move.axis)))
        }
        guard let to, state.canScroll(to.axis) else { return false }
        state.move(to.axis, to: to.value, animated: false, at: inputTime)
        return true
    }

    // MARK: Scroll to an id

    /// Scrolls the innermost scroller around the panel with `target.id` so the panel
    /// sits at `target.anchor` (see `ScrollTarget`). A `LongList` row that is not
    /// resolved yet is resolved first (at the next frame). Returns false when no panel
    /// or row has that id.
    @discardableResult
    public func scroll(to target: ScrollTarget) -> Bool {
        if scrollNow(to: target) { return true }
        if resolveRow(id: target.id) {
            pendingScrollTarget = target
            return true
        }
        return false
    }

    /// Scrolls to a panel already in the tree.
    func scrollNow(to target: ScrollTarget) -> Bool {
        guard let index = tree.node(withID: target.id),
            Int(index) < targetFrames.count
        else { return false }
        var node = index
        for scroller in scrollerChain(from: index) where scroller != index {
            guard let state = scrollState(scroller) else { continue }
            let frame = targetFrames[Int(node)]
            let viewport = targetFrames[Int(scroller)]
            // The panel's place in the scroller's content (layout frames: unscrolled).
            let place = [frame.minX - viewport.minX, frame.minY - viewport.minY]
            let length = [frame.width, frame.height]
            for axis in 0 ..< 2 where state.scrolls(axis) {
                state.advance(to: inputTime)
                let dimension = state.dimension(axis)
                let current = state.offset[axis]
                var value: Double
                switch target.anchor {
                case .top: value = place[axis]
                case .center: value = place[axis] + length[axis] / 2 - dimension / 2
                case .bottom: value = place[axis] + length[axis] - dimension
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
                if value != current { state.move(axis, to: value, animated: target.animated, at: inputTime) }
            }
            node = scroller
        }
        return true
    }

    /// Reads every scroller's `target` request and starts it (writing nil back), and
    /// retries a scroll to a lazy-list row that has been resolved since.
    func applyScrollTargets() {
        if let pending = pendingScrollTarget {
            pendingScrollTarget = nil
            _ = scrollNow(to: pending)
        }
        for index in scrollerIndices {
            guard let ref = tree.scrollers[index]?.target, let target = ref.value else { continue }
            ref.value = nil
            scroll(to: target)
        }
    }
}
