/// Lazy lists on a stage (the contract is on `LongList`): after each layout, every
/// list's wanted rows — the visible range of its scroller plus one viewport each side
/// — are worked out from the laid-out rows and the estimate; when they differ from
/// the resolved ones the tree resolves again, and the scroll offset is corrected by
/// how much the first visible row moved, so nothing on screen jumps.
extension ScrollCoordinator {
    /// A row on screen before a resolve and where it was, in its scroller's content.
    struct RowAnchor {
        var list: Identity
        var key: UInt64
        var place: Double
        var scroller: Identity?
        /// The axis `place` is along: 0 for a list that scrolls sideways, else 1.
        var axis = 1
    }

    /// Records measured heights and plans new windows. Returns the anchors to keep
    /// still when some list needs other rows (nil: every list has what it needs).
    func planLongLists(space: Size) -> [RowAnchor]? {
        guard !scene.tree.longLists.isEmpty, scene.targetFrames.count == scene.tree.count else { return nil }
        var anchors: [RowAnchor] = []
        var changed = false
        for (index, record) in scene.tree.longLists.sorted(by: { $0.key < $1.key }) {
            let identity = scene.tree.records[Int(index)].identity
            guard scene.indexOfIdentity[identity] == index else { continue }
            let memory = longListMemory[identity] ?? LongListMemory()
            longListMemory[identity] = memory
            let listFrame = scene.targetFrames[Int(index)]
            let rows = Array(scene.tree.children(of: index))
            // Along the list's flow: downwards, or from the leading edge sideways (from
            // the right in right-to-left); `flow` maps a frame to its start and end.
            let axis = record.horizontal ? 0 : 1
            let mirrored = record.horizontal && scene.tree.records[Int(index)].direction == .rightToLeft
            let flow: (Rect) -> (start: Double, end: Double) = { frame in
                if !record.horizontal { return (frame.minY - listFrame.minY, frame.maxY - listFrame.minY) }
                if mirrored { return (listFrame.maxX - frame.maxX, listFrame.maxX - frame.minX) }
                return (frame.minX - listFrame.minX, frame.maxX - listFrame.minX)
            }
            var tops: [Double] = []
            var bottoms: [Double] = []
            for (k, row) in rows.enumerated() where k < record.keys.count {
                let (start, end) = flow(scene.targetFrames[Int(row)])
                tops.append(start)
                bottoms.append(end)
                memory.record(record.keys[k], height: end - start)
            }
            // The visible range in list coordinates.
            let scroller = scroller(around: index, axis: axis)
            let viewTop: Double
            let viewHeight: Double
            if scroller >= 0, let state = scrollState(scroller) {
                let scrollerFrame = scene.targetFrames[Int(scroller)]
                if record.horizontal {
                    viewHeight = scrollerFrame.width
                    let listInContent = listFrame.minX - scrollerFrame.minX
                    viewTop =
                        mirrored
                        ? listFrame.width - (state.offset.x - listInContent) - viewHeight
                        : state.offset.x - listInContent
                } else {
                    viewTop = state.offset.y - (listFrame.minY - scrollerFrame.minY)
                    viewHeight = scrollerFrame.height
                }
            } else if record.horizontal {
                viewHeight = space.width
                viewTop = mirrored ? listFrame.maxX - space.width : -listFrame.minX
            } else {
                viewTop = -listFrame.minY
                viewHeight = space.height
            }
            let low = viewTop - viewHeight
            let high = viewTop + 2 * viewHeight
            let estimate = memory.estimate(fallback: record.declaredEstimate)
            let spacing = record.spacing
            let step = estimate + spacing
            let count = record.count
            guard count > 0 else { continue }
            // First row wanted and the space before it.
            var first: Int
            var leading: Double
            if tops.isEmpty {
                first = min(count - 1, max(0, Int((low / step).rounded(.down))))
                leading = Double(first) * step
            } else if low < tops[0] {
                let above = Int(((tops[0] - low) / step).rounded(.up))
                first = max(0, record.first - above)
                leading = tops[0] - Double(record.first - first) * step
            } else if let k = bottoms.firstIndex(where: { $0 + spacing > low }) {
                first = record.first + k
                leading = tops[k]
            } else {
                let beyond = Int(((low - (bottoms[bottoms.count - 1] + spacing)) / step).rounded(.down))
                first = min(count - 1, record.first + tops.count + max(0, beyond))
                leading = bottoms[bottoms.count - 1] + spacing + Double(first - record.first - tops.count) * step
            }
            // Whole points, so corrections of the offset keep content on whole points.
            leading = first == 0 ? 0 : max(0, leading.rounded())
            // Rows until the range is covered.
            var y = leading
            var last = first
            while last < count && y < high {
                let local = last - record.first
                let height =
                    local >= 0 && local < tops.count
                    ? bottoms[local] - tops[local]
                    : memory.heights[record.key(last)] ?? estimate
                y += height + spacing
                last += 1
            }
            let cross = record.horizontal ? listFrame.height : listFrame.width
            let window = LongListWindows.Window(
                firstKey: record.key(first), firstIndex: first, count: last - first, leading: leading,
                estimate: estimate, width: cross)
            longListWindows.windows[identity] = window
            // A grid laid out for another width resolves again (its columns change).
            let regrid = record.grid.map { $0.width != cross } ?? false
            guard first != record.first || last - first != record.keys.count || regrid else { continue }
            changed = true
            // The first row on screen: it must not move. A resolved row below the viewport
            // is not on screen (the app moved the offset or a target far from the rows
            // it had, with new data perhaps): nothing to keep, the offset wins.
            if let k = bottoms.firstIndex(where: { $0 > viewTop }), tops[k] < viewTop + viewHeight {
                // Where the row is in the scroller's content (along its axis).
                let frame = scene.targetFrames[Int(rows[k])]
                let origin = scroller >= 0 ? scene.targetFrames[Int(scroller)].origin : Point(x: 0, y: 0)
                anchors.append(
                    RowAnchor(
                        list: identity, key: record.keys[k],
                        place: axis == 0 ? frame.minX - origin.x : frame.minY - origin.y,
                        scroller: scroller >= 0 ? scene.tree.records[Int(scroller)].identity : nil, axis: axis))
            }
        }
        return changed ? anchors : nil
    }

