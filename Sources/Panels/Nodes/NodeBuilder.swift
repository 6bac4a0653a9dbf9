/// Builds a `NodeTree` while a panel tree resolves. Primitive panels write into it
/// through `Panel._resolve`; user panels never touch it.
///
/// It tracks the structural path (for identities), the open containers and the
/// context that flows down the tree.
public struct NodeBuilder {
    var tree = NodeTree()
    /// The tree's nodes and child links while it is built, held here and handed to the
    /// tree when the build finishes: the tree's own arrays drop its compiled layout on
    /// every change (`didSet`), a release per node appended or linked. The records are
    /// a raw buffer (no copy-on-write check per node), adopted by the tree's
    /// `NodeRecords` without a copy.
    var records = PodBuffer<NodeRecord>()
    var richKinds: [NodeKind] = []
    var links = PodBuffer<Int32>()
    /// Children collected for the containers that are open, innermost last. This
    /// buffer and `openStarts` are the builder's own (no copy-on-write checks per
    /// node); `finish()` or `finishAppended()` gives their memory back.
    var pending = PodBuffer<Int32>()
    /// Start of each open container's children in `pending`.
    var openStarts = PodBuffer<Int>()
    /// Identity of the position being resolved.
    var path: Identity = .root
    /// The context in force.
    @usableFromInline package internal(set) var context: PanelContext
    /// Axis of the innermost enclosing stack, for gaps (nil outside stacks).
    var stackAxis: Axis?
    /// Motion in force for the nodes being created (`.motion(_:)`).
    var motion: Motion?
    /// What the host knows about the pointer, for pressed and hover feedback.
    var pointer = PointerState()
    /// The rows a stage wants its lazy lists to resolve (nil: the first rows).
    var longListWindows: LongListWindows?
    /// This resolve pass, for `PictureLookupCache`: a picture file is checked on disk
    /// once per pass.
    let picturePass = PictureLookupCache.newPass()
    /// This pass's picture answers by name (see `PictureLookupCache.PassMemo`).
    var pictureMemo = PictureLookupCache.PassMemo()
    /// Each node settled as it closes and the compiled nodes given to the tree's
    /// sessions (a node's kind is at hand here, and not copied: compiling it again in
    /// a session copied it, payload and all, from the tree). False while appending to
    /// a tree at layout time: the session compiles that content itself. Either way
    /// every node is compiled as it is made (`layoutNodes`): the tree keeps most
    /// kinds there (`LayoutNodeStore`).
    let compilesLayout: Bool
    var layoutNodes = PodBuffer<LayoutNode>()
    /// Flexible frames' specs and padding insets of the nodes compiled so far.
    var tables = LayoutTables()
    var captionSlots = 0

    @usableFromInline
    init(context: PanelContext) {
        self.context = context
        compilesLayout = true
        tree.diagnosticLog = context.diagnostics
        records.reserve(64)
    }

    /// Reserves room for a tree of `counts` nodes, child links, rich kinds, flexible
    /// frames, accessibility entries, explicit ids and transitions (a capacity only).
    @usableFromInline
    mutating func reserve(_ counts: ResolveSizeHint.Counts) {
        records.reserve(counts.nodes)
        links.reserve(counts.children)
        // Grown by doubling, these copied every kind (a caption's or a picture's
        // payload) about a dozen times a feed.
        if counts.richKinds > richKinds.capacity { richKinds.reserveCapacity(counts.richKinds) }
        layoutNodes.reserve(counts.nodes)
        if compilesLayout && counts.flexSpecs > tables.flexSpecs.capacity {
            tables.flexSpecs.reserveCapacity(counts.flexSpecs)
        }
        if counts.accessibility > tree.accessibility.capacity {
            tree.accessibility.reserveCapacity(counts.accessibility)
        }
        if counts.explicitIDs > tree.explicitIDs.capacity { tree.explicitIDs.reserveCapacity(counts.explicitIDs) }
        if counts.transitions > tree.transitions.capacity { tree.transitions.reserveCapacity(counts.transitions) }
    }

