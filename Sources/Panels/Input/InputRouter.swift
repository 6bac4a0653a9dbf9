/// Pointer and keyboard input on a stage, routed through one hit test (`HitTest`):
/// presses and hover feedback, drags (`InputRouter+Dragging`), the wheel, focus by
/// click, and keys to popovers, the focused panel, Tab and the main tree's handlers.
///
/// Contract: open popovers get the pointer and keys first (innermost first); a press
/// outside them closes them and goes no further. A press that started on a control
/// and ends on it runs its tap action unless it became a drag. A pressed or hovered
/// control's live feedback changes (`ControlFeedback`); its tree resolves again when
/// its content read the flag that changed, or is not known.
final class InputRouter {
    let scene: StageScene
    let popovers: PopoverLayer
    let scrolling: ScrollCoordinator
    let focus: FocusCoordinator
    /// The pressed and hovered controls, as the next resolve sees them, and the main
    /// tree's controls' feedback.
    var pointerState = PointerState(feedbacks: ControlFeedbackStore())
    var pressedControl: Identity?
    /// Whose look follows the pressed and hovered controls (nil: none shows feedback).
    var pressedFeedback: StageLayer?
    var hoveredFeedback: StageLayer?
    var dragSession: DragSession?
    /// The modal card held by its grabber (`InputRouter+ModalCard`).
    var draggedCard: Identity?
    /// Where the pointer was last seen in the window (nil: outside it).
    var pointerLocation: Point?

    init(scene: StageScene, popovers: PopoverLayer, scrolling: ScrollCoordinator, focus: FocusCoordinator) {
        self.scene = scene
        self.popovers = popovers
        self.scrolling = scrolling
        self.focus = focus
    }

    // MARK: The hit test

    /// What is under `point` for `purpose`: the innermost open popover whose bubble
    /// holds it, else the main tree's frontmost node that takes the pointer there.
    func hit(at point: Point, for purpose: HitPurpose) -> Hit? {
        if let hit = popovers.hit(at: point, for: purpose) { return hit }
        let node = HitTest.frontmost(
            in: scene.tree, order: scene.paintOrder, frames: scene.presentedFrames, at: point, for: purpose)
        return node.map { Hit(layer: .main, node: $0) }
    }

    /// The pointer's shape at `point`: from the node the one hit test finds there for
    /// gestures (presses, drags, focus: what the pointer can act on).
    func pointerShape(at point: Point) -> PointerShape {
        guard let hit = hit(at: point, for: .focus), let node = hit.node, let tree = tree(of: hit.layer) else {
            return .arrow
        }
        return HitTest.pointerShape(in: tree, from: node)
    }

    /// The tree of `layer`.
    func tree(of layer: StageLayer) -> NodeTree? {
        switch layer {
        case .main: scene.tree
        case .popover(let key): popovers.tree(of: key)
        }
    }

    /// The control a press at `point` reaches, and the layer whose look follows it
    /// (nil when the control shows no feedback).
    func control(at point: Point, for purpose: HitPurpose) -> (interaction: Interaction, feedback: StageLayer?)? {
        guard let hit = hit(at: point, for: purpose), let node = hit.node, let tree = tree(of: hit.layer),
            let interaction = HitTest.control(in: tree, from: node)
        else { return nil }
        return (interaction, interaction.showsFeedback ? hit.layer : nil)
    }

    /// The `flag` of the control at `control` in `layer` changed: its live feedback
    /// follows, and its tree resolves again when the content read that flag (or the
    /// control is not known; a popover's content always resolves again).
    func feedbackChanged(_ layer: StageLayer?, control: Identity?, flag: ControlFeedback.Reads) {
        switch layer {
        case .main?:
            guard let control, let entry = pointerState.feedbacks?.entry(for: control) else {
                scene.needsResolve = true
                return
            }
            entry.live.value = pointerState.level(of: control)
            if entry.reads.contains(flag) { scene.needsResolve = true }
        case .popover?: popovers.needsPass = true
        case nil: break
        }
    }

    // MARK: The pointer

