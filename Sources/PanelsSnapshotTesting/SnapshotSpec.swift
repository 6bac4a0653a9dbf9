import Panels
import PanelsSDL

/// What every snapshot strategy fixes before it draws: the space in points (or the
/// panel's ideal size), the scale, the full context, and the background.
///
/// Contract: the same spec and panel give the same composition and byte-identical
/// pixels (the deterministic offscreen path). New `PanelContext` fields (appearance,
/// locale, …) reach every strategy through `context` without changes here. Animation
/// time belongs to live scenes: the `Stage` strategies take it (`.image(size:at:)`).
struct SnapshotSpec {
    /// Space in points; nil lays the panel out at its ideal size.
    var size: Size?
    var scale: Double
    var context: PanelContext
    var background: RGBA

    init(size: Size?, scale: Double, layoutDirection: LayoutDirection?, context: PanelContext, background: RGBA) {
        var context = context
        if let layoutDirection { context.layoutDirection = layoutDirection }
        context.caretBlinks = false  // every frame of a state is the same
        self.size = size
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.context = context
        self.background = background
    }

    /// Resolves, lays out and paints `panel`: in `size`, or at its ideal size (the
    /// root offered no size, so nothing is squeezed).
    func composition<P: Panel>(_ panel: P) -> Composition {
        let measurer = SDLTextMeasurer.shared(scale: scale)
        guard let size else {
            return Composition(
                idealSizeOf: panel, scale: scale, context: context,
                background: background, measurer: measurer)
        }
        return Composition(
            panel, size: size, scale: scale, context: context,
            background: background, measurer: measurer)
    }

    /// Renders `panel` offscreen.
    func pixels<P: Panel>(_ panel: P) throws(SDLError) -> PixelImage {
        try OffscreenRenderer.render(composition(panel).displayList)
    }

    /// Renders `panel` and encodes the frame with what the render met (reported to a
    /// log of this frame's own, which passes everything on to the context's sink); a
    /// failure becomes the frame's problem.
    func frame<P: Panel>(_ panel: P) -> FrameSnapshot {
        var spec = self
        spec.context.diagnostics = DiagnosticLog(parent: context.diagnostics)
        do {
            let (image, drawing) = try OffscreenRenderer.renderReporting(spec.composition(panel).displayList)
            spec.context.diagnostics.report(drawing)
            return FrameSnapshot(image: image, scale: scale, diagnostics: spec.context.diagnostics.all)
        } catch {
            return FrameSnapshot(problem: "\(error)")
        }
    }
}
