extension Composition {
    /// The size `panel` chooses when it is offered no size at all (its ideal size), in
    /// whole points, rounded up.
    ///
    /// For "render at intrinsic size": snapshot strategies and previews. Flexible
    /// panels (a `Gap`, a `Swatch` without a frame) take their ideal lengths; the
    /// result is never negative or infinite.
    public static func idealSize<P: Panel>(of panel: P, context: PanelContext = PanelContext(),
                                           measurer: any TextMeasurer) -> Size {
        Composition(idealSizeOf: panel, context: context, measurer: measurer).size
    }

    /// Resolves `panel` and lays it out at its ideal size: the root is offered no size
    /// (so every child gets its ideal length, as when measured), placed at the
    /// top-left of a space of `Composition.idealSize(of:)` points, and painted at
    /// `scale` over `background`.
    ///
    /// Laying out in that size with `init(_:size:…)` instead would offer the root
    /// those lengths, and stacks that share space among flexible children may then
    /// give a caption less than its ideal width.
    public init<P: Panel>(idealSizeOf panel: P, scale: Double = 1, context: PanelContext = PanelContext(),
                          background: RGBA = .white, measurer: any TextMeasurer) {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        var builder = NodeBuilder(context: context)
        builder.resolve(panel, at: 0)
        let tree = builder.finish()
        var engine = LayoutEngine(tree: tree, measurer: measurer)
        var size = Size.zero
        if tree.root >= 0 {
            let ideal = engine.measure(tree.root, .unspecified)
            engine.place(tree.root, at: .zero, proposal: .unspecified, size: ideal)
            func whole(_ v: Double) -> Double { v.isFinite && v > 0 ? v.rounded(.up) : 0 }
            size = Size(width: whole(ideal.width), height: whole(ideal.height))
        }
        var painter = Painter(tree: tree, frames: engine.frames, texts: engine.texts, scale: scale)
        painter.commands.append(.clear(background))
        if tree.root >= 0 { painter.paint(tree.root) }
        self.tree = tree
        self.frames = engine.frames
        self.texts = engine.texts
        self.size = size
        self.measureCount = engine.measureCount
        self.displayList = DisplayList(
            pixelWidth: Int((size.width * scale).rounded()),
            pixelHeight: Int((size.height * scale).rounded()),
            scale: scale, commands: painter.commands)
    }
}
