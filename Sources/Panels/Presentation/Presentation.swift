/// What a stage shows between layouts: frames and colors moving to their laid-out
/// values (the animator), subtrees leaving with a transition (ghosts), `.onMotionEnd`
/// actions waiting for their motion, and live values drawn at each frame.
///
/// Contract: presentation never changes the tree. It reads the scene's laid-out
/// frames and kinds and gives the frame loop presented frames (`present`) and, for
/// the painter, per-node color overrides (`overrides`) and the ghosts' commands.
/// The same state and time give the same frames, overrides and commands.
final class Presentation {
    var animator = Animator()
    /// Panels that left with a transition, drawn until their motion ends.
    var ghosts: [Ghost] = []
    /// `.onMotionEnd` actions of nodes whose frame is moving, in tree order.
    var pendingMotionEnds: [(identity: Identity, handler: MotionEndHandler)] = []
    /// Live values drawn at the current frame, and the change of each drawn last.
    var liveValuesNow: [ObjectIdentifier: Double] = [:]
    var liveDrawn: [ObjectIdentifier: UInt64] = [:]

    init() {}

    /// Whether frames, colors or ghosts still move at `time`, or motion-end actions wait.
    func needsFrame(at time: Double) -> Bool {
        animator.isAnimating(at: time) || ghosts.contains { !$0.track.isFinished(at: time) }
            || !pendingMotionEnds.isEmpty
    }

    /// After a layout: every node's frame and colors move to their laid-out values,
    /// with the node's `.motion`, else `motion`, or jump (`animated` false).
    /// What a color motion becomes when the context asks for less motion.
    static let reducedColorMotion = Motion.linear(0.15)

    func updateTargets(
        _ scene: StageScene, at time: Double, motion: Motion?, animated: Bool, reduceMotion: Bool = false
    ) {
        let tree = scene.tree
        for (i, node) in tree.records.enumerated() where scene.indexOfIdentity[node.identity] == Int32(i) {
            let given = animated ? (tree.motions[Int32(i)] ?? motion) : nil
            // Less motion: frames jump, colors cross-fade briefly.
            let m = reduceMotion ? given.map { _ in Presentation.reducedColorMotion } : given
            let frameMotion = reduceMotion ? nil : m
            let frameKey = Animator.Key(node.identity, .frame)
            let target = AnimatedValues.vector(scene.targetFrames[i])
            if let handler = tree.motionEnds[Int32(i)], let old = animator.target(frameKey), old != target {
                pendingMotionEnds.removeAll { $0.identity == node.identity }
                pendingMotionEnds.append((node.identity, handler))
            }
            animator.set(frameKey, to: target, motion: frameMotion, at: time)
            let kind = tree.kind(of: Int32(i))
            for slot in 0 ..< NodeTraits.colorSlots {
                guard let color = kind.animatedColor(slot: slot) else { continue }
                animator.set(
                    .init(node.identity, AnimatedValues.colorProperty(slot)), to: AnimatedValues.vector(color),
                    motion: m, at: time)
            }
        }
        animator.retain(Set(scene.indexOfIdentity.keys), at: time)
    }

    /// The frames drawn at `time`: the laid-out ones, with moving frames where their
    /// motion is.
    func present(_ scene: StageScene, at time: Double) -> [Rect] {
        var frames = scene.targetFrames
        for (identity, index) in scene.indexOfIdentity where animator.isAnimating(.init(identity, .frame), at: time) {
            if let v = animator.value(.init(identity, .frame), at: time) { frames[Int(index)] = AnimatedValues.rect(v) }
        }
        return frames
    }

    /// The colors drawn at `time` instead of the resolved ones: live colors, then
    /// running color motions over them.
    func overrides(_ scene: StageScene, at time: Double) -> PaintOverrides {
        var overrides = PaintOverrides()
        let values = liveValuesNow
        scene.tree.liveColorOverrides(into: &overrides) { values[ObjectIdentifier($0)] }
        for slot in 0 ..< NodeTraits.colorSlots {
            let property = AnimatedValues.colorProperty(slot)
            for (identity, index) in scene.indexOfIdentity
            where animator.isAnimating(.init(identity, property), at: time) {
                guard let v = animator.value(.init(identity, property), at: time) else { continue }
                overrides.setColor(AnimatedValues.rgba(v), slot: slot, of: index)
            }
        }
        return overrides
    }

    /// The color presented at `time` by the node at `top` or, when it has none, by
    /// the first node inside it with an animatable color (its fill or text color,
    /// else its stroke).
    func presentedColor(_ scene: StageScene, from top: Int32, at time: Double) -> RGBA? {
        let tree = scene.tree
        var stack = [top]
        while let index = stack.popLast() {
            for slot in 0 ..< NodeTraits.colorSlots {
                guard let color = tree.kind(of: index).animatedColor(slot: slot) else { continue }
                let key = Animator.Key(tree.records[Int(index)].identity, AnimatedValues.colorProperty(slot))
                // As painted: a running color motion, else a live color, else the color.
                if slot == 0, !animator.isAnimating(key, at: time), let live = liveColor(tree, of: index) {
                    return live
                }
                return animator.value(key, at: time).map(AnimatedValues.rgba) ?? color
            }
            stack.append(contentsOf: tree.children(of: index).reversed())
        }
        return nil
    }

    /// Forgets ghosts whose motion ended and gives the commands of the others.
    func ghostCommands(at time: Double, scale: Double) -> [DrawCommand] {
        ghosts.removeAll { $0.track.isFinished(at: time) }
        var commands: [DrawCommand] = []
        for ghost in ghosts { commands += ghost.commands(at: time, scale: scale) }
        return commands
    }

    /// Runs the `.onMotionEnd` actions whose node's frame has stopped moving at `time`.
    func runMotionEnds(at time: Double) {
        guard !pendingMotionEnds.isEmpty else { return }
        var due: [MotionEndHandler] = []
        pendingMotionEnds.removeAll { entry in
            guard !animator.isAnimating(.init(entry.identity, .frame), at: time) else { return false }
            due.append(entry.handler)
            return true
        }
        for handler in due { handler.action() }
    }
}
