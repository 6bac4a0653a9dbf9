/// A panel resolved, laid out and painted at one size and scale: the node tree, every
/// node's frame, the set text, and the display list a backend draws.
///
/// Built by `Composition(panel, size:scale:measurer:)`. Deterministic: the same panel,
/// context, size, scale and measurer give an equal composition.
public struct Composition: Sendable {
    /// The resolved nodes.
    public let tree: NodeTree
    /// Frame of each node (indexed like `tree.nodes`), in points, window coordinates.
    public let frames: [Rect]
    /// Set text of each caption node, by node index.
    public let texts: [Int32: TextLayout]
    /// What to draw, in pixels.
    public let displayList: DisplayList
    /// Size of the space laid out, in points.
    public let size: Size
    /// Measurements made (not answered from the cache) during layout.
    public let measureCount: Int

    /// Resolves `panel` with `context`, lays it out in `size` points and paints it at
    /// `scale` pixels per point over `background`.
    public init<P: Panel>(_ panel: P, size: Size, scale: Double = 1,
                          context: PanelContext = PanelContext(),
                          background: RGBA = .white,
                          measurer: any TextMeasurer) {
        let size = Size(width: Composition.clean(size.width), height: Composition.clean(size.height))
        let scale = scale.isFinite && scale > 0 ? scale : 1
        var builder = NodeBuilder(context: context)
        builder.resolve(panel, at: 0)
        let tree = builder.finish()
        var engine = LayoutEngine(tree: tree, measurer: measurer)
        engine.layout(in: size)
        var painter = Painter(tree: tree, frames: engine.frames, texts: engine.texts, scale: scale)
        painter.commands.append(.clear(background))
        if tree.root >= 0 { painter.paint(tree.root) }
        self.tree = tree
        self.frames = engine.frames
        self.texts = engine.texts
        self.size = size
        self.measureCount = engine.measureCount
        self.displayList = DisplayList(
            pixelWidth: Int((size.width * scale).rounded()),
            pixelHeight: Int((size.height * scale).rounded()),
            scale: scale, commands: painter.commands)
    }

    private static func clean(_ v: Double) -> Double { v.isFinite && v > 0 ? v : 0 }

    /// The laid-out tree as stable text: one line per node, indented by depth, with
    /// kind, identity (and explicit id) and frame in points.
    public var layoutDump: String {
        var out = ""
        guard tree.root >= 0 else { return "(empty)\n" }
        var stack: [(Int32, Int)] = [(tree.root, 0)]
        while let (node, depth) = stack.popLast() {
            let n = tree.nodes[Int(node)]
            out += String(repeating: "  ", count: depth)
            out += n.kind.name
            if case .caption(let content) = n.kind {
                out += " \"\(DrawCommand.escape(content.text))\""
            }
            out += " \(n.identity)"
            if let id = tree.explicitIDs[node] { out += " id=\(id)" }
            out += " \(frames[Int(node)])"
            if let text = texts[node], text.isTruncated { out += " truncated(\(text.hiddenCharacters))" }
            out += "\n"
            for child in tree.children(of: node).reversed() { stack.append((child, depth + 1)) }
        }
        return out
    }
}
