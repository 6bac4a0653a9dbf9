import Panels

/// A resting height of a `SnapSheet`: a height in points, a fraction of the
/// container's height, or the container's height less a gap at the top.
///
/// Contract: `height(in:)` is clamped to 0…container; non-finite values count as 0.
public enum SnapDetent: Hashable, Sendable {
    /// This many points of the sheet show.
    case height(Double)
    /// This fraction (0…1) of the container's height shows.
    case fraction(Double)
    /// The sheet reaches this many points below the container's top.
    case belowTop(Double)

    /// 96 pt: the handle and the sheet's header.
    public static let collapsed = SnapDetent.height(96)
    /// Half the container.
    public static let half = SnapDetent.fraction(0.5)
    /// The container less 48 pt at the top.
    public static let expanded = SnapDetent.belowTop(48)
    /// The default detents, lowest first.
    public static let standard: [SnapDetent] = [.collapsed, .half, .expanded]

    /// The sheet's visible height in a container `container` points high.
    public func height(in container: Double) -> Double {
        let c = container.isFinite ? max(0, container) : 0
        let h: Double
        switch self {
        case .height(let points): h = points
        case .fraction(let fraction): h = fraction * c
        case .belowTop(let gap): h = c - gap
        }
        return h.isFinite ? min(max(0, h), c) : 0
    }
}
