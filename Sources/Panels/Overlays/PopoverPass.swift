/// The overlay pass: after the main tree is laid out, every open popover is an extra
/// root, resolved and laid out on its own (the main tree is not measured again), then
/// placed against its anchor's frame in window coordinates.
///
/// Contract:
/// - `collect` reads each attachment's `isOpen` and builds the content of the open
///   ones, depth first: a popover's nested popovers follow it (innermost last).
///   Nesting deeper than `maxNesting` is left out and reported, and so are popovers
///   beyond the context's `openPopoverLimit` (256 by default). A popover whose
///   anchor is inert or offstage (`Presence`) is left out while it is.
/// - A popover asks for its explicit size or its content's ideal size (whole
///   points); placement gives the bubble that size or, when no permitted side holds
///   it, the room on the chosen side (so the trace names the constraint). The content
///   is first laid out at the asked size less what exceeds the window less the
///   margins, then at exactly the placed size whenever that differs (`fit`).
/// - `place` is `PopoverPlacement` with the anchor's presented frame and the bubble's
///   size as drawn (animating, on a `Stage`), sticky on the direction given for each
///   popover. Whenever the placed bubble's size differs from the size the content was
///   laid out at (a resize animating, a bubble constrained to the room there is), the
///   content is laid out again at exactly the placed size (`fit`): what is inside
///   follows the bubble on every frame. Only the popover's own tree is measured.
enum PopoverPass {
    static let maxNesting = 8

    static func collect(
        main tree: NodeTree, window: Size, measurer: any TextMeasurer, pointer: PointerState
    ) -> [OpenPopover] {
        let diagnostics = tree.diagnosticLog
        var result: [OpenPopover] = []
        var overLimit = 0
        func visit(_ tree: NodeTree, parent: Identity?, depth: Int) {
            for index in tree.popovers.keys.sorted() {
                guard let attachment = tree.popovers[index], attachment.isOpen.value else { continue }
                // Within the context's limit; the rest stay closed (counted, said once).
                guard result.count < attachment.context.openPopoverLimit else {
                    overLimit += 1
                    continue
                }
                // An anchor set aside (a covered screen, another tab) shows no popover; it
                // stays open and shows again with its anchor.
                if tree.asideHolder(of: index) != nil { continue }
                if depth >= maxNesting {
                    diagnostics.report(
                        Diagnostic(
                            .error, "popovers nested deeper than \(maxNesting) levels: the inner ones were left out",
                            subject: "\(tree.records[Int(index)].identity)"))
                    continue
                }
                var popover = layout(
                    attachment, key: tree.records[Int(index)].identity, parent: parent, anchor: index,
                    window: window, measurer: measurer, pointer: pointer)
                popover.anchorID = tree.explicitIDs[index]
                result.append(popover)
                visit(popover.tree, parent: popover.key, depth: depth + 1)
            }
        }
        visit(tree, parent: nil, depth: 0)
        if overLimit > 0 {
            diagnostics.report(
                Diagnostic(
                    .warning,
                    "\(result.count + overLimit) popovers open at once, over the limit of \(result.count) "
                        + "(PanelContext.openPopoverLimit): \(overLimit) were left closed",
                    subject: "popovers"))
        }
        return stacked(result)
    }

    /// `popovers` (depth first) in the stacking order of `OverlayStyle`: by level, an
    /// overlay never below the one it opened from, depth-first order kept within a
    /// level (so parents stay before their children).
    static func stacked(_ popovers: [OpenPopover]) -> [OpenPopover] {
        guard popovers.contains(where: { $0.attachment.style.level > 0 }) else { return popovers }
        var levels: [Identity: Int] = [:]
        var ranked: [(level: Int, index: Int)] = []
        for (index, popover) in popovers.enumerated() {
            let level = max(popover.attachment.style.level, popover.parent.flatMap { levels[$0] } ?? 0)
            levels[popover.key] = level
            ranked.append((level, index))
        }
        return ranked.sorted { ($0.level, $0.index) < ($1.level, $1.index) }.map { popovers[$0.index] }
    }

