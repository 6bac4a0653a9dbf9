/// Pinned section headers of lazy lists (the contract is on `LongList`'s sectioned
/// init): presentation, like scrolling. After the offsets are applied, the header of
/// the section crossing the top edge of the list's vertical scroller is moved to that
/// edge, or up to its section's end when that is nearer, with everything inside it.
extension ScrollCoordinator {
    /// Moves pinned headers in `frames` (presented, already scrolled).
    func pinHeaders(in frames: inout [Rect]) {
        let tree = scene.tree
        guard !tree.longLists.isEmpty, frames.count == tree.count else { return }
        for (index, record) in tree.longLists {
            guard let sections = record.sections, sections.pinsHeaders, Int(index) < frames.count else { continue }
            let children = tree.children(of: index)
            let flow = record.keys.count
            guard children.count >= flow, sections.sectionCount > 0 else { continue }
            // The leading edge along the flow: the top of the vertical scroller's viewport
            // (else the window's top); for a list that scrolls sideways, the leading edge
            // of its horizontal scroller (the right in right-to-left; else the window's).
            let direction = FlowDirection(
                horizontal: record.horizontal, mirrored: tree.records[Int(index)].direction == .rightToLeft)
            let scroller = scroller(around: index, axis: record.horizontal ? 0 : 1)
            let edge: Double
            if scroller >= 0 {
                edge = direction.start(of: frames[Int(scroller)])
            } else {
                edge = direction.horizontal && !frames.isEmpty ? direction.start(of: frames[0]) : 0
            }
            guard
                let pin = Self.pinnedHeader(
                    record, sections, children: children, frames: frames, edge: edge, direction: direction)
            else { continue }
            let delta = pin.y - direction.start(of: frames[Int(pin.node)])
            if delta != 0 { Self.move(pin.node, by: direction.move(delta), in: &frames, tree: tree) }
        }
    }

    /// The way a lazy list's entries follow each other, and the coordinate along it
    /// (growing along the flow: y; x; or -x in right-to-left for a sideways list).
    struct FlowDirection {
        var horizontal = false
        var mirrored = false

        /// Where `frame` starts along the flow.
        func start(of frame: Rect) -> Double {
            horizontal ? (mirrored ? -frame.maxX : frame.minX) : frame.minY
        }

        /// How long `frame` is along the flow.
        func length(of frame: Rect) -> Double { horizontal ? frame.width : frame.height }

        /// A move of `delta` along the flow, in x and y.
        func move(_ delta: Double) -> (dx: Double, dy: Double) {
            horizontal ? (mirrored ? -delta : delta, 0) : (0, delta)
        }
    }

    /// The header to pin and where its start goes (along `direction`): the last resolved
    /// header at or before `edge`, else the detached one; its start at `edge`, or before
    /// it so it ends where its section's last resolved entry (before the next section) ends.
    static func pinnedHeader(
        _ record: LongListRecord, _ sections: LongListSections, children: ArraySlice<Int32>, frames: [Rect],
        edge: Double, direction: FlowDirection = FlowDirection()
    ) -> (node: Int32, y: Double)? {
        let flow = record.keys.count
        var pinned: Int32?
        var section = -1
        var current = record.first < sections.entryCount ? sections.section(of: record.first) : 0
        for k in 0 ..< flow {
            let entry = record.first + k
            while current + 1 < sections.sectionCount && sections.starts[current + 1] <= entry { current += 1 }
            let child = children[children.startIndex + k]
            if direction.start(of: frames[Int(child)]) > edge { break }
            if sections.role(of: entry, in: current) == .header {
                pinned = child
                section = current
            }
        }
        if pinned == nil, record.detachedHeader != nil, children.count > flow {
            pinned = children[children.startIndex + flow]
            section = sections.section(of: record.first)
        }
        guard let pinned, section >= 0 else { return nil }
        var y = edge
        let end = sections.starts[section + 1]
        if end >= record.first && end < record.first + flow {
            let next = children[children.startIndex + (end - record.first)]
            y = min(
                y,
                direction.start(of: frames[Int(next)]) - record.spacing - direction.length(of: frames[Int(pinned)]))
        }
        return (pinned, y)
    }

    /// Moves `node` and everything inside it by `delta`.
    private static func move(
        _ node: Int32, by delta: (dx: Double, dy: Double), in frames: inout [Rect], tree: NodeTree
    ) {
        var stack: [Int32] = [node]
        while let current = stack.popLast() {
            guard Int(current) < frames.count else { continue }
            frames[Int(current)] = frames[Int(current)].offsetBy(dx: delta.dx, dy: delta.dy)
            stack.append(contentsOf: tree.children(of: current))
        }
    }
}

extension NodeTree {
    /// The children of lazy list `node` in drawing order when it pins headers: the
    /// headers after everything else (the detached one last), so a pinned header is
    /// drawn over the rows it covers and found first under the pointer. Nil otherwise.
    func pinnedHeaderOrder(_ node: Int32) -> [Int32]? {
        guard let record = longLists[node], let sections = record.sections, sections.pinsHeaders else { return nil }
        let children = self.children(of: node)
        var rows: [Int32] = []
        var headers: [Int32] = []
        rows.reserveCapacity(children.count)
        for (k, child) in children.enumerated() {
            let entry = record.first + k
            if k >= record.keys.count || (entry < sections.entryCount && sections.locate(entry).role == .header) {
                headers.append(child)
            } else {
                rows.append(child)
            }
        }
        return rows + headers
    }
}
