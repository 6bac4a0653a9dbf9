import Observation

/// A live panel tree: it resolves the tree when observed state changes, lays it out,
/// animates what moved, answers the pointer and the keyboard, and paints frames for
/// a host (the SDL window, a scripted test, a snapshot) on a clock the host drives.
///
/// Contract:
/// - **State.** `content` is resolved inside Observation tracking: reading an
///   `@Observable` model's property in a `body` makes a later change of it resolve
///   the tree again (at the next `frame`). `onNeedsFrame` is called, on the thread
///   of the change, so a sleeping host can wake.
/// - **Motion.** After a state change, every node whose frame or color changed moves
///   from what was on screen to its new value with the node's `.motion(_:)`, else
///   the motion of the `animate { }` block the change was made in, else it jumps.
///   Window resizes jump. Interrupting continues from the screen without a jump.
/// - **Time.** `frame(size:scale:at:)` takes the time; the same state and time give
///   the same display list. A frame that only advances animations does not resolve
///   or lay out again (`resolveCount` and `measureCount` stay put).
/// - **Input.** Pointer events hit-test presented frames in drawing order: the
///   frontmost drawn node under the pointer decides; its nearest `Pressable`
///   ancestor gets the press. A press that moves becomes a drag for the
///   `.onPointerDrag` handlers and scrollers around it (see `DragHandler`); the
///   wheel scrolls the innermost scroller under the pointer that can move. Keys go
///   to the focused panel and its ancestors first (see `Focusable`), Tab moves
///   focus, then the frontmost `.onKey` handler for them answers.
/// - **Scrolling** is presentation: scroller offsets move presented frames and
///   never resolve or lay out again, except a `LongList` whose visible rows change
///   (it resolves the tree again, correcting the offset so nothing on screen
///   jumps). Motions are formulas of the frame's time (`ScrollPhysics`).
/// - **Overlays.** Open popovers (`.popover(isOpen:…)`) are extra roots laid out after
///   the main tree and drawn above it; opening, closing or resizing one lays out only
///   the popovers (see `Stage+Popovers`). With popovers open, input reaches them first.
/// - One thread: a stage is used by one thread at a time (the host's).
public final class Stage {
    private let content: () -> AnyPanel
    let measurer: any TextMeasurer
    let changes = ChangeSignal()

    /// The context the tree resolves with; changing it resolves again (no motion).
    public var context: PanelContext {
        didSet { needsResolve = true }
    }
    /// The color behind everything.
    public var background: RGBA

    var tree = NodeTree()
    private var session: LayoutSession?
    private var layoutSize: Size?
    var needsResolve = true
    /// Nodes the last resolve made (the tree grows past it with `Measured` content).
    private var resolvedCount = 0
    var targetFrames: [Rect] = []
    var presentedFrames: [Rect] = []
    var indexOfIdentity: [Identity: Int32] = [:]
    var paintOrderForInput: [Int32] = []
    var animator = Animator()
    /// Panels that left with a transition, drawn until their motion ends.
    var ghosts: [Ghost] = []
    var pointerState = PointerState()
    var pressedControl: Identity?
    /// Whose look follows the pressed and hovered controls (nil: none shows feedback).
    var pressedFeedback: FeedbackOwner?
    var hoveredFeedback: FeedbackOwner?

    // Overlays: popovers are extra roots laid out after the main tree (Stage+Popovers).
    let popoverChanges = ChangeSignal()
    var openPopovers: [OpenPopover] = []
    var popoverPlacements: [(anchor: Rect, placement: PopoverPlacement)] = []
    var popoverDirections: [Identity: ArrowDirection] = [:]
    var popoverAnimator = Animator()
    var closingPopovers: [ClosingPopover] = []
    var needsPopoverPass = true
    var lastFrameTime = 0.0
    /// `.onMotionEnd` actions of nodes whose frame is moving, in tree order.
    var pendingMotionEnds: [(identity: Identity, handler: MotionEndHandler)] = []

