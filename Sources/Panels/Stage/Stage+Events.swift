/// Feeding a `Stage` the backend-neutral events a window host produces.
extension Stage {
    /// Applies `event`. Returns true when it may have changed what is shown (a
    /// handler ran, or pressed/hover feedback changed) — the host then draws.
    @discardableResult
    public func handle(_ event: PanelEvent) -> Bool {
        // `animate { }` blocks run by handlers amend a change already pending since the
        // last frame (Observation reports only the first change: a drag's last
        // unanimated move would otherwise swallow its release's motion).
        let signal = changes
        return MotionTransaction.$reporter.withValue(MotionReporter { signal.amend($0) }) { deliver(event) }
    }

    private func deliver(_ event: PanelEvent) -> Bool {
        switch event {
        case .textInput(let string):
            guard let entry = focusedTextEntry else { return false }
            restartCaret()
            entry.insert(string)
            return true
        case .textEditing(let string):
            guard let entry = focusedTextEntry else { return false }
            restartCaret()
            entry.compose(string)
            return true
        case .pointerMove(let pointer) where textEntryPress != nil:
            return textEntryDragged(to: pointer.location)
        case .pointerMove(let pointer) where dragSession != nil:
            let before = pointerState
            let dragged = dragMoved(to: pointer.location)
            let hovered = before != pointerState
            return dragged || hovered
        case .wheel(let dx, let dy, let at, let modifiers):
            return wheel(dx: dx, dy: dy, at: at, modifiers: modifiers)
        case .pointerDown(let pointer) where pointer.button == .primary:
            pointerDown(at: pointer.location)
            textEntryPressed(pointer)
            return true
        case .pointerUp(let pointer) where pointer.button == .primary:
            textEntryPress = nil
            pointerUp(at: pointer.location)
            return true
        case .pointerMove(let pointer):
            let before = pointerState
            pointerMoved(to: pointer.location)
            return before != pointerState
        case .pointerExit:
            textEntryPress = nil
            cancelDrag()  // SDL holds the pointer while a button is down: leaving loses it
            let before = pointerState
            pointerState.hovered = nil
            if before != pointerState { feedbackChanged(hoveredFeedback) }
            hoveredFeedback = nil
            return before != pointerState
        case .keyDown(let key) where !key.isRepeat:
            if focusedTextEntry != nil { restartCaret() }
            return keyDown(KeyName(key.key, modifiers: key.modifiers))
        case .keyDown(let key):
            return repeatedKeyDown(KeyName(key.key, modifiers: key.modifiers))
        case .resize:
            return true
        default:
            return false
        }
    }

    /// Applies `event` as happening at `time` on the host's clock (drag velocities
    /// and scroll motions start then). Without a time, events happen at the last
    /// frame's time.
    @discardableResult
    public func handle(_ event: PanelEvent, at time: Double) -> Bool {
        if time.isFinite { inputTime = time }
        return handle(event)
    }
}
