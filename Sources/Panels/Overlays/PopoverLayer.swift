import Observation

/// The popovers of a `Stage`: extra roots laid out after the main tree, placed
/// against their anchors and drawn above it.
///
/// - **Only the popover lays out.** The main tree's resolve never reads a popover's
///   `isOpen` nor builds its content; the overlay pass does, in its own Observation
///   scope (`changes`). Opening, closing, resizing or changing a popover's content
///   resolves and lays out that overlay pass only: the main tree is not resolved or
///   measured (`measureCount` counts the popovers' work).
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
/// - **Scrolling.** Content taller than its bubble scrolls: one `ScrollerState` per
///   popover, kept while the popover is open.
final class PopoverLayer {
    /// A popover that closed, drawn where it was until its disappear motion ends.
    struct ClosingPopover {
        var popover: OpenPopover
        var placement: PopoverPlacement
        /// Progress (shown fraction) in its first component.
        var track: MotionTrack
    }

    /// Observed popover state changed (an `isOpen`, popover content).
    let changes = ChangeSignal()
    private(set) var open: [OpenPopover] = []
    private(set) var placements: [(anchor: Rect, placement: PopoverPlacement)] = []
    private var directions: [Identity: ArrowDirection] = [:]
    private var animator = Animator()
    private var closing: [ClosingPopover] = []
    /// Collect and lay out the popovers at the next frame (their content's pointer
    /// feedback changed).
    var needsPass = true
    private(set) var lastFrameTime = 0.0
    /// The window's size at the last frame (scrims cover it).
    private(set) var lastWindow = Size.zero
    /// How far each modal card is dragged down, by popover key (see `ModalCardDrag`).
    var cardDrags: [Identity: ModalCardDrag] = [:]
    /// Content taller than its constrained bubble scrolls: one state per popover key.
    private(set) var scrolls: [Identity: ScrollerState] = [:]
    /// The highlighted row of each scrolling menu at the last frame, by popover key: a
    /// new highlight (from the keyboard) is scrolled into view.
    private var menuHighlights: [Identity: Identity] = [:]
    /// The control focused from the keyboard in each open popover (its content's node
    /// identity), by popover key: Tab moves it, Enter or Space runs it.
    private(set) var keyboardFocus: [Identity: Identity] = [:]
    /// Measurements made laying out popover content at the last frame.
    private(set) var measureCount = 0
    /// How many times the open popovers were collected and laid out.
    private(set) var passCount = 0

    init() {}

    /// Whether the next frame would differ: a pass is due or something still moves.
    func needsFrame(at time: Double) -> Bool {
        needsPass || changes.isPending || animator.isAnimating(at: time)
            || closing.contains { !$0.track.isFinished(at: time) }
            || scrolls.values.contains { $0.needsFrame(at: time) }
            || cardDrags.values.contains { $0.settle != nil }
    }

    /// The open popovers as presented at the last frame, innermost last.
    var reports: [PopoverLayout] {
        zip(open, placements).map { popover, placed in
            PopoverPass.report(
                popover, anchor: placed.anchor, placement: placed.placement,
                progress: progress(of: popover.key, at: lastFrameTime), measured: measureCount > 0)
        }
    }

