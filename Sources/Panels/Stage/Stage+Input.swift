/// Pointer and keyboard input: hit testing over presented frames in drawing order.
extension Stage {
    /// The pointer went down at `point` (points, window coordinates).
    public func pointerDown(at point: Point) {
        pressedControl = control(at: point)?.control
        if pressedControl != nil {
            pointerState.pressed = pressedControl
            needsResolveForPointer()
        }
    }

    /// The pointer went up at `point`: a press that started and ends on the same
    /// control runs its action. Returns true when an action ran.
    @discardableResult
    public func pointerUp(at point: Point) -> Bool {
        defer {
            if pressedControl != nil {
                pressedControl = nil
                pointerState.pressed = nil
                needsResolveForPointer()
            }
        }
        guard let pressed = pressedControl, let hit = control(at: point), hit.control == pressed,
              let action = hit.onTap else { return false }
        action()
        return true
    }

    /// A click: down and up at the same point. Returns true when an action ran.
    @discardableResult
    public func click(at point: Point) -> Bool {
        pointerDown(at: point)
        return pointerUp(at: point)
    }

    /// The pointer moved to `point` (hover feedback).
    public func pointerMoved(to point: Point) {
        let hovered = control(at: point)?.control
        if hovered != pointerState.hovered {
            pointerState.hovered = hovered
            needsResolveForPointer()
        }
    }

    /// A key was pressed. Returns true when a handler ran.
    @discardableResult
    public func keyDown(_ key: KeyName) -> Bool {
        for index in paintOrderForInput.reversed() {
            if let handler = tree.interactions[index]?.keys.last(where: { $0.key == key }) {
                handler.action()
                return true
            }
        }
        return false
    }

    /// The interaction that a press at `point` reaches: the frontmost drawn node under
    /// the pointer, then its nearest ancestor (or itself) that takes the pointer.
    func control(at point: Point) -> Interaction? {
        for index in paintOrderForInput.reversed() {
            let node = tree.nodes[Int(index)]
            let interaction = tree.interactions[index]
            let drawn: Bool
            switch node.kind {
            case .swatch(let color, _): drawn = color.alpha > 0
            case .caption: drawn = true
            default: drawn = interaction?.acceptsPointer == true && interaction?.onTap != nil
            }
            guard drawn, presentedFrame(ofIndex: index).contains(point) else { continue }
            var current: Int32 = index
            while current >= 0 {
                if let found = tree.interactions[current], found.acceptsPointer, found.onTap != nil {
                    return found
                }
                current = tree.nodes[Int(current)].parent
            }
            return nil  // drawn content without a control blocks what is behind it
        }
        return nil
    }
}
