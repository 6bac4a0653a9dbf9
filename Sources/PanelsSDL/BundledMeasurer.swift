import Panels

// The core takes a `TextMeasurer` wherever text is laid out, and has none of its own (it
// never links SDL). With PanelsSDL linked, the bundled fonts' measurer is the default:
// these initializers pass `SDLTextMeasurer.shared(scale:)`, so a user writes no
// `measurer:` at all. The core's initializers that take one stay for other measurers.

extension Stage {
    /// A stage whose text is measured with the bundled fonts
    /// (`SDLTextMeasurer.shared(scale: 1)`: points, shared by the whole process).
    ///
    /// Same contract as `init(context:background:measurer:content:)`: `content` is
    /// evaluated again whenever the stage resolves.
    public convenience init<P: Panel>(
        context: PanelContext = PanelContext(), background: RGBA = .white,
        @PanelBuilder content: @escaping () -> P
    ) {
        self.init(
            context: context, background: background, measurer: SDLTextMeasurer.shared(scale: 1), content: content)
    }
}

extension Composition {
    /// Resolves `panel`, lays it out in `size` points and paints it at `scale` pixels
    /// per point, its text measured with the bundled fonts at that scale
    /// (`SDLTextMeasurer.shared(scale:)`).
    ///
    /// Same contract as `init(_:size:scale:context:background:measurer:)`.
    public init<P: Panel>(
        _ panel: P, size: Size, scale: Double = 1, context: PanelContext = PanelContext(),
        background: RGBA = .white
    ) {
        self.init(
            panel, size: size, scale: scale, context: context, background: background,
            measurer: SDLTextMeasurer.shared(scale: scale))
    }

    /// The size `panel` takes when offered unlimited room, its text measured with the
    /// bundled fonts (`SDLTextMeasurer.shared(scale: 1)`).
    public static func idealSize<P: Panel>(of panel: P, context: PanelContext = PanelContext()) -> Size {
        idealSize(of: panel, context: context, measurer: SDLTextMeasurer.shared(scale: 1))
    }

    /// Resolves `panel` and lays it out at its ideal size, painted at `scale` over
    /// `background`, its text measured with the bundled fonts at that scale.
    ///
    /// Same contract as `init(idealSizeOf:scale:context:background:measurer:)`.
    public init<P: Panel>(
        idealSizeOf panel: P, scale: Double = 1, context: PanelContext = PanelContext(), background: RGBA = .white
    ) {
        self.init(
            idealSizeOf: panel, scale: scale, context: context, background: background,
            measurer: SDLTextMeasurer.shared(scale: scale))
    }
}
