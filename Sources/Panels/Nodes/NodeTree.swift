/// The resolved, type-erased tree of a panel: a flat arena of `Node`s.
///
/// Contract: node 0 is the root (when the tree is not empty); every node's children
/// are `childIndices[childStart ..< childStart + childCount]`, in order; a parent's
/// index is smaller than none in particular (children may be appended before or
/// after their parent), so always walk through `children(of:)`.
@usableFromInline package struct NodeTree: Sendable {
    /// The nodes as stored: plain records (`NodeRecord`), with the kinds that hold
    /// references in `richKinds`.
    var records = NodeRecords() {
        didSet { compiledLayout = nil }
    }
    var richKinds: [NodeKind] = [] {
        didSet { compiledLayout = nil }
    }
    /// The nodes, in arena order (each `Node` made as it is read).
    @usableFromInline package var nodes: NodeList { NodeList(records: records, richKinds: richKinds) }
    @usableFromInline package internal(set) var childIndices: [Int32] = [] {
        didSet { compiledLayout = nil }
    }
    /// The nodes compiled for layout, shared by this tree's copies (`CompiledLayout`);
    /// nil once the nodes change.
    var compiledLayout: CompiledLayout?
    /// Index of the root node, or -1 when empty.
    @usableFromInline package internal(set) var root: Int32 = -1
    /// Explicit ids given with `.id(_:)` or `Each`, by node index, for dumps.
    @usableFromInline package internal(set) var explicitIDs: [Int32: String] = [:]
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
    var accessibility: [Int32: AccessibilityAttributes] = [:]
    /// Insertion and removal transitions (`.transition(_:)`), by node index.
    @usableFromInline package internal(set) var transitions: [Int32: Transition] = [:]
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
        NodeTree.kind(of: records[Int(node)], in: richKinds)
    }

    /// The kind `record` stores, its rich kinds in `richKinds`.
    @inline(__always)
    static func kind(of record: NodeRecord, in richKinds: [NodeKind]) -> NodeKind {
        record.kind(in: richKinds)
    }

    /// Gives `node` the kind `kind` (its place, children and identity stay).
    ///
    /// A node whose kind is kept in `richKinds` keeps its slot there whatever kind it
    /// is given later, plain ones too, so changing kinds back and forth never grows
    /// the tree: it never holds more rich kinds than nodes.
    mutating func setKind(_ kind: NodeKind, of node: Int32) {
        if let index = records[Int(node)].richIndex {
            richKinds[Int(index)] = kind
            records[Int(node)].definitionIndex = kind.definitionIndex
            return
        }
        records[Int(node)].store(kind, richIndex: Int32(richKinds.count))
        if records[Int(node)].isRich { richKinds.append(kind) }
    }

    /// The parent of `node`, or -1 for the root.
    @usableFromInline package func parent(of node: Int32) -> Int32 { records[Int(node)].parent }

    /// The direction in force for `node`'s placement of its children.
    @usableFromInline package func direction(of node: Int32) -> LayoutDirection { records[Int(node)].direction }

    /// The children of `node`, in order.
    @usableFromInline package func children(of node: Int32) -> ArraySlice<Int32> {
        let n = records[Int(node)]
        return childIndices[Int(n.childStart) ..< Int(n.childStart + n.childCount)]
    }
}