    /// A builder that appends to an existing tree (a `Measured` node's content at
    /// layout time), starting at `path` with `context`.
    init(appendingTo tree: consuming NodeTree, context: PanelContext, path: Identity) {
        self.tree = tree
        self.context = context
        self.path = path
        compilesLayout = false
        records = self.tree.records.takeBuffer()
        layoutNodes = self.tree.layoutNodes.takeBuffer()
        richKinds = self.tree.richKinds
        links = PodBuffer(copying: self.tree.childIndices)
        self.tree.richKinds = []
        self.tree.childIndices = []
    }

    /// Finishes an appending build: the tree, and the top-level nodes made (in order).
    mutating func finishAppended() -> (NodeTree, [Int32]) {
        precondition(openStarts.count == 0, "unbalanced open/close while resolving")
        let top = Array(UnsafeBufferPointer(start: pending.base, count: pending.count))
        freeScratch()
        handOver().free()
        var out = NodeTree()
        swap(&out, &tree)
        return (out, top)
    }

    /// Deepest nesting of panels resolved; deeper content is left out and reported
    /// (layout and paint recurse once per level, on a large stack: see `LargeStack`).
    @usableFromInline package static let maxDepth = 25_000
    /// Panels being resolved, outermost to innermost (composites count too).
    var resolveDepth = 0
    /// The last name a caption's own `foreground(named:)` interned, and its number.
    var lastForegroundName: (name: String, number: UInt32)?

    /// Resolves `panel` as the next child at path component `component`.
    ///
    /// Inlinable, like the primitives' `_resolve`: the module that names the concrete
    /// panel types resolves them with direct calls (no generic type lookups, no
    /// copies of nested panel values through value witnesses).
    @inlinable
    package mutating func resolve<P: Panel>(_ panel: P, at component: UInt64) {
        guard let saved = enter(component) else { return }
        P._resolve(panel, into: &self)
        leave(restoring: saved)
    }

    /// Steps into path component `component`: the path to restore, or nil (reported)
    /// past the deepest nesting.
    @usableFromInline
    mutating func enter(_ component: UInt64) -> Identity? {
        if resolveDepth >= NodeBuilder.maxDepth * 4 || openStarts.count >= NodeBuilder.maxDepth {
            NodeBuilder.reportTooDeep(at: path, to: context.diagnostics)
            return nil
        }
        let saved = path
        path = path.appending(component)
        resolveDepth += 1
        return saved
    }

    /// Steps `levels` components of 0 deeper, as that many single-child modifiers
    /// around a panel do (each resolves its content at component 0): the path to
    /// restore with `leave(levels:restoring:)`, or nil (reported, nothing entered) past
    /// the deepest nesting, where the first modifier too deep reports it.
    mutating func enter(levels: Int) -> Identity? {
        let saved = path
        if resolveDepth + levels <= NodeBuilder.maxDepth * 4 && openStarts.count < NodeBuilder.maxDepth {
            // Every level within the nesting allowed: `enter(0)`'s checks all pass.
            for _ in 0 ..< levels { path = path.appending(0) }
            resolveDepth += levels
            return saved
        }
        for entered in 0 ..< levels where enter(0) == nil {
            resolveDepth -= entered
            path = saved
            return nil
        }
        return saved
    }

    /// Steps out of `enter(levels:)`.
    mutating func leave(levels: Int, restoring saved: Identity) {
        resolveDepth -= levels
        path = saved
    }

    /// Out of line, so `enter` (run for every panel) needs no stack frame of its own.
    @inline(never)
    private static func reportTooDeep(at path: Identity, to diagnostics: DiagnosticLog) {
        diagnostics.report(
            Diagnostic(
                .error, "nesting deeper than \(NodeBuilder.maxDepth) levels: the panels below were left out",
                subject: "\(path)"))
    }

    @usableFromInline
    mutating func leave(restoring saved: Identity) {
        resolveDepth -= 1
        path = saved
    }

    /// Resolves `panel` and attaches `attachment` to the first node it makes at this
    /// level; when it makes none, nothing is attached (see `NodeAttachment`).
    mutating func resolve<P: Panel>(_ panel: P, at component: UInt64, attaching attachment: NodeAttachment) {
        let first = pending.count
        resolve(panel, at: component)
        if pending.count > first { tree.attach(attachment, to: pending[first]) }
    }

