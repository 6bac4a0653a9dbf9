/// Where a child sits horizontally inside a larger space: leading, center or trailing
/// (mirrored in right-to-left layout).
public enum HorizontalAlignment: Hashable, Sendable {
    /// At the leading edge: the left in left-to-right layout, the right in right-to-left.
    case leading
    /// Centered, with the spare space split evenly on both sides.
    case center
    /// At the trailing edge: the right in left-to-right layout, the left in right-to-left.
    case trailing
}

/// Where a child sits vertically inside a larger space.
public enum VerticalAlignment: Hashable, Sendable {
    /// Against the top edge.
    case top
    /// Centered, with the spare space split evenly above and below.
    case center
    /// Against the bottom edge.
    case bottom
}

/// A horizontal and a vertical alignment together, used by layers and frames.
public struct Alignment: Hashable, Sendable {
    /// Where the child sits across the width.
    public var horizontal: HorizontalAlignment
    /// Where the child sits down the height.
    public var vertical: VerticalAlignment

    /// An alignment from its two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centered on both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// At the leading edge, centered vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// At the trailing edge, centered vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Against the top edge, centered horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Against the bottom edge, centered horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// In the top leading corner (top right in right-to-left layout).
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// In the top trailing corner (top left in right-to-left layout).
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// In the bottom leading corner (bottom right in right-to-left layout).
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// In the bottom trailing corner (bottom left in right-to-left layout).
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

extension HorizontalAlignment {
    /// Offset of a child of length `child` inside `space` (left-to-right coordinates,
    /// before mirroring).
    @inlinable @inline(__always)
    func offset(child: Double, in space: Double) -> Double {
        switch self {
        case .leading: return 0
        case .center: return (space - child) / 2
        case .trailing: return space - child
        }
    }
}

extension VerticalAlignment {
    @inlinable @inline(__always)
    func offset(child: Double, in space: Double) -> Double {
        switch self {
        case .top: return 0
        case .center: return (space - child) / 2
        case .bottom: return space - child
        }
    }
}

/// The cases numbered in declaration order, as node records and dumps store them.
extension HorizontalAlignment {
    /// The case's number in declaration order.
    @inlinable package var rawValue: UInt8 {
        switch self {
        case .leading: 0
        case .center: 1
        case .trailing: 2
        }
    }

    /// The case numbered `rawValue`, or nil past the last.
    @inlinable package init?(rawValue: UInt8) {
        switch rawValue {
        case 0: self = .leading
        case 1: self = .center
        case 2: self = .trailing
        default: return nil
        }
    }
}

/// The cases numbered in declaration order, as node records and dumps store them.
extension VerticalAlignment {
    /// The case's number in declaration order.
    @inlinable package var rawValue: UInt8 {
        switch self {
        case .top: 0
        case .center: 1
        case .bottom: 2
        }
    }

    /// The case numbered `rawValue`, or nil past the last.
    @inlinable package init?(rawValue: UInt8) {
        switch rawValue {
        case 0: self = .top
        case 1: self = .center
        case 2: self = .bottom
        default: return nil
        }
    }
}
