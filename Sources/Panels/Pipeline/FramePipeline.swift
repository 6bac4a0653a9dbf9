/// The last steps of every frame, shared by `Stage` (live, animated) and
/// `Composition` (one still frame): the laid-out tree painted with presentation's
/// overrides, scroll indicators and the focus ring over a background, with what is
/// drawn above it (ghosts, popovers), into a `DisplayList` of the window's pixels.
///
/// Contract: painting never changes the tree; `frames` are the frames as drawn
/// (indexed like `tree`; when they do not match the tree, only the background and
/// what is above are drawn). The same inputs give the same display list.
struct FramePipeline {
    var tree: NodeTree
    var frames: [Rect]
    var texts: PlacedTexts
    var overrides = PaintOverrides()
    var scrolls: [Int32: ScrollPaint] = [:]
    var focusRing: (node: Int32, color: RGBA)?

    /// The color of the focus ring.
    static let focusRingColor = RGBA(hex: 0x0A84FF)

    /// Draws each live value bound in `tree` at `value(source)`: moves the frames of
    /// `.offset(following:)` panels (whole device pixels at `scale`) and draws
    /// `.color(following:)` panels in their color.
    mutating func applyLiveValues(scale: Double, value: (LiveValue) -> Double?) {
        tree.applyLiveOffsets(to: &frames, scale: scale, value: value)
        tree.liveColorOverrides(into: &overrides, value: value)
    }

    /// The display list of a `size`-point window at `scale`: `background`, the tree,
    /// then `above(scale)`'s commands.
    func paint(size: Size, scale: Double, background: RGBA, above: (Double) -> [DrawCommand]) -> DisplayList {
        // Painting recurses once per nesting level: large stack for deep trees.
        tree.depth > 1_000
            ? LargeStack.run { paintNow(size: size, scale: scale, background: background, above: above) }
            : paintNow(size: size, scale: scale, background: background, above: above)
    }

    private func paintNow(size: Size, scale: Double, background: RGBA, above: (Double) -> [DrawCommand])
        -> DisplayList
    {
        let scale = FramePipeline.clean(scale: scale)
        var painter = Painter(tree: tree, frames: frames, texts: texts, scale: scale)
        painter.overrides = overrides
        painter.scrolls = scrolls
        painter.focusRing = focusRing
        painter.commands.append(.clear(background))
        if tree.root >= 0 && frames.count == tree.count { painter.paint(tree.root) }
        painter.commands += above(scale)
        return DisplayList(
            pixelWidth: Int((size.width * scale).rounded()),
            pixelHeight: Int((size.height * scale).rounded()),
            scale: scale, commands: painter.commands)
    }

    /// A usable scale (`GeometryLimits.scale`).
    static func clean(scale: Double) -> Double { GeometryLimits.scale(scale) }
}