    /// Collects and lays out the open popovers again when the main tree was laid out,
    /// popover state changed, or popover content shows pointer feedback.
    func update(
        main tree: NodeTree, size: Size, measurer: any TextMeasurer, pointer: PointerState, at time: Double,
        mainLaidOut: Bool, mainMotion: Motion?
    ) {
        let (changed, motion) = changes.take()
        measureCount = 0
        guard mainLaidOut || changed || needsPass else { return }
        needsPass = false
        let signal = changes
        let fresh = LargeStack.run {
            withObservationTracking {
                PopoverPass.collect(main: tree, window: size, measurer: measurer, pointer: pointer)
            } onChange: {
                signal.signal(MotionTransaction.current)
            }
        }
        passCount += 1
        measureCount = fresh.reduce(0) { $0 + $1.measureCount }
        let animated = changed || mainMotion != nil
        let freshKeys = Set(fresh.map(\.key))
        // Leaving: drawn from where they were, shrinking toward the arrow's tip.
        for (index, old) in open.enumerated() where !freshKeys.contains(old.key) {
            let shown = progress(of: old.key, at: time)
            directions[old.key] = nil
            guard index < placements.count, shown > 0 else { continue }
            let style = PopoverStyle.for(old.attachment.context.appearance)
            closing.append(
                ClosingPopover(
                    popover: old, placement: placements[index].placement,
                    track: MotionTrack(from: [shown, 0, 0, 0], to: [0, 0, 0, 0], start: time, motion: style.disappear)))
        }
        let oldKeys = Set(open.map(\.key))
        for popover in fresh {
            let sizeKey = Animator.Key(popover.key, .frame)
            let target: SIMD4<Double> = [0, 0, popover.size.width, popover.size.height]
            if oldKeys.contains(popover.key) {
                animator.set(
                    sizeKey, to: target,
                    motion: animated ? (motion ?? mainMotion ?? popover.attachment.resizeMotion) : nil,
                    at: time)
            } else {
                // Arriving (or coming back while it was leaving): from what is shown.
                var shown = 0.0
                if let leaving = closing.firstIndex(where: { $0.popover.key == popover.key }) {
                    shown = closing[leaving].track.value(at: time)[0]
                    closing.remove(at: leaving)
                }
                let style = PopoverStyle.for(popover.attachment.context.appearance)
                animator.set(sizeKey, to: target, motion: nil, at: time)
                if passCount == 1 {
                    // Open from the first frame on: nothing to appear from.
                    animator.set(.init(popover.key, .opacity), to: [1, 0, 0, 0], motion: nil, at: time)
                } else {
                    animator.insert(
                        .init(popover.key, .opacity), from: [shown, 0, 0, 0], to: [1, 0, 0, 0],
                        motion: style.appear, at: time)
                }
            }
        }
        open = fresh
        // A popover opened again starts with nothing focused from the keyboard.
        keyboardFocus = keyboardFocus.filter { freshKeys.contains($0.key) }
        animator.retain(freshKeys, at: time)
    }

    /// Places every open popover for this frame: anchors as presented, sizes as
    /// animated, sticky on each popover's last direction; content laid out again
    /// where the placed size changed (counted in `measureCount`).
    func present(mainFrames: [Rect], size: Size, at time: Double) {
        lastFrameTime = time
        lastWindow = size
        closing.removeAll { $0.track.isFinished(at: time) }
        guard !open.isEmpty else {
            placements = []
            return
        }
        let animator = self.animator
        let directions = self.directions
        for i in open.indices {
            let state = scrolls[open[i].key]
            state?.advance(to: time)
            open[i].scrollOffset = state?.offset.y ?? 0
        }
        let (placed, measured) = PopoverPass.place(
            &open, mainFrames: mainFrames, window: size,
            size: { popover in
                animator.value(.init(popover.key, .frame), at: time)
                    .map { Size(width: max(0, $0[2]), height: max(0, $0[3])) } ?? popover.size
            },
            previous: { directions[$0] })
        placements = placed
        measureCount += measured
        for (popover, placed) in zip(open, placements) {
            self.directions[popover.key] = placed.placement.direction
        }
        applyCardDrags(at: time)
        updateScrolls(at: time)
    }

    /// Moves each modal card by how far it is dragged (or settling back), and forgets
    /// drags of cards that closed or settled.
    private func applyCardDrags(at time: Double) {
        guard !cardDrags.isEmpty else { return }
        var live: [Identity: ModalCardDrag] = [:]
        for (i, popover) in open.enumerated() where i < placements.count {
            guard let drag = cardDrags[popover.key] else { continue }
            let dy = drag.offset(at: time)
            placements[i].placement.bubble.origin.y += dy
            placements[i].placement.arrowTip.y += dy
            if !drag.isSettled(at: time) { live[popover.key] = drag }
        }
        cardDrags = live
    }

