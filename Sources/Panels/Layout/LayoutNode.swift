/// What layout needs to know about one node, as plain data: its operation, its
/// parameters and where its children are. Compiled once from `NodeKind` so the hot
/// measuring and placing loops never copy strings or switch over payload enums.
///
/// Contract: trivial (no references), so it lives in raw buffers; 48 bytes (a test
/// checks): a 16-byte header (op, flags, children) and four parameter numbers,
/// `p0`…`p3`, read and written through names by op. `rigid` nodes have a size
/// (`width` × `height`) that does not depend on the proposal; only ops that can be
/// rigid (frames, padding, stacks, layers, offsets, backgrounds, overlays, ideal
/// sizes, pass-through wrappers) keep it, in `p2` and `p3`, which no parameter of
/// theirs uses. Padding keeps its insets as four `Float`s in `p0` and `p1` when each
/// is exact as one (whole and half points are), else in its compiler's
/// `LayoutTables` (index in `aux`, `fill` set), as flexible frames keep their specs.
/// The node is where a tree keeps its kind when the kind's definition can read it
/// back from here (`NodeKindDefinition.kind(compiled:)`): a swatch keeps its color and
/// corner radius, which layout does not read, in `p0` and `p1`.
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
    /// For aspect and pictures: fill instead of fit. For padding: its insets are in
    /// `LayoutTables.insets` (at `aux`), not in the node.
    var fill = false
    /// For stacks: every child has the same layout priority (set with `rigid`).
    var samePriority = false
    var childStart: Int32 = 0
    var childCount: Int32 = 0
    // The op's parameters: four numbers read and written through the names below (by
    // op), so a node stays 48 bytes. The parent stays in the tree (`NodeTree.nodes`,
    // read only when a change walks up). Ops that can be rigid keep their size in `p2`
    // and `p3` (`width`, `height`), so their own parameters use `p0` and `p1` only.
    private var p0 = 0.0
    private var p1 = 0.0
    private var p2 = 0.0
    private var p3 = 0.0

    /// Whether a session keeps the proposal this node was last placed with
    /// (`LayoutSession.placedProposals`): not for leaves (shapes, empty nodes, gaps,
    /// pictures), whose frame is their position and size, nor for rigid nodes, whose
    /// subtree is placed the same whatever they are proposed.
    var keepsPlacedProposal: Bool {
        switch op {
        case .empty, .fill, .gap, .picture: false
        default: !rigid
        }
    }

    /// The fixed size of a `rigid` node (0 for a node of an op that can be rigid and is
    /// not; for other ops, whatever their parameters hold: read it only when `rigid`).
    var width: Double {
        get { p2 }
        set { p2 = newValue }
    }
    var height: Double {
        get { p3 }
        set { p3 = newValue }
    }

    /// Layout priority in an enclosing stack: only pass-through nodes (`.layoutPriority`)
    /// have one; every other node's is 0.
    var priority: Double {
        get { op == .passthrough ? p0 : 0 }
        set { p0 = newValue }
    }

    /// For flexible frames, the index into `LayoutTables.flexSpecs`; for captions, the
    /// first of their setting slots; for padding whose insets are not in the node
    /// (`fill`), the index into `LayoutTables.insets`.
    var aux: Int32 {
        get { Int32(p0) }
        set { p0 = Double(newValue) }
    }

    /// The four parameter numbers as stored, whatever the op (for comparing nodes).
    var storedParameters: [UInt64] { [p0.bitPattern, p1.bitPattern, p2.bitPattern, p3.bitPattern] }

    /// Stacks: the space between children.
    var spacing: Double {
        get { p0 }
        set { p0 = newValue }
    }

    /// Padding: keeps `insets` in the node when each is exact as a `Float` (returns
    /// true), else leaves the node as it is (false: the caller puts them in its table).
    @inline(__always)
    mutating func packInsets(_ insets: EdgeInsets) -> Bool {
        let top = Float(insets.top)
        let leading = Float(insets.leading)
        let bottom = Float(insets.bottom)
        let trailing = Float(insets.trailing)
        guard
            Double(top) == insets.top && Double(leading) == insets.leading && Double(bottom) == insets.bottom
                && Double(trailing) == insets.trailing
        else { return false }
        p0 = Double(bitPattern: UInt64(top.bitPattern) | UInt64(leading.bitPattern) << 32)
        p1 = Double(bitPattern: UInt64(bottom.bitPattern) | UInt64(trailing.bitPattern) << 32)
        return true
    }

    /// Padding: its insets, from the node or from `table` (`LayoutTables.insets`), the
    /// same doubles they were compiled from.
    @inline(__always)
    func paddingInsets(_ table: [EdgeInsets]) -> EdgeInsets {
        if fill { return table[Int(aux)] }
        let a = p0.bitPattern
        let b = p1.bitPattern
        return EdgeInsets(
            top: Double(Float(bitPattern: UInt32(truncatingIfNeeded: a))),
            leading: Double(Float(bitPattern: UInt32(truncatingIfNeeded: a >> 32))),
            bottom: Double(Float(bitPattern: UInt32(truncatingIfNeeded: b))),
            trailing: Double(Float(bitPattern: UInt32(truncatingIfNeeded: b >> 32))))
    }

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

    /// Swatches (`.fill`, which reads no parameter): the color, in `p0`'s low 32 bits,
    /// and the corner radius, kept for the tree (`SwatchKind.kind(compiled:)`).
    var swatchColor: RGBA {
        get {
            let bits = UInt32(truncatingIfNeeded: p0.bitPattern)
            return RGBA(
                red: UInt8(truncatingIfNeeded: bits), green: UInt8(truncatingIfNeeded: bits >> 8),
                blue: UInt8(truncatingIfNeeded: bits >> 16), alpha: UInt8(truncatingIfNeeded: bits >> 24))
        }
        set {
            let bits =
                UInt32(newValue.red) | UInt32(newValue.green) << 8 | UInt32(newValue.blue) << 16
                | UInt32(newValue.alpha) << 24
            p0 = Double(bitPattern: UInt64(bits))
        }
    }
    var cornerRadius: Double {
        get { p1 }
        set { p1 = newValue }
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
    /// frame's spec, and padding's insets when they are not exact as floats
    /// (`packInsets`), go to the end of `tables` (the index in `aux`); a caption takes
    /// the next `LayoutSession.captionWidths` slots from `captionSlots` (the first in
    /// `aux`), fresh, so nothing is set in them yet. The resolver and a session
    /// compiling a tree of its own both compile through here.
    @inline(__always)
    init(_ kind: NodeKind, rtl: Bool, tables: inout LayoutTables, captionSlots: inout Int) {
        self.init()
        compile(kind, rtl: rtl, tables: &tables, captionSlots: &captionSlots)
    }

    /// Compiles `kind` into this node, which holds the defaults (`init()`), as
    /// `init(_:rtl:tables:captionSlots:)` does. The resolver compiles in place, in
    /// its buffer: a node built on the stack and copied in was read back in 16-byte
    /// pieces right after the definition wrote single bytes of it, which stalled every
    /// leaf (no store-to-load forwarding).
    @inline(__always)
    mutating func compile(_ kind: NodeKind, rtl: Bool, tables: inout LayoutTables, captionSlots: inout Int) {
        self.rtl = rtl
        kind.traits.definition.compile(kind, into: &self, tables: &tables, captionSlots: &captionSlots)
    }

    init() {}
}

extension LayoutNode {
    /// Decides whether this node is rigid — its size fixed whatever it is proposed —
    /// from its op and its children (settled before it; `children` points at its
    /// `childCount` child indices into `nodes`; nil for none), and records that size (see
    /// `LayoutSession.settleRigid`; `insets` is `LayoutTables.insets`, which `aux` indexes). The
    /// resolver settles each node as it closes, a session each ancestor of a change.
    /// Only ops that can be rigid have their size slots written.
    mutating func settle(
        children: UnsafePointer<Int32>?, in nodes: UnsafePointer<LayoutNode>, insets table: [EdgeInsets]
    ) {
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
            let e = paddingInsets(table)
            let insets = SIMD2(e.leading + e.trailing, e.top + e.bottom)
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
            // Not an op that can be rigid: `p2` and `p3` may hold its parameters.
            self.rigid = false
            return
        }
        self.rigid = rigid
        width = rigid ? size.x : 0
        height = rigid ? size.y : 0
    }
}
