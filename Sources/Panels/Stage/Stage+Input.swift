/// Pointer and keyboard input: hit testing over presented frames in drawing order,
/// open popovers first (innermost first), then the main tree.
extension Stage {
    /// The tree a control lives in, for pressed and hover feedback.
    enum FeedbackOwner: Equatable {
        case main
        case popover(Identity)
    }

    /// What a press at a point reaches.
    struct Hit {
        var interaction: Interaction
        var owner: FeedbackOwner
        var feedback: FeedbackOwner? { interaction.showsFeedback ? owner : nil }
    }

    /// The pointer went down at `point` (points, window coordinates). With popovers
    /// open, a press outside the innermost bubble and its anchor dismisses popovers
    /// (innermost first) and goes no further.
    public func pointerDown(at point: Point) {
        if dismissPopovers(at: point) { return }
        if !isInsidePopover(point) { focusByPointer(at: point) }
        beginDragCandidate(at: point)
        let hit = control(at: point)
        pressedControl = hit?.interaction.control
        if pressedControl != nil {
            pointerState.pressed = pressedControl
            pressedFeedback = hit?.feedback
            feedbackChanged(pressedFeedback)
        }
    }

    /// The pointer went up at `point`: a press that started and ends on the same
    /// control runs its action (unless it became a drag). Returns true when an
    /// action ran.
    @discardableResult
    public func pointerUp(at point: Point) -> Bool {
        if endDrag(at: point) {
            pressedControl = nil
            return false
        }
        defer {
            if pressedControl != nil {
                pressedControl = nil
                pointerState.pressed = nil
                feedbackChanged(pressedFeedback)
                pressedFeedback = nil
            }
        }
        guard let pressed = pressedControl, let hit = control(at: point), hit.interaction.control == pressed,
            let action = hit.interaction.onTap
        else { return false }
        action()
        return true
    }

    /// A click: down and up at the same point. Returns true when an action ran.
    @discardableResult
    public func click(at point: Point) -> Bool {
        pointerDown(at: point)
        return pointerUp(at: point)
    }

    /// The pointer moved to `point`: a drag while it is held (see `DragHandler`),
    /// hover feedback.
    public func pointerMoved(to point: Point) {
        _ = dragMoved(to: point)
        let hit = control(at: point)
        let hovered = hit?.interaction.control
        if hovered != pointerState.hovered {
            pointerState.hovered = hovered
            feedbackChanged(hoveredFeedback)
            hoveredFeedback = hit?.feedback
            feedbackChanged(hoveredFeedback)
        }
    }

    /// A key was pressed: handlers in open popovers first (innermost first), then
    /// Esc closes the innermost popover, then the focused panel and its ancestors
    /// (see `Focusable`), then Tab / Shift+Tab move focus, then the frontmost of the
    /// main tree's other handlers. Returns true when something ran.
    @discardableResult
    public func keyDown(_ key: KeyName) -> Bool {
        for (index, popover) in openPopovers.enumerated().reversed()
        where index < popoverPlacements.count && popover.attachment.isOpen.value {
            for node in popover.paintOrder.reversed() {
                if let handler = popover.tree.interactions[node]?.keys.last(where: { $0.key == key }) {
                    handler.action()
                    return true
                }
            }
            if key == .escape {
                popover.attachment.isOpen.value = false
                return true
            }
        }
        if focusedKeyDown(key) { return true }
        if key == .escape, focusedTextEntry != nil {
            focused = nil  // Esc on an empty field leaves it
            return true
        }
        if key.rawValue == KeyName.tab.rawValue && (key.modifiers == [] || key.modifiers == .shift),
            moveFocus(forward: key.modifiers == [])
        {
            return true
        }
        for index in paintOrderForInput.reversed() {
            if let handler = tree.interactions[index]?.keys.last(where: { $0.key == key }) {
                handler.action()
                return true
            }
        }
        return false
    }

    /// The interaction that a press at `point` reaches: inside a popover's bubble, the
    /// frontmost drawn node of its content (the bubble blocks what is behind it);
    /// elsewhere the frontmost drawn node of the main tree; then its nearest ancestor
    /// (or itself) that takes the pointer.
    func control(at point: Point) -> Hit? {
        for (index, popover) in openPopovers.enumerated().reversed() where index < popoverPlacements.count {
            let placement = popoverPlacements[index].placement
            guard Stage.bubbleContains(placement, point) else { continue }
            let frames = PopoverPass.windowFrames(popover, origin: placement.bubble.origin)
            let found = Stage.control(in: popover.tree, order: popover.paintOrder, at: point) {
                Int($0) < frames.count ? frames[Int($0)] : .zero
            }
            return found.map { Hit(interaction: $0, owner: .popover(popover.key)) }
        }
        return Stage.control(
            in: tree, order: paintOrderForInput, at: point, frame: { presentedFrame(ofIndex: $0) },
            visible: { isVisible($0, at: point) }
        )
        .map { Hit(interaction: $0, owner: .main) }
    }

    /// Whether `point` is inside an open popover's bubble.
    func isInsidePopover(_ point: Point) -> Bool {
        for (index, _) in openPopovers.enumerated() where index < popoverPlacements.count {
            if Stage.bubbleContains(popoverPlacements[index].placement, point) { return true }
        }
        return false
    }

    /// Hit testing in one tree: the frontmost drawn node under `point`, then its
    /// nearest ancestor (or itself) with a tap action that takes the pointer.
    static func control(
        in tree: NodeTree, order: [Int32], at point: Point,
        frame: (Int32) -> Rect, visible: (Int32) -> Bool = { _ in true }
    ) -> Interaction? {
        for index in order.reversed() {
            let kind = tree.kind(of: index)
            let interaction = tree.interactions[index]
            let drawn: Bool
            switch kind.traits.hit(kind) {
            case .blocks: drawn = true
            case .passes: drawn = false
            case .control: drawn = interaction?.acceptsPointer == true && interaction?.onTap != nil
            }
            guard drawn, frame(index).contains(point), visible(index) else { continue }
            var current: Int32 = index
            while current >= 0 {
                if let found = tree.interactions[current], found.acceptsPointer, found.onTap != nil {
                    return found
                }
                current = tree.records[Int(current)].parent
            }
            return nil  // drawn content without a control blocks what is behind it
        }
        return nil
    }
}
