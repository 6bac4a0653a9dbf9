/// A scrolling container's resolved parameters (`NodeKind.scroller`).
public struct ScrollerSpec: Sendable, Equatable {
    /// The axes its content scrolls along.
    public var axes: ScrollAxes
    /// Whether it draws scroll indicators while scrolling.
    public var showsIndicators: Bool

    public init(axes: ScrollAxes, showsIndicators: Bool = true) {
        self.axes = axes
        self.showsIndicators = showsIndicators
    }
}
