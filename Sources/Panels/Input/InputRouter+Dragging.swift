/// Drags: the arbitration written on `DragHandler` between `.onPointerDrag` handlers
/// and scrollers, from the panel under the pointer outwards.
extension InputRouter {
    /// The pointer went down: scrollers around it stop where they are, and a drag
    /// may start from here.
    /// `hit` is what is under `point` for gestures (`HitPurpose.isGesture`).
    func beginDragCandidate(at point: Point, hit: Hit?) {
        dragSession = nil
        if case .popover(let key)? = hit?.layer {
            // Inside a bubble: its content scrolls when it is taller than the bubble.
            guard let state = popovers.scrollState(key) else { return }
            state.grab(at: scene.inputTime)
            var session = DragSession(start: point, last: point, chain: [.scroller(key)], minimumDistance: 4)
            session.record(point, at: scene.inputTime)
            dragSession = session
            return
        }
        guard let node = hit?.node else { return }
        var chain: [DragSession.Member] = []
        var minimum = 4.0
        var current = node
        var sawHandler = false
        while current >= 0 {
            if let handler = scene.tree.interactions[current]?.drag {
                if !sawHandler { minimum = handler.minimumDistance }
                sawHandler = true
                chain.append(.handler(handler, node: current))
            }
            if case .scroller = scene.tree.kind(of: current), let state = scrolling.scrollState(current) {
                state.grab(at: scene.inputTime)
                chain.append(.scroller(scene.tree.records[Int(current)].identity))
            }
            current = scene.tree.records[Int(current)].parent
        }
        guard !chain.isEmpty else { return }
        var session = DragSession(start: point, last: point, chain: chain, minimumDistance: minimum)
        session.record(point, at: scene.inputTime)
        if minimum <= 0 {
            // A handler with no minimum distance follows the press itself: no tap.
            session.began = true
            send(.began, session, delta: .zero, to: session.chain)
        }
        dragSession = session
    }

    /// The pointer moved while held. Returns true when the drag moved something.
    func dragMoved(to point: Point) -> Bool {
        guard var session = dragSession else { return false }
        session.record(point, at: scene.inputTime)
        if !session.began {
            let translation = Point(x: point.x - session.start.x, y: point.y - session.start.y)
            guard
                (translation.x * translation.x + translation.y * translation.y).squareRoot()
                    >= session.minimumDistance
            else {
                dragSession = session
                return false
            }
            session.began = true
            session.chain = session.chain.filter { member in
                switch member {
                case .handler(let handler, _): return handler.canMove(translation)
                case .scroller: return true
                }
            }
            // A drag is not a tap: the press on a control inside is cancelled.
            releasePress()
            send(.began, session, delta: .zero, to: session.chain)
        }
        let delta = Point(x: point.x - session.last.x, y: point.y - session.last.y)
        session.last = point
        dragSession = session
        if delta != .zero { distribute(delta, session) }
        return true
    }

    /// The pointer went up at `point`. Returns true when a drag had begun (no tap).
    func endDrag(at point: Point) -> Bool {
        guard var session = dragSession else { return false }
        dragSession = nil
        session.record(point, at: scene.inputTime)
        let grabbed = session.chain
        guard session.began else {
            release(grabbed, velocity: .zero)
            return false
        }
        let delta = Point(x: point.x - session.last.x, y: point.y - session.last.y)
        session.last = point
        if delta != .zero { distribute(delta, session) }
        var velocity = session.velocity
        for member in session.chain.reversed() {
            guard case .handler(let handler, let node) = member, let leading = handler.leading else { continue }
            velocity = leading(event(.ended, session, delta: .zero, node: node))
        }
        release(grabbed, velocity: velocity)
        send(.ended, session, delta: .zero, to: session.chain)
        return true
    }

    /// The drag was taken away: handlers hear it, scrollers spring back.
    func cancelDrag() {
        guard let session = dragSession else { return }
        dragSession = nil
        release(session.chain, velocity: .zero)
        if session.began { send(.cancelled, session, delta: .zero, to: session.chain) }
    }

    private func send(_ phase: PointerDrag.Phase, _ session: DragSession, delta: Point, to chain: [DragSession.Member])
    {
        for member in chain {
            guard case .handler(let handler, let node) = member else { continue }
            _ = handler.action(event(phase, session, delta: delta, node: node))
        }
    }

    private func event(_ phase: PointerDrag.Phase, _ session: DragSession, delta: Point, node: Int32) -> PointerDrag {
        var drag = PointerDrag(
            phase: phase, start: session.start, location: session.last,
            translation: Point(x: session.last.x - session.start.x, y: session.last.y - session.start.y),
            delta: delta, velocity: session.velocity)
        drag.frame = scene.presentedFrame(ofIndex: node)
        drag.targetFrame = Int(node) < scene.targetFrames.count ? scene.targetFrames[Int(node)] : .zero
        return drag
    }

    /// Offers a pointer move to the chain: first to scrollers past an edge coming
    /// back, then inside out (each takes what it can), and what is left rubber-bands
    /// the outermost scroller that scrolls that way.
    private func distribute(_ delta: Point, _ session: DragSession) {
        // Scrollers move content with the pointer: their offsets move the other way.
        var rest = SIMD2(-delta.x, -delta.y)
        let states: [ScrollerState?] = session.chain.map { member in
            if case .scroller(let identity) = member {
                return scrolling.state(identity) ?? popovers.scrollState(identity)
            }
            return nil
        }
        for state in states.compactMap({ $0 }) {
            for axis in 0 ..< 2 { rest[axis] = state.recover(rest[axis], axis, at: scene.inputTime) }
        }
        for member in session.chain.reversed() where rest != .zero {
            guard case .handler(let handler, let node) = member, let leading = handler.leading else { continue }
            let left = leading(event(.changed, session, delta: Point(x: -rest.x, y: -rest.y), node: node))
            rest = SIMD2(-left.x, -left.y)
        }
        for (member, state) in zip(session.chain, states) {
            if rest == .zero { break }
            switch member {
            case .scroller:
                guard let state else { continue }
                for axis in 0 ..< 2 {
                    rest[axis] = state.take(rest[axis], axis, rubberBand: false, at: scene.inputTime)
                }
            case .handler(let handler, let node):
                let left = handler.action(event(.changed, session, delta: Point(x: -rest.x, y: -rest.y), node: node))
                rest = SIMD2(-left.x, -left.y)
            }
        }
        for axis in 0 ..< 2 where rest[axis] != 0 {
            if let outer = states.last(where: { $0?.canScroll(axis) == true }), let outer {
                _ = outer.take(rest[axis], axis, rubberBand: true, at: scene.inputTime)
            }
        }
    }

    /// Lets go of the chain's scrollers: past an edge they spring back; the innermost
    /// that can move with the release velocity flings.
    private func release(_ chain: [DragSession.Member], velocity: Point) {
        var taken = [false, false]
        let v = SIMD2(-velocity.x, -velocity.y)
        for member in chain {
            guard case .scroller(let identity) = member,
                let state = scrolling.state(identity) ?? popovers.scrollState(identity)
            else { continue }
            state.dragging = false
            for axis in 0 ..< 2 where state.scrolls(axis) {
                if state.release(velocity: v[axis], axis, fling: !taken[axis], at: scene.inputTime) {
                    taken[axis] = true
                }
            }
        }
        scrolling.endDragging()
        popovers.endDragging()
    }
}