    // Scrolling, dragging, focus and lazy lists (Stage+Scrolling, +Dragging, +Focus, +LongLists).
    var scrollStates: [Identity: ScrollerState] = [:]
    /// Scroller node indices, outer before inner.
    var scrollerIndices: [Int32] = []
    /// Live values drawn at the current frame, and the change of each drawn last
    /// (`Stage+LiveValues`).
    var liveValuesNow: [ObjectIdentifier: Double] = [:]
    var liveDrawn: [ObjectIdentifier: UInt64] = [:]
    /// Per node: the innermost scroller it is inside (-1: none).
    var enclosingScroller: [Int32] = []
    /// The clock of input events: the last frame's time, or the time a host gave.
    var inputTime = 0.0
    var dragSession: DragSession?
    var focused: Identity? {
        didSet { if focused != oldValue { updateTextEntryFocus() } }
    }
    var focusRingVisible = false
    /// The text entry that has focus (told when it loses it).
    var activeTextEntry: TextEntryHandler?
    var activeTextEntryIdentity: Identity?
    /// Caret blinking (Stage+TextEntry): when the caret last restarted (an edit, a
    /// move, focus) on the input clock, and whether it was last shown.
    var caretRestart = 0.0
    var caretShown = true
    /// The text entry a primary press started in, whose drag selects, and the press's click count.
    var textEntryPress: (identity: Identity, clickCount: Int)?
    /// Where cut, copy and paste go (the window host installs the system's).
    public var clipboard: PanelClipboard = MemoryClipboard()
    let longListWindows = LongListWindows()
    var longListMemory: [Identity: LongListMemory] = [:]
    var pendingScrollTarget: ScrollTarget?
    /// Content taller than its constrained bubble scrolls: one state per popover key.
    var popoverScrolls: [Identity: ScrollerState] = [:]

    /// How many times the tree was resolved.
    public private(set) var resolveCount = 0
    /// Measurements made by the last layout (0 when the last frame did not lay out).
    public private(set) var measureCount = 0
    /// How many layouts ran.
    public private(set) var layoutCount = 0
    /// Measurements made laying out popover content at the last frame (0 when the
    /// last frame did not lay popovers out).
    public internal(set) var popoverMeasureCount = 0
    /// How many times the open popovers were collected and laid out.
    public internal(set) var popoverPassCount = 0

    /// (Inlinable: the content is wrapped in the caller's module, so its concrete panel
    /// types resolve with direct calls.)
    @inlinable
    public convenience init<P: Panel>(
        context: PanelContext = PanelContext(), background: RGBA = .white,
        measurer: any TextMeasurer, @PanelBuilder content: @escaping () -> P
    ) {
        self.init(context: context, background: background, measurer: measurer, erased: { AnyPanel(content()) })
    }

    @usableFromInline
    init(
        context: PanelContext, background: RGBA, measurer: any TextMeasurer,
        erased content: @escaping () -> AnyPanel
    ) {
        self.content = content
        self.context = context
        self.background = background
        self.measurer = measurer
    }

    /// Called when observed state changes (on the changing thread).
    public var onNeedsFrame: (@Sendable () -> Void)? {
        get { changes.onChange }
        set {
            changes.onChange = newValue
            popoverChanges.onChange = newValue
        }
    }

    /// True when the next frame would differ from the last: state changed, the tree
    /// must resolve, or something is still moving at `time`.
    public func needsFrame(at time: Double) -> Bool {
        needsResolve || changes.isPending || animator.isAnimating(at: time)
            || ghosts.contains { !$0.track.isFinished(at: time) }
            || needsPopoverPass || popoverChanges.isPending || popoverAnimator.isAnimating(at: time)
            || closingPopovers.contains { !$0.track.isFinished(at: time) }
            || !pendingMotionEnds.isEmpty || scrollNeedsFrame(at: time) || caretBlinkNeedsFrame(at: time)
            || liveValuesNeedFrame(at: time)
    }

    /// Resolves the tree again at the next frame; with `motion`, its changes animate.
    public func invalidate(motion: Motion? = nil) {
        changes.signal(motion)
    }

    // MARK: Frames

