import Observation

/// Popovers on a `Stage`: extra roots laid out after the main tree.
///
/// - **Only the popover lays out.** The main tree's resolve never reads a popover's
///   `isOpen` nor builds its content; the overlay pass does, in its own Observation
///   scope. Opening, closing, resizing or changing a popover's content resolves and
///   lays out that overlay pass only: the main tree is not resolved or measured
///   (`measureCount` stays 0, `popoverMeasureCount` counts the popovers' work).
/// - **Laid out at the size drawn.** While a bubble resizes (or when placement
///   constrains it to the room beside its anchor), its content is laid out again
///   at the bubble's size on every frame that size changes, so the content follows
///   the bubble (a footer stays at its bottom). Only the popover's tree is measured.
/// - **Placed every frame** with `PopoverPlacement` against the anchor's presented
///   frame (so a moving anchor carries its popover), sticky on the last direction.
/// - **Motion.** A popover appears by scaling up from its arrow's tip while fading
///   in, and leaves the reverse way (drawn from its last place until done). A new
///   size while open animates with the attachment's `resizeMotion` (or the
///   `animate { }` block's motion) and re-places on every frame as it grows.
extension Stage {
    /// A popover that closed, drawn where it was until its disappear motion ends.
    struct ClosingPopover {
        var popover: OpenPopover
        var placement: PopoverPlacement
        /// Progress (shown fraction) in its first component.
        var track: MotionTrack
    }

    /// The open popovers as presented at the last frame, innermost last.
    public var popovers: [PopoverLayout] {
        zip(openPopovers, popoverPlacements).map { popover, placed in
            PopoverPass.report(
                popover, anchor: placed.anchor, placement: placed.placement,
                progress: progress(of: popover.key, at: lastFrameTime), measured: popoverMeasureCount > 0)
        }
    }

    /// Everything reported to the stage's sink (`context.diagnostics`), as text.
    @available(*, deprecated, message: "read diagnostics (the main tree's and the popovers' alike)")
    public var popoverProblems: [String] { diagnostics.map(\.description) }

    /// Collects and lays out the open popovers again when the main tree was laid out,
    /// popover state changed, or popover content shows pointer feedback.
    func updatePopovers(size: Size, at time: Double, mainLaidOut: Bool, mainMotion: Motion?) {
        let (changed, motion) = popoverChanges.take()
        popoverMeasureCount = 0
        guard mainLaidOut || changed || needsPopoverPass else { return }
        needsPopoverPass = false
        let signal = popoverChanges
        let mainTree = tree
        let measurer = self.measurer
        let pointer = pointerState
        let fresh = LargeStack.run {
            withObservationTracking {
                PopoverPass.collect(main: mainTree, window: size, measurer: measurer, pointer: pointer)
            } onChange: {
                signal.signal(MotionTransaction.current)
            }
        }
        popoverPassCount += 1
        popoverMeasureCount = fresh.reduce(0) { $0 + $1.measureCount }
        let animated = changed || mainMotion != nil
        let freshKeys = Set(fresh.map(\.key))
        // Leaving: drawn from where they were, shrinking toward the arrow's tip.
        for (index, old) in openPopovers.enumerated() where !freshKeys.contains(old.key) {
            let shown = progress(of: old.key, at: time)
            popoverDirections[old.key] = nil
            guard index < popoverPlacements.count, shown > 0 else { continue }
            let style = PopoverStyle.for(old.attachment.context.appearance)
            closingPopovers.append(
                ClosingPopover(
                    popover: old, placement: popoverPlacements[index].placement,
                    track: MotionTrack(from: [shown, 0, 0, 0], to: [0, 0, 0, 0], start: time, motion: style.disappear)))
        }
        let oldKeys = Set(openPopovers.map(\.key))
        for popover in fresh {
            let sizeKey = Animator.Key(popover.key, .frame)
            let target: SIMD4<Double> = [0, 0, popover.size.width, popover.size.height]
            if oldKeys.contains(popover.key) {
                popoverAnimator.set(
                    sizeKey, to: target,
                    motion: animated ? (motion ?? mainMotion ?? popover.attachment.resizeMotion) : nil,
                    at: time)
            } else {
                // Arriving (or coming back while it was leaving): from what is shown.
                var shown = 0.0
                if let leaving = closingPopovers.firstIndex(where: { $0.popover.key == popover.key }) {
                    shown = closingPopovers[leaving].track.value(at: time)[0]
                    closingPopovers.remove(at: leaving)
                }
                let style = PopoverStyle.for(popover.attachment.context.appearance)
                popoverAnimator.set(sizeKey, to: target, motion: nil, at: time)
                if popoverPassCount == 1 {
                    // Open from the first frame on: nothing to appear from.
                    popoverAnimator.set(.init(popover.key, .opacity), to: [1, 0, 0, 0], motion: nil, at: time)
                } else {
                    popoverAnimator.insert(
                        .init(popover.key, .opacity), from: [shown, 0, 0, 0], to: [1, 0, 0, 0],
                        motion: style.appear, at: time)
                }
            }
        }
        openPopovers = fresh
        popoverAnimator.retain(freshKeys, at: time)
    }

