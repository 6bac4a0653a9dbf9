/// A size a parent offers a child during layout, per axis.
///
/// Per axis: `nil` asks for the child's ideal length; `0` asks for its minimum;
/// `.infinity` asks for its maximum; any other value offers that much space. A child
/// may choose any size; the parent then places it. Lengths are never negative.
@usableFromInline package struct Proposal: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline package var width: Double?
    @usableFromInline package var height: Double?

    @usableFromInline package init(width: Double?, height: Double?) {
        self.width = width.map(Proposal.clean)
        self.height = height.map(Proposal.clean)
    }

    @usableFromInline package init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Ideal size on both axes.
    @usableFromInline package static let unspecified = Proposal(width: nil, height: nil)
    @usableFromInline package static let zero = Proposal(width: 0, height: 0)
    @usableFromInline package static let infinity = Proposal(width: .infinity, height: .infinity)

    @inlinable
    package subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set {
            let v = newValue.map(Proposal.clean)
            if axis == .horizontal { width = v } else { height = v }
        }
    }

    /// The proposal with nil replaced by `fallback` on each axis.
    @usableFromInline package func replacingUnspecified(with fallback: Size) -> Size {
        Size(width: width ?? fallback.width, height: height ?? fallback.height)
    }

    /// NaN and negative lengths become 0; +∞ stays.
    @usableFromInline
    static func clean(_ v: Double) -> Double { v > 0 ? v : 0 }

    @usableFromInline package var description: String {
        func f(_ v: Double?) -> String { v.map(DumpFormat.number) ?? "nil" }
        return "\(f(width))x\(f(height))"
    }
}
