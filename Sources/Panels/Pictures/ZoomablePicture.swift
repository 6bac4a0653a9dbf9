import Foundation

/// A picture the user can zoom and pan: a photo viewer's main panel.
///
/// ```swift
/// ZoomablePicture(Picture("class-yoga"), zoom: Ref(viewer, \.zoom), offset: Ref(viewer, \.offset))
/// ```
///
/// Contract:
/// - **Zoom** is relative to the picture fitted in the panel: 1 shows it whole
///   (letterboxed), 2 twice as large. The app reads and sets it through `zoom`; it is
///   held to 1 … 8 (not a number: 1; ±infinity: the nearer end). `offset` is the
///   panel's scroll offset (content coordinates of its top-leading corner), as a
///   `Scroller`'s.
/// - **Input.** Ctrl+wheel zooms by 10 % a line about the pointer; a double click
///   toggles between fit (1) and fill (the zoom at which the picture covers the
///   panel), about the click; dragging pans with the momentum and rubber band of
///   scrolling (it is a `Scroller` on both axes, `ScrollPhysics`); the wheel pans.
///   Focused (Tab reaches it), the arrows pan 40 pt, Ctrl+plus (or Ctrl+=) and
///   Ctrl+minus zoom by 25 %, and Ctrl+0 fits.
/// - **Accessibility**: role image, labelled with the picture's name or `label`; its
///   value is the zoom in percent, and the increment and decrement actions zoom by
///   25 %.
public struct ZoomablePicture: PrimitivePanel {
    let picture: Picture
    let zoom: Ref<Double>
    let offset: Ref<Point>
    let label: String?

    /// The picture, zoomed by `zoom` and panned by `offset`; `label` (default: the
    /// picture's name) is what assistive technologies announce.
    public init(_ picture: Picture, zoom: Ref<Double>, offset: Ref<Point>, label: String? = nil) {
        self.picture = picture
        self.zoom = zoom
        self.offset = offset
        self.label = label
    }

    /// The zooms a picture may have.
    package static let zoomRange = 1.0 ... 8.0

    /// `zoom` held to `zoomRange` (not a number: 1).
    package static func clamped(_ zoom: Double) -> Double {
        zoom.isNaN ? 1 : min(max(zoom, zoomRange.lowerBound), zoomRange.upperBound)
    }

    /// Where the picture is at one zoom in a viewport: its size, the content's (at least
    /// the viewport's) and where the picture sits in the content.
    package struct Placement: Equatable {
        package var picture: Size
        package var content: Size
        package var origin: Point

        package init(natural: Size, viewport: Size, zoom: Double) {
            let fit = ZoomablePicture.fitScale(natural: natural, viewport: viewport)
            let z = ZoomablePicture.clamped(zoom)
            picture = Size(width: natural.width * fit * z, height: natural.height * fit * z)
            content = Size(width: max(picture.width, viewport.width), height: max(picture.height, viewport.height))
            origin = Point(x: (content.width - picture.width) / 2, y: (content.height - picture.height) / 2)
        }
    }

    static func fitScale(natural: Size, viewport: Size) -> Double {
        guard natural.width > 0, natural.height > 0, viewport.width > 0, viewport.height > 0 else { return 1 }
        return min(viewport.width / natural.width, viewport.height / natural.height)
    }

    /// The zoom at which the picture covers the viewport.
    package static func fillZoom(natural: Size, viewport: Size) -> Double {
        guard natural.width > 0, natural.height > 0, viewport.width > 0, viewport.height > 0 else { return 1 }
        let fill = max(viewport.width / natural.width, viewport.height / natural.height)
        return clamped(fill / fitScale(natural: natural, viewport: viewport))
    }