    /// Places every open popover for this frame: anchors as presented, sizes as
    /// animated, sticky on each popover's last direction; content laid out again
    /// where the placed size changed (counted in `popoverMeasureCount`).
    func presentPopovers(size: Size, at time: Double) {
        lastFrameTime = time
        closingPopovers.removeAll { $0.track.isFinished(at: time) }
        guard !openPopovers.isEmpty else {
            popoverPlacements = []
            return
        }
        let animator = popoverAnimator
        let directions = popoverDirections
        for i in openPopovers.indices {
            let state = popoverScrolls[openPopovers[i].key]
            state?.advance(to: time)
            openPopovers[i].scrollOffset = state?.offset.y ?? 0
        }
        let (placed, measured) = PopoverPass.place(
            &openPopovers, mainFrames: presentedFrames, window: size,
            size: { popover in
                animator.value(.init(popover.key, .frame), at: time)
                    .map { Size(width: max(0, $0[2]), height: max(0, $0[3])) } ?? popover.size
            },
            previous: { directions[$0] })
        popoverPlacements = placed
        popoverMeasureCount += measured
        for (popover, placed) in zip(openPopovers, popoverPlacements) {
            popoverDirections[popover.key] = placed.placement.direction
        }
        updatePopoverScrolls(at: time)
    }

    /// Gives each open popover whose content is taller than its bubble a scroll state
    /// (viewport: the bubble; content: the size laid out) and forgets the others.
    func updatePopoverScrolls(at time: Double) {
        var live: [Identity: ScrollerState] = [:]
        for (i, placed) in zip(openPopovers.indices, popoverPlacements) {
            let popover = openPopovers[i]
            let bubble = placed.placement.bubble.size
            guard popover.laidOutSize.height > bubble.height + 0.5 || popoverScrolls[popover.key] != nil else {
                continue
            }
            let state = popoverScrolls[popover.key] ?? ScrollerState(axes: .vertical)
            state.viewport = bubble
            state.content = popover.laidOutSize
            state.clampAtRest(at: time)
            openPopovers[i].scrollOffset = state.offset.y
            live[popover.key] = state
        }
        popoverScrolls = live
    }

    /// The open popover whose bubble holds `point`, innermost first, with its scroll
    /// state when its content scrolls.
    func popoverScroll(at point: Point) -> (key: Identity, state: ScrollerState?)? {
        for (popover, placed) in zip(openPopovers, popoverPlacements).reversed()
        where Stage.bubbleContains(placed.placement, point) {
            return (popover.key, popoverScrolls[popover.key])
        }
        return nil
    }

    /// The commands of the leaving popovers, then the open ones (innermost last).
    func paintPopovers(scale: Double, at time: Double) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        for closing in closingPopovers {
            commands += PopoverPass.paint(
                closing.popover, placement: closing.placement, scale: scale,
                progress: closing.track.value(at: time)[0])
        }
        let color =
            context.appearance == .dark
            ? RGBA(red: 255, green: 255, blue: 255, alpha: 128) : RGBA(red: 0, green: 0, blue: 0, alpha: 115)
        for (popover, placed) in zip(openPopovers, popoverPlacements) {
            let indicator = popoverScrolls[popover.key].map { state in
                ScrollPaint(
                    offset: state.offset, content: state.content, opacity: state.indicatorOpacity(at: time),
                    color: color)
            }
            commands += PopoverPass.paint(
                popover, placement: placed.placement, scale: scale,
                progress: progress(of: popover.key, at: time), indicator: indicator)
        }
        return commands
    }

    func progress(of key: Identity, at time: Double) -> Double {
        popoverAnimator.value(.init(key, .opacity), at: time).map { min(1, max(0, $0[0])) } ?? 1
    }

    /// A press at `point` with popovers open: unless it lands in a passthrough panel,
    /// it closes every popover it is outside of (bubble and anchor), innermost first,
    /// stopping at the first one it is inside. True when it closed something (the
    /// press then goes no further).
    func dismissPopovers(at point: Point) -> Bool {
        guard !openPopovers.isEmpty, popoverPlacements.count == openPopovers.count else { return false }
        var closed = false
        for (popover, placed) in zip(openPopovers, popoverPlacements).reversed() where popover.attachment.isOpen.value {
            if Stage.bubbleContains(placed.placement, point) || placed.anchor.contains(point) { break }
            if isInPassthrough(popover.attachment.passthrough, point) { break }
            popover.attachment.isOpen.value = false
            closed = true
        }
        return closed
    }

    private func isInPassthrough(_ ids: [String], _ point: Point) -> Bool {
        guard !ids.isEmpty else { return false }
        for (index, id) in tree.explicitIDs where ids.contains(id) {
            if presentedFrame(ofIndex: index).contains(point) { return true }
        }
        for (popover, placed) in zip(openPopovers, popoverPlacements) {
            let frames = PopoverPass.windowFrames(popover, origin: placed.placement.bubble.origin)
            for (index, id) in popover.tree.explicitIDs where ids.contains(id) && Int(index) < frames.count {
                if frames[Int(index)].contains(point) { return true }
            }
        }
        return false
    }

    /// Whether `point` lies on the bubble or its arrow.
    static func bubbleContains(_ placement: PopoverPlacement, _ point: Point) -> Bool {
        if placement.bubble.contains(point) { return true }
        guard placement.arrowVisible else { return false }
        let b = placement.bubble, tip = placement.arrowTip
        let half = PopoverGeometry.standard.arrowBase / 2
        let box: Rect
        switch placement.direction {
        case .up: box = Rect(x: tip.x - half, y: tip.y, width: 2 * half, height: b.minY - tip.y)
        case .down: box = Rect(x: tip.x - half, y: b.maxY, width: 2 * half, height: tip.y - b.maxY)
        case .left: box = Rect(x: tip.x, y: tip.y - half, width: b.minX - tip.x, height: 2 * half)
        case .right: box = Rect(x: b.maxX, y: tip.y - half, width: tip.x - b.maxX, height: 2 * half)
        }
        return box.contains(point)
    }
}
