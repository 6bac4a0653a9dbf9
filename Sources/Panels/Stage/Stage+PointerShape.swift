/// The pointer's shape over what the pointer is on (see `PointerShape`).
extension Stage {
    /// The pointer's shape at `point` (window points) as last presented: that of what
    /// the one hit test finds there (open popovers first), `.arrow` over nothing that
    /// has a shape and for a point that is not finite.
    package func pointerShape(at point: Point) -> PointerShape {
        input.pointerShape(at: point)
    }

    /// The pointer's shape where the last pointer event put the pointer (`.arrow`
    /// while it is outside the window): what a host shows as its cursor after events
    /// and frames.
    public var currentPointerShape: PointerShape {
        input.pointerLocation.map { input.pointerShape(at: $0) } ?? .arrow
    }
}
