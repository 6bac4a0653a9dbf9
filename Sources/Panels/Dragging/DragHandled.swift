/// A panel that follows drags that start on it. Made by `.onPointerDrag(…)`; the
/// arbitration between nested handlers is on that modifier (and on `DragHandler`).
public struct _DragHandled<Content: Panel>: PrimitivePanel {
    let handler: DragHandler
    let content: Content

    public static func _resolve(_ panel: _DragHandled, into builder: inout NodeBuilder) {
        builder.resolve(panel.content, at: 0, attaching: .drag(panel.handler))
    }
}

extension Panel {
    /// Follows drags that start on this panel and uses all of every move: `action`
    /// gets began / changed / ended / cancelled with translation, location and
    /// velocity. Only drags whose first movement has a component along `axes` start.
    /// Nested handlers and scrollers share drags as
    /// `onPointerDrag(axes:minimumDistance:canMove:leading:handingOff:)` says.
    public consuming func onPointerDrag(
        axes: ScrollAxes = .both, minimumDistance: Double = 4,
        _ action: @escaping (PointerDrag) -> Void
    ) -> _DragHandled<Self> {
        _DragHandled(
            handler: DragHandler(axes: axes, minimumDistance: minimumDistance) { drag in
                action(drag)
                return .zero
            },
            content: self)
    }

    /// Follows drags that start on this panel, handing on what it does not use:
    /// `action` returns the part of `drag.delta` left for the handlers and scrollers
    /// around it (arbitration below). With `leading`, it is offered each move (and the
    /// release velocity) before the panels inside it.
    ///
    /// Contract (arbitration):
    /// - A drag begins once the pointer has moved `minimumDistance` points from where it
    ///   went down (a press on a control inside is then cancelled: no tap); with a
    ///   `minimumDistance` of 0 on the innermost handler it begins as the pointer goes
    ///   down (and the press is never a tap).
    /// - The handlers and scrollers from the panel under the pointer outwards form the
    ///   drag's chain. A handler joins when `canMove` accepts the direction of the first
    ///   movement (by default: any movement with a component along `axes`), so the
    ///   innermost handler that can move that way gets the drag.
    /// - Each move is offered inside out: a handler gets `delta` and returns what it did
    ///   not use, which is offered to the next one outwards (a scroller uses what it can
    ///   before its edge). So a handler at its limit hands the rest of the same gesture
    ///   to its ancestor, and takes it back when the movement turns.
    /// - `began`, `ended` and `cancelled` reach every handler of the chain.
    /// - A handler with `leading` is offered each move first, before the members inside
    ///   it (what it leaves then goes inside out as above, itself included), and the
    ///   release velocity before the scrollers inside it: its `.ended` event returns the
    ///   part of the velocity they may fling with. A sheet that must reach its top before
    ///   its list scrolls is one.
    public consuming func onPointerDrag(
        axes: ScrollAxes = .both, minimumDistance: Double = 4,
        canMove: ((Point) -> Bool)? = nil,
        leading: ((PointerDrag) -> Point)? = nil,
        handingOff action: @escaping (PointerDrag) -> Point
    ) -> _DragHandled<Self> {
        _DragHandled(
            handler: DragHandler(
                axes: axes, minimumDistance: minimumDistance, canMove: canMove, leading: leading, action: action),
            content: self)
    }
}
