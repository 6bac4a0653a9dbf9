/// Whether horizontal layout runs left to right or right to left.
///
/// In `.rightToLeft`, rows place their first child at the right, `leading` alignment
/// means right, and leading padding is applied on the right.
public enum LayoutDirection: Hashable, Sendable {
    /// Leading is the left: rows run left to right (the default).
    case leftToRight
    /// Leading is the right: rows run right to left and leading alignment, padding and corners
    /// mirror.
    case rightToLeft
}

/// The cases numbered in declaration order, as node records and dumps store them.
extension LayoutDirection {
    /// The case's number in declaration order.
    @inlinable package var rawValue: UInt8 {
        switch self {
        case .leftToRight: 0
        case .rightToLeft: 1
        }
    }

    /// The case numbered `rawValue`, or nil past the last.
    @inlinable package init?(rawValue: UInt8) {
        switch rawValue {
        case 0: self = .leftToRight
        case 1: self = .rightToLeft
        default: return nil
        }
    }
}
