/// The axes a `Scroller` scrolls along (or a drag handler moves along).
public struct ScrollAxes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Left and right (along x).
    public static let horizontal = ScrollAxes(rawValue: 1)
    /// Up and down (along y).
    public static let vertical = ScrollAxes(rawValue: 2)
    /// Both axes.
    public static let both: ScrollAxes = [.horizontal, .vertical]

    /// Whether `axis` is one of these.
    package func includes(_ axis: Axis) -> Bool {
        contains(axis == .horizontal ? ScrollAxes.horizontal : ScrollAxes.vertical)
    }
}
