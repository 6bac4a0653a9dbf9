/// The overlay pass: after the main tree is laid out, every open popover is an extra
/// root, resolved and laid out on its own (the main tree is not measured again), then
/// placed against its anchor's frame in window coordinates.
///
/// Contract:
/// - `collect` reads each attachment's `isOpen` and builds the content of the open
///   ones, depth first: a popover's nested popovers follow it (innermost last).
///   Nesting deeper than `maxNesting` is left out and reported.
/// - A popover's bubble is its explicit size or its content's ideal size (whole
///   points), at most the window less its margins on each axis; the content is laid
///   out in exactly that space.
/// - `place` is `PopoverPlacement` with the anchor's presented frame, sticky on the
///   direction given for each popover.
enum PopoverPass {
    static let maxNesting = 8

    static func collect(main tree: NodeTree, window: Size, measurer: any TextMeasurer, pointer: PointerState,
                        problems: inout [String]) -> [OpenPopover] {
        var result: [OpenPopover] = []
        func visit(_ tree: NodeTree, parent: Identity?, depth: Int) {
            for index in tree.popovers.keys.sorted() {
                guard let attachment = tree.popovers[index], attachment.isOpen.value else { continue }
                if depth >= maxNesting {
                    let note = "popovers nested deeper than \(maxNesting) levels: the inner ones were left out"
                    if !problems.contains(note) { problems.append(note) }
                    continue
                }
                var popover = layout(attachment, key: tree.nodes[Int(index)].identity, parent: parent, anchor: index,
                                     window: window, measurer: measurer, pointer: pointer)
                popover.anchorID = tree.explicitIDs[index]
                result.append(popover)
                problems += popover.tree.problems.filter { !problems.contains($0) }
                visit(popover.tree, parent: popover.key, depth: depth + 1)
            }
        }
        visit(tree, parent: nil, depth: 0)
        return result
    }

    /// Resolves and lays out one popover's content.
    static func layout(_ attachment: PopoverAttachment, key: Identity, parent: Identity?, anchor: Int32,
                       window: Size, measurer: any TextMeasurer, pointer: PointerState) -> OpenPopover {
        var builder = NodeBuilder(context: attachment.context)
        builder.pointer = pointer
        builder.path = key.appending(0x706F_706F_7665_72)  // "popover": content identities differ from the anchor's
        builder.resolve(attachment.content(), at: 0)
        let tree = builder.finish()
        let session = LayoutSession(tree: tree, measurer: measurer)
        var size = Size.zero
        var measured = 0
        if tree.root >= 0 {
            if let explicit = attachment.size {
                size = explicit
            } else {
                let ideal = session.size(of: tree.root, for: .unspecified)
                measured = session.measureCount
                func whole(_ v: Double) -> Double { v.isFinite && v > 0 ? v.rounded(.up) : 0 }
                size = Size(width: whole(ideal.width), height: whole(ideal.height))
            }
            let margin = attachment.margin
            size = Size(width: min(size.width, max(0, window.width - 2 * margin)),
                        height: min(size.height, max(0, window.height - 2 * margin)))
            session.layout(in: size)
            measured += session.measureCount
        }
        let laidOut = session.tree
        return OpenPopover(key: key, parent: parent, anchorIndex: anchor, anchorID: nil, attachment: attachment, tree: laidOut,
                           texts: session.texts, size: size, frames: session.frames,
                           paintOrder: Stage.paintOrder(of: laidOut), measureCount: measured)
    }

    /// Places `popovers` (parents before children) in `window`: the anchors of
    /// main-tree popovers are `mainFrames`, the others lie in their parent's bubble.
    /// `size` gives each popover's bubble size as drawn, `previous` its last direction.
    static func place(_ popovers: [OpenPopover], mainFrames: [Rect], window: Size,
                      size: (OpenPopover) -> Size, previous: (Identity) -> ArrowDirection?)
        -> [(anchor: Rect, placement: PopoverPlacement)] {
        var out: [(anchor: Rect, placement: PopoverPlacement)] = []
        var bubbles: [Identity: (origin: Point, frames: [Rect])] = [:]
        for popover in popovers {
            var anchor = Rect.zero
            if let parent = popover.parent, let holder = bubbles[parent] {
                if Int(popover.anchorIndex) < holder.frames.count {
                    anchor = holder.frames[Int(popover.anchorIndex)].offsetBy(dx: holder.origin.x, dy: holder.origin.y)
                }
            } else if Int(popover.anchorIndex) < mainFrames.count {
                anchor = mainFrames[Int(popover.anchorIndex)]
            }
            let a = popover.attachment
            let placement = PopoverPlacement(.init(
                anchor: anchor, bubbleSize: size(popover), window: Rect(origin: .zero, size: window),
                permitted: a.arrows, previous: previous(popover.key), margin: a.margin, offset: a.offset,
                layoutDirection: a.context.layoutDirection))
            // Whole points for crisp content; the arrow keeps pointing where it did.
            var bubble = placement.bubble
            bubble.origin = Point(x: bubble.minX.rounded(), y: bubble.minY.rounded())
            var placed = placement
            placed.bubble = bubble
            placed.arrowOffset += placement.direction.mainAxis == .vertical
                ? placement.bubble.minX - bubble.minX : placement.bubble.minY - bubble.minY
            out.append((anchor, placed))
            bubbles[popover.key] = (bubble.origin, popover.frames)
        }
        return out
    }

    /// The commands of `popover` with its bubble at `placement`, shown at `progress`.
    static func paint(_ popover: OpenPopover, placement: PopoverPlacement, scale: Double,
                      progress: Double) -> [DrawCommand] {
        let origin = placement.bubble.origin
        var painter = Painter(tree: popover.tree, frames: windowFrames(popover, origin: origin),
                              texts: popover.texts, scale: scale)
        if popover.tree.root >= 0 { painter.paint(popover.tree.root) }
        return PopoverBubble.commands(bubble: placement.bubble, placement: placement, geometry: .standard,
                                      style: .for(popover.attachment.context.appearance), scale: scale,
                                      progress: progress, content: painter.commands)
    }

    static func windowFrames(_ popover: OpenPopover, origin: Point) -> [Rect] {
        popover.frames.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
    }

    /// The report of a placed popover.
    static func report(_ popover: OpenPopover, anchor: Rect, placement: PopoverPlacement, progress: Double,
                       measured: Bool) -> PopoverLayout {
        PopoverLayout(anchorID: popover.anchorID, anchor: anchor, placement: placement, bubble: placement.bubble,
                             progress: progress, tree: popover.tree,
                             frames: windowFrames(popover, origin: placement.bubble.origin), texts: popover.texts,
                             measureCount: measured ? popover.measureCount : 0)
    }
}
