/// The two layout axes. Horizontal runs along leading → trailing, vertical top → bottom.
public enum Axis: UInt8, Hashable, Sendable {
    /// Along the width, leading → trailing (x).
    case horizontal
    /// Along the height, top → bottom (y).
    case vertical

    /// The other axis.
    @inlinable
    package var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
