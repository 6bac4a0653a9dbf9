/// A scrolling container's resolved parameters (`NodeKind.scroller`).
@usableFromInline package struct ScrollerSpec: Sendable, Equatable {
    /// The axes its content scrolls along.
    @usableFromInline package var axes: ScrollAxes
    /// Whether it draws scroll indicators while scrolling.
    @usableFromInline package var showsIndicators: Bool

    @usableFromInline package init(axes: ScrollAxes, showsIndicators: Bool = true) {
        self.axes = axes
        self.showsIndicators = showsIndicators
    }
}
