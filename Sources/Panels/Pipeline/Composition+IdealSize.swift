extension Composition {
    /// The size `panel` chooses when it is offered no size at all (its ideal size), in
    /// whole points, rounded up.
    ///
    /// For "render at intrinsic size": snapshot strategies and previews. Flexible
    /// panels (a `Gap`, a `Swatch` without a frame) take their ideal lengths; the
    /// result is never negative or infinite.
    public static func idealSize<P: Panel>(
        of panel: P, context: PanelContext = PanelContext(),
        measurer: any TextMeasurer
    ) -> Size {
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
    public init<P: Panel>(
        idealSizeOf panel: P, scale: Double = 1, context: PanelContext = PanelContext(),
        background: RGBA = .white, measurer: any TextMeasurer
    ) {
        let session = LargeStack.run { () -> LayoutSession in
            let session = LayoutSession(panel, context: context, measurer: measurer)
            session.layoutAtIdealSize()
            return session
        }
        self.init(session: session, scale: scale, background: background)
    }
}
