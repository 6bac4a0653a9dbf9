/// Keyboard focus on a stage (the contract is on `Focusable`): one focused panel,
/// kept by identity across resolves; click and Tab move it; keys start there.
extension Stage {
    /// The explicit id (`.id(_:)`) of the focused panel, if it has one, or "" for a
    /// focused panel without one; nil when nothing is focused.
    public var focusedID: String? {
        guard let index = focusedIndex else { return nil }
        return tree.explicitIDs[index] ?? ""
    }

    /// The focused node's index in the current tree.
    var focusedIndex: Int32? {
        guard let focused, let index = indexOfIdentity[focused] else { return nil }
        return index
    }

    func isFocusable(_ index: Int32) -> Bool {
        if tree.interactions[index]?.focusable == true { return true }
        if case .scroller = tree.kind(of: index), let state = scrollState(index) {
            return state.canScroll(0) || state.canScroll(1)
        }
        return false
    }

    /// Focusable nodes in reading order (the order panels are written).
    func focusOrder() -> [Int32] {
        guard tree.root >= 0 else { return [] }
        var order: [Int32] = []
        var stack: [Int32] = [tree.root]
        while let node = stack.popLast() {
            if isFocusable(node) { order.append(node) }
            stack.append(contentsOf: tree.children(of: node).reversed())
        }
        return order
    }

    /// A press at `point` focuses the nearest focusable panel around what it hits
    /// (or clears focus). No ring: the pointer shows where focus is.
    func focusByPointer(at point: Point) {
        var current = frontmostNode(at: point) ?? -1
        while current >= 0 && !isFocusable(current) { current = tree.records[Int(current)].parent }
        focused = current >= 0 ? tree.records[Int(current)].identity : nil
        focusRingVisible = false
    }

    /// Moves focus to the next (or previous) focusable panel, shows the ring and
    /// scrolls the panel into view. Returns false when nothing is focusable.
    @discardableResult
    public func moveFocus(forward: Bool) -> Bool {
        let order = focusOrder()
        guard !order.isEmpty else { return false }
        var position: Int
        if let current = focusedIndex, let at = order.firstIndex(of: current) {
            position = (at + (forward ? 1 : order.count - 1)) % order.count
        } else {
            position = forward ? 0 : order.count - 1
        }
        let node = order[position]
        focused = tree.records[Int(node)].identity
        focusRingVisible = true
        revealFocused(node)
        return true
    }

    /// Scrolls the scrollers around `node` the least that shows it.
    func revealFocused(_ node: Int32) {
        var child = node
        for scroller in scrollerChain(from: node) where scroller != node {
            guard let state = scrollState(scroller), Int(child) < targetFrames.count else { continue }
            let frame = targetFrames[Int(child)]
            let viewport = targetFrames[Int(scroller)]
            let place = [frame.minX - viewport.minX, frame.minY - viewport.minY]
            let length = [frame.width, frame.height]
            for axis in 0 ..< 2 where state.canScroll(axis) {
                state.advance(to: inputTime)
                let current = state.offset[axis]
                let dimension = state.dimension(axis)
                var value = current
                if place[axis] < current {
                    value = place[axis]
                } else if place[axis] + length[axis] > current + dimension {
                    value = min(place[axis], place[axis] + length[axis] - dimension)
                }
                value = min(max(value, 0), state.maximum(axis))
                if value != current { state.move(axis, to: value, animated: false, at: inputTime) }
            }
            child = scroller
        }
    }

    /// Keys for the focused panel: its `.onKey` handlers and its scroller keys, then
    /// its ancestors'. Returns true when something used the key.
    func focusedKeyDown(_ key: KeyName) -> Bool {
        guard var current = focusedIndex else { return false }
        if let entry = tree.interactions[current]?.textEntry, entry.key(key, clipboard) { return true }
        while current >= 0 {
            if let handler = tree.interactions[current]?.keys.last(where: { $0.key == key }) {
                handler.action()
                return true
            }
            if case .scroller = tree.kind(of: current), scrollKey(key, scroller: current) { return true }
            current = tree.records[Int(current)].parent
        }
        return false
    }
}