    /// The offset that keeps the picture's point under `anchor` (viewport coordinates)
    /// there when the zoom goes from `old` to `new`, held to the content.
    package static func offset(
        _ offset: Point, keeping anchor: Point, natural: Size, viewport: Size, from old: Double, to new: Double
    ) -> Point {
        let before = Placement(natural: natural, viewport: viewport, zoom: old)
        let after = Placement(natural: natural, viewport: viewport, zoom: new)
        func axis(
            _ o: Double, _ p: Double, _ b0: Double, _ s0: Double, _ b1: Double, _ s1: Double, _ c1: Double, _ v: Double
        )
            -> Double
        {
            let u = s0 > 0 ? (o + p - b0) / s0 : 0.5
            let moved = b1 + u * s1 - p
            return moved.isFinite ? min(max(moved, 0), max(0, c1 - v)) : 0
        }
        return Point(
            x: axis(
                offset.x, anchor.x, before.origin.x, before.picture.width, after.origin.x, after.picture.width,
                after.content.width, viewport.width),
            y: axis(
                offset.y, anchor.y, before.origin.y, before.picture.height, after.origin.y, after.picture.height,
                after.content.height, viewport.height))
    }

    public static func _resolve(_ panel: ZoomablePicture, into builder: inout NodeBuilder) {
        let natural = panel.picture.naturalSize(in: builder.context)
        let zoom = clamped(panel.zoom.value)
        builder.resolve(panel.composed(natural: natural, zoom: zoom), at: 0)
    }

    private func composed(natural: Size, zoom current: Double) -> some Panel {
        let viewer = self
        let percent = "\(Int((current * 100).rounded()))%"
        return Measured { viewport in
            let placement = Placement(natural: natural, viewport: viewport, zoom: current)
            let change = { (new: Double, anchor: Point) in
                let old = ZoomablePicture.clamped(viewer.zoom.value)
                let new = ZoomablePicture.clamped(new)
                guard new != old else { return }
                let moved = ZoomablePicture.offset(
                    viewer.offset.value, keeping: anchor, natural: natural, viewport: viewport, from: old, to: new)
                viewer.zoom.value = new
                viewer.offset.value = moved
            }
            let middle = Point(x: viewport.width / 2, y: viewport.height / 2)
            let by = { (factor: Double) in change(ZoomablePicture.clamped(viewer.zoom.value) * factor, middle) }
            Scroller([.horizontal, .vertical], offset: viewer.offset) {
                viewer.picture.fit().accessibilityHidden()
                    .frame(width: placement.picture.width, height: placement.picture.height)
                    .frame(width: placement.content.width, height: placement.content.height)
            }
            .onFocusedKey { key in
                guard key.modifiers == .control else { return false }
                switch key.rawValue {
                case "+", "=", "Keypad +": by(1.25)
                case "-", "Keypad -": by(1 / 1.25)
                case "0", "Keypad 0": change(1, middle)
                default: return false
                }
                return true
            }
            .onZoomGesture { gesture in
                switch gesture {
                case .wheel(let lines, let at):
                    change(ZoomablePicture.clamped(viewer.zoom.value) * pow(1.1, max(-20, min(20, lines))), at)
                case .doubleClick(let at):
                    let fill = ZoomablePicture.fillZoom(natural: natural, viewport: viewport)
                    let zoomedIn = ZoomablePicture.clamped(viewer.zoom.value) > 1.001
                    change(zoomedIn ? 1 : (fill > 1.001 ? fill : 2), at)
                }
            }
            .accessibility(role: .image, label: AccessibilityText(viewer.label ?? viewer.picture.name))
            .accessibilityAdjustable(
                value: AccessibilityText(percent), increment: { by(1.25) }, decrement: { by(1 / 1.25) })
        }
    }
}

extension Picture {
    /// The size this picture lays out at ideally, in points, in `context` (its
    /// placeholder's when it cannot be read; nothing is reported here).
    func naturalSize(in context: PanelContext) -> Size {
        let quiet = DiagnosticLog()
        switch origin {
        case .folder:
            var memo = PictureLookupCache.PassMemo()
            return Picture.resolveSpec(
                self, folder: context.pictureFolder, mode: .fit, corners: CornerRadii(0), diagnostics: quiet,
                pixelBudget: context.picturePixelBudget, memo: &memo
            ).naturalSize
        case .bytes, .pixels:
            return Picture.resolveMemorySpec(
                self, mode: .fit, corners: CornerRadii(0), diagnostics: quiet, pixelBudget: context.picturePixelBudget
            ).naturalSize
        }
    }
}
