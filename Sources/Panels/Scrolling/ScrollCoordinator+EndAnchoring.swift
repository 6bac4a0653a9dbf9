/// Lazy lists anchored to their end (the contract is on `LongList.anchoredToEnd`):
/// before a frame changes anything, each such list's scroller notes whether it is at
/// its end (the user's own scrolling decides); after layout, a scroller that was keeps
/// its offset at the end when the end moved (rows appended, heights corrected, the
/// window resized).
extension ScrollCoordinator {
    /// What an end-anchored list's scroller knows about its end.
    struct FollowedEnd {
        /// The offset was at the end when the frame began.
        var follows: Bool
        /// The end (largest offset) when last kept.
        var maximum: Double
        /// The axis followed: 1 (vertical) for an end-anchored list, 0 for a list that
        /// scrolls sideways in right-to-left (its leading end is the largest offset).
        var axis = 1
    }

    /// The vertical scroller around lazy list `index` (-1: none).
    func verticalScroller(around index: Int32) -> Int32 { scroller(around: index, axis: 1) }

    /// The scroller around lazy list `index` that scrolls along `axis` (0: horizontal,
    /// 1: vertical; -1: none).
    func scroller(around index: Int32, axis: Int) -> Int32 {
        var scroller: Int32 = Int(index) < enclosingScroller.count ? enclosingScroller[Int(index)] : -1
        while scroller >= 0, scrollState(scroller)?.scrolls(axis) != true {
            scroller = enclosingScroller[Int(scroller)]
        }
        return scroller
    }

    /// Before the frame's layout: whether each followed scroller is at its end now,
    /// against the content it had (a drag or the wheel away from the end stops following).
    func noteEnds() {
        guard !followedEnds.isEmpty else { return }
        for (identity, end) in followedEnds {
            guard let state = states[identity] else {
                followedEnds[identity] = nil
                continue
            }
            var end = end
            end.follows = state.offset[end.axis] >= state.maximum(end.axis) - 0.5
            followedEnds[identity] = end
        }
    }

    /// After a layout: moves each end-anchored list's scroller to its end when it
    /// followed it and the end moved (at once: a chat shows the newest message).
    ///
    /// A lazy list that scrolls sideways in right-to-left keeps its leading end (the
    /// right, the largest offset) the same way: it starts there, and stays there while
    /// the user leaves it there (estimates corrected, the window resized).
    ///
    /// Every other scroller that scrolls sideways in right-to-left does the same,
    /// unless its owner gives the offset (`Scroller(offset:)`: offsets are measured
    /// from the content's left edge in either direction, so the owner's value wins).
    func keepEnds(at time: Double) {
        for (index, record) in scene.tree.longLists {
            let axis: Int
            if record.horizontal {
                guard scene.tree.records[Int(index)].direction == .rightToLeft else { continue }
                axis = 0
            } else {
                guard record.anchoredToEnd else { continue }
                axis = 1
            }
            let scroller = scroller(around: index, axis: axis)
            guard scroller >= 0 else { continue }
            keepEnd(of: scroller, axis: axis, at: time)
        }
        for scroller in scrollerIndices where scene.tree.records[Int(scroller)].direction == .rightToLeft {
            guard scene.tree.scrollers[scroller]?.offset == nil, scrollState(scroller)?.scrolls(0) == true else {
                continue
            }
            keepEnd(of: scroller, axis: 0, at: time)
        }
    }

    /// Moves `scroller` to its end on `axis` when it followed it and the end moved.
    private func keepEnd(of scroller: Int32, axis: Int, at time: Double) {
        guard let state = scrollState(scroller) else { return }
        let identity = scene.tree.records[Int(scroller)].identity
        var end = followedEnds[identity] ?? FollowedEnd(follows: true, maximum: -1, axis: axis)
        guard end.axis == axis else { return }
        let maximum = state.maximum(axis)
        if end.follows && !state.dragging && maximum != end.maximum {
            state.motion[axis] = .rest
            state.set(axis, maximum, at: time)
        }
        end.maximum = maximum
        followedEnds[identity] = end
    }
}