    /// Resolves and lays out one popover's content.
    static func layout(
        _ attachment: PopoverAttachment, key: Identity, parent: Identity?, anchor: Int32,
        window: Size, measurer: any TextMeasurer, pointer: PointerState
    ) -> OpenPopover {
        var builder = NodeBuilder(context: attachment.context)
        builder.pointer = pointer
        // Its controls' feedback is not kept: a change resolves the popovers again.
        builder.pointer.feedbacks = nil
        builder.path = key.appending(0x706F_706F_7665_72)  // "popover": content identities differ from the anchor's
        builder.resolve(attachment.content(), at: 0)
        let tree = builder.finish()
        let session = LayoutSession(tree: tree, measurer: measurer)
        var size = Size.zero
        var measured = 0
        if tree.root >= 0 {
            if let explicit = attachment.size {
                size = explicit
            } else if attachment.style == .card {
                // A card is as wide as the window lets it be: its height is its
                // content's at that width (text wraps to it).
                let width = OverlayPlacement.card(Size(width: 0, height: 0), window: window, margin: attachment.margin)
                    .bubble.width
                let ideal = session.size(of: tree.root, for: Proposal(width: width, height: nil))
                measured = session.measureCount
                size = Size(width: width, height: ideal.height.isFinite ? max(0, ideal.height.rounded(.up)) : 0)
            } else {
                let ideal = session.size(of: tree.root, for: .unspecified)
                measured = session.measureCount
                func whole(_ v: Double) -> Double { v.isFinite && v > 0 ? v.rounded(.up) : 0 }
                size = Size(width: whole(ideal.width), height: whole(ideal.height))
            }
        }
        let margin = attachment.margin
        let first = Size(
            width: min(size.width, max(0, window.width - 2 * margin)),
            height: min(size.height, max(0, window.height - 2 * margin)))
        if tree.root >= 0 {
            session.layout(in: first)
            measured += session.measureCount
        }
        let laidOut = session.tree
        return OpenPopover(
            key: key, parent: parent, anchorIndex: anchor, anchorID: nil, attachment: attachment, tree: laidOut,
            texts: session.texts, size: size, laidOutSize: first, session: session,
            frames: session.frames, paintOrder: laidOut.paintOrder(), measureCount: measured)
    }

    /// Lays `popover`'s content out again at `size` when it was laid out at another
    /// size; returns the measurements made (0 when nothing changed).
    static func fit(_ popover: inout OpenPopover, to size: Size) -> Int {
        guard size != popover.laidOutSize, let session = popover.session, popover.tree.root >= 0 else { return 0 }
        let count = session.tree.count
        let measured =
            popover.tree.depth > 1_000
            ? LargeStack.run { session.layout(in: size) } : session.layout(in: size)
        popover.tree = session.tree
        popover.texts = session.texts
        popover.frames = session.frames
        if session.tree.count != count { popover.paintOrder = session.tree.paintOrder() }
        popover.laidOutSize = size
        popover.measureCount += measured
        return measured
    }

    /// Places `popovers` (parents before children) in `window` and fits each one's
    /// content to its placed bubble: the anchors of main-tree popovers are
    /// `mainFrames`, the others lie in their parent's bubble (as fitted). `size` gives
    /// each popover's bubble size as drawn, `previous` its last direction. Returns the
    /// placements and the measurements fitting made.
    static func place(
        _ popovers: inout [OpenPopover], mainFrames: [Rect], window: Size,
        size: (OpenPopover) -> Size, previous: (Identity) -> ArrowDirection?
    )
        -> (placed: [(anchor: Rect, placement: PopoverPlacement)], measured: Int)
    {
        var out: [(anchor: Rect, placement: PopoverPlacement)] = []
        var measured = 0
        var bubbles: [Identity: (origin: Point, frames: [Rect])] = [:]
        for i in popovers.indices {
            let popover = popovers[i]
            var anchor = Rect.zero
            if let parent = popover.parent, let holder = bubbles[parent] {
                if Int(popover.anchorIndex) < holder.frames.count {
                    anchor = holder.frames[Int(popover.anchorIndex)].offsetBy(dx: holder.origin.x, dy: holder.origin.y)
                }
            } else if Int(popover.anchorIndex) < mainFrames.count {
                anchor = mainFrames[Int(popover.anchorIndex)]
            }
            let a = popover.attachment
            let placement = OverlayPlacement.place(
                a, anchor: anchor, bubbleSize: size(popover), window: window, previous: previous(popover.key))
            if a.style == .menu, let point = a.point?() { anchor = Rect(origin: point, size: .zero) }
            // Whole points for crisp content, still inside the margin; the arrow keeps
            // pointing where it did, on the straight edge.
            var bubble = placement.bubble
            bubble.origin = Point(x: bubble.minX.rounded(), y: bubble.minY.rounded())
            bubble = PopoverPlacement.inside(
                bubble,
                PopoverPlacement.bounds(
                    .init(
                        anchor: anchor, bubbleSize: bubble.size, window: Rect(origin: .zero, size: window),
                        margin: a.margin)))
            var placed = placement
            placed.bubble = bubble
            if !a.style.hasArrow { placed.arrowVisible = false }
            let cross = placement.direction.mainAxis.cross
            placed.arrowOffset += placement.bubble.origin[cross] - bubble.origin[cross]
            let inset = PopoverGeometry.standard.arrowInset
            if placed.arrowVisible && bubble.size[cross] >= 2 * inset {
                placed.arrowOffset = min(max(placed.arrowOffset, inset), bubble.size[cross] - inset)
            }
            measured += fit(&popovers[i], to: contentSize(popovers[i], bubble: bubble.size))
            out.append((anchor, placed))
            let origin = Point(x: bubble.origin.x, y: bubble.origin.y - popovers[i].scrollOffset)
            bubbles[popover.key] = (origin, popovers[i].frames)
        }
        return (out, measured)
    }

