/// A persistent layout of one `NodeTree`: it keeps the tree, every node's measure
/// cache and every node's frame, so a change to one node lays out again only what
/// that change touches.
///
/// ## The layout contract
///
/// Every node kind keeps the same three-step contract:
///
/// 1. **The parent proposes.** A `Proposal` offers a length per axis: `nil` asks
///    for the child's ideal length, `0` for its minimum, `.infinity` for its
///    maximum, any other value offers that much space. A parent may ask a child
///    several questions before deciding (stacks ask for the minimum and maximum to
///    learn how flexible a child is).
/// 2. **The child chooses its size** (`measure`). The answer depends only on the
///    child's subtree and the proposal. It may be smaller than proposed (the parent
///    aligns it) or larger (it overflows); it is never negative. Answers are cached
///    per node and proposal, so asking again costs nothing; `measureCount` counts the
///    measurements that were not answered from the cache (nodes with a fixed size,
///    such as `.frame(width:height:)`, and leaves whose size is a formula of the
///    proposal — shapes, empty nodes, gaps, pictures — answer without measuring or
///    caching and are not counted).
/// 3. **The parent places the child** (`place`). It gives the child its origin
///    relative to the parent's own origin, the proposal it measured it with, and the
///    size the child chose; the child then places its own children. Measuring and
///    placing always agree because placing uses the same (cached) answers. Wrapped
///    text is set at the width it was measured with.
///
/// Node kinds: stacks share their proposed length among children by priority
/// (`.layoutPriority`), then least flexible first (flexibility = maximum − minimum
/// length; among equals, the larger minimum first, then in order), each child
/// offered an equal share of what is left after spacing (and after the minimums of
/// lower priorities). Gaps are sized last in their priority: the other children of
/// that priority are offered their share with the gaps' minimums kept back and take
/// at most their ideal length; the gaps share what is left (at least their minimum).
/// A child whose minimum and maximum lengths agree is not asked
/// again: it keeps its answer to the minimum proposal, so its proposal does not
/// depend on its siblings (and a change next to it does not re-measure it). A stack
/// whose children all have fixed sizes and one priority places them from those sizes
/// at once, with the same proposals the sharing gives them. Asked
/// for their ideal, minimum or maximum length, stacks ask every child the same;
/// layers propose every child the same; frames propose their lengths or clamp the
/// proposal (`FlexFrameSpec`; asked their ideal, they never let a child be longer
/// than their finite maximum when it can be shorter: a caption wraps to it); ideal
/// sizes (`.idealSize`) propose nil on their axes whatever they are proposed and take
/// their child's size; padding insets the proposal; backgrounds and overlays
/// are sized by their first child and propose the others exactly that size; offsets
/// move the drawing of their child, not their own place; `Measured` takes the
/// proposal and builds its content from it when placed.
///
/// Right-to-left: a node resolved in right-to-left direction mirrors the horizontal
/// offsets of its children inside its own frame (leading = right). A subtree with
/// `.layoutDirection(.leftToRight)` is not mirrored.
///
/// ## Persistence
///
/// `replace(_:with:)` (and `setText`, `setFrame`) changes one node's content and
/// invalidates that node and its ancestors only: their caches are cleared and they
/// are marked dirty. The next `layout(in:)` re-measures exactly what the change can
/// affect; a clean node placed with the same proposal and size as last time keeps
/// its subtree's relative positions and is not placed again. `frames` computes
/// window coordinates from the relative positions on demand.
///
/// Not thread-safe: one session is used by one thread at a time.
@usableFromInline package final class LayoutSession {
    /// The tree being laid out (grows when `Measured` nodes build their content).
    @exclusivity(unchecked) @usableFromInline package internal(set) var tree: NodeTree
    /// The text measurer captions are set with.
    @usableFromInline package let measurer: any TextMeasurer
    /// `measurer.layout(...)`, opened once: a requirement called on the existential
    /// copied it (and destroyed the copy) for every caption set, about 95 instructions.
    let setCaption: (String, TextStyle, Double?, Int?, TruncationMode) -> TextLayout
    /// Measurements made (not answered from a cache) during the last `layout(in:)`.
    @exclusivity(unchecked) @usableFromInline package internal(set) var measureCount = 0
    /// Nodes placed (not skipped as unchanged) during the last `layout(in:)`.
    @exclusivity(unchecked) @usableFromInline package internal(set) var placeCount = 0
    /// The set text of each caption node, by node index, as last placed.
    @exclusivity(unchecked) @usableFromInline package internal(set) var texts: PlacedTexts = [:]
    /// The space of the last layout, in points.
    @usableFromInline package internal(set) var space = Size.zero

    /// Stacks always ask every child its minimum and maximum first, even when one
    /// child alone has a size that is not fixed (tests compare the two ways).
    var alwaysAsksFlexibility = false
    /// A stack whose children all have fixed sizes and one priority is placed from
    /// those sizes without sharing (tests compare the two ways).
    var placesFixedStacksAtOnce = true

    static let slots = 4
    static let maxOverflow = 64

    // The per-node buffers below are read and written on every measure and place.
    // They are never accessed across threads (one session, one thread) and their
    // subscripts do not mutate the buffer value, so no overlapping access can arise:
    // runtime exclusivity checks are switched off for them (they cost a quarter of a
    // layout pass).
    @exclusivity(unchecked) var nodes: PodBuffer<LayoutNode>
    @exclusivity(unchecked) var kids: PodBuffer<Int32>
    /// Origin of each node relative to its parent's origin (the root: the window).
    @exclusivity(unchecked) var positions: PodBuffer<SIMD2<Double>>
    @exclusivity(unchecked) var sizes: PodBuffer<SIMD2<Double>>
    /// The proposal each node was last placed with (meaningful only once the node is
    /// placed and not dirty, and only for nodes that are neither leaves nor rigid:
    /// `record` never reads or writes the others', so their pages stay untouched).
    @exclusivity(unchecked) var placedProposals: PodBuffer<SIMD2<Double>>
    /// Nodes whose subtree changed since they were last placed.
    @exclusivity(unchecked) var dirty: PodBuffer<Bool>
    @exclusivity(unchecked) var cacheKeys: PodBuffer<SIMD2<Double>>
    @exclusivity(unchecked) var cacheSizes: PodBuffer<SIMD2<Double>>
    /// Slots used per node (0…4); 5 when the overflow list holds more.
    @exclusivity(unchecked) var cacheFill: PodBuffer<UInt8>
    @exclusivity(unchecked) var overflow: [Int32: [(SIMD2<Double>, SIMD2<Double>)]] = [:]
    /// Flexible frames' specs and padding insets, by `LayoutNode.aux`.
    @exclusivity(unchecked) var tables = LayoutTables()
    /// The size each `Measured` node last built its content for.
    var measuredSizes: [Int32: SIMD2<Double>] = [:]
    /// The text each caption was set with at its last `captionWidths` widths:
    /// `captionWidths` slots per caption from index `LayoutNode.aux` (`CaptionSettings`:
    /// the width, -1 for no wrapping, NaN for an empty slot; the setting's size; the
    /// setting). A caption measured for several proposals of one width, and then
    /// placed at a width it was measured with, is set once per width; looking for a
    /// width reads only the widths, and measuring reads only the size.
    /// (Read and written only by this session's thread, like the buffers above.)
    @exclusivity(unchecked) var captions: CaptionSettings
    /// Slots given out so far (a full compile makes them all at once, then hands them
    /// out; a replaced caption takes emptied ones from `freeCaptionSlots`, else fresh
    /// ones at the end).
    var captionSlotsUsed = 0
    /// First slots of captions replaced since (emptied), and places in `tables.flexSpecs` of
    /// flexible frames replaced since: what a replaced node of that kind takes before
    /// the arrays grow, so replacing kinds again and again keeps the session's size.
    var freeCaptionSlots: [Int32] = []
    var freeFlexSpecs: [Int32] = []
    /// Places in `tables.insets` of padding nodes replaced since, taken first by the next.
    var freeInsets: [Int32] = []
    static let captionWidths = 4

    /// The compiled nodes and child lists `nodes` and `kids` read while they are shared
    /// with other sessions on the same tree (nil: they are this session's own buffers).
    var sharedNodes: CompiledLayout.Nodes?
    /// Whether a layout has placed the root (before that, no frame is known).
    var hasPlaced = false

    /// Makes `nodes` and `kids` this session's own before it changes either.
    @inline(__always)
    func ownNodes() {
        guard sharedNodes != nil else { return }
        nodes = nodes.copy()
        kids = kids.copy()
        sharedNodes = nil
    }

    /// A function setting a caption with `measurer`, whose type is known inside it.
    static func caption<Measurer: TextMeasurer>(
        settingWith measurer: Measurer
    ) -> (String, TextStyle, Double?, Int?, TruncationMode) -> TextLayout {
        { text, style, maxWidth, lineLimit, truncation in
            measurer.layout(text, style: style, maxWidth: maxWidth, lineLimit: lineLimit, truncation: truncation)
        }
    }

    /// A session for `tree`, nothing laid out yet.
    @usableFromInline package init(tree: NodeTree, measurer: any TextMeasurer) {
        self.tree = tree
        self.measurer = measurer
        setCaption = Self.caption(settingWith: measurer)
        let n = tree.count
        // Positions and sizes are read only for placed nodes (`frames`), and placing
        // writes them first: no fill needed.
        positions = PodBuffer(uninitializedCount: n)
        sizes = PodBuffer(uninitializedCount: n)
        // Read only for nodes that are not dirty, and a node stops being dirty only when
        // it is placed, which writes its proposal first (if it keeps one): no fill needed.
        placedProposals = PodBuffer(uninitializedCount: n)
        dirty = PodBuffer(count: n, repeating: true)
        // Slots are read only below `cacheFill`, which starts at 0: no zero-fill.
        cacheKeys = PodBuffer(uninitializedCount: n * Self.slots)
        cacheSizes = PodBuffer(uninitializedCount: n * Self.slots)
        cacheFill = PodBuffer(count: n, repeating: 0)
        if let compiled = tree.compiledLayout?.nodes, compiled.buffer.count == n,
            compiled.kids.count == tree.childIndices.count
        {
            // Another session compiled this tree: read its nodes and child lists in place
            // until this session changes one (`ownNodes()` copies them then).
            nodes = compiled.buffer
            kids = compiled.kids
            sharedNodes = compiled
            tables = compiled.tables
            captions = CaptionSettings(count: compiled.captionSlots)
            captionSlotsUsed = compiled.captionSlots
            texts.reserveCapacity(compiled.captionSlots / Self.captionWidths)
            return
        }
        nodes = PodBuffer(uninitializedCount: n)
        // The tree's child lists read in place (the compiled box below keeps the array).
        let links = tree.childIndices
        kids = links.withUnsafeBufferPointer { PodBuffer(viewing: $0) }
        // Room for every caption's slots at once (appending them grew the arrays by
        // doubling).
        var captionCount = 0
        for kind in tree.richKinds {
            if case .caption = kind { captionCount += 1 }
        }
        captions = CaptionSettings(count: captionCount * Self.captionWidths)
        for i in 0 ..< n { compileNode(Int32(i)) }
        // Children come after their parents in the arena: from the last node up, each
        // node's children are settled before it.
        var i = Int32(n) - 1
        while i >= 0 {
            settleRigid(i)
            i -= 1
        }
        texts.reserveCapacity(captions.count / Self.captionWidths)
        // The compiled buffers go to the tree's box; this session reads them as shared
        // too (copied only if it changes a node), instead of keeping a copy.
        let compiled = CompiledLayout.Nodes(
            adopting: nodes, links: links, tables: tables, captionSlots: captions.count)
        kids = compiled.kids
        sharedNodes = compiled
        tree.compiledLayout?.keep(compiled)
    }

    /// Resolves `panel` with `context` into a new session.
    @inlinable
    package convenience init<P: Panel>(
        _ panel: P, context: PanelContext = PanelContext(),
        measurer: any TextMeasurer
    ) {
        let context = LayoutSession.context(context, measuringWith: measurer)
        self.init(tree: NodeTree(resolving: panel, context: context), measurer: measurer)
    }

    /// `context` with `measurer` as its text measurer when it has none (text entries
    /// place carets with it).
    @usableFromInline
    static func context(_ context: PanelContext, measuringWith measurer: any TextMeasurer) -> PanelContext {
        var context = context
        if context.textMeasurer == nil { context.textMeasurer = measurer }
        return context
    }

    deinit {
        if sharedNodes == nil {
            nodes.free()
            kids.free()
        }
        positions.free()
        sizes.free()
        placedProposals.free()
        dirty.free()
        cacheKeys.free()
        cacheSizes.free()
        cacheFill.free()
        captions.free()
    }

    /// Compiles node `index` into `nodes[index]`, for a tree the resolver did not
    /// compile (built otherwise, or changed since). `previous` is what the node was
    /// compiled to before (`replace`): its caption slots or flexible frame spec go
    /// to the free lists, and the new node takes from them first.
    func compileNode(_ index: Int32, replacing previous: LayoutNode? = nil) {
        ownNodes()
        let record = tree.records[Int(index)]
        let kind = tree.kind(of: index)
        var compiled = LayoutNode(
            kind, rtl: record.direction == .rightToLeft, tables: &tables,
            captionSlots: &captionSlotsUsed)
        compiled.childStart = tree.layoutNodes[Int(index)].childStart
        compiled.childCount = tree.layoutNodes[Int(index)].childCount
        if let previous { recycle(previous, into: &compiled) }
        if captionSlotsUsed > captions.count { captions.grow(by: captionSlotsUsed - captions.count) }
        if Self.hasUnplacedChildren(compiled) {
            Self.reportUnplacedChildren(
                kind, count: Int(compiled.childCount), identity: record.identity, to: tree.diagnosticLog)
        }
        nodes[index] = compiled
    }

    /// Puts what `previous` held (caption slots, emptied; its place in `tables`, for a
    /// flexible frame or padding kept there) on the free lists, and gives `compiled`,
    /// which has just taken fresh ones at the end, recycled ones instead when there are.
    private func recycle(_ previous: LayoutNode, into compiled: inout LayoutNode) {
        if previous.op == .caption {
            let first = Int(previous.aux)
            for k in first ..< first + Self.captionWidths where k < captions.count { captions.clear(k) }
            freeCaptionSlots.append(previous.aux)
        } else if previous.op == .flexFrame {
            freeFlexSpecs.append(previous.aux)
        } else if previous.op == .padding && previous.fill {
            freeInsets.append(previous.aux)
        }
        if compiled.op == .caption, let reused = freeCaptionSlots.popLast() {
            captionSlotsUsed -= Self.captionWidths  // the fresh ones were the last
            compiled.aux = reused
        } else if compiled.op == .flexFrame, let reused = freeFlexSpecs.popLast() {
            // The fresh spec is the last; it moves to the recycled place.
            tables.flexSpecs[Int(reused)] = tables.flexSpecs.removeLast()
            compiled.aux = reused
        } else if compiled.op == .padding && compiled.fill, let reused = freeInsets.popLast() {
            tables.insets[Int(reused)] = tables.insets.removeLast()
            compiled.aux = reused
        }
    }

    /// Whether `n` has children it does not lay out (see `reportUnplacedChildren`).
    @inline(__always)
    static func hasUnplacedChildren(_ n: LayoutNode) -> Bool {
        n.childCount > 1 && placedChildCount(n) < Int(n.childCount)
    }

    /// A wrapper that lays out one child (padding, a frame, an offset, a priority, an
    /// effect) given several panels lays out and draws only the first
    /// (`placedChildCount`): reported to the tree's log as a warning naming the
    /// wrapper, instead of the others silently missing from the screen.
    static func reportUnplacedChildren(
        _ kind: NodeKind, count: Int, identity: Identity, to log: DiagnosticLog
    ) {
        log.report(
            Diagnostic(
                .warning,
                "\(kind.name) wraps \(count) panels: only the first is laid out "
                    + "and drawn (put them in a Column, Row or Layers, and the modifier on that)",
                subject: "\(identity)"))
    }

    /// Decides whether `index` is rigid — its size fixed whatever it is proposed — from
    /// its op and its children (settled before it), and records that size: a stack
    /// or layers of rigid children (sum and spacing along the axis, largest across;
    /// pointwise largest), padding, a frame, a background, an overlay, an offset or
    /// a pass-through wrapper around a rigid child, a frame of fixed width and height.
    /// Rigid nodes answer `measure` at once (no second measuring, no cache).
    func settleRigid(_ index: Int32) {
        ownNodes()
        // In place, as the resolver does: settling reads only the children.
        let all = nodes.base
        let children = kids.base + Int(all[Int(index)].childStart)
        all[Int(index)].settle(children: children, in: all, insets: tables.insets)
    }

    // MARK: Passes

    /// Lays the tree out at its ideal size: the root is offered no size on either
    /// axis (so every child gets its ideal length, as when measured) and placed at
    /// the top-left. `space` becomes that size in whole points, rounded up.
    @discardableResult
    @usableFromInline package func layoutAtIdealSize() -> Size {
        measureCount = 0
        placeCount = 0
        guard tree.root >= 0 else {
            space = .zero
            return .zero
        }
        let root = tree.root
        let unspecified = SIMD2<Double>(-1, -1)
        let rootSize = onLargeStackWhenDeep {
            let rootSize = measure(root, unspecified)
            positions[root] = .zero
            place(root, unspecified, rootSize)
            return rootSize
        }
        hasPlaced = true
        func whole(_ v: Double) -> Double { v.isFinite && v > 0 ? v.rounded(.up) : 0 }
        space = Size(width: whole(rootSize.x), height: whole(rootSize.y))
        return space
    }

    /// Lays the tree out in a space of `size` points (the root is centered in it; on an
    /// axis of infinite length it is offered its maximum and placed at 0; NaN and
    /// negative lengths are 0) and returns the number of measurements made. Only what changed since the last
    /// layout (or everything, the first time) is measured and placed again.
    @discardableResult
    @usableFromInline package func layout(in size: Size) -> Int {
        let size = Size(width: Proposal.clean(size.width), height: Proposal.clean(size.height))
        space = size
        measureCount = 0
        placeCount = 0
        guard tree.root >= 0 else { return 0 }
        let root = tree.root
        let proposal = SIMD2(size.width, size.height)
        onLargeStackWhenDeep {
            let rootSize = measure(root, proposal)
            // Centered on each axis the space bounds; at 0 on an unbounded one (centered
            // in an infinite space it would sit at infinity).
            func offset(_ space: Double, _ length: Double) -> Double {
                space.isFinite ? ((space - length) / 2).rounded() : 0
            }
            positions[root] = SIMD2(offset(size.width, rootSize.x), offset(size.height, rootSize.y))
            place(root, proposal, rootSize)
        }
        hasPlaced = true
        return measureCount
    }

    /// Runs a pass on a large stack (`LargeStack`) when the tree nests deeper than
    /// `LayoutSession.deepTree` containers: measuring and placing recurse once or twice
    /// per level, so a deep tree laid out straight from a caller's thread (not through
    /// `Composition` or `Stage`, which already do this) would overflow its stack.
    @inline(__always)
    private func onLargeStackWhenDeep<T>(_ pass: () -> T) -> T {
        tree.depth > Self.deepTree ? LargeStack.run(pass) : pass()
    }

    /// Container nesting above which a pass runs on a large stack.
    static let deepTree = 500

    /// The size `node` chooses for `proposal` (measured or from the cache).
    @usableFromInline package func size(of node: Int32, for proposal: Proposal) -> Size {
        let s = onLargeStackWhenDeep { measure(node, SIMD2(proposal.width ?? -1, proposal.height ?? -1)) }
        return Size(width: s.x, height: s.y)
    }

    // MARK: Changes

    /// Replaces the content of `node` (its kind; its children stay) and invalidates
    /// it and its ancestors. The next `layout(in:)` measures only those again.
    @usableFromInline package func replace(_ node: Int32, with kind: NodeKind) {
        precondition(node >= 0 && Int(node) < tree.count, "no node \(node)")
        let previous = nodes[node]
        tree.setKind(kind, of: node)
        compileNode(node, replacing: previous)
        if nodes[node].op != .caption { texts[node] = nil }
        // Its size may have become fixed or free, and so may its ancestors'.
        var i = node
        while i >= 0 {
            settleRigid(i)
            i = parent(of: i)
        }
        invalidate(node)
    }

    /// Changes the text of the caption `node` (nothing for other kinds).
    @usableFromInline package func setText(_ text: String, of node: Int32) {
        guard case .caption(var content) = tree.kind(of: node) else { return }
        content.text = text
        replace(node, with: .caption(content))
    }

    /// Changes the fixed width and height of the frame `node` (nothing for other kinds).
    @usableFromInline package func setFrame(width: Double?, height: Double?, of node: Int32) {
        guard case .frame(var spec) = tree.kind(of: node) else { return }
        spec.width = width.map { $0.isFinite ? max(0, $0) : 0 }
        spec.height = height.map { $0.isFinite ? max(0, $0) : 0 }
        replace(node, with: .frame(spec))
    }

    /// Marks `node` and its ancestors as changed: caches cleared, placed again.
    @usableFromInline package func invalidate(_ node: Int32) {
        var i = node
        while i >= 0 {
            dirty[i] = true
            cacheFill[i] = 0
            overflow[i] = nil
            i = parent(of: i)
        }
    }

    /// The first node with `identity`, or nil.
    @usableFromInline package func node(identity: Identity) -> Int32? {
        tree.records.firstIndex { $0.identity == identity }.map(Int32.init)
    }

    /// The node given the explicit id `id` (`.id(_:)` or `Each`), or nil.
    @usableFromInline package func node(id: String) -> Int32? {
        tree.explicitIDs.filter { $0.value == id }.map(\.key).min()
    }

    // MARK: Results

    /// The frame of every node (indexed like `tree.nodes`) in window coordinates,
    /// from the relative positions. Nodes layout never placed are `.zero`: all of them
    /// before the first layout, and children a node does not place (every child of a
    /// leaf, all but the first child of a single-child wrapper such as padding or a
    /// frame, the content a `Measured` node replaced).
    @usableFromInline package var frames: [Rect] {
        var result = [Rect](repeating: .zero, count: tree.count)
        guard tree.root >= 0, hasPlaced else { return result }
        result.withUnsafeMutableBufferPointer { out in
            var stack: [(Int32, SIMD2<Double>)] = [(tree.root, .zero)]
            stack.reserveCapacity(64)
            while let (node, parentOrigin) = stack.popLast() {
                let origin = parentOrigin + positions[node]
                let size = sizes[node]
                out[Int(node)] = Rect(x: origin.x, y: origin.y, width: size.x, height: size.y)
                let n = nodes[node]
                for k in 0 ..< Self.placedChildCount(n) {
                    stack.append((kids[Int(n.childStart) + k], origin))
                }
            }
        }
        return result
    }

    /// The frame of `node` in window coordinates (`.zero` when layout never placed it,
    /// as in `frames`).
    @usableFromInline package func frame(of node: Int32) -> Rect {
        guard hasPlaced, node >= 0, Int(node) < nodes.count else { return .zero }
        // Up to the root, checking that each node was placed; then the positions added
        // from the root down, in the order `frames` adds them, so both give the same
        // bits (floating-point addition is not associative).
        var depth = 1
        var i = node
        while i != tree.root {
            let parent = parent(of: i)
            guard parent >= 0 else { return .zero }
            let p = nodes[parent]
            let placed = kids.base + Int(p.childStart)
            guard (0 ..< Self.placedChildCount(p)).contains(where: { placed[$0] == i }) else { return .zero }
            depth += 1
            i = parent
        }
        let origin = withUnsafeTemporaryAllocation(of: Int32.self, capacity: depth) { path in
            var i = node
            for k in stride(from: depth - 1, through: 0, by: -1) {
                path[k] = i
                if k > 0 { i = parent(of: i) }
            }
            var origin = SIMD2<Double>.zero
            for k in 0 ..< depth { origin = origin + positions[path[k]] }
            return origin
        }
        let size = sizes[node]
        return Rect(x: origin.x, y: origin.y, width: size.x, height: size.y)
    }

    /// The parent of `node` in the tree (-1 for the root).
    func parent(of node: Int32) -> Int32 { tree.parent(of: node) }

    /// How many of `n`'s first children placing `n` places (see `place`): none for a
    /// leaf, the first for a single-child wrapper, all for the others.
    static func placedChildCount(_ n: LayoutNode) -> Int {
        switch n.op {
        case .empty, .fill, .gap, .picture, .caption:
            return 0
        case .padding, .frame, .flexFrame, .aspect, .passthrough, .scroller, .offset, .idealSize:
            return min(Int(n.childCount), 1)
        case .longList, .background, .overlay, .layers, .measured, .stack:
            return Int(n.childCount)
        }
    }

    /// The laid-out tree as stable text (see `LayoutDump`).
    @usableFromInline package var layoutDump: String {
        LayoutDump.text(tree: tree, frames: frames, texts: texts)
    }
}
