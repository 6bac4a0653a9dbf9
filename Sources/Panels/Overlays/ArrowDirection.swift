/// The direction a popover's arrow points, with UIKit's meaning: an `up` arrow
/// points up at the anchor, so the bubble sits *below* the anchor.
public enum ArrowDirection: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Points up at the anchor: the bubble sits below it.
    case up
    /// Points down at the anchor: the bubble sits above it.
    case down
    /// Points left at the anchor: the bubble sits to its right.
    case left
    /// Points right at the anchor: the bubble sits to its left.
    case right

    /// Every direction in the default preference order: up, down, left, right.
    public static let any: [ArrowDirection] = [.up, .down, .left, .right]

    /// The arrow on the other side of the anchor.
    package var opposite: ArrowDirection {
        switch self {
        case .up: return .down
        case .down: return .up
        case .left: return .right
        case .right: return .left
        }
    }

    /// The axis along which the bubble sits away from the anchor.
    package var mainAxis: Axis { self == .up || self == .down ? .vertical : .horizontal }

    /// The same direction seen in a mirrored (right-to-left) layout.
    package var mirrored: ArrowDirection {
        switch self {
        case .left: return .right
        case .right: return .left
        default: return self
        }
    }

    /// Which side of the anchor the bubble occupies, as a word for traces.
    package var bubbleSide: String {
        switch self {
        case .up: return "below"
        case .down: return "above"
        case .left: return "right of"
        case .right: return "left of"
        }
    }

    public var description: String {
        switch self {
        case .up: return "up"
        case .down: return "down"
        case .left: return "left"
        case .right: return "right"
        }
    }
}

/// The cases numbered in declaration order, as node records and dumps store them.
extension ArrowDirection {
    /// The case's number in declaration order.
    @inlinable package var rawValue: UInt8 {
        switch self {
        case .up: 0
        case .down: 1
        case .left: 2
        case .right: 3
        }
    }

    /// The case numbered `rawValue`, or nil past the last.
    @inlinable package init?(rawValue: UInt8) {
        switch rawValue {
        case 0: self = .up
        case 1: self = .down
        case 2: self = .left
        case 3: self = .right
        default: return nil
        }
    }
}
