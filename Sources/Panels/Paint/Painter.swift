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
                color: content.color)))
            y += layout.lineHeight
        }
    }
}
