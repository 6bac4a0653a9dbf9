/// A panel resolved, laid out and painted at one size and scale: the node tree, every
/// node's frame, the set text, and the display list a backend draws.
///
/// Built by `Composition(panel, size:scale:measurer:)`. Deterministic: the same panel,
/// context, size, scale and measurer give an equal composition.
public struct Composition: Sendable {
    /// The resolved nodes.
    package let tree: NodeTree
    /// Frame of each node (indexed like `tree.nodes`), in points, window coordinates.
    package let frames: [Rect]
    /// Set text of each caption node, by node index.
    package let texts: PlacedTexts
    /// What to draw, in pixels.
    public let displayList: DisplayList
    /// Size of the space laid out, in points.
    public let size: Size
    /// Everything the context's sink (`PanelContext.diagnostics`) held once this
    /// composition was painted: missing strings and colors, pictures not found,
    /// nesting cut, popovers nested too deep. Drawing adds its own when a backend
    /// draws the display list (`OffscreenRenderer.renderReporting`).
    public let diagnostics: [Diagnostic]
    /// Removed: read `diagnostics`.
    @available(*, unavailable, renamed: "diagnostics")
    public var problems: [String] { diagnostics.map(\.description) }
    /// Open popovers (`.popover(isOpen:…)`), fully shown, innermost last: laid out
    /// after the main tree against their anchors' frames and drawn above it.
    package let popovers: [PopoverLayout]
    /// Measurements made (not answered from the cache) during layout.
    package let measureCount: Int

    /// Resolves `panel` with `context`, lays it out in `size` points and paints it at
    /// `scale` pixels per point over `background`.
    @inlinable
    public init<P: Panel>(
        _ panel: P, size: Size, scale: Double = 1,
        context: PanelContext = PanelContext(),
        background: RGBA = .white,
        measurer: any TextMeasurer
    ) {
        let size = Size(width: Composition.clean(size.width), height: Composition.clean(size.height))
        let scale = GeometryLimits.scale(scale)
        self = LargeStack.run {
            // A still shows its pictures: resolving waits for their decodes.
            var context = context
            context.waitsForPictures = true
            let session = LayoutSession.laidOut(panel, context: context, measurer: measurer, size: size)
            return Composition(session: session, scale: scale, background: background)
        }
    }

    /// Paints what `session` last laid out at `scale` pixels per point over
    /// `background`: for callers that keep a `LayoutSession` and relayout it.
    @usableFromInline package init(session: LayoutSession, scale: Double = 1, background: RGBA = .white) {
        let scale = FramePipeline.clean(scale: scale)
        let size = session.space
        // Live values (`.offset(following:)`, `.color(following:)`) at rest.
        var pipeline = FramePipeline(tree: session.tree, frames: session.frames, texts: session.texts)
        pipeline.applyLiveValues(scale: scale) { $0.value }
        pipeline.showLeadingEnds()
        // Overlays: extra roots laid out after the main tree, against the anchors'
        // frames, open from the first frame (nothing to appear from).
        let popovers = PopoverLayer()
        let displayList = LargeStack.run {
            popovers.update(
                main: pipeline.tree, size: size, measurer: session.measurer, pointer: PointerState(), at: 0,
                mainLaidOut: true, mainMotion: nil)
            popovers.present(mainFrames: pipeline.frames, size: size, at: 0)
            return pipeline.paint(size: size, scale: scale, background: background) { scale in
                popovers.paint(scale: scale, at: 0)
            }
        }
        self.popovers = popovers.reports
        self.diagnostics = session.tree.diagnosticLog.all
        self.tree = session.tree
        self.frames = pipeline.frames
        self.texts = session.texts
        self.size = size
        self.measureCount = session.measureCount
        self.displayList = displayList
    }

    @usableFromInline
    static func clean(_ v: Double) -> Double { GeometryLimits.side(v) }

    /// The laid-out tree as stable text: one line per node, indented by depth, with
    /// kind, identity (and explicit id) and frame in points (format on `LayoutDump`).
    ///
    /// Open popovers follow the main tree, innermost last: a `popover` line with the
    /// placement's explanation, then the content's layout in window coordinates.
    package var layoutDump: String {
        var out = LayoutDump.text(tree: tree, frames: frames, texts: texts)
        for popover in popovers {
            out += popover.description + "\n" + popover.layoutDump
        }
        return out
    }
}
