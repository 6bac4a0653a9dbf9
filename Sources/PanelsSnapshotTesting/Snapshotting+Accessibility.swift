import Panels
import PanelsSDL
import SnapshotTesting

extension Snapshotting where Value: Panel, Format == String {
    /// What a screen reader reads of the panel, as stable text
    /// (`AccessibilityTree.text`: roles, labels, values, states, frames and actions,
    /// one element per line), followed by its findings (unlabeled pictures and
    /// buttons), one `finding:` line each. Stored as `.txt`; failures show a line
    /// diff. Works with `ContextVariant`s, so right-to-left and pseudo-locale trees
    /// are checked too.
    public static func accessibility(
        size: Size? = nil, scale: Double = 2, layoutDirection: LayoutDirection? = nil,
        context: PanelContext = PanelContext()
    ) -> Snapshotting {
        let spec = SnapshotSpec(
            size: size, scale: scale, layoutDirection: layoutDirection,
            context: context, background: .white)
        return Snapshotting<String, String>(pathExtension: "txt", diffing: .panelsLines("The accessibility tree"))
            .pullback { panel in AccessibilityOverlay.text(spec.composition(panel).accessibilityTree) }
    }

    /// `accessibility()` with every default.
    public static var accessibility: Snapshotting { accessibility() }
}

extension Snapshotting where Value: Panel, Format == FrameSnapshot {
    /// The render with every accessibility element's frame outlined and numbered, and
    /// a legend of the numbers' roles and labels below it: for reviewing what a screen
    /// reader finds where. Compared like `.image`.
    public static func accessibilityImage(
        size: Size? = nil, scale: Double = 2, layoutDirection: LayoutDirection? = nil,
        context: PanelContext = PanelContext(), background: RGBA = .white,
        tolerance: ImageTolerance = .default
    ) -> Snapshotting {
        let spec = SnapshotSpec(
            size: size, scale: scale, layoutDirection: layoutDirection,
            context: context, background: background)
        return Snapshotting(pathExtension: "png", diffing: .frame(tolerance: tolerance)) { panel in
            let composition = spec.composition(panel)
            let reviewed = AccessibilityOverlay(
                content: AnyPanel(panel), tree: composition.accessibilityTree,
                origin: composition.tree.root >= 0 ? composition.frames[Int(composition.tree.root)].origin : .zero,
                size: composition.size)
            var legendSpec = spec
            legendSpec.size = nil
            return legendSpec.frame(reviewed)
        }
    }

    /// `accessibilityImage()` with every default.
    public static var accessibilityImage: Snapshotting { accessibilityImage() }
}