    /// Resolves `panel` with an explicit id given to the first node it makes at this
    /// level (what `.id(_:)` and `Each` do).
    @inlinable
    mutating func resolve<P: Panel>(_ panel: P, at component: UInt64, explicitID id: consuming String) {
        let first = childMark
        resolve(panel, at: component)
        attachExplicitID(id, since: first)
    }

    /// Where the next child made at this level will be (for `attachExplicitID`).
    @usableFromInline
    var childMark: Int { pending.count }

    @usableFromInline
    mutating func attachExplicitID(_ id: consuming String, since first: Int) {
        // Moved into the table (through an attachment it was copied twice).
        if pending.count > first { tree.attachExplicitID(id, to: pending[first]) }
    }

    /// Resolves `panel` with the context changed by `change` (a context modifier).
    @inlinable
    package mutating func resolve<P: Panel>(_ panel: P, at component: UInt64, change: ContextChange) {
        let saved = changeContext(change)
        resolve(panel, at: component)
        restoreContext(saved)
    }

    /// Applies `change` to the context in force; returns what restores it (the one
    /// field a built-in modifier changes, or the whole context for `.context(_:)`).
    @usableFromInline
    mutating func changeContext(_ change: ContextChange) -> ContextChange.Saved {
        change.save(applyingTo: &context)
    }

    @usableFromInline
    mutating func restoreContext(_ saved: ContextChange.Saved) {
        ContextChange.restore(saved, to: &context)
    }

    /// The color a caption's own `foreground(named: name)` draws with: what
    /// `context.foregroundName = name` would give (`PanelContext.foregroundColor(named:memo:)`),
    /// with the name's interned number kept from the last caption that named it.
    mutating func foregroundColor(named name: String) -> RGBA {
        context.foregroundColor(named: name, memo: &lastForegroundName)
    }

    /// Applies `changes` in order, as nested context modifiers, outermost first, do;
    /// returns what restores them (`restoreContext(_:)` with the array).
    @inline(never)
    mutating func changeContext(_ changes: [ContextChange]) -> [ContextChange.Saved] {
        changes.map { changeContext($0) }
    }

    /// Undoes `changeContext(_:)` for several changes, innermost first.
    @inline(never)
    mutating func restoreContext(_ saved: [ContextChange.Saved]) {
        for restore in saved.reversed() { restoreContext(restore) }
    }

    /// Adds a leaf node as a child of the innermost open container. Inlined into the
    /// Panels primitives that call it (and `open` into `openContainer`): the kind is
    /// then built where it is stored, and a kind known at the call site (a swatch)
    /// finds its traits without the table's switch. Not inlinable into users' modules.
    @discardableResult
    @inline(__always)
    mutating func leaf(_ kind: consuming NodeKind) -> Int32 {
        let index = makeNode(kind)
        pending.append(index)
        // Among leaves only a frame or padding has a fixed size (the rest keep the
        // compiled default: not rigid).
        if compilesLayout && (layoutNodes[index].op == .frame || layoutNodes[index].op == .padding) {
            layoutNodes.base[Int(index)].settle(children: nil, in: layoutNodes.base, insets: tables.insets)
        }
        return index
    }

    /// Opens a container; the nodes resolved until `close()` become its children.
    @inline(__always)
    mutating func open(_ kind: consuming NodeKind) -> Int32 {
        let index = makeNode(kind)
        openStarts.append(pending.count)
        if openStarts.count > tree.depth { tree.depth = openStarts.count }
        pending.append(index)  // placeholder slot: replaced on close, keeps order
        return index
    }

    /// Closes the innermost open container and records its children.
    mutating func close() {
        precondition(openStarts.count > 0, "close() without open()")
        let start = openStarts[openStarts.count - 1]
        openStarts.count -= 1
        let container = pending[start]
        let childStart = Int32(links.count)
        let end = pending.count
        if end - start == 2 {
            // One child (every modifier), written directly: the general path below
            // costs a grid 4 % more instructions (one link appended as a buffer, the
            // loop over one child).
            let child = pending[end - 1]
            links.append(child)
            records.base[Int(child)].parent = container
            layoutNodes.base[Int(container)].childStart = childStart
            layoutNodes.base[Int(container)].childCount = 1
            if compilesLayout {
                compileClosed(container, children: pending.base + (end - 1), count: 1)
            }
            pending.count -= 1
            return
        }
        let count = end - start - 1
        let children = pending.base + start + 1
        links.append(contentsOf: UnsafeBufferPointer(start: children, count: count))
        for i in 0 ..< count { records.base[Int(children[i])].parent = container }
        layoutNodes.base[Int(container)].childStart = childStart
        layoutNodes.base[Int(container)].childCount = Int32(count)
        if compilesLayout {
            compileClosed(container, children: children, count: count)
        }
        pending.count = start + 1
    }

