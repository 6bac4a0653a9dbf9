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
///   With `PanelContext.reduceMotion`, frames jump, colors cross-fade in 0.15 s,
///   insertion and removal transitions are left out, live values' motions (a sheet's
///   spring) end at once, and popovers fade without growing from their arrow.
/// - **Time.** `frame(size:scale:at:)` takes the time; the same state and time give
///   the same display list. A frame that only advances animations does not resolve
///   or lay out again (`resolveCount` and `measureCount` stay put).
/// - **Input.** Pointer events hit-test presented frames in drawing order: the
///   frontmost drawn node under the pointer decides; its nearest `Pressable`
///   ancestor gets the press. A press that moves becomes a drag for the
///   `.onPointerDrag` handlers and scrollers around it (see `.onPointerDrag(…handingOff:)`); the
///   wheel scrolls the innermost scroller under the pointer that can move. Keys go
///   to the focused panel and its ancestors first (see `.focusable()`), Tab moves
///   focus, then the frontmost `.onKey` handler for them answers.
/// - **Scrolling** is presentation: scroller offsets move presented frames and
///   never resolve or lay out again, except a `LongList` whose visible rows change
///   (it resolves the tree again, correcting the offset so nothing on screen
///   jumps). Motions are formulas of the frame's time (`ScrollPhysics`).
/// - **Overlays.** Open popovers (`.popover(isOpen:…)`) are extra roots laid out after
///   the main tree and drawn above it; opening, closing or resizing one lays out only
///   the popovers (see `PopoverLayer`). With popovers open, input reaches them first.
/// - **Timers** (`schedule(after:_:)`, `schedule(every:_:)`) fire at the start of
///   `frame`, in time order, on the same clock (see `StageTimer`).
/// - One thread: a stage is used by one thread at a time (the host's).
///
/// Structure: the stage keeps the frame loop (resolve → layout → presentation →
/// paint) and composes subsystems that own their state: `StageScene` (the laid-out
/// tree they share), `Presentation`, `PopoverLayer`, `ScrollCoordinator`,
/// `FocusCoordinator` and `InputRouter` (the one hit test, `HitTest`). Painting goes
/// through `FramePipeline`, as a `Composition`'s does.
public final class Stage {
    private let content: () -> AnyPanel
    let measurer: any TextMeasurer
    /// Observed state of the main tree changed.
    let changes = ChangeSignal()
    /// A `Ref` the stage reads between frames (a scroll or focus target) changed:
    /// the next frame applies it without resolving the tree again.
    let refChanges = ChangeSignal()

    /// The context the tree resolves with; changing it resolves again (no motion).
    public var context: PanelContext {
        didSet { scene.needsResolve = true }
    }
    /// The color behind everything.
    public var background: RGBA

    let scene = StageScene()
    let presentation = Presentation()
    let popoverLayer = PopoverLayer()
    let scrolling: ScrollCoordinator
    let focus: FocusCoordinator
    let input: InputRouter
    let timers = TimerQueue()
    private var counts = Counts()

    /// What the stage has done, for tests and benchmarks.
    private struct Counts {
        var resolves = 0
        var measures = 0
        var layouts = 0
    }

