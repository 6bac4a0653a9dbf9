/// Insertion and removal transitions (`.transition(_:)`).
extension Presentation {
    /// What was on screen before a change: to find what left, and from where.
    struct Snapshot {
        var tree: NodeTree
        var frames: [Rect]
        var texts: PlacedTexts
        var identities: [Identity: Int32]
    }

    /// A subtree that left with a transition, drawn from where it was until its
    /// motion ends.
    struct Ghost {
        var tree: NodeTree
        var root: Int32
        var frames: [Rect]
        var texts: PlacedTexts
        var transition: Transition
        var delta: Point
        /// Progress 0 → 1 in its first component.
        var track: MotionTrack

        /// Its subtree moved by the transition's progress at `time` and, when the
        /// transition fades, drawn with its colors faded (paint overrides).
        func commands(at time: Double, scale: Double) -> [DrawCommand] {
            let p = track.value(at: time)[0]
            var frames = self.frames
            var overrides = PaintOverrides()
            var stack = [root]
            while let node = stack.popLast() {
                let i = Int(node)
                frames[i] = frames[i].offsetBy(dx: delta.x * p, dy: delta.y * p)
                if transition.fades {
                    let kind = tree.kind(of: node)
                    for slot in 0 ..< NodeTraits.colorSlots {
                        guard let color = kind.animatedColor(slot: slot) else { continue }
                        overrides.setColor(color.withOpacity(max(0, 1 - p)), slot: slot, of: node)
                    }
                }
                stack.append(contentsOf: tree.children(of: node))
            }
            var painter = Painter(tree: tree, frames: frames, texts: texts, scale: scale)
            painter.overrides = overrides
            painter.paint(root)
            return painter.commands
        }
    }

    /// Starts arrival transitions for nodes new since `previous` and keeps departing
    /// subtrees with a transition as ghosts.
    func startTransitions(
        from previous: Snapshot, scene: StageScene, motion: Motion?, at time: Double, space: Size
    ) {
        guard !previous.identities.isEmpty else { return }
        let tree = scene.tree
        let targetFrames = scene.targetFrames
        // Arrivals: a new node under (or at) a new node with a transition starts from
        // the transition's state.
        for (i, node) in tree.records.enumerated()
        where previous.identities[node.identity] == nil
            && scene.indexOfIdentity[node.identity] == Int32(i)
        {
            var current = Int32(i)
            var found: (Int32, Transition)?
            while current >= 0, previous.identities[tree.records[Int(current)].identity] == nil {
                if let transition = tree.transitions[current] {
                    found = (current, transition)
                    break
                }
                current = tree.records[Int(current)].parent
            }
            guard let (root, transition) = found,
                let m = tree.motions[Int32(i)] ?? tree.motions[root] ?? motion, m.totalDuration > 0
            else { continue }
            let delta = transition.offscreenDelta(
                for: targetFrames[Int(root)], in: space,
                direction: tree.records[Int(root)].direction)
            let target = targetFrames[i]
            animator.insert(
                .init(node.identity, .frame), from: AnimatedValues.vector(target.offsetBy(dx: delta.x, dy: delta.y)),
                to: AnimatedValues.vector(target), motion: m, at: time)
            let kind = tree.kind(of: Int32(i))
            for slot in 0 ..< NodeTraits.colorSlots {
                guard let color = kind.animatedColor(slot: slot) else { continue }
                let start = transition.fades ? color.withOpacity(0) : color
                animator.insert(
                    .init(node.identity, AnimatedValues.colorProperty(slot)), from: AnimatedValues.vector(start),
                    to: AnimatedValues.vector(color), motion: m, at: time)
            }
        }
        // Departures: the topmost departed node with a transition leaves as a ghost.
        for (identity, index) in previous.identities where scene.indexOfIdentity[identity] == nil {
            guard let transition = previous.tree.transitions[index] else { continue }
            let parent = previous.tree.records[Int(index)].parent
            if parent >= 0, scene.indexOfIdentity[previous.tree.records[Int(parent)].identity] == nil,
                previous.tree.transitions[parent] != nil
            {
                continue
            }  // an ancestor leaves with it
            guard let m = previous.tree.motions[index] ?? motion, m.totalDuration > 0,
                Int(index) < previous.frames.count
            else { continue }
            let frame = previous.frames[Int(index)]
            ghosts.append(
                Ghost(
                    tree: previous.tree, root: index, frames: previous.frames, texts: previous.texts,
                    transition: transition,
                    delta: transition.offscreenDelta(
                        for: frame, in: space,
                        direction: previous.tree.records[Int(index)].direction),
                    track: MotionTrack(from: [0, 0, 0, 0], to: [1, 0, 0, 0], start: time, motion: m)))
        }
    }
}
