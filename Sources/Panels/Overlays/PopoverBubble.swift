import Foundation

/// Draws a popover: its shadow, its rounded bubble and arrow as one closed polygon
/// (so the arrow joins the bubble without a seam or hairline), then its content
/// clipped to the bubble; and the appear/disappear motion (a scale about the
/// arrow's tip with a fade).
///
/// Contract: everything is in device pixels; the bubble's origin is snapped to whole
/// pixels so content set inside it stays crisp; the same inputs give equal commands.
enum PopoverBubble {
    /// The outline of a bubble (pixels) with rounded corners of `radius` and, unless
    /// `arrow` is nil, an arrow on the edge facing the anchor: `center` along that
    /// edge (absolute pixel coordinate), `base` wide, `height` high. Clockwise.
    static func outline(
        _ r: Rect, radius: Double, direction: ArrowDirection,
        arrow: (center: Double, base: Double, height: Double)?
    ) -> [Point] {
        let radius = max(0, min(radius, min(r.width, r.height) / 2))
        let segments = radius <= 0 ? 0 : max(3, min(24, Int((radius / 2).rounded(.up))))
        var points: [Point] = []
        points.reserveCapacity(4 * (segments + 1) + 3)
        func arc(cx: Double, cy: Double, from start: Double) {
            if segments == 0 {
                points.append(Point(x: cx, y: cy))
                return
            }
            for i in 0 ... segments {
                let angle = (start + 90 * Double(i) / Double(segments)) * .pi / 180
                points.append(Point(x: cx + radius * cos(angle), y: cy + radius * sin(angle)))
            }
        }
        func arrowPoints(on edge: ArrowDirection) {
            guard let arrow, direction == edge else { return }
            let half = arrow.base / 2
            switch edge {
            case .up:  // top edge, left to right, tip up
                points += [
                    Point(x: arrow.center - half, y: r.minY), Point(x: arrow.center, y: r.minY - arrow.height),
                    Point(x: arrow.center + half, y: r.minY),
                ]
            case .right:  // right edge, top to bottom, tip right
                points += [
                    Point(x: r.maxX, y: arrow.center - half), Point(x: r.maxX + arrow.height, y: arrow.center),
                    Point(x: r.maxX, y: arrow.center + half),
                ]
            case .down:  // bottom edge, right to left, tip down
                points += [
                    Point(x: arrow.center + half, y: r.maxY), Point(x: arrow.center, y: r.maxY + arrow.height),
                    Point(x: arrow.center - half, y: r.maxY),
                ]
            case .left:  // left edge, bottom to top, tip left
                points += [
                    Point(x: r.minX, y: arrow.center + half), Point(x: r.minX - arrow.height, y: arrow.center),
                    Point(x: r.minX, y: arrow.center - half),
                ]
            }
        }
        arc(cx: r.minX + radius, cy: r.minY + radius, from: 180)
        arrowPoints(on: .up)
        arc(cx: r.maxX - radius, cy: r.minY + radius, from: 270)
        arrowPoints(on: .right)
        arc(cx: r.maxX - radius, cy: r.maxY - radius, from: 0)
        arrowPoints(on: .down)
        arc(cx: r.minX + radius, cy: r.maxY - radius, from: 90)
        arrowPoints(on: .left)
        return points
    }

    /// The commands of one popover: `bubble` and the arrow from `placement` (points),
    /// `content` already painted in pixels for a bubble whose top-left is
    /// `contentOrigin` (pixels), shown at `progress` (0 hidden … 1 fully shown).
    static func commands(
        bubble: Rect, placement: PopoverPlacement, geometry: PopoverGeometry,
        style: PopoverStyle, scale: Double, progress: Double,
        content: [DrawCommand]
    ) -> [DrawCommand] {
        let p = progress.isFinite ? min(1, max(0, progress)) : 1
        guard p > 0, bubble.width > 0, bubble.height > 0 else { return [] }
        let px = bubble.scaled(by: scale)
        let radius = min(geometry.cornerRadius * scale, min(px.width, px.height) / 2)
        let corners = CornerRadii(radius)
        let direction = placement.direction
        let along = direction.mainAxis == .vertical ? px.minX : px.minY
        let arrow =
            placement.arrowVisible
            ? (
                center: along + (placement.arrowOffset * scale).rounded(), base: geometry.arrowBase * scale,
                height: geometry.arrowHeight * scale
            )
            : nil
        var out: [DrawCommand] = []
        out.reserveCapacity(content.count + 6)
        if style.shadow.alpha > 0 {
            out.append(
                .shadow(
                    px.offsetBy(dx: 0, dy: style.shadowY * scale), corners, style.shadow,
                    blur: style.shadowRadius * scale))
        }
        out.append(.polygon(outline(px, radius: radius, direction: direction, arrow: arrow), style.fill))
        out.append(.pushClip(px, corners))
        out += content
        out.append(.popClip)
        guard p < 1 else { return out }
        let factor = style.appearScale + (1 - style.appearScale) * p
        let tip = Point(x: placement.arrowTip.x * scale, y: placement.arrowTip.y * scale)
        return [.beginGroup(opacity: p)] + out.map { $0.scaled(by: factor, about: tip) } + [.endGroup]
    }
}