    /// The size `popover`'s content is laid out at in a bubble of `bubble`: the
    /// bubble's size, or taller when the content cannot be that short at the
    /// bubble's width (a constrained bubble): it then scrolls.
    static func contentSize(_ popover: OpenPopover, bubble: Size) -> Size {
        guard let session = popover.session, popover.tree.root >= 0, bubble.height > 0 else { return bubble }
        let shortest = session.size(of: popover.tree.root, for: Proposal(width: bubble.width, height: 0)).height
        return Size(width: bubble.width, height: max(bubble.height, shortest.rounded(.up)))
    }

    /// The commands of `popover` with its bubble at `placement`, shown at `progress`,
    /// with a scroll indicator when its content scrolls.
    static func paint(
        _ popover: OpenPopover, placement: PopoverPlacement, scale: Double,
        progress: Double, indicator: ScrollPaint? = nil, focusRing: Int32? = nil
    ) -> [DrawCommand] {
        var placement = placement
        var progress = progress
        let kind = popover.attachment.style
        let reduceMotion = popover.attachment.context.reduceMotion
        if kind == .card && !reduceMotion {
            // A card slides up from below the window's bottom edge instead of fading.
            placement.bubble.origin.y +=
                (1 - min(1, max(0, progress))) * ModalCardMotion.slideDistance(placement.bubble)
            placement.arrowTip.y = placement.bubble.midY
            progress = progress > 0 ? 1 : 0
        }
        let origin = placement.bubble.origin
        var painter = Painter(
            tree: popover.tree, frames: windowFrames(popover, origin: origin),
            texts: popover.texts, scale: scale)
        painter.focusRing = focusRing.map { ($0, FramePipeline.focusRingColor) }
        // Live colors at their resting values (a control's feedback among them).
        popover.tree.liveColorOverrides(into: &painter.overrides) { $0.value }
        if popover.tree.root >= 0 { painter.paint(popover.tree.root) }
        if let indicator, indicator.opacity > 0 {
            var color = indicator.color
            color.alpha = UInt8((Double(color.alpha) * min(1, indicator.opacity)).rounded())
            for rect in indicator.indicators(frame: placement.bubble, axes: .vertical) {
                painter.commands.append(
                    .fill(rect.scaled(by: scale), color, cornerRadius: ScrollPhysics.indicatorThickness / 2 * scale))
            }
        }
        var style = PopoverStyle.for(popover.attachment.context.appearance)
        if kind == .alert || kind == .menu || kind == .submenu { style.appearScale = OverlayMotion.appearScale }
        // Less motion: the bubble fades in and out without growing from its arrow.
        if reduceMotion { style.appearScale = 1 }
        return PopoverBubble.commands(
            bubble: placement.bubble, placement: placement,
            geometry: kind.hasArrow ? .standard : OverlayPlacement.arrowless,
            style: style, scale: scale,
            progress: progress, content: painter.commands)
    }

    /// The content's frames in the window for a bubble at `origin`, moved up by the
    /// popover's scroll offset.
    static func windowFrames(_ popover: OpenPopover, origin: Point) -> [Rect] {
        popover.frames.map { $0.offsetBy(dx: origin.x, dy: origin.y - popover.scrollOffset) }
    }

    /// The report of a placed popover.
    static func report(
        _ popover: OpenPopover, anchor: Rect, placement: PopoverPlacement, progress: Double,
        measured: Bool
    ) -> PopoverLayout {
        PopoverLayout(
            anchorID: popover.anchorID, anchor: anchor, placement: placement, bubble: placement.bubble,
            progress: progress, tree: popover.tree,
            frames: windowFrames(popover, origin: placement.bubble.origin), texts: popover.texts,
            measureCount: measured ? popover.measureCount : 0, key: popover.key)
    }
}