    /// The app wrote `scroller`'s offset (now `offsetY`): the lazy lists it scrolls
    /// take their rows from that offset by the estimate, not by following the row that
    /// was first (so new data and an offset set in the same update show the data at the
    /// offset; a resolve for new windows alone reworks them from the laid-out rows).
    func placeLongLists(in scroller: Int32, at offsetY: Double) {
        guard !scene.tree.longLists.isEmpty, scene.targetFrames.count == scene.tree.count else { return }
        let viewHeight = scene.targetFrames[Int(scroller)].height
        for (index, record) in scene.tree.longLists
        where !record.horizontal && verticalScroller(around: index) == scroller {
            guard record.count > 0 else { continue }
            let identity = scene.tree.records[Int(index)].identity
            let estimate = longListMemory[identity]?.estimate(fallback: record.declaredEstimate) ?? record.estimate
            let step = estimate + record.spacing
            let viewTop = offsetY - (scene.targetFrames[Int(index)].minY - scene.targetFrames[Int(scroller)].minY)
            let first = min(record.count - 1, max(0, Int(((viewTop - viewHeight) / step).rounded(.down))))
            let old = longListWindows.windows[identity]
            longListWindows.windows[identity] = LongListWindows.Window(
                firstKey: nil, firstIndex: first,
                count: min(record.count - first, Int((3 * viewHeight / step).rounded(.up)) + 2),
                leading: (Double(first) * step).rounded(), estimate: estimate, width: old?.width)
        }
    }

    /// After resolving new rows: moves each list's scroller by how much its anchor row
    /// moved in the content, so the row stays where it was on screen.
    func keepAnchors(_ anchors: [RowAnchor]) {
        for anchor in anchors {
            guard let index = scene.indexOfIdentity[anchor.list], let record = scene.tree.longLists[index],
                let k = record.keys.firstIndex(of: anchor.key)
            else { continue }
            let rows = scene.tree.children(of: index)
            guard k < rows.count else { continue }
            let row = rows[rows.startIndex + k]
            var origin = 0.0
            if let scrollerIdentity = anchor.scroller, let scroller = scene.indexOfIdentity[scrollerIdentity] {
                let frame = scene.targetFrames[Int(scroller)]
                origin = anchor.axis == 0 ? frame.minX : frame.minY
            }
            let frame = scene.targetFrames[Int(row)]
            let place = (anchor.axis == 0 ? frame.minX : frame.minY) - origin
            let drift = place - anchor.place
            if drift != 0, let scrollerIdentity = anchor.scroller, let state = states[scrollerIdentity] {
                state.shift(anchor.axis, by: drift)
            }
        }
    }

    /// Makes a lazy list resolve the row with `id` at the next frame. Returns false
    /// when no list has such a row.
    func resolveRow(id: String) -> Bool {
        let key = StableHash.of(id)
        for (index, record) in scene.tree.longLists {
            guard let row = (0 ..< record.count).first(where: { record.key($0) == key }) else { continue }
            let identity = scene.tree.records[Int(index)].identity
            let estimate = longListMemory[identity]?.estimate(fallback: record.declaredEstimate) ?? record.estimate
            let step = estimate + record.spacing
            longListWindows.windows[identity] = LongListWindows.Window(
                firstKey: key, firstIndex: row,
                count: min(record.count - row, max(1, Int((2_000 / step).rounded(.up)))),
                leading: (Double(row) * step).rounded(), estimate: estimate,
                width: longListWindows.windows[identity]?.width)
            scene.needsResolve = true
            return true
        }
        return false
    }
}
