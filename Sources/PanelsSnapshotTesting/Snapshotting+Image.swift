import Panels
import PanelsSDL
import SnapshotTesting

extension Snapshotting where Value: Panel, Format == FrameSnapshot {
    /// Renders the panel with the deterministic offscreen renderer and compares it
    /// with a reference PNG (`__Snapshots__/<File>/<test>.<n>.png`).
    ///
    /// ```swift
    /// assertSnapshot(of: Greeting(name: "Ada"), as: .image(size: Size(width: 320, height: 120)))
    /// ```
    ///
    /// - Parameters:
    ///   - size: Space in points. Nil (the default) lays the panel out at its ideal
    ///     size, rounded up to whole points.
    ///   - scale: Pixels per point (1, 2, 3, …). Default 2.
    ///   - layoutDirection: Overrides `context.layoutDirection` when given.
    ///   - context: The full context the tree resolves with (text style, colors,
    ///     direction, and whatever later fields `PanelContext` gains).
    ///   - background: What the frame is cleared to first. Default white.
    ///   - tolerance: How far the frame may differ from the reference. Default ΔE 2,
    ///     no differing pixel.
    ///   - allowingProblems: When false (the default), a render that met problems
    ///     (missing keys, colors, pictures, glyphs: anything reported to the context's
    ///     `diagnostics`) fails the test with the problems listed, and recording writes
    ///     no picture of it (see `FrameSnapshot.checked(allowingProblems:)`). Pass true
    ///     to snapshot a render with known problems.
    ///   - auditing: When true, the render is also audited for accessibility
    ///     (the accessibility audit: contrast from these pixels, targets, labels, keyboard
    ///     reach); any finding fails the test with the findings listed, and recording
    ///     writes no picture of it, as with problems.
    public static func image(
        size: Size? = nil, scale: Double = 2, layoutDirection: LayoutDirection? = nil,
        context: PanelContext = PanelContext(), background: RGBA = .white,
        tolerance: ImageTolerance = .default, allowingProblems: Bool = false, auditing: Bool = false
    ) -> Snapshotting {
        let spec = SnapshotSpec(
            size: size, scale: scale, layoutDirection: layoutDirection,
            context: context, background: background)
        return Snapshotting(pathExtension: "png", diffing: .frame(tolerance: tolerance)) { panel in
            let frame = spec.frame(panel).checked(allowingProblems: allowingProblems)
            guard auditing, frame.problem == nil, let pixels = frame.image else { return frame }
            return frame.audited(AccessibilityAudit.findings(in: spec.composition(panel), pixels: pixels))
        }
    }

    /// `image()` with every default: ideal size, 2×, default context, white.
    public static var image: Snapshotting { image() }
}

extension Snapshotting where Value == PixelImage, Format == FrameSnapshot {
    /// Compares pixels rendered elsewhere (a window screenshot, a command's output)
    /// with a reference PNG, with the same diff and artifacts as panel snapshots.
    public static func image(tolerance: ImageTolerance = .default) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .frame(tolerance: tolerance)) { image in
            FrameSnapshot(image: image)
        }
    }

    /// `image(tolerance: .default)`.
    public static var image: Snapshotting { image() }
}
