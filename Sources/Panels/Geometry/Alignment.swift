/// Where a child sits horizontally inside a larger space: leading, center or trailing
/// (mirrored in right-to-left layout).
public enum HorizontalAlignment: UInt8, Hashable, Sendable {
    case leading
    case center
    case trailing
}

/// Where a child sits vertically inside a larger space.
public enum VerticalAlignment: UInt8, Hashable, Sendable {
    case top
    case center
    case bottom
}

/// A horizontal and a vertical alignment together, used by layers and frames.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

extension HorizontalAlignment {
    /// Offset of a child of length `child` inside `space` (left-to-right coordinates,
    /// before mirroring).
    @inlinable
    func offset(child: Double, in space: Double) -> Double {
        switch self {
        case .leading: return 0
        case .center: return (space - child) / 2
        case .trailing: return space - child
        }
    }
}

extension VerticalAlignment {
    @inlinable
    func offset(child: Double, in space: Double) -> Double {
        switch self {
        case .top: return 0
        case .center: return (space - child) / 2
        case .bottom: return space - child
        }
    }
}