    /// Finishes compiling a container whose `count` children are at `children` (its
    /// child list is set): the warning for children it does not lay out, its rigid size.
    /// Inlined into `close` (a call per container cost a 1k grid's build 1.5 % more
    /// instructions); the rare warning is a call of its own.
    @inline(__always)
    private mutating func compileClosed(_ container: Int32, children: UnsafePointer<Int32>, count: Int) {
        // In place (through the buffer's pointer): settling reads only the children.
        let all = layoutNodes.base
        if LayoutSession.hasUnplacedChildren(all[Int(container)]) { reportUnplacedChildren(container, count: count) }
        all[Int(container)].settle(children: children, in: all, insets: tables.insets)
    }

    /// Warns that `container` does not lay out its `count` children.
    @inline(never)
    private func reportUnplacedChildren(_ container: Int32, count: Int) {
        LayoutSession.reportUnplacedChildren(
            kind(of: container), count: count, identity: records[Int(container)].identity, to: tree.diagnosticLog)
    }

    /// Gives back the memory of `pending` and `openStarts` (a builder is finished once).
    private mutating func freeScratch() {
        pending.free()
        pending = PodBuffer()
        openStarts.free()
        openStarts = PodBuffer()
    }

    /// Hands the nodes and links to the tree: the records, compiled nodes and kinds
    /// moved (the builder keeps no reference), the links copied into the tree's array.
    /// Returns the links' buffer for the caller to free.
    private mutating func handOver() -> PodBuffer<Int32> {
        tree.records = NodeRecords(adopting: records)
        records = PodBuffer()
        tree.layoutNodes = LayoutNodeStore(adopting: layoutNodes)
        layoutNodes = PodBuffer()
        tree.richKinds = richKinds
        richKinds = []
        tree.childIndices = Array(UnsafeBufferPointer(start: links.base, count: links.count))
        let kids = links
        links = PodBuffer()
        return kids
    }

    @inline(__always)
    private mutating func makeNode(_ kind: consuming NodeKind) -> Int32 {
        let index = Int32(records.count)
        // One call into the kind's definition compiles the node for layout, which then
        // holds the kind, or hands back a kind to keep beside the records.
        let definitionIndex = kind.definitionIndex
        var record = NodeRecord(
            definitionIndex: definitionIndex, identity: path, direction: context.layoutDirection)
        let layoutNode = layoutNodes.appendInPlace(LayoutNode())
        layoutNode.pointee.rtl = context.layoutDirection == .rightToLeft
        var outOfRange = false
        if let rich = NodeKind.definition(at: definitionIndex).take(
            kind, compiling: layoutNode, tables: &tables, captionSlots: &captionSlots, outOfRange: &outOfRange)
        {
            record.richSlot = Int32(richKinds.count)
            richKinds.append(rich)
        }
        records.append(record)
        if outOfRange { reportOutOfRange(index) }
        if let motion { tree.motions[index] = motion }
        return index
    }

    /// A number given to this node was not finite or beyond `GeometryLimits`: say so
    /// once, naming the panel and the node.
    @inline(never)
    private func reportOutOfRange(_ node: Int32) {
        let record = records[Int(node)]
        let name = kind(of: node).name
        context.diagnostics.report(
            Diagnostic(
                .warning,
                "\(name): a number that is not finite or lies beyond ±10,000,000 pt was replaced "
                    + "(lengths by 0 or the limit, ratios and sizes by their defaults; see GeometryLimits)",
                subject: "\(record.identity)"))
    }

