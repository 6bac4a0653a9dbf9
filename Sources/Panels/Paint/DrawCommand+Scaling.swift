extension DrawCommand {
    /// This command drawn `factor` times as large about `center` (pixels): rectangles,
    /// points, radii, blurs, stroke widths and font sizes scale; colors do not.
    /// For motion that grows something from a point (a popover from its arrow's tip).
    package func scaled(by factor: Double, about center: Point) -> DrawCommand {
        let f = factor.isFinite ? max(0, factor) : 1
        func point(_ p: Point) -> Point {
            Point(x: center.x + (p.x - center.x) * f, y: center.y + (p.y - center.y) * f)
        }
        func rect(_ r: Rect) -> Rect {
            Rect(origin: point(r.origin), size: Size(width: r.width * f, height: r.height * f))
        }
        switch self {
        case .clear, .popClip, .beginGroup, .endGroup:
            return self
        case .fill(let r, let color, let radius):
            return .fill(rect(r), color, cornerRadius: radius * f)
        case .text(var run):
            run.origin = point(run.origin)
            run.pixelSize *= f
            run.boxWidth = run.boxWidth.map { $0 * f }
            return .text(run)
        case .fillRounded(let r, let corners, let color):
            return .fillRounded(rect(r), corners.scaled(by: f), color)
        case .stroke(let r, let corners, let width, let color):
            return .stroke(rect(r), corners.scaled(by: f), width: width * f, color)
        case .polygon(let points, let color):
            return .polygon(points.map(point), color)
        case .shadow(let r, let corners, let color, let blur):
            return .shadow(rect(r), corners.scaled(by: f), color, blur: blur * f)
        case .pushClip(let r, let corners):
            return .pushClip(rect(r), corners.scaled(by: f))
        case .picture(var run):
            run.frame = rect(run.frame)
            run.corners = run.corners.scaled(by: f)
            return .picture(run)
        }
    }
}
