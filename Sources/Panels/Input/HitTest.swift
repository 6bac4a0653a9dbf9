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
/// - Disabled controls (`acceptsPointer` false) and clear swatches pass the pointer
///   to what is behind them.
enum HitTest {
    /// The frontmost node of `tree` that takes the pointer at `point` for `purpose`,
    /// given each node's frame as drawn (`frames`, indexed like the tree).
    static func frontmost(
        in tree: NodeTree, order: [Int32], frames: [Rect], at point: Point, for purpose: HitPurpose
    ) -> Int32? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        for index in order.reversed() where Int(index) < frames.count {
            guard frames[Int(index)].contains(point), takesPointer(tree, index, for: purpose),
                isInsideClips(tree, index, frames: frames, at: point)
            else { continue }
            return index
        }
        return nil
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