    /// The pointer went down at `point`. With popovers open, a press outside the
    /// innermost bubble and its anchor dismisses popovers (innermost first) and goes
    /// no further. Returns what is under the point for gestures (focus, drags and
    /// text selection share that rule, so one hit test serves all three).
    @discardableResult
    func pointerDown(at point: Point) -> Hit? {
        guard point.x.isFinite, point.y.isFinite else { return nil }  // a broken event: ignored
        let scene = self.scene
        if popovers.dismiss(at: point, main: scene.tree, mainFrame: { scene.presentedFrame(ofIndex: $0) }) {
            return nil
        }
        let gestureHit = hit(at: point, for: .focus)
        if gestureHit.map({ $0.layer == .main }) ?? true { focus.focusByPointer(on: gestureHit?.node, at: point) }
        beginDragCandidate(at: point, hit: gestureHit)
        let found = control(at: point, for: .press)
        pressedControl = found?.interaction.control
        if pressedControl != nil {
            pointerState.pressed = pressedControl
            pressedFeedback = found?.feedback
            feedbackChanged(pressedFeedback, control: pressedControl, flag: .pressed)
        }
        return gestureHit
    }

    /// The pointer went up at `point`: a press that started and ends on the same
    /// control runs its action (unless it became a drag). Returns true when an
    /// action ran.
    func pointerUp(at point: Point, modifiers: KeyModifiers = []) -> Bool {
        guard point.x.isFinite, point.y.isFinite else {
            cancelDrag()
            releasePress()
            return false
        }
        if endDrag(at: point) {
            pressedControl = nil
            return false
        }
        defer { releasePress() }
        guard let pressed = pressedControl, let found = control(at: point, for: .press),
            found.interaction.control == pressed, let action = found.interaction.onTap
        else { return false }
        TapModifiers.$current.withValue(modifiers) { action() }
        return true
    }

    /// The press on a control ends without its action (released, or it became a drag).
    func releasePress() {
        guard let released = pressedControl else { return }
        pressedControl = nil
        pointerState.pressed = nil
        feedbackChanged(pressedFeedback, control: released, flag: .pressed)
        pressedFeedback = nil
    }

    /// The pointer moved to `point`: a drag while it is held (see `DragHandler`),
    /// hover feedback.
    func pointerMoved(to point: Point) {
        guard point.x.isFinite, point.y.isFinite else { return }
        _ = dragMoved(to: point)
        let found = control(at: point, for: .hover)
        let hovered = found?.interaction.control
        if hovered != pointerState.hovered {
            found?.interaction.onPointerEnter?()
            let left = pointerState.hovered
            pointerState.hovered = hovered
            feedbackChanged(hoveredFeedback, control: left, flag: .hovered)
            hoveredFeedback = found?.feedback
            feedbackChanged(hoveredFeedback, control: hovered, flag: .hovered)
        }
    }

    /// The pointer left the window: hover ends, a drag is cancelled.
    func pointerExited() {
        cancelDrag()  // SDL holds the pointer while a button is down: leaving loses it
        let left = pointerState.hovered
        pointerState.hovered = nil
        if left != nil { feedbackChanged(hoveredFeedback, control: left, flag: .hovered) }
        hoveredFeedback = nil
    }

    /// The wheel turned `dx`, `dy` lines at `point`: the scrollers under it, innermost
    /// first (over a popover, its content and nothing behind it). Returns true when
    /// something moved.
    func wheel(dx: Double, dy: Double, at point: Point, modifiers: KeyModifiers) -> Bool {
        guard dx.isFinite, dy.isFinite else { return false }
        if modifiers.contains(.control), let (zoom, local) = zoomHandler(at: point) {
            zoom(.wheel(lines: dy, at: local))
            return true
        }
        var states: [ScrollerState] = []
        if let hit = hit(at: point, for: .wheel) {
            switch hit.layer {
            case .popover(let key): states = popovers.scrollState(key).map { [$0] } ?? []
            case .main: states = hit.node.map { scrolling.states(around: $0) } ?? []
            }
        }
        return scrolling.wheel(dx: dx, dy: dy, modifiers: modifiers, states: states)
    }

    // MARK: Keys

