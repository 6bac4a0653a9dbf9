/// What a panel does with drags that start on it (`.onPointerDrag`).
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
package struct DragHandler: @unchecked Sendable {
    /// The axes the default `canMove` accepts movement along (default both).
    package var axes: ScrollAxes
    /// Points the pointer must move from where it went down before the drag begins (default 4;
    /// negative: 0, not finite: 4).
    package var minimumDistance: Double { didSet { minimumDistance = DragHandler.distance(minimumDistance) } }
    /// Whether the handler joins a drag whose first movement goes in this direction (a vector
    /// in points); by default, any movement with a component along `axes` as given to the
    /// handler's current `axes`.
    package var canMove: (Point) -> Bool {
        get {
            if let customCanMove { return customCanMove }
            let axes = axes
            return { direction in
                (axes.contains(.horizontal) && direction.x != 0) || (axes.contains(.vertical) && direction.y != 0)
            }
        }
        set { customCanMove = newValue }
    }
    /// The `canMove` given to the initializer or set later; nil: the default for `axes`.
    var customCanMove: ((Point) -> Bool)?
    /// Gets each event; returns the part of `delta` it did not use.
    package var action: (PointerDrag) -> Point
    /// Offered `.changed` moves and the `.ended` velocity before the members inside
    /// it; returns the part of `delta` (or, ended, of `velocity`) it leaves them.
    package var leading: ((PointerDrag) -> Point)?

    /// A handler calling `action` with each event of a drag it joins; `leading`, when given, is
    /// offered moves first. `canMove` nil accepts any movement along `axes`.
    package init(
        axes: ScrollAxes = .both, minimumDistance: Double = 4,
        canMove: ((Point) -> Bool)? = nil, leading: ((PointerDrag) -> Point)? = nil,
        action: @escaping (PointerDrag) -> Point
    ) {
        self.leading = leading
        self.axes = axes
        self.minimumDistance = DragHandler.distance(minimumDistance)
        self.customCanMove = canMove
        self.action = action
    }

    /// `value` as a minimum distance: negative is 0, not finite is the default 4.
    static func distance(_ value: Double) -> Double { value.isFinite ? max(0, value) : 4 }
}
