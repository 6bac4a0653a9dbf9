/// A request to scroll a `Scroller` to the panel with an explicit id (`.id(_:)`, an
/// `Each` element or a `LongList` row).
///
/// Contract: `anchor` says where the panel ends up in the viewport: its top (leading)
/// edge at the top, its center at the center, its bottom at the bottom, or the least
/// movement that shows it whole (nothing when it already is). The offset is clamped
/// to the content. Animated requests move with the critically damped spring of
/// `ScrollPhysics` (at rest after 0.5 s); others jump.
public struct ScrollTarget: Hashable, Sendable {
    /// Where the target panel ends up in the scroller's viewport.
    public enum Anchor: Hashable, Sendable {
        /// Its top (leading, for a horizontal scroller: the right in right to left) edge at the viewport's.
        case top
        /// Its center at the viewport's center.
        case center
        /// Its bottom (trailing, for a horizontal scroller: the left in right to left) edge at the viewport's.
        case bottom
        /// The least movement that shows it whole; none when it already shows whole (the default).
        case nearest
    }

    /// The explicit id of the panel to scroll to (`.id(_:)`, an `Each` element's or a
    /// `LongList` row's id).
    public var id: String
    /// Where the panel ends up in the viewport (default `.nearest`).
    public var anchor: Anchor
    /// Whether the scroll moves on a spring (default) or jumps.
    public var animated: Bool

    /// A request to scroll to the panel with `id`, placed by `anchor`, on a spring when `animated`.
    public init(id: String, anchor: Anchor = .nearest, animated: Bool = true) {
        self.id = id
        self.anchor = anchor
        self.animated = animated
    }
}