    /// A key was pressed: handlers in open popovers first (innermost first), then
    /// Esc closes the innermost popover, then the focused panel and its ancestors
    /// (see `Focusable`), then Tab / Shift+Tab move focus, then the frontmost of the
    /// main tree's other handlers. The Menu key and Shift+F10 first ask for a context
    /// menu (`contextMenuKey`), as they do arriving as events. Returns true when
    /// something ran.
    func keyDown(_ key: KeyName) -> Bool {
        if InputRouter.isContextMenuKey(key) && contextMenuKey() { return true }
        if popovers.keyDown(key) { return true }
        if focus.focusedKeyDown(key) { return true }
        if key == .escape, focus.focusedTextEntry != nil {
            focus.focused = nil  // Esc on an empty field leaves it
            return true
        }
        if key.rawValue == KeyName.tab.rawValue && (key.modifiers == [] || key.modifiers == .shift),
            focus.moveFocus(forward: key.modifiers == [])
        {
            return true
        }
        for index in scene.paintOrder.reversed() {
            if let handler = scene.tree.interactions[index]?.keys.last(where: { $0.key == key }) {
                handler.action()
                return true
            }
        }
        return false
    }

    // MARK: Events

    /// Applies a host's event. Returns true when it may have changed what is shown
    /// (a handler ran, or pressed/hover feedback changed).
    func route(_ event: PanelEvent) -> Bool {
        // A pointer event at a point that is not finite is broken: it changes nothing.
        switch event {
        case .pointerDown(let pointer), .pointerUp(let pointer), .pointerMove(let pointer):
            guard pointer.location.x.isFinite, pointer.location.y.isFinite else { return false }
            pointerLocation = pointer.location
        case .pointerExit:
            pointerLocation = nil
        case .wheel(_, _, let at, _):
            guard at.x.isFinite, at.y.isFinite else { return false }
        default:
            break
        }
        switch event {
        case .textInput(let string):
            guard let entry = focus.focusedTextEntry, !popovers.blocksTypedText else { return false }
            focus.restartCaret()
            entry.insert(string)
            return true
        case .textEditing(let string):
            guard let entry = focus.focusedTextEntry, !popovers.blocksTypedText else { return false }
            focus.restartCaret()
            entry.compose(string)
            return true
        case .pointerMove(let pointer) where focus.textEntryPress != nil:
            return focus.textEntryDragged(to: pointer.location)
        case .pointerMove(let pointer) where draggedCard != nil:
            return moveCardDrag(to: pointer.location)
        case .pointerUp(let pointer) where draggedCard != nil:
            return endCardDrag(at: pointer.location)
        case .pointerDown(let pointer) where pointer.button == .primary && beginCardDrag(at: pointer.location):
            return true
        case .pointerDown(let pointer) where pointer.button == .secondary:
            return secondaryPress(at: pointer.location)
        case .pointerMove(let pointer) where dragSession != nil:
            let before = pointerState
            let dragged = dragMoved(to: pointer.location)
            let hovered = before != pointerState
            return dragged || hovered
        case .wheel(let dx, let dy, let at, let modifiers):
            return wheel(dx: dx, dy: dy, at: at, modifiers: modifiers)
        case .pointerDown(let pointer) where pointer.button == .primary:
            if pointer.clickCount == 2, let (zoom, local) = zoomHandler(at: pointer.location) {
                zoom(.doubleClick(at: local))
            }
            let hit = pointerDown(at: pointer.location)
            // A press in the focused text entry selects; it does not drag what is around it.
            if focus.textEntryPressed(pointer, on: hit?.layer == .main ? hit?.node : nil) { cancelDrag() }
            return true
        case .pointerUp(let pointer) where pointer.button == .primary:
            focus.textEntryPress = nil
            _ = pointerUp(at: pointer.location, modifiers: pointer.modifiers)
            return true
        case .pointerMove(let pointer):
            let before = pointerState
            pointerMoved(to: pointer.location)
            return before != pointerState
        case .pointerExit:
            focus.textEntryPress = nil
            let before = pointerState
            pointerExited()
            return before != pointerState
        case .keyDown(let key) where !key.isRepeat:
            if focus.focusedTextEntry != nil { focus.restartCaret() }
            return keyDown(KeyName(key.key, modifiers: key.modifiers))
        case .keyDown(let key):
            return focus.repeatedKeyDown(
                KeyName(key.key, modifiers: key.modifiers), popoversOpen: !popovers.open.isEmpty)
        case .resize:
            return true
        default:
            return false
        }
    }
}
