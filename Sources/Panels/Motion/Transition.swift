/// How a panel arrives and leaves when a state change inserts or removes it: fading,
/// sliding from an edge of the window, or both.
///
/// Contract: transitions play only for changes that animate (inside `animate { }` or
/// under `.motion(_:)`), with that motion. A slide moves the panel from just outside
/// the window's edge to its place (and back out when it leaves); a fade takes its
/// colors from transparent to their values (and back). A leaving panel is drawn on
/// top of the others, from where it was, until its motion ends.
public struct Transition: Hashable, Sendable {
    /// The window edge a sliding panel comes from.
    public enum Edge: Hashable, Sendable {
        /// From (and back out by) the leading edge: the left, or the right in right-to-left layout.
        case leading
        /// From (and back out by) the trailing edge: the right, or the left in right-to-left
        /// layout.
        case trailing
        /// From (and back out by) the window's top edge.
        case top
        /// From (and back out by) the window's bottom edge.
        case bottom
    }

    /// Whether the panel fades in from transparent (and out to it).
    package var fades: Bool
    /// The window edge the panel slides in from and out by; nil: no slide.
    package var slideEdge: Edge?

    /// A transition that fades when `fades`, and slides by `slideEdge` unless nil.
    package init(fades: Bool, slideEdge: Edge?) {
        self.fades = fades
        self.slideEdge = slideEdge
    }

    /// Fades in and out, without moving.
    public static let fade = Transition(fades: true, slideEdge: nil)

    /// Slides in from just outside `edge` of the window and back out by it, without fading.
    public static func slide(from edge: Edge) -> Transition {
        Transition(fades: false, slideEdge: edge)
    }

    /// Both transitions at once.
    public func combined(with other: Transition) -> Transition {
        Transition(fades: fades || other.fades, slideEdge: slideEdge ?? other.slideEdge)
    }

    /// How far a panel at `frame` moves to leave a window of `space` by this edge
    /// (zero without a slide). Leading and trailing follow `direction`.
    func offscreenDelta(for frame: Rect, in space: Size, direction: LayoutDirection) -> Point {
        guard var edge = slideEdge else { return .zero }
        if direction == .rightToLeft {
            if edge == .leading { edge = .trailing } else if edge == .trailing { edge = .leading }
        }
        switch edge {
        case .leading: return Point(x: -frame.maxX, y: 0)
        case .trailing: return Point(x: space.width - frame.minX, y: 0)
        case .top: return Point(x: 0, y: -frame.maxY)
        case .bottom: return Point(x: 0, y: space.height - frame.minY)
        }
    }
}

/// A panel with an insertion and removal transition. Made by `.transition(_:)`.
public struct _Transitioned<Content: Panel>: PrimitivePanel {
    let transition: Transition
    let content: Content

    public static func _resolve(_ panel: _Transitioned, into builder: inout NodeBuilder) {
        builder.resolve(panel.content, at: 0, attaching: .transition(panel.transition))
    }
}

extension Panel {
    /// How this panel arrives and leaves when a state change inserts or removes it.
    public consuming func transition(_ transition: Transition) -> _Transitioned<Self> {
        _Transitioned(transition: transition, content: self)
    }
}

/// The cases numbered in declaration order, as node records and dumps store them.
extension Transition.Edge {
    /// The case's number in declaration order.
    @inlinable package var rawValue: UInt8 {
        switch self {
        case .leading: 0
        case .trailing: 1
        case .top: 2
        case .bottom: 3
        }
    }

    /// The case numbered `rawValue`, or nil past the last.
    @inlinable package init?(rawValue: UInt8) {
        switch rawValue {
        case 0: self = .leading
        case 1: self = .trailing
        case 2: self = .top
        case 3: self = .bottom
        default: return nil
        }
    }
}
