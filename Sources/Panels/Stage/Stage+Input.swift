/// Pointer and keyboard input on a stage, routed by its `InputRouter` through the one
/// hit test (`HitTest`): open popovers first (innermost first), then the main tree.
extension Stage {
    /// The pointer went down at `point` (points, window coordinates). With popovers
    /// open, a press outside the innermost bubble and its anchor dismisses popovers
    /// (innermost first) and goes no further.
    public func pointerDown(at point: Point) {
        input.pointerDown(at: point)
    }

    /// The pointer went up at `point`: a press that started and ends on the same
    /// control runs its action (unless it became a drag). Returns true when an
    /// action ran.
    @discardableResult
    public func pointerUp(at point: Point) -> Bool {
        input.pointerUp(at: point)
    }

    /// A click: down and up at the same point. Returns true when an action ran.
    @discardableResult
    public func click(at point: Point) -> Bool {
        pointerDown(at: point)
        return pointerUp(at: point)
    }

    /// The pointer moved to `point`: a drag while it is held (see `.onPointerDrag(…handingOff:)`),
    /// hover feedback.
    public func pointerMoved(to point: Point) {
        input.pointerMoved(to: point)
    }

    /// A key was pressed: handlers in open popovers first (innermost first), then
    /// Esc closes the innermost popover, then the focused panel and its ancestors
    /// (see `.focusable()`), then Tab / Shift+Tab move focus, then the frontmost of the
    /// main tree's other handlers. Returns true when something ran.
    @discardableResult
    public func keyDown(_ key: KeyName) -> Bool {
        input.keyDown(key)
    }

    /// The wheel turned `dx`, `dy` lines at `point` (positive y: away from the user,
    /// content moves down; shift turns vertical turns horizontal). The innermost
    /// scroller under the pointer that can move that way takes it. Returns true when
    /// something moved.
    @discardableResult
    public func wheel(dx: Double, dy: Double, at point: Point, modifiers: KeyModifiers = []) -> Bool {
        input.wheel(dx: dx, dy: dy, at: point, modifiers: modifiers)
    }
}
