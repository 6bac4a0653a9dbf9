/// Turns a laid-out tree into a `DisplayList`: walks nodes back to front (parents
/// before children, children in order) and emits commands in device pixels.
struct Painter {
    let tree: NodeTree
    let frames: [Rect]
    let texts: [Int32: TextLayout]
    let scale: Double
    var commands: [DrawCommand] = []

    init(tree: NodeTree, frames: [Rect], texts: [Int32: TextLayout], scale: Double) {
        self.tree = tree
        self.frames = frames
        self.texts = texts
        self.scale = scale
    }

    mutating func paint(_ node: Int32) {
        let n = tree.nodes[Int(node)]
        let frame = frames[Int(node)]
        switch n.kind {
        case .swatch(let color, let radius):
            if color.alpha > 0 && frame.width > 0 && frame.height > 0 {
                commands.append(.fill(frame.scaled(by: scale), color,
                                      cornerRadius: min(radius, min(frame.width, frame.height) / 2) * scale))
            }
        case .caption(let content):
            paintCaption(content, node: node, frame: frame, direction: n.direction)
        case .shape(let spec):
            paintShape(spec, frame: frame, direction: n.direction)
        case .picture(let spec):
            let rtl = n.direction == .rightToLeft
            let corners = (rtl ? spec.corners.mirrored : spec.corners).scaled(by: scale)
            commands.append(.picture(PictureRun(file: spec.file, name: spec.name, frame: frame.scaled(by: scale),
                                                mode: spec.mode, corners: corners, problem: spec.problem)))
        case .effect(let effect):
            paintEffect(effect, node: node, frame: frame, direction: n.direction)
            return
        case .background:
            // Decoration first (behind), then the content.
            let children = tree.children(of: node)
            for child in children.dropFirst() { paint(child) }
            if let content = children.first { paint(content) }
            return
        default:
            break
        }
        for child in tree.children(of: node) { paint(child) }
    }

    private mutating func paintCaption(_ content: CaptionContent, node: Int32, frame: Rect,
                                       direction: LayoutDirection) {
        guard let layout = texts[node] else { return }
        var y = frame.minY
        for line in layout.lines {
            var alignment = content.alignment
            if direction == .rightToLeft {
                alignment = alignment == .leading ? .trailing : alignment == .trailing ? .leading : .center
            }
            let x = frame.minX + alignment.offset(child: line.width, in: frame.width)
            commands.append(.text(TextRun(
                text: line.text,
                origin: Point(x: (x * scale).rounded(), y: (y * scale).rounded()),
                pixelSize: content.style.size * scale, weight: content.style.weight,
                color: content.color, direction: direction, boxWidth: line.width * scale)))
            y += layout.lineHeight
        }
    }

    // MARK: Shapes and effects

    private mutating func paintShape(_ spec: ShapeSpec, frame: Rect, direction: LayoutDirection) {
        guard frame.width > 0, frame.height > 0 else { return }
        let rtl = direction == .rightToLeft
        var rect = frame
        var corners: CornerRadii
        switch spec.outline {
        case .roundedRect(let radii):
            corners = rtl ? radii.mirrored : radii
        case .circle:
            let side = min(frame.width, frame.height)
            rect = Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
            corners = CornerRadii(side / 2)
        case .capsule:
            corners = CornerRadii(min(frame.width, frame.height) / 2)
        case .arrow(let edge):
            guard let fill = spec.fill, fill.alpha > 0 else { return }
            let r = frame.scaled(by: scale)
            var tipEdge = edge
            if rtl { tipEdge = edge == .leading ? .trailing : edge == .trailing ? .leading : edge }
            let points: [Point]
            switch tipEdge {
            case .top: points = [Point(x: r.minX, y: r.maxY), Point(x: r.midX, y: r.minY), Point(x: r.maxX, y: r.maxY)]
            case .bottom: points = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.midX, y: r.maxY)]
            case .leading: points = [Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.midY)]
            case .trailing: points = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.midY), Point(x: r.minX, y: r.maxY)]
            }
            commands.append(.polygon(points, fill))
            return
        }
        let pixels = rect.scaled(by: scale)
        corners = corners.scaled(by: scale).clamped(width: pixels.width, height: pixels.height)
        if let fill = spec.fill, fill.alpha > 0 {
            commands.append(.fillRounded(pixels, corners, fill))
        }
        if let stroke = spec.stroke, stroke.alpha > 0, spec.strokeWidth > 0 {
            commands.append(.stroke(pixels, corners, width: spec.strokeWidth * scale, stroke))
        }
    }

    private mutating func paintEffect(_ effect: Effect, node: Int32, frame: Rect, direction: LayoutDirection) {
        let rtl = direction == .rightToLeft
        let pixels = frame.scaled(by: scale)
        func corners(_ radii: CornerRadii) -> CornerRadii {
            (rtl ? radii.mirrored : radii).scaled(by: scale).clamped(width: pixels.width, height: pixels.height)
        }
        switch effect {
        case .opacity(let opacity):
            if opacity <= 0 { return }
            if opacity < 1 { commands.append(.beginGroup(opacity: opacity)) }
            paintChildren(node)
            if opacity < 1 { commands.append(.endGroup) }
        case .clip(let radii):
            commands.append(.pushClip(pixels, corners(radii)))
            paintChildren(node)
            commands.append(.popClip)
        case .shadow(let shadow):
            if shadow.color.alpha > 0 {
                let cast = pixels.offsetBy(dx: shadow.x * scale, dy: shadow.y * scale)
                commands.append(.shadow(cast, corners(shadow.corners), shadow.color, blur: shadow.radius * scale))
            }
            paintChildren(node)
        case .border(let color, let width, let radii):
            paintChildren(node)
            if color.alpha > 0, width > 0, pixels.width > 0, pixels.height > 0 {
                commands.append(.stroke(pixels, corners(radii), width: width * scale, color))
            }
        }
    }

    private mutating func paintChildren(_ node: Int32) {
        for child in tree.children(of: node) { paint(child) }
    }
}
