/// Builds a `NodeTree` while a panel tree resolves. Primitive panels write into it
/// through `Panel._resolve`; user panels never touch it.
///
/// It tracks the structural path (for identities), the open containers and the
/// context that flows down the tree.
public struct NodeBuilder {
    var tree = NodeTree()
    /// Children collected for the containers that are open, innermost last.
    var pending: [Int32] = []
    /// Start of each open container's children in `pending`.
    var openStarts: [Int] = []
    /// Identity of the position being resolved.
    var path: Identity = .root
    /// The context in force.
    public internal(set) var context: PanelContext
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

    init(context: PanelContext) {
        self.context = context
        tree.diagnosticLog = context.diagnostics
        tree.nodes.reserveCapacity(64)
    }

    /// A builder that appends to an existing tree (a `Measured` node's content at
    /// layout time), starting at `path` with `context`.
    init(appendingTo tree: consuming NodeTree, context: PanelContext, path: Identity) {
        self.tree = tree
        self.context = context
        self.path = path
    }

    /// Finishes an appending build: the tree, and the top-level nodes made (in order).
    mutating func finishAppended() -> (NodeTree, [Int32]) {
        precondition(openStarts.isEmpty, "unbalanced open/close while resolving")
        let top = pending
        pending = []
        var out = NodeTree()
        swap(&out, &tree)
        return (out, top)
    }

    /// Deepest nesting of panels resolved; deeper content is left out and reported
    /// (layout and paint recurse once per level, on a large stack: see `LargeStack`).
    public static let maxDepth = 25_000
    /// Panels being resolved, outermost to innermost (composites count too).
    var resolveDepth = 0

    /// Resolves `panel` as the next child at path component `component`.
    public mutating func resolve<P: Panel>(_ panel: P, at component: UInt64) {
        if resolveDepth >= NodeBuilder.maxDepth * 4 || openStarts.count >= NodeBuilder.maxDepth {
            context.diagnostics.report(
                Diagnostic(
                    .error, "nesting deeper than \(NodeBuilder.maxDepth) levels: the panels below were left out",
                    subject: "\(path)"))
            return
        }
        let saved = path
        path = path.appending(component)
        resolveDepth += 1
        P._resolve(panel, into: &self)
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

    /// Resolves `panel` with a modified context.
    public mutating func resolve<P: Panel>(
        _ panel: P, at component: UInt64,
        context modify: (inout PanelContext) -> Void
    ) {
        let savedContext = context
        modify(&context)
        resolve(panel, at: component)
        context = savedContext
    }

    /// Adds a leaf node as a child of the innermost open container.
    @discardableResult
    mutating func leaf(_ kind: NodeKind) -> Int32 {
        let index = makeNode(kind)
        pending.append(index)
        return index
    }

    /// Opens a container; the nodes resolved until `close()` become its children.
    mutating func open(_ kind: NodeKind) -> Int32 {
        let index = makeNode(kind)
        openStarts.append(pending.count)
        if openStarts.count > tree.depth { tree.depth = openStarts.count }
        pending.append(index)  // placeholder slot: replaced on close, keeps order
        return index
    }

    /// Closes the innermost open container and records its children.
    mutating func close() {
        let start = openStarts.removeLast()
        let container = pending[start]
        let childStart = Int32(tree.childIndices.count)
        let end = pending.count
        // By index, not through a slice kept alive: a live slice of `pending` made the
        // removal below copy the whole array on every close.
        tree.childIndices.append(contentsOf: pending[(start + 1) ..< end])
        for i in (start + 1) ..< end { tree.nodes[Int(pending[i])].parent = container }
        tree.nodes[Int(container)].childStart = childStart
        tree.nodes[Int(container)].childCount = Int32(end - start - 1)
        pending.removeSubrange((start + 1)...)
    }

    private mutating func makeNode(_ kind: NodeKind) -> Int32 {
        let index = Int32(tree.nodes.count)
        tree.nodes.append(
            Node(
                kind: kind, parent: -1, childStart: 0, childCount: 0,
                identity: path, direction: context.layoutDirection))
        if let motion { tree.motions[index] = motion }
        return index
    }

    /// Finishes the tree. Several top-level nodes are wrapped in a layers node so the
    /// tree always has one root.
    mutating func finish() -> NodeTree {
        precondition(openStarts.isEmpty, "unbalanced open/close while resolving")
        if pending.count == 1 {
            tree.root = pending[0]
        } else {
            let roots = pending
            pending = []
            let layers = open(.layers(.center))
            pending.append(contentsOf: roots)
            close()
            tree.root = layers
        }
        pending = []
        return tree
    }
}

extension NodeBuilder {
    /// Opens a container node, resolves `content` as its children, and closes it.
    /// `stackAxis` is the axis gaps inside take (nil for layers).
    mutating func container<Content: Panel>(
        _ kind: NodeKind, stackAxis axis: Axis?,
        content: Content
    ) {
        let savedAxis = stackAxis
        stackAxis = axis
        _ = open(kind)
        resolve(content, at: 0)
        close()
        stackAxis = savedAxis
    }

    /// Opens a node with one child (a modifier) and resolves `content` inside it.
    mutating func wrap<Content: Panel>(_ kind: NodeKind, content: Content) {
        let savedAxis = stackAxis
        stackAxis = nil
        _ = open(kind)
        resolve(content, at: 0)
        close()
        stackAxis = savedAxis
    }
}