    /// The display list for a window of `size` points at `scale`, at clock `time`.
    public func frame(size: Size, scale: Double, at time: Double) -> DisplayList {
        updateCaretBlink(at: time)
        let (changed, motion) = changes.take()
        var relayout = false
        var laidOut = false
        measureCount = 0
        inputTime = time
        syncScrollers(at: time)
        // `Measured` content joins the tree at each new size and its earlier content
        // stays in the arena (a session only appends): once that outweighs the resolved
        // tree, resolve afresh, so a window resized for long keeps its size.
        if size != layoutSize && tree.count > 2 * resolvedCount + 256 { needsResolve = true }
        if needsResolve || changed || size != layoutSize {
            // Resolving and laying out recurse once per nesting level: large stack.
            let signal = changes
            let resized = size != layoutSize
            let previous = Snapshot(
                tree: tree, frames: presentedFrames, texts: session?.texts ?? [:],
                identities: indexOfIdentity)
            LargeStack.run {
                // Tracked together: `Measured` content is built while laying out.
                withObservationTracking {
                    if needsResolve || changed {
                        resolve()
                        relayout = true
                    }
                    if relayout || resized {
                        layout(size)
                    }
                } onChange: {
                    signal.signal(MotionTransaction.current)
                }
                laidOut = relayout || resized
                if relayout || resized {
                    updateTargets(at: time, motion: changed ? motion : nil, animated: changed)
                    if changed { startTransitions(from: previous, motion: motion, at: time, space: size) }
                    indexScrollers(at: time)
                }
            }
        }
        // Scroll targets first (a lazy-list row resolved for one is in the tree now),
        // then lazy lists whose wanted rows changed (scrolling, a resize) resolve again.
        applyScrollTargets()
        for _ in 0 ..< 2 where pendingScrollTarget == nil {
            guard let anchors = planLongLists(space: size) else { break }
            LargeStack.run {
                withObservationTracking {
                    resolve()
                    layout(size)
                } onChange: { [changes] in
                    changes.signal(MotionTransaction.current)
                }
                updateTargets(at: time, motion: nil, animated: false)
                indexScrollers(at: time)
            }
            keepAnchors(anchors)
            laidOut = true
        }
        textEntryLaidOut()
        writeScrollOffsets()
        updatePopovers(size: size, at: time, mainLaidOut: laidOut, mainMotion: changed ? motion : nil)
        present(at: time)
        applyScrollOffsets(scale: scale.isFinite && scale > 0 ? scale : 1)
        drawLiveValues(at: time)
        applyLiveOffsets(scale: scale.isFinite && scale > 0 ? scale : 1)
        presentPopovers(size: size, at: time)
        let list =
            tree.depth > 1_000
            ? LargeStack.run { paint(size: size, scale: scale, at: time) }
            : paint(size: size, scale: scale, at: time)
        runMotionEnds(at: time)
        return list
    }

    /// Runs the `.onMotionEnd` actions whose node's frame has stopped moving at `time`.
    private func runMotionEnds(at time: Double) {
        guard !pendingMotionEnds.isEmpty else { return }
        var due: [MotionEndHandler] = []
        pendingMotionEnds.removeAll { entry in
            guard !animator.isAnimating(.init(entry.identity, .frame), at: time) else { return false }
            due.append(entry.handler)
            return true
        }
        for handler in due { handler.action() }
    }

    /// Everything reported to the stage's sink (`context.diagnostics`) so far: the
    /// main tree's problems (missing strings and colors, pictures, nesting) and the
    /// popovers' alike, and what a `WindowHost` met drawing its frames.
    public var diagnostics: [Diagnostic] { context.diagnostics.all }

    /// The frame of the node with `id` (set with `.id(_:)`) as presented at the last
    /// frame, in points.
    public func presentedFrame(id: String) -> Rect? {
        guard let index = tree.node(withID: id) else { return nil }
        return presentedFrames[Int(index)]
    }

    /// The color presented at `time` by the node with `id` or, when it has none, by
    /// the first node inside it with an animatable color (its fill or text color,
    /// else its stroke).
    public func presentedColor(id: String, at time: Double) -> RGBA? {
        guard let top = tree.node(withID: id) else { return nil }
        var stack = [top]
        while let index = stack.popLast() {
            for slot in 0 ..< NodeTraits.colorSlots {
                guard let color = Stage.color(of: tree.kind(of: index), slot: slot) else { continue }
                let key = Animator.Key(tree.records[Int(index)].identity, Stage.colorProperty(slot))
                // As painted: a running color motion, else a live color, else the color.
                if slot == 0, !animator.isAnimating(key, at: time), let live = liveColor(of: index) { return live }
                return animator.value(key, at: time).map(Stage.rgba) ?? color
            }
            stack.append(contentsOf: tree.children(of: index).reversed())
        }
        return nil
    }

    /// The look of a control owned by `owner` follows the pointer: resolve its tree again.
    func feedbackChanged(_ owner: FeedbackOwner?) {
        switch owner {
        case .main?: needsResolve = true
        case .popover?: needsPopoverPass = true
        case nil: break
        }
    }

