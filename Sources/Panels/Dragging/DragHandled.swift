/// A panel that follows drags that start on it. Made by `.onPointerDrag(…)`; the
/// arbitration between nested handlers is on `DragHandler`.
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
    /// around it (see `DragHandler`). With `leading`, it is offered each move (and the
    /// release velocity) before the panels inside it.
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