    /// How many times the tree was resolved.
    public var resolveCount: Int { counts.resolves }
    /// Measurements made by the last layout (0 when the last frame did not lay out).
    public var measureCount: Int { counts.measures }
    /// How many layouts ran.
    public var layoutCount: Int { counts.layouts }

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
        scrolling = ScrollCoordinator(scene: scene)
        focus = FocusCoordinator(scene: scene, scrolling: scrolling)
        input = InputRouter(scene: scene, popovers: popoverLayer, scrolling: scrolling, focus: focus)
        focus.diagnostics = { [unowned self] in self.context.diagnostics }
    }

    /// Called when observed state changes (on the changing thread).
    public var onNeedsFrame: (@Sendable () -> Void)? {
        get { changes.onChange }
        set {
            changes.onChange = newValue
            refChanges.onChange = newValue
            popoverLayer.changes.onChange = newValue
        }
    }

    /// True when the next frame would differ from the last: state changed, the tree
    /// must resolve, or something is still moving at `time`.
    public func needsFrame(at time: Double) -> Bool {
        scene.needsResolve || changes.isPending || refChanges.isPending || presentation.needsFrame(at: time)
            || popoverLayer.needsFrame(at: time) || scrolling.needsFrame(at: time)
            || focus.caretBlinkNeedsFrame(at: time, blinks: context.caretBlinks)
            || presentation.liveValuesNeedFrame(scene.tree, at: time) || timers.isDue(at: time)
    }

    /// Resolves the tree again at the next frame; with `motion`, its changes animate.
    public func invalidate(motion: Motion? = nil) {
        changes.signal(motion)
    }

    // MARK: Frames

    /// The display list for a window of `size` points at `scale`, at clock `time`.
    /// Sizes and scales beyond `GeometryLimits` are held to them; a time that is not
    /// finite is the last frame's.
    public func frame(size: Size, scale: Double, at time: Double) -> DisplayList {
        // Held to `GeometryLimits`: a side of 0…10⁷ pt, a scale of 0.25…8, a finite time.
        let size = Size(width: GeometryLimits.side(size.width), height: GeometryLimits.side(size.height))
        let scale = GeometryLimits.scale(scale)
        let time = time.isFinite ? time : scene.inputTime
        focus.updateCaretBlink(at: time, blinks: context.caretBlinks)
        fireTimers(upTo: time)
        let (changed, motion) = changes.take()
        var relayout = false
        var laidOut = false
        counts.measures = 0
        scene.inputTime = time
        scrolling.sync(at: time)
        scrolling.noteEnds()
        // `Measured` content joins the tree at each new size and its earlier content
        // stays in the arena (a session only appends): once that outweighs the resolved
        // tree, resolve afresh, so a window resized for long keeps its size.
        if size != scene.layoutSize && scene.tree.count > 2 * scene.resolvedCount + 256 { scene.needsResolve = true }
        if scene.needsResolve || changed || size != scene.layoutSize {
            // Resolving and laying out recurse once per nesting level: large stack.
            let signal = changes
            let resized = size != scene.layoutSize
            let previous = Presentation.Snapshot(
                tree: scene.tree, frames: scene.presentedFrames, texts: scene.session?.texts ?? [:],
                identities: scene.indexOfIdentity)
            LargeStack.run {
                // Tracked together: `Measured` content is built while laying out.
                withObservationTracking {
                    if scene.needsResolve || changed {
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
                    presentation.updateTargets(
                        scene, at: time, motion: changed ? motion : nil, animated: changed,
                        reduceMotion: context.reduceMotion)
                    if changed && !context.reduceMotion {
                        presentation.startTransitions(
                            from: previous, scene: scene, motion: motion, at: time, space: size)
                    }
                    scrolling.index(at: time)
                }
            }
        }
        // Scroll targets first (a lazy-list row resolved for one is in the tree now),
        // then lazy lists whose wanted rows changed (scrolling, a resize) resolve again.
        _ = refChanges.take()
        appliesTargets { scrolling.applyScrollTargets() }
        scrolling.keepEnds(at: time)
        for _ in 0 ..< 3 where scrolling.pendingScrollTarget == nil {
            guard let anchors = scrolling.planLongLists(space: size) else { break }
            LargeStack.run {
                withObservationTracking {
                    // New windows alone: what bodies read is unchanged, and so are sections.
                    scrolling.longListWindows.reusesSections = !scene.needsResolve
                    defer { scrolling.longListWindows.reusesSections = false }
                    resolve()
                    layout(size)
                } onChange: { [changes] in
                    changes.signal(MotionTransaction.current)
                }
                presentation.updateTargets(scene, at: time, motion: nil, animated: false)
                scrolling.index(at: time)
            }
            scrolling.keepAnchors(anchors)
            scrolling.keepEnds(at: time)
            laidOut = true
        }
        appliesTargets { focus.applyFocusTargets() }
        if laidOut { focus.followPresence() }
        focus.textEntryLaidOut()
        scrolling.writeOffsets()
        popoverLayer.update(
            main: scene.tree, size: size, measurer: measurer, pointer: input.pointerState, at: time,
            mainLaidOut: laidOut, mainMotion: changed ? motion : nil)
        // Presentation: frames where their motions are, scrolled, moved by live values.
        var frames = presentation.present(scene, at: time)
        scrolling.applyOffsets(to: &frames, scale: scale)
        scrolling.pinHeaders(in: &frames)
        presentation.drawLiveValues(
            scene.tree, at: time, wake: changes.onChange, reduceMotion: context.reduceMotion)
        presentation.applyLiveOffsets(scene.tree, to: &frames, scale: scale)
        scene.presentedFrames = frames
        popoverLayer.present(mainFrames: frames, size: size, at: time)
        let list = paint(size: size, scale: scale, at: time)
        presentation.runMotionEnds(at: time)
        return list
    }

    /// Runs `apply`, which reads the app's scroll or focus targets, observed: a later
    /// change of one (from a `Task`, a timer, another thread) wakes the host for one
    /// frame, as a change of state a body reads does.
    private func appliesTargets(_ apply: () -> Void) {
        withObservationTracking(apply) { [refChanges] in refChanges.signal(nil) }
    }

    private func paint(size: Size, scale: Double, at time: Double) -> DisplayList {
        var pipeline = FramePipeline(
            tree: scene.tree, frames: scene.presentedFrames, texts: scene.session?.texts ?? [:])
        pipeline.overrides = presentation.overrides(scene, at: time)
        pipeline.scrolls = scrolling.paint(appearance: context.appearance, at: time)
        if let index = focus.ringNode {
            pipeline.focusRing = (index, FramePipeline.focusRingColor)
        }
        let presentation = self.presentation
        let popoverLayer = self.popoverLayer
        return pipeline.paint(size: size, scale: scale, background: background) { scale in
            presentation.ghostCommands(at: time, scale: scale) + popoverLayer.paint(scale: scale, at: time)
        }
    }

    /// Everything reported to the stage's sink (`context.diagnostics`) so far: the
    /// main tree's problems (missing strings and colors, pictures, nesting) and the
    /// popovers' alike, and what a `WindowHost` met drawing its frames.
    public var diagnostics: [Diagnostic] { context.diagnostics.all }

    /// The frame of the node with `id` (set with `.id(_:)`) as presented at the last
    /// frame, in points.
    public func presentedFrame(id: String) -> Rect? {
        guard let index = scene.tree.node(withID: id) else { return nil }
        return scene.presentedFrame(ofIndex: index)
    }

    /// The color presented at `time` by the node with `id` or, when it has none, by
    /// the first node inside it with an animatable color (its fill or text color,
    /// else its stroke).
    public func presentedColor(id: String, at time: Double) -> RGBA? {
        guard let top = scene.tree.node(withID: id) else { return nil }
        return presentation.presentedColor(scene, from: top, at: time)
    }

    private func resolve() {
        var resolving = context
        resolving.textMeasurer = measurer
        var builder = NodeBuilder(context: resolving)
        builder.pointer = input.pointerState
        input.pointerState.feedbacks?.beginPass()
        builder.longListWindows = scrolling.longListWindows
        // The last tree's size.
        builder.reserve(ResolveSizeHint.counts(of: scene.tree))
        builder.resolve(content(), at: 0)
        // A picture that finished decoding while this resolve ran (after it read the
        // store's signal, before tracking began) resolves again at the next frame.
        if let read = builder.pictureMemo.loadsGeneration, read != PictureStore.shared.signal.untrackedGeneration {
            changes.signal(.easeOut(0.2))
        }
        scene.tree = builder.finish()
        scene.resolvedCount = scene.tree.count
        scene.session = LayoutSession(tree: scene.tree, measurer: measurer)
        scene.needsResolve = false
        counts.resolves += 1
    }

    private func layout(_ size: Size) {
        guard let session = scene.session else { return }
        session.layout(in: size)
        scene.tree = session.tree  // Measured content joins the tree at layout time
        counts.measures = session.measureCount
        counts.layouts += 1
        scene.layoutSize = size
        scene.targetFrames = session.frames
        scene.indexOfIdentity.removeAll(keepingCapacity: true)
        for (i, node) in scene.tree.records.enumerated() where scene.indexOfIdentity[node.identity] == nil {
            scene.indexOfIdentity[node.identity] = Int32(i)
        }
        scene.paintOrder = scene.tree.paintOrder()
    }
}