    func presentedFrame(ofIndex index: Int32) -> Rect {
        Int(index) < presentedFrames.count ? presentedFrames[Int(index)] : .zero
    }

    private func resolve() {
        var resolving = context
        resolving.textMeasurer = measurer
        var builder = NodeBuilder(context: resolving)
        builder.pointer = pointerState
        builder.longListWindows = longListWindows
        builder.reserve((tree.count, tree.childIndices.count))  // the last tree's size
        builder.resolve(content(), at: 0)
        tree = builder.finish()
        resolvedCount = tree.count
        session = LayoutSession(tree: tree, measurer: measurer)
        needsResolve = false
        resolveCount += 1
    }

    private func layout(_ size: Size) {
        guard let session else { return }
        session.layout(in: size)
        tree = session.tree  // Measured content joins the tree at layout time
        measureCount = session.measureCount
        layoutCount += 1
        layoutSize = size
        targetFrames = session.frames
        indexOfIdentity.removeAll(keepingCapacity: true)
        for (i, node) in tree.records.enumerated() where indexOfIdentity[node.identity] == nil {
            indexOfIdentity[node.identity] = Int32(i)
        }
        paintOrderForInput = Stage.paintOrder(of: tree)
    }

    private func updateTargets(at time: Double, motion: Motion?, animated: Bool) {
        for (i, node) in tree.records.enumerated() where indexOfIdentity[node.identity] == Int32(i) {
            let m = animated ? (tree.motions[Int32(i)] ?? motion) : nil
            let frameKey = Animator.Key(node.identity, .frame)
            let target = Stage.vector(targetFrames[i])
            if let handler = tree.motionEnds[Int32(i)], let old = animator.target(frameKey), old != target {
                pendingMotionEnds.removeAll { $0.identity == node.identity }
                pendingMotionEnds.append((node.identity, handler))
            }
            animator.set(frameKey, to: target, motion: m, at: time)
            let kind = tree.kind(of: Int32(i))
            for slot in 0 ..< NodeTraits.colorSlots {
                guard let color = Stage.color(of: kind, slot: slot) else { continue }
                animator.set(
                    .init(node.identity, Stage.colorProperty(slot)), to: Stage.vector(color), motion: m, at: time)
            }
        }
        animator.retain(Set(indexOfIdentity.keys), at: time)
    }

    private func present(at time: Double) {
        presentedFrames = targetFrames
        for (identity, index) in indexOfIdentity where animator.isAnimating(.init(identity, .frame), at: time) {
            if let v = animator.value(.init(identity, .frame), at: time) {
                presentedFrames[Int(index)] = Rect(x: v[0], y: v[1], width: max(0, v[2]), height: max(0, v[3]))
            }
        }
    }

    private func paint(size: Size, scale: Double, at time: Double) -> DisplayList {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        let values = liveValuesNow
        var presentedTree = tree.applyingLiveColors { values[ObjectIdentifier($0)] }
        for slot in 0 ..< NodeTraits.colorSlots {
            let property = Stage.colorProperty(slot)
            for (identity, index) in indexOfIdentity where animator.isAnimating(.init(identity, property), at: time) {
                guard let v = animator.value(.init(identity, property), at: time) else { continue }
                let recolored = Stage.recolored(presentedTree.kind(of: index), slot: slot, Stage.rgba(v))
                presentedTree.setKind(recolored, of: index)
            }
        }
        var painter = Painter(tree: presentedTree, frames: presentedFrames, texts: session?.texts ?? [:], scale: scale)
        if !scrollerIndices.isEmpty { painter.scrolls = scrollPaint(at: time) }
        if focusRingVisible, let index = focusedIndex { painter.focusRing = (index, RGBA(hex: 0x0A84FF)) }
        painter.commands.append(.clear(background))
        if tree.root >= 0 && presentedFrames.count == tree.count { painter.paint(tree.root) }
        ghosts.removeAll { $0.track.isFinished(at: time) }
        for ghost in ghosts { painter.commands += ghost.commands(at: time, scale: scale) }
        painter.commands += paintPopovers(scale: scale, at: time)
        return DisplayList(
            pixelWidth: Int((size.width * scale).rounded()),
            pixelHeight: Int((size.height * scale).rounded()),
            scale: scale, commands: painter.commands)
    }
}
