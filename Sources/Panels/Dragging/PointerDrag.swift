/// One event of a drag, as a drag handler sees it (points, window coordinates).
public struct PointerDrag: Sendable, Equatable {
    /// Where in its course a drag is: began, moving, ended or cancelled.
    public enum Phase: Sendable, Equatable {
        /// The pointer moved the minimum distance from where it went down.
        case began
        /// The pointer moved while the drag goes on; `delta` is the move since the last event.
        case changed
        /// The pointer went up; `velocity` is the release velocity.
        case ended
        /// The drag was taken away (the window lost the pointer).
        case cancelled
    }

    /// Where in its course the drag is.
    public var phase: Phase
    /// Where the pointer went down.
    public var start: Point
    /// Where the pointer is.
    public var location: Point
    /// `location − start`.
    public var translation: Point
    /// What this handler is offered in this event: the pointer's move since the last
    /// event, less what handlers inside it took (see `.onPointerDrag(…handingOff:)`).
    public var delta: Point
    /// Points per second, estimated from the last 100 ms of samples.
    public var velocity: Point
    /// The presented frame of the panel whose handler gets this event (window
    /// coordinates), so a handler can turn `location` into a place on itself.
    public var frame: Rect = .zero
    /// Where layout put that panel (window coordinates, before scroll offsets): equal
    /// to `frame` at rest; while it animates, `frame − targetFrame` is the motion still
    /// to go, so a handler can start from where the panel is drawn.
    package var targetFrame: Rect = .zero

    /// A drag event; positions in points in window coordinates, `velocity` in points per
    /// second, `frame` and `targetFrame` left at `.zero`.
    package init(phase: Phase, start: Point, location: Point, translation: Point, delta: Point, velocity: Point) {
        self.phase = phase
        self.start = start
        self.location = location
        self.translation = translation
        self.delta = delta
        self.velocity = velocity
    }
}
