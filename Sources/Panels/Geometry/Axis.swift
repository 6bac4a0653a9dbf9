/// The two layout axes. Horizontal runs along leading → trailing, vertical top → bottom.
public enum Axis: Hashable, Sendable {
    /// Along the width, leading → trailing (x).
    case horizontal
    /// Along the height, top → bottom (y).
    case vertical

    /// The other axis.
    @inlinable
    package var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// The cases numbered in declaration order, as node records and dumps store them.
extension Axis {
    /// The case's number in declaration order.
    @inlinable package var rawValue: UInt8 {
        switch self {
        case .horizontal: 0
        case .vertical: 1
        }
    }

    /// The case numbered `rawValue`, or nil past the last.
    @inlinable package init?(rawValue: UInt8) {
        switch rawValue {
        case 0: self = .horizontal
        case 1: self = .vertical
        default: return nil
        }
    }
}
