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
        case layers, stack, background, overlay, measured, passthrough, scroller, longList, idealSize
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
    // The op's parameters: four numbers read and written through the names below (by
    // op), so a node stays one 64-byte line.
    private var p0 = 0.0
    private var p1 = 0.0
    private var p2 = 0.0
    private var p3 = 0.0
    /// The fixed size of a `rigid` node.
    var width = 0.0
    var height = 0.0

    // A node is one 64-byte line: the parent stays in the tree (`NodeTree.nodes`, read
    // only when a change walks up), and the two values only some ops have share `d`.

    /// Layout priority in an enclosing stack: only pass-through nodes (`.layoutPriority`)
    /// have one; every other node's is 0.
    var priority: Double {
        get { op == .passthrough ? p3 : 0 }
        set { p3 = newValue }
    }

    /// For flexible frames, the index into `LayoutSession.flexSpecs`; for captions, the
    /// first of their setting slots.
    var aux: Int32 {
        get { Int32(p3) }
        set { p3 = Double(newValue) }
    }

    /// The four parameter numbers as stored, whatever the op (for comparing nodes).
    var storedParameters: [UInt64] { [p0.bitPattern, p1.bitPattern, p2.bitPattern, p3.bitPattern] }

    /// Stacks: the space between children.
    var spacing: Double {
        get { p0 }
        set { p0 = newValue }
    }

    /// Padding: the insets (top, leading, bottom, trailing).
    var insets: EdgeInsets {
        get { EdgeInsets(top: p0, leading: p1, bottom: p2, trailing: p3) }
        set { (p0, p1, p2, p3) = (newValue.top, newValue.leading, newValue.bottom, newValue.trailing) }
    }
    var insetTop: Double { p0 }
    var insetLeading: Double { p1 }
    var insetBottom: Double { p2 }
    var insetTrailing: Double { p3 }

    /// Frames: the fixed width and height (-1: the child's own). Pictures: the
    /// natural width and height.
    var fixedWidth: Double {
        get { p0 }
        set { p0 = newValue }
    }
    var fixedHeight: Double {
        get { p1 }
        set { p1 = newValue }
    }

    /// Offsets: the move in points.
    var offsetX: Double {
        get { p0 }
        set { p0 = newValue }
    }
    var offsetY: Double {
        get { p1 }
        set { p1 = newValue }
    }

    /// Gaps: the least length along the axis.
    var minimumLength: Double {
        get { p0 }
        set { p0 = newValue }
    }

    /// Aspect ratios: width / height (-1: the child's ideal ratio).
    var ratio: Double {
        get { p0 }
        set { p0 = newValue }
    }

    /// Scrollers: whether the content scrolls horizontally, vertically.
    var scrollsHorizontally: Bool {
        get { p0 != 0 }
        set { p0 = newValue ? 1 : 0 }
    }
    var scrollsVertically: Bool {
        get { p1 != 0 }
        set { p1 = newValue ? 1 : 0 }
    }

    /// Ideal sizes: whether the child is proposed nil horizontally, vertically.
    var keepsIdealWidth: Bool {
        get { p0 != 0 }
        set { p0 = newValue ? 1 : 0 }
    }
    var keepsIdealHeight: Bool {
        get { p1 != 0 }
        set { p1 = newValue ? 1 : 0 }
    }

    /// Long lists: the estimated space before and after the resolved rows.
    var leadingSpace: Double {
        get { p0 }
        set { p0 = newValue }
    }
    var trailingSpace: Double {
        get { p1 }
        set { p1 = newValue }
    }
    /// Long lists: the space between rows.
    var rowSpacing: Double {
        get { p2 }
        set { p2 = newValue }
    }
    /// Long lists: the last child is a pinned header out of the rows' flow.
    var detachedHeader: Bool {
        get { p3 != 0 }
        set { p3 = newValue ? 1 : 0 }
    }

    /// Compiles `kind` for a node placed in direction `rtl` (its children come when
    /// they are known): the kind's definition (`NodeKindDefinition.layout`) chooses the
    /// op. Single-child wrappers that do not change layout (effects) are
    /// `.passthrough`, leaves that take the proposal (shapes) are `.fill`. A flexible
    /// frame's spec goes to the end of `flexSpecs` (its index in `aux`); a caption
    /// takes the next `LayoutSession.captionWidths` slots from `captionSlots` (the
    /// first in `aux`), fresh, so nothing is set in them yet. The resolver and a
    /// session compiling a tree of its own both compile through here.
    @inline(__always)
    init(_ kind: NodeKind, rtl: Bool, flexSpecs: inout [FlexFrameSpec], captionSlots: inout Int) {
        self.init()
        compile(kind, rtl: rtl, flexSpecs: &flexSpecs, captionSlots: &captionSlots)
    }

    /// Compiles `kind` into this node, which holds the defaults (`init()`), as
    /// `init(_:rtl:flexSpecs:captionSlots:)` does. The resolver compiles in place, in
    /// its buffer: a node built on the stack and copied in was read back in 16-byte
    /// pieces right after the definition wrote single bytes of it, which stalled every
    /// leaf (no store-to-load forwarding).
    @inline(__always)
    mutating func compile(_ kind: NodeKind, rtl: Bool, flexSpecs: inout [FlexFrameSpec], captionSlots: inout Int) {
        self.rtl = rtl
        kind.traits.definition.compile(kind, into: &self, flexSpecs: &flexSpecs, captionSlots: &captionSlots)
    }

    init() {}
}

