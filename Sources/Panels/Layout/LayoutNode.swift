/// What layout needs to know about one node, as plain data: its operation, its
/// parameters and where its children are. Compiled once from `NodeKind` so the hot
/// measuring and placing loops never copy strings or switch over payload enums.
///
/// Contract: trivial (no references), so it lives in raw buffers; `rigid` nodes have
/// a size (`a` × `b`) that does not depend on the proposal.
@usableFromInline
struct LayoutNode {
    @usableFromInline
    enum Op: UInt8 {
        case empty, fill, gap, caption, padding, frame, flexFrame, aspect, offset, picture
        case layers, stack, background, overlay, measured, passthrough, scroller, longList
    }

    var op: Op = .empty
    /// Right-to-left: horizontal child offsets are mirrored.
    var rtl = false
    /// Stack or gap axis: 0 horizontal, 1 vertical, 2 none.
    var axis: UInt8 = 2
    var hAlign: HorizontalAlignment = .center
    var vAlign: VerticalAlignment = .center
    /// The size is `width` × `height` whatever the proposal (`LayoutSession.settleRigid`):
    /// a frame of fixed width and height, and any node whose size follows only from
    /// fixed children (a stack or layers of them, padding, frames, backgrounds and
    /// pass-through wrappers around one).
    var rigid = false
    /// For aspect: fill instead of fit.
    var fill = false
    /// For stacks: every child has the same layout priority (set with `rigid`).
    var samePriority = false
    var childStart: Int32 = 0
    var childCount: Int32 = 0
    /// Parameters by op: stack spacing (a); padding top, leading, bottom, trailing
    /// (a, b, c, d); frame width, height (a, b; -1 unset); offset x, y (a, b);
    /// gap minimum (a); aspect ratio (a; -1 for the child's own); picture natural
    /// width, height (a, b; `fill` for aspect fill); scroller scrolls horizontally,
    /// vertically (a, b: 1 or 0); long list leading, trailing space, spacing (a, b, c);
    /// pass-through layout priority (d, see `priority`); flexible frame and caption
    /// index (d, see `aux`).
    var a = 0.0
    var b = 0.0
    var c = 0.0
    var d = 0.0
    /// The fixed size of a `rigid` node.
    var width = 0.0
    var height = 0.0

    // A node is one 64-byte line: the parent stays in the tree (`NodeTree.nodes`, read
    // only when a change walks up), and the two values only some ops have share `d`.

    /// Layout priority in an enclosing stack: only pass-through nodes (`.layoutPriority`)
    /// have one; every other node's is 0.
    var priority: Double {
        get { op == .passthrough ? d : 0 }
        set { d = newValue }
    }

    /// For flexible frames, the index into `LayoutSession.flexSpecs`; for captions, the
    /// first of their setting slots.
    var aux: Int32 {
        get { Int32(d) }
        set { d = Double(newValue) }
    }

    /// Compiles `node`: the kind's `NodeTraits.layout` chooses the op. Single-child
    /// wrappers that do not change layout (effects) are `.passthrough`, leaves that
    /// take the proposal (shapes) are `.fill`.
    init(_ node: UnsafePointer<Node>) {
        childStart = node.pointee.childStart
        childCount = node.pointee.childCount
        rtl = node.pointee.direction == .rightToLeft
        // One copy of the kind for both the table lookup and the call (reading
        // `node.pointee.kind` twice copied it, payload and all, twice).
        let kind = node.pointee.kind
        kind.traits.layout(kind, &self)
    }

    init() {}
}
