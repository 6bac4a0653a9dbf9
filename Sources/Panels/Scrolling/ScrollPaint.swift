/// What the painter needs to draw a scroller's indicators: its offset (points, may
/// lie past an edge while rubber-banding), the content's size, and how visible the
/// indicators are (0…1).
struct ScrollPaint {
    var offset: SIMD2<Double>
    var content: Size
    var opacity: Double
    var color: RGBA

    /// The indicator capsules in points for a scroller with `frame` and `axes`: a
    /// vertical one along the trailing edge, a horizontal one along the bottom, each
    /// `indicatorThickness` thick, inset `indicatorInset`, as long as the visible
    /// share of the content (at least 36 pt; shorter while rubber-banding).
    func indicators(frame: Rect, axes: ScrollAxes) -> [Rect] {
        let inset = ScrollPhysics.indicatorInset
        let thickness = ScrollPhysics.indicatorThickness
        var result: [Rect] = []
        for axis in [Axis.vertical, .horizontal] where axes.includes(axis) {
            let vertical = axis == .vertical
            let viewport = vertical ? frame.height : frame.width
            let length = vertical ? content.height : content.width
            guard length > viewport + 0.5, viewport > 0 else { continue }
            let both = axes.contains(.horizontal) && axes.contains(.vertical)
            let track = viewport - 2 * inset - (both ? thickness + inset : 0)
            guard track > thickness * 2 else { continue }
            let offset = vertical ? self.offset.y : self.offset.x
            let maximum = length - viewport
            let over = offset < 0 ? -offset : offset > maximum ? offset - maximum : 0
            var knob = max(36, track * viewport / length)
            knob = min(track, max(thickness * 2, knob - over))
            let fraction = maximum > 0 ? min(1, max(0, offset / maximum)) : 0
            let position = inset + fraction * (track - knob)
            if vertical {
                result.append(
                    Rect(
                        x: frame.maxX - inset - thickness, y: frame.minY + position, width: thickness, height: knob))
            } else {
                result.append(
                    Rect(
                        x: frame.minX + position, y: frame.maxY - inset - thickness, width: knob, height: thickness))
            }
        }
        return result
    }
}

extension ScrollPaint {
    /// The indicators' color in `appearance`.
    static func indicatorColor(_ appearance: Appearance) -> RGBA {
        appearance == .dark
            ? RGBA(red: 255, green: 255, blue: 255, alpha: 128) : RGBA(red: 0, green: 0, blue: 0, alpha: 115)
    }
}