extension LayoutNode {
    /// Decides whether this node is rigid — its size fixed whatever it is proposed —
    /// from its op and its children (settled before it; `children` points at its
    /// `childCount` child indices into `nodes`; nil for none), and records that size (see
    /// `LayoutSession.settleRigid`). The resolver settles each node as it closes, a
    /// session each ancestor of a change.
    mutating func settle(children: UnsafePointer<Int32>?, in nodes: UnsafePointer<LayoutNode>) {
        let count = Int(childCount)
        var rigid = false
        var size = SIMD2<Double>.zero
        switch op {
        case .frame:
            if count == 0 {
                rigid = true
                size = SIMD2(max(fixedWidth, 0), max(fixedHeight, 0))
            } else if fixedWidth >= 0 && fixedHeight >= 0 {
                rigid = true
                size = SIMD2(fixedWidth, fixedHeight)
            } else {
                let child = nodes[Int(children![0])]
                if child.rigid {
                    rigid = true
                    size = SIMD2(
                        fixedWidth >= 0 ? fixedWidth : child.width, fixedHeight >= 0 ? fixedHeight : child.height)
                }
            }
        case .padding:
            let insets = SIMD2(insetLeading + insetTrailing, insetTop + insetBottom)
            if count == 0 {
                rigid = true
                size = insets
            } else {
                let child = nodes[Int(children![0])]
                if child.rigid {
                    rigid = true
                    size = SIMD2(child.width, child.height) + insets
                }
            }
        case .offset, .passthrough, .background, .overlay, .idealSize:
            if count > 0 {
                let child = nodes[Int(children![0])]
                rigid = child.rigid
                size = SIMD2(child.width, child.height)
            }
        case .stack, .layers:
            rigid = true
            let priority = count > 0 ? nodes[Int(children![0])].priority : 0
            samePriority = true
            // Lengths along and across the stack in scalars (a run-time index into the
            // size kept the sums going through memory).
            let horizontal = axis == 0
            var along = 0.0
            var across = 0.0
            for k in 0 ..< count {
                let child = nodes[Int(children![k])]
                guard child.rigid else {
                    rigid = false
                    break
                }
                if child.priority != priority { samePriority = false }
                if op == .layers {
                    size = pointwiseMax(size, SIMD2(child.width, child.height))
                } else {
                    along += horizontal ? child.width : child.height
                    across = max(across, horizontal ? child.height : child.width)
                }
            }
            if op == .stack {
                if rigid && count > 1 { along += spacing * Double(count - 1) }
                size = horizontal ? SIMD2(along, across) : SIMD2(across, along)
            }
        default:
            rigid = false
        }
        self.rigid = rigid
        width = rigid ? size.x : 0
        height = rigid ? size.y : 0
    }
}
