import Panels
import PanelsSDL
import SnapshotTesting

extension Snapshotting where Value: Panel, Format == String {
    /// The laid-out tree as text (`Composition.layoutDump`): one line per node with
    /// its kind, identity and frame in points. Stored as `.txt`; failures show a
    /// line diff. Text is measured with the bundled fonts at `scale`, so the scale
    /// can move frames by a fraction of a point.
    public static func layout(
        size: Size? = nil, scale: Double = 2, layoutDirection: LayoutDirection? = nil,
        context: PanelContext = PanelContext()
    ) -> Snapshotting {
        let spec = SnapshotSpec(
            size: size, scale: scale, layoutDirection: layoutDirection,
            context: context, background: .white)
        return Snapshotting<String, String>(pathExtension: "txt", diffing: .panelsLines("The layout dump"))
            .pullback { panel in spec.composition(panel).layoutDump }
    }

    /// `layout()` with every default.
    public static var layout: Snapshotting { layout() }

    /// The display list as text (`DisplayList.dump`): what the backend is asked to
    /// draw, in device pixels. Stored as `.txt`; failures show a line diff.
    public static func displayList(
        size: Size? = nil, scale: Double = 2, layoutDirection: LayoutDirection? = nil,
        context: PanelContext = PanelContext(),
        background: RGBA = .white
    ) -> Snapshotting {
        let spec = SnapshotSpec(
            size: size, scale: scale, layoutDirection: layoutDirection,
            context: context, background: background)
        return Snapshotting<String, String>(pathExtension: "txt", diffing: .panelsLines("The display list"))
            .pullback { panel in spec.composition(panel).displayList.dump }
    }

    /// `displayList()` with every default.
    public static var displayList: Snapshotting { displayList() }
}