    /// Gives each open popover whose content is taller than its bubble a scroll state
    /// (viewport: the bubble; content: the size laid out) and forgets the others.
    private func updateScrolls(at time: Double) {
        var live: [Identity: ScrollerState] = [:]
        for (i, placed) in zip(open.indices, placements) {
            let popover = open[i]
            let bubble = placed.placement.bubble.size
            guard popover.laidOutSize.height > bubble.height + 0.5 || scrolls[popover.key] != nil else {
                continue
            }
            let state = scrolls[popover.key] ?? ScrollerState(axes: .vertical)
            state.viewport = bubble
            state.content = popover.laidOutSize
            state.clampAtRest(at: time)
            revealHighlight(of: popover, in: state, at: time)
            open[i].scrollOffset = state.offset.y
            live[popover.key] = state
        }
        scrolls = live
        menuHighlights = menuHighlights.filter { live[$0.key] != nil }
    }

    /// In a menu taller than its bubble, a row newly highlighted (by the keyboard) is
    /// scrolled into view, with the menu's padding around it.
    private func revealHighlight(of popover: OpenPopover, in state: ScrollerState, at time: Double) {
        guard popover.attachment.style == .menu || popover.attachment.style == .submenu else { return }
        let tree = popover.tree
        guard
            let row = tree.accessibility.first(where: { node, facts in
                facts.role == .menuItem && facts.states.contains(.selected) && Int(node) < popover.frames.count
            })?.key
        else { return }
        let identity = tree.records[Int(row)].identity
        guard menuHighlights[popover.key] != identity else { return }
        menuHighlights[popover.key] = identity
        let frame = popover.frames[Int(row)]
        let top = state.offset.y, height = state.viewport.height
        var target = top
        if frame.minY < top + MenuMetrics.padding {
            target = frame.minY - MenuMetrics.padding
        } else if frame.maxY > top + height - MenuMetrics.padding {
            target = frame.maxY + MenuMetrics.padding - height
        }
        target = min(max(0, target), state.maximum(1))
        if target != top { state.move(1, to: target, animated: false, at: time) }
    }

    /// The scroll state of the popover with `key`, when its content scrolls.
    func scrollState(_ key: Identity) -> ScrollerState? { scrolls[key] }

