/// The resolved, type-erased tree of a panel: a flat arena of `Node`s.
///
/// Contract: node 0 is the root (when the tree is not empty); every node's children
/// are `childIndices[childStart ..< childStart + childCount]`, in order; a parent's
/// index is smaller than none in particular (children may be appended before or
/// after their parent), so always walk through `children(of:)`.
@usableFromInline package struct NodeTree: Sendable {
    /// The nodes as stored: plain records (`NodeRecord`), each node's kind in its
    /// compiled form (`layoutNodes`) or, when that does not hold it whole (kinds with
    /// references, among others), in `richKinds`.
    var records = NodeRecords() {
        didSet { compiledLayout = nil }
    }
    var richKinds: [NodeKind] = [] {
        didSet { compiledLayout = nil }
    }
    /// Every node compiled for layout (`LayoutNodeStore`): where each node's children
    /// (`childStart`, `childCount`) and the kinds not in `richKinds` are kept.
    var layoutNodes = LayoutNodeStore() {
        didSet { compiledLayout = nil }
    }
    /// The nodes, in arena order (each `Node` made as it is read).
    @usableFromInline package var nodes: NodeList {
        NodeList(records: records, richKinds: richKinds, layoutNodes: layoutNodes)
    }
    @usableFromInline package internal(set) var childIndices: [Int32] = [] {
        didSet { compiledLayout = nil }
    }
    /// The nodes compiled for layout, shared by this tree's copies (`CompiledLayout`);
    /// nil once the nodes change.
    var compiledLayout: CompiledLayout?
    /// Index of the root node, or -1 when empty.
    @usableFromInline package internal(set) var root: Int32 = -1
    /// Explicit ids given with `.id(_:)` or `Each`, by node index, for dumps.
    @usableFromInline package internal(set) var explicitIDs = NodeTable<String>()
    /// Content builders of `Measured` nodes, by node index.
    @usableFromInline package internal(set) var measuredContents: [Int32: MeasuredContent] = [:]
    /// Deepest nesting of containers (0 for a single leaf).
    @usableFromInline package internal(set) var depth = 0
    /// The sink this tree was resolved with (its context's `diagnostics`): resolve,
    /// layout of `Measured` content, the popover pass and drawing report there.
    @usableFromInline package internal(set) var diagnosticLog = DiagnosticLog()
    /// Handlers of pressable and keyboard-aware nodes, by node index.
    @usableFromInline package internal(set) var interactions: [Int32: Interaction] = [:]
    /// What accessibility modifiers gave nodes (`.accessibility(…)`), by node index.
    var accessibility = NodeTable<AccessibilityAttributes>()
    /// Insertion and removal transitions (`.transition(_:)`), by node index.
    @usableFromInline package internal(set) var transitions = NodeTable<Transition>()
    /// Motion set with `.motion(_:)` for a node's changes, by node index.
    @usableFromInline package internal(set) var motions: [Int32: Motion] = [:]
    /// Popovers anchored to nodes (`.popover(isOpen:…)`), by the anchor's node index.
    @usableFromInline package internal(set) var popovers: [Int32: PopoverAttachment] = [:]
    /// What scrollers' owners gave them (offset and target references), by node index.
    @usableFromInline package internal(set) var scrollers: [Int32: ScrollerAttachment] = [:]
    /// What each lazy list resolved (its rows' keys, its data's size), by node index.
    var longLists: [Int32: LongListRecord] = [:]
    /// Actions to run when a node's frame has finished moving (`.onMotionEnd(_:)`).
    var motionEnds: [Int32: MotionEndHandler] = [:]
    /// Offsets and colors drawn from `LiveValue`s (`.offset(following:)`,
    /// `.color(following:)`), by node index.
    var liveOffsets: [Int32: LiveBinding<Point>] = [:]
    var liveColors: [Int32: LiveBinding<RGBA>] = [:]

    @usableFromInline package init() {}

    /// Resolves `panel` with `context` into a tree (what `LayoutSession` and
    /// `Composition` do first).
    /// (Inlinable: resolves in the caller's module, with direct calls for its
    /// concrete panel types.)
    @inlinable
    package init<P: Panel>(resolving panel: P, context: PanelContext = PanelContext()) {
        var builder = NodeBuilder(context: context)
        builder.reserve(ResolveSizeHint.last(for: P.self))
        builder.resolve(panel, at: 0)
        self.init(finishing: &builder)
        ResolveSizeHint.keep(self, for: P.self)
    }

    /// The tree `builder` made, with a compiled-layout box for its sessions.
    @usableFromInline
    init(finishing builder: inout NodeBuilder) {
        self = builder.finish()
    }

    @usableFromInline package var count: Int { records.count }

    /// The kind of `node`.
    @usableFromInline package func kind(of node: Int32) -> NodeKind {
        let record = records[Int(node)]
        if let slot = record.richIndex { return richKinds[Int(slot)] }
        return record.kind(in: richKinds, compiled: layoutNodes[Int(node)])
    }

    /// Gives `node` the kind `kind` (its place, children and identity stay).
    ///
    /// The kind is compiled into the node's `layoutNodes` entry (with tables and
    /// caption slots of its own: the tree's sessions compile a changed tree again) and
    /// kept there when it reads back whole; else in `richKinds`. A node whose kind is
    /// kept in `richKinds` keeps its slot there whatever kind it is given later, plain
    /// ones too, so changing kinds back and forth never grows the tree: it never holds
    /// more rich kinds than nodes.
    mutating func setKind(_ kind: NodeKind, of node: Int32) {
        var record = records[Int(node)]
        record.definitionIndex = kind.definitionIndex
        if let index = record.richIndex {
            richKinds[Int(index)] = kind
            records[Int(node)] = record
            return
        }
        var tables = LayoutTables()
        var captionSlots = 0
        var compiled = LayoutNode(
            kind, rtl: record.direction == .rightToLeft, tables: &tables, captionSlots: &captionSlots)
        compiled.childStart = layoutNodes[Int(node)].childStart
        compiled.childCount = layoutNodes[Int(node)].childCount
        if NodeKind.definition(at: kind.definitionIndex).kind(compiled: compiled) != kind {
            record.richSlot = Int32(richKinds.count)
            richKinds.append(kind)
        }
        layoutNodes[Int(node)] = compiled
        records[Int(node)] = record
    }

    /// The parent of `node`, or -1 for the root.
    @usableFromInline package func parent(of node: Int32) -> Int32 { records[Int(node)].parent }

    /// The direction in force for `node`'s placement of its children.
    @usableFromInline package func direction(of node: Int32) -> LayoutDirection { records[Int(node)].direction }

    /// The children of `node`, in order.
    @usableFromInline package func children(of node: Int32) -> ArraySlice<Int32> {
        let n = layoutNodes[Int(node)]
        return childIndices[Int(n.childStart) ..< Int(n.childStart + n.childCount)]
    }
}
