/// The motion and drag rules of a modal card (`.modalCard(isPresented:)`), in one
/// place.
///
/// - **Appearing** it slides up from below the window's bottom edge over
///   `PopoverStyle.appear` (ease-out 0.25 s) while the scrim fades in; **leaving** it
///   slides down over `PopoverStyle.disappear` (ease-in 0.18 s). With reduce motion it
///   fades instead of sliding.
/// - **Dragged** by its grabber (the top `grabberHeight` points) it follows the
///   pointer down (up only `overdrag` points, resisting). Released, it is dismissed
///   when it was dragged down past `dismissDistance(height:)` or flicked down faster
///   than `dismissVelocity`; otherwise it settles back over `settle`.
package enum ModalCardMotion {
    /// The widest a card gets, in points.
    package static let maxWidth = 640.0
    /// Space kept free above the tallest card, in points (the dimmed screen shows).
    package static let topInset = 40.0
    /// The height of the grab area at the card's top, in points.
    package static let grabberHeight = 28.0
    /// Released faster than this downward (points per second), the card is dismissed.
    package static let dismissVelocity = 700.0
    /// The farthest a card follows an upward drag, in points.
    package static let overdrag = 12.0
    /// How a card dragged short of dismissing goes back.
    package static let settle = Motion.easeOut(0.25)

    /// How far down a card of `height` must be dragged to be dismissed on release: a
    /// third of its height, at most 160 pt (at least 1 pt).
    package static func dismissDistance(height: Double) -> Double {
        let h = height.isFinite ? max(0, height) : 0
        return max(1, min(160, h / 3))
    }

    /// Whether a card of `height` released after a drag of `translation` points down
    /// (negative: up) moving at `velocity` points per second down is dismissed. Values
    /// that are not finite count as 0.
    package static func dismisses(translation: Double, velocity: Double, height: Double) -> Bool {
        let t = translation.isFinite ? translation : 0
        let v = velocity.isFinite ? velocity : 0
        if v < -dismissVelocity { return false }  // flicked back up
        return t >= dismissDistance(height: height) || (v > dismissVelocity && t > 0)
    }

    /// How far below its place a card slides from when it appears.
    static func slideDistance(_ bubble: Rect) -> Double { bubble.height + topInset }
}