    /// The commands of the leaving popovers, then the open ones (innermost last).
    /// Scroll indicators take the popover's appearance.
    func paint(scale: Double, at time: Double) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        for closing in closing {
            commands += scrim(for: closing.popover, progress: closing.track.value(at: time)[0], scale: scale)
            commands += PopoverPass.paint(
                closing.popover, placement: closing.placement, scale: scale,
                progress: closing.track.value(at: time)[0])
        }
        for (popover, placed) in zip(open, placements) {
            let indicator = scrolls[popover.key].map { state in
                ScrollPaint(
                    offset: state.offset, content: state.content, opacity: state.indicatorOpacity(at: time),
                    color: ScrollPaint.indicatorColor(popover.attachment.context.appearance))
            }
            commands += scrim(for: popover, progress: progress(of: popover.key, at: time), scale: scale)
            commands += PopoverPass.paint(
                popover, placement: placed.placement, scale: scale,
                progress: progress(of: popover.key, at: time), indicator: indicator,
                focusRing: focusedNode(in: popover))
        }
        return commands
    }

    func progress(of key: Identity, at time: Double) -> Double {
        animator.value(.init(key, .opacity), at: time).map { min(1, max(0, $0[0])) } ?? 1
    }

    // MARK: The pointer and keys

    /// The open popover whose bubble (or arrow) holds `point`, innermost first, with
    /// the frontmost node of its content there for `purpose`.
    func hit(at point: Point, for purpose: HitPurpose) -> Hit? {
        for (popover, placed) in zip(open, placements).reversed() {
            guard PopoverLayer.bubbleContains(placed.placement, point) else {
                // A modal overlay hides what is behind it from the pointer.
                if popover.attachment.style.isModal { return Hit(layer: .popover(popover.key), node: nil) }
                continue
            }
            let frames = PopoverPass.windowFrames(popover, origin: placed.placement.bubble.origin)
            let node = HitTest.frontmost(
                in: popover.tree, order: popover.paintOrder, frames: frames, at: point, for: purpose)
            return Hit(layer: .popover(popover.key), node: node)
        }
        return nil
    }

    /// The content tree of the open popover with `key`.
    func tree(of key: Identity) -> NodeTree? { open.first { $0.key == key }?.tree }

    /// A press at `point` with popovers open: unless it lands in a passthrough panel,
    /// it closes every popover it is outside of (bubble and anchor), innermost first,
    /// stopping at the first one it is inside. True when it closed something (the
    /// press then goes no further).
    func dismiss(at point: Point, main tree: NodeTree, mainFrame: (Int32) -> Rect) -> Bool {
        guard !open.isEmpty, placements.count == open.count else { return false }
        var closed = false
        for (popover, placed) in zip(open, placements).reversed() where popover.attachment.isOpen.value {
            let style = popover.attachment.style
            if PopoverLayer.bubbleContains(placed.placement, point) { break }
            // A modal overlay takes the press and stays: nothing behind it closes.
            if style.isModal { return true }
            if placed.anchor.contains(point) { break }
            if isInPassthrough(popover.attachment.passthrough, point, main: tree, mainFrame: mainFrame) { break }
            popover.attachment.dismiss()
            closed = true
        }
        return closed
    }

    private func isInPassthrough(
        _ ids: [String], _ point: Point, main tree: NodeTree, mainFrame: (Int32) -> Rect
    ) -> Bool {
        guard !ids.isEmpty else { return false }
        for (index, id) in tree.explicitIDs where ids.contains(id) {
            if mainFrame(index).contains(point) { return true }
        }
        for (popover, placed) in zip(open, placements) {
            let frames = PopoverPass.windowFrames(popover, origin: placed.placement.bubble.origin)
            for (index, id) in popover.tree.explicitIDs where ids.contains(id) && Int(index) < frames.count {
                if frames[Int(index)].contains(point) { return true }
            }
        }
        return false
    }

    /// A key with popovers open: the handlers of the innermost open popover's content;
    /// Tab and Shift+Tab move focus among its controls (focus stays in the popover),
    /// Enter or Space runs the focused one; then Esc closes it. Returns true when
    /// something ran.
    func keyDown(_ key: KeyName) -> Bool {
        for (index, popover) in open.enumerated().reversed()
        where index < placements.count && popover.attachment.isOpen.value {
            for node in popover.paintOrder.reversed() {
                if let handler = popover.tree.interactions[node]?.keys.last(where: { $0.key == key }) {
                    handler.action()
                    return true
                }
            }
            // Keys for the popover's content as a whole (a pop-up choice's list).
            for node in popover.paintOrder.reversed() {
                if let keys = popover.tree.interactions[node]?.focusedKeys, keys(key) { return true }
            }
            if key.rawValue == KeyName.tab.rawValue && (key.modifiers == [] || key.modifiers == .shift) {
                moveKeyboardFocus(in: popover, forward: key.modifiers == [])
                return true
            }
            let style = popover.attachment.style
            if style.arrowsMoveFocus, key.modifiers.isEmpty,
                let forward = PopoverLayer.arrowMovesForward(key, popover.attachment.context.layoutDirection)
            {
                moveKeyboardFocus(in: popover, forward: forward)
                return true
            }
            if let node = focusedNode(in: popover), let control = popover.tree.interactions[node],
                control.activationKeys.contains(key), control.acceptsPointer, let action = control.onTap
            {
                action()
                return true
            }
            if key == .enter, let onDefault = popover.attachment.onDefault {
                onDefault()
                return true
            }
            if key == .escape {
                popover.attachment.dismiss()
                return true
            }
            // A dialog or modal card keeps the keys: nothing behind it answers.
            return style.trapsKeys
        }
        return false
    }

    /// Whether an arrow key moves a dialog's keyboard focus forward (nil: no arrow).
    /// Left and right follow the reading direction.
    static func arrowMovesForward(_ key: KeyName, _ direction: LayoutDirection) -> Bool? {
        switch key.rawValue {
        case KeyName.down.rawValue: true
        case KeyName.up.rawValue: false
        case KeyName.right.rawValue: direction == .leftToRight
        case KeyName.left.rawValue: direction == .rightToLeft
        default: nil
        }
    }

    /// The scrim under a modal overlay: the window dimmed, faded with the overlay.
    func scrim(for popover: OpenPopover, progress: Double, scale: Double) -> [DrawCommand] {
        guard popover.attachment.style.hasScrim, progress > 0 else { return [] }
        let context = popover.attachment.context
        var color = context.color(named: "scrim")
        color.alpha = UInt8((Double(color.alpha) * min(1, progress)).rounded())
        return [.fill(Rect(origin: .zero, size: lastWindow).scaled(by: scale), color, cornerRadius: 0)]
    }

    /// Whether the frontmost open overlay keeps typed text from the text entry behind
    /// it (`OverlayStyle.blocksTypedText`).
    var blocksTypedText: Bool {
        open.last { $0.attachment.isOpen.value }?.attachment.style.blocksTypedText ?? false
    }

    /// The controls of `popover` that Tab visits, in reading order.
    static func focusOrder(_ tree: NodeTree) -> [Int32] {
        guard tree.root >= 0 else { return [] }
        var order: [Int32] = []
        var stack = [tree.root]
        while let node = stack.popLast() {
            if let interaction = tree.interactions[node],
                interaction.focusable
                    || (interaction.onTap != nil && interaction.acceptsPointer && interaction.inTabOrder)
            {
                order.append(node)
            }
            stack.append(contentsOf: tree.children(of: node).reversed())
        }
        return order
    }

    /// The node focused from the keyboard in `popover`, if it is still there.
    func focusedNode(in popover: OpenPopover) -> Int32? {
        guard let identity = keyboardFocus[popover.key] else { return nil }
        return (0 ..< Int32(popover.tree.count)).first { popover.tree.records[Int($0)].identity == identity }
    }

    private func moveKeyboardFocus(in popover: OpenPopover, forward: Bool) {
        let order = PopoverLayer.focusOrder(popover.tree)
        guard !order.isEmpty else { return }
        var position = forward ? 0 : order.count - 1
        if let current = focusedNode(in: popover), let at = order.firstIndex(of: current) {
            position = (at + (forward ? 1 : order.count - 1)) % order.count
        }
        keyboardFocus[popover.key] = popover.tree.records[Int(order[position])].identity
    }

    /// Focuses `node` of the open popover `key` from the keyboard (an assistive
    /// technology's focus action). Returns false when it is no control.
    func focus(_ identity: Identity, inPopover key: Identity) -> Bool {
        guard let popover = open.first(where: { $0.key == key }),
            let node = (0 ..< Int32(popover.tree.count)).first(where: {
                popover.tree.records[Int($0)].identity == identity
            }),
            PopoverLayer.focusOrder(popover.tree).contains(node)
        else { return false }
        keyboardFocus[key] = identity
        return true
    }

    /// Closes the open popover `key` (as Esc closes the innermost). Returns false when
    /// it is not open.
    func dismiss(_ key: Identity) -> Bool {
        guard let popover = open.first(where: { $0.key == key }), popover.attachment.isOpen.value else { return false }
        popover.attachment.isOpen.value = false
        return true
    }

    /// Whether `point` lies on the bubble or its arrow.
    static func bubbleContains(_ placement: PopoverPlacement, _ point: Point) -> Bool {
        placement.bubble.contains(point) || arrowBox(placement)?.contains(point) == true
    }

    /// The box between the bubble's edge and its arrow's tip that takes the pointer
    /// with the bubble (nil when the arrow is hidden).
    static func arrowBox(_ placement: PopoverPlacement) -> Rect? {
        guard placement.arrowVisible else { return nil }
        let b = placement.bubble, tip = placement.arrowTip
        let half = PopoverGeometry.standard.arrowBase / 2
        switch placement.direction {
        case .up: return Rect(x: tip.x - half, y: tip.y, width: 2 * half, height: b.minY - tip.y)
        case .down: return Rect(x: tip.x - half, y: b.maxY, width: 2 * half, height: tip.y - b.maxY)
        case .left: return Rect(x: tip.x, y: tip.y - half, width: b.minX - tip.x, height: 2 * half)
        case .right: return Rect(x: b.maxX, y: tip.y - half, width: tip.x - b.maxX, height: 2 * half)
        }
    }
}

extension PopoverLayer {
    /// Every popover's content stops following a drag.
    func endDragging() {
        for state in scrolls.values where state.dragging { state.dragging = false }
    }
}
