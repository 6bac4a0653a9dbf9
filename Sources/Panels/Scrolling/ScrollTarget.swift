/// A request to scroll a `Scroller` to the panel with an explicit id (`.id(_:)`, an
/// `Each` element or a `LongList` row).
///
/// Contract: `anchor` says where the panel ends up in the viewport: its top (leading)
/// edge at the top, its center at the center, its bottom at the bottom, or the least
/// movement that shows it whole (nothing when it already is). The offset is clamped
/// to the content. Animated requests move with the critically damped spring of
/// `ScrollPhysics` (at rest after 0.5 s); others jump.
public struct ScrollTarget: Hashable, Sendable {
    public enum Anchor: Hashable, Sendable {
        case top, center, bottom, nearest
    }

    public var id: String
    public var anchor: Anchor
    public var animated: Bool

    public init(id: String, anchor: Anchor = .nearest, animated: Bool = true) {
        self.id = id
        self.anchor = anchor
        self.animated = animated
    }
}
