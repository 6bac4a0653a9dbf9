/// Which node is under a point, for a purpose: the one hit test of a stage. Presses,
/// hover, drags, the wheel, focus by click and text selection all ask it.
///
/// Rules, written once:
/// - **Drawing order.** Nodes are tried frontmost first (the reverse of
///   `NodeTree.paintOrder`): the first that takes the pointer there wins.
/// - **What takes the pointer** is the kind's `NodeTraits.HitRule`: `blocks` always,
///   `passes` never; `control` and `gestures` with a control on the node that
///   accepts the pointer; `gestures` always, and `control` with a drag handler or a
///   focusable panel, for gestures (`HitPurpose.isGesture`).
/// - **Clipping.** A node is hit only inside every scroller and clip shape
///   (`.clip`, with its corners) around it, as drawn.
/// - **Layers.** Open popovers come first, innermost first: a point on a bubble or
///   its arrow is the popover's (its content's frontmost node, or none: the bubble
///   blocks what is behind it). Then the main tree (`StageLayer`).
/// - **Set aside.** Nothing inside an inert or offstage panel (`Presence`) is hit:
///   it is not in the drawing order, and enlarged targets skip it.
/// - Disabled controls (`acceptsPointer` false) and clear swatches pass the pointer
///   to what is behind them.
enum HitTest {
    /// The frontmost node of `tree` that takes the pointer at `point` for `purpose`,
    /// given each node's frame as drawn (`frames`, indexed like the tree).
    static func frontmost(
        in tree: NodeTree, order: [Int32], frames: [Rect], at point: Point, for purpose: HitPurpose
    ) -> Int32? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        var found: (node: Int32, position: Int)?
        // By position, frontmost first (no array of pairs made per pointer event).
        for position in order.indices.reversed() {
            let index = order[position]
            guard Int(index) < frames.count, frames[Int(index)].contains(point),
                takesPointer(tree, index, for: purpose),
                isInsideClips(tree, index, frames: frames, at: point)
            else { continue }
            found = (index, position)
            break
        }
        // A control's drawn bounds win over any enlarged target.
        if let found, !purpose.usesEnlargedTargets || isOnControl(tree, found.node) {
            return found.node
        }
        return enlargedTarget(in: tree, order: order, frames: frames, at: point, for: purpose, above: found?.position)
            ?? found?.node
    }

    /// The control whose enlarged target (`Interaction.minimumTarget`) holds `point`,
    /// drawn above paint-order position `above` (nothing drawn over a control is
    /// taken over): the one whose center is nearest the point, the frontmost on a tie.
    static func enlargedTarget(
        in tree: NodeTree, order: [Int32], frames: [Rect], at point: Point, for purpose: HitPurpose, above: Int?
    ) -> Int32? {
        var best: (node: Int32, distance: Double)?
        for (node, interaction) in tree.interactions where interaction.minimumTarget > 0 && Int(node) < frames.count {
            let frame = frames[Int(node)]
            guard frame.width > 0 || frame.height > 0 else { continue }
            let target = enlarged(frame, to: interaction.minimumTarget)
            guard target.contains(point), takesPointer(tree, node, for: purpose),
                isInsideClips(tree, node, frames: frames, at: point), tree.asideHolder(of: node) == nil
            else { continue }
            let dx = point.x - frame.midX, dy = point.y - frame.midY
            let distance = dx * dx + dy * dy
            if let current = best, distance > current.distance { continue }
            if let current = best, distance == current.distance,
                (order.firstIndex(of: node) ?? 0) < (order.firstIndex(of: current.node) ?? 0)
            {
                continue
            }
            best = (node, distance)
        }
        guard let best else { return nil }
        if let above, let position = order.firstIndex(of: best.node), position < above { return nil }
        return best.node
    }

    /// Whether `node` is a control's drawn bounds: it or a panel around it has a tap
    /// action or asks for a hit target (a slider's track).
    static func isOnControl(_ tree: NodeTree, _ node: Int32) -> Bool {
        var current = node
        while current >= 0 {
            if let found = tree.interactions[current],
                (found.acceptsPointer && found.onTap != nil) || found.minimumTarget > 0
            {
                return true
            }
            current = tree.records[Int(current)].parent
        }
        return false
    }

    /// `frame` grown about its center to at least `side` points on each axis.
    static func enlarged(_ frame: Rect, to side: Double) -> Rect {
        let width = max(frame.width, side), height = max(frame.height, side)
        return Rect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
    }

    /// Whether `node` takes the pointer for `purpose` where it is drawn (the rule of
    /// its kind, and the interaction on it).
    static func takesPointer(_ tree: NodeTree, _ node: Int32, for purpose: HitPurpose) -> Bool {
        let kind = tree.kind(of: node)
        let rule = kind.traits.hit(kind)
        switch rule {
        case .blocks: return true
        case .passes: return false
        case .gestures where purpose.isGesture: return true
        case .control, .gestures:
            guard let interaction = tree.interactions[node] else { return false }
            if interaction.acceptsPointer && interaction.onTap != nil { return true }
            return purpose.isGesture && (interaction.drag != nil || interaction.focusable)
        }
    }

    /// Whether `point` is inside every scroller and clip shape around `node` (not the
    /// node's own), at their frames as drawn.
    static func isInsideClips(_ tree: NodeTree, _ node: Int32, frames: [Rect], at point: Point) -> Bool {
        var current = tree.records[Int(node)].parent
        while current >= 0 {
            let kind = tree.kind(of: current)
            if let radii = kind.traits.clip(kind) {
                let frame = Int(current) < frames.count ? frames[Int(current)] : .zero
                let corners = tree.direction(of: current) == .rightToLeft ? radii.mirrored : radii
                if !contains(frame, corners.clamped(width: frame.width, height: frame.height), point) { return false }
            }
            current = tree.records[Int(current)].parent
        }
        return true
    }

    /// Whether `point` lies in `rect` with its corners rounded by `radii`.
    static func contains(_ rect: Rect, _ radii: CornerRadii, _ point: Point) -> Bool {
        guard rect.contains(point) else { return false }
        guard !radii.isZero else { return true }
        func outside(_ radius: Double, _ cx: Double, _ cy: Double, _ inCorner: Bool) -> Bool {
            guard radius > 0, inCorner else { return false }
            let dx = point.x - cx, dy = point.y - cy
            return dx * dx + dy * dy > radius * radius
        }
        let r = radii
        return
            !(outside(
                r.topLeading, rect.minX + r.topLeading, rect.minY + r.topLeading,
                point.x < rect.minX + r.topLeading && point.y < rect.minY + r.topLeading)
            || outside(
                r.topTrailing, rect.maxX - r.topTrailing, rect.minY + r.topTrailing,
                point.x > rect.maxX - r.topTrailing && point.y < rect.minY + r.topTrailing)
            || outside(
                r.bottomTrailing, rect.maxX - r.bottomTrailing, rect.maxY - r.bottomTrailing,
                point.x > rect.maxX - r.bottomTrailing && point.y > rect.maxY - r.bottomTrailing)
            || outside(
                r.bottomLeading, rect.minX + r.bottomLeading, rect.maxY - r.bottomLeading,
                point.x < rect.minX + r.bottomLeading && point.y > rect.maxY - r.bottomLeading))
    }

    /// The pointer's shape over `node`: that of the nearest node from it outwards
    /// (itself included) that has one (see `PointerShape`), else the arrow.
    static func pointerShape(in tree: NodeTree, from node: Int32) -> PointerShape {
        var current = node
        while current >= 0 {
            if let shape = tree.interactions[current]?.effectivePointerShape { return shape }
            current = tree.records[Int(current)].parent
        }
        return .arrow
    }

    /// The nearest node from `node` outwards (itself included) with a control that
    /// accepts the pointer and has a tap action: what a press on `node` presses.
    static func control(in tree: NodeTree, from node: Int32) -> Interaction? {
        var current = node
        while current >= 0 {
            if let found = tree.interactions[current], found.acceptsPointer, found.onTap != nil { return found }
            current = tree.records[Int(current)].parent
        }
        return nil
    }
}

/// What a hit test is for: which interactions make a node take the pointer.
enum HitPurpose: CaseIterable {
    /// A press (its nearest control gets it) and hover feedback.
    case press, hover
    /// A drag, the wheel, focus by click and text selection: gestures.
    case drag, wheel, focus, textSelection

    /// Whether controls' enlarged hit targets count: for presses, hover, drags and
    /// focus (the pointer aims at a control), not for the wheel or text selection.
    var usesEnlargedTargets: Bool {
        switch self {
        case .press, .hover, .drag, .focus: true
        case .wheel, .textSelection: false
        }
    }

    var isGesture: Bool {
        switch self {
        case .press, .hover: false
        case .drag, .wheel, .focus, .textSelection: true
        }
    }
}

/// The tree a node under the pointer belongs to.
enum StageLayer: Hashable, Sendable {
    case main
    case popover(Identity)
}

/// What a hit test found: the layer under the point and, in it, the frontmost node
/// that takes the pointer (nil: the layer blocks the point with nothing in it, a
/// popover's bubble).
struct Hit {
    var layer: StageLayer
    var node: Int32?
}