    /// The kind of `node`, made earlier in this build.
    func kind(of node: Int32) -> NodeKind {
        records[Int(node)].kind(in: richKinds, compiled: layoutNodes[Int(node)])
    }

    /// Finishes the tree. Several top-level nodes are wrapped in a layers node so the
    /// tree always has one root.
    mutating func finish() -> NodeTree {
        precondition(openStarts.count == 0, "unbalanced open/close while resolving")
        if pending.count == 1 {
            tree.root = pending[0]
        } else {
            let roots = Array(UnsafeBufferPointer(start: pending.base, count: pending.count))
            pending.count = 0
            let layers = open(.layers(.center))
            for root in roots { pending.append(root) }
            close()
            tree.root = layers
        }
        freeScratch()
        let kids = handOver()
        if compilesLayout {
            // The compiled nodes and the child lists go to the tree's box: its sessions
            // read them in place (the child lists in the tree's own array: one copy).
            let box = CompiledLayout()
            box.keep(
                CompiledLayout.Nodes(
                    sharing: tree.layoutNodes.storage, links: tree.childIndices, tables: tables,
                    captionSlots: captionSlots))
            tables = LayoutTables()
            tree.compiledLayout = box
        }
        // Straight back to the system, not to the recycler: no buffer of this size is
        // asked for next, and kept there it would stay resident for nothing.
        kids.freeToSystem()
        return tree
    }
}

extension NodeBuilder {
    /// Opens a container node, resolves `content` as its children, and closes it.
    /// `stackAxis` is the axis gaps inside take (nil for layers).
    @inlinable
    mutating func container<Content: Panel>(
        _ kind: consuming NodeKind, stackAxis axis: Axis?,
        content: Content
    ) {
        let saved = openContainer(kind, stackAxis: axis)
        resolve(content, at: 0)
        closeContainer(restoring: saved)
    }

    /// Opens a node with one child (a modifier) and resolves `content` inside it.
    @inlinable
    mutating func wrap<Content: Panel>(_ kind: consuming NodeKind, content: Content) {
        container(kind, stackAxis: nil, content: content)
    }

    /// Opens a container whose children take gaps along `axis`; returns the axis to
    /// restore when it closes.
    @usableFromInline
    mutating func openContainer(_ kind: consuming NodeKind, stackAxis axis: Axis?) -> Axis? {
        openKnownContainer(kind, stackAxis: axis)
    }

    /// `openContainer`, inlined where the kind is made: the kind's definition is then
    /// known (no table switch, its `take` called directly) and the kind is built where
    /// it is read, not copied into a call.
    @inline(__always)
    private mutating func openKnownContainer(_ kind: consuming NodeKind, stackAxis axis: Axis?) -> Axis? {
        let saved = stackAxis
        stackAxis = axis
        _ = open(kind)
        return saved
    }

    // The containers every screen opens, each with its kind known (see
    // `openKnownContainer`): a 1,000-card feed opens 6,000 of them a frame.

    /// Opens a stack along `axis` (`Row`, `Column`).
    @usableFromInline
    mutating func openStack(axis: Axis, alignment: Alignment, spacing: Double) -> Axis? {
        openKnownContainer(.stack(axis: axis, alignment: alignment, spacing: spacing), stackAxis: axis)
    }

    /// Opens a padding (`.padding`).
    @usableFromInline
    mutating func openPadding(_ insets: EdgeInsets) -> Axis? {
        openKnownContainer(.padding(insets), stackAxis: nil)
    }

    /// Opens a fixed frame (`.frame(width:height:)`).
    @usableFromInline
    mutating func openFrame(_ spec: FrameSpec) -> Axis? {
        openKnownContainer(.frame(spec), stackAxis: nil)
    }

    /// Opens a flexible frame (`.frame(minWidth:…)`).
    @usableFromInline
    mutating func openFlexFrame(_ spec: FlexFrameSpec) -> Axis? {
        openKnownContainer(.flexFrame(spec), stackAxis: nil)
    }

    /// Opens a background (`.background`).
    @usableFromInline
    mutating func openBackground() -> Axis? {
        openKnownContainer(.background, stackAxis: nil)
    }

    @usableFromInline
    mutating func closeContainer(restoring axis: Axis?) {
        close()
        stackAxis = axis
    }
}
