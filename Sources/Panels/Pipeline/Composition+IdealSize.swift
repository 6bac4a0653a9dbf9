extension Composition {
    /// The size `panel` chooses when it is offered no size at all (its ideal size), in
    /// whole points, rounded up.
    ///
    /// For "render at intrinsic size": snapshot strategies and previews lay the panel
    /// out again in this size. Flexible panels (a `Gap`, a `Swatch` without a frame)
    /// take their ideal lengths; the result is never negative or infinite.
    public static func idealSize<P: Panel>(of panel: P, context: PanelContext = PanelContext(),
                                           measurer: any TextMeasurer) -> Size {
        var builder = NodeBuilder(context: context)
        builder.resolve(panel, at: 0)
        let tree = builder.finish()
        guard tree.root >= 0 else { return .zero }
        var engine = LayoutEngine(tree: tree, measurer: measurer)
        let size = engine.measure(tree.root, .unspecified)
        func whole(_ v: Double) -> Double { v.isFinite && v > 0 ? v.rounded(.up) : 0 }
        return Size(width: whole(size.width), height: whole(size.height))
    }
}
