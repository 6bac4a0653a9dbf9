/// What a session and its tree hold in their per-node buffers, counted from their
/// capacities (not from what the process's resident set grew by), for the memory
/// figures (`panels-bench memory`).
///
/// Contract: every figure is a capacity in values times the value's stride (a
/// recycled block's size class for `PodBuffer`s), so it does not depend on where
/// the heap put the buffers or what it kept before; what the buffers point at (a
/// rich kind's strings, a caption's set text) and the tree's tables by node index
/// (ids, interactions, accessibility) are not counted. Compiled nodes shared with
/// the tree are counted once, as the tree's.
package struct LayoutMemory: Sendable {
    /// The tree's node records (`NodeRecord`).
    package var records = 0
    /// The tree's child lists (`NodeTree.childIndices`).
    package var childLinks = 0
    /// The kinds kept beside the records (`NodeTree.richKinds`), without their payloads.
    package var richKinds = 0
    /// The compiled nodes (`LayoutNode`): the tree's (which hold most kinds), and the
    /// session's own when it does not read the tree's (it changed a node, or compiled
    /// a changed tree), with its own child lists then.
    package var compiledNodes = 0
    /// Flexible frames' specs and padding insets kept beside the compiled nodes.
    package var tables = 0
    /// Positions and sizes (two `SIMD2<Double>` a node).
    package var frames = 0
    /// The proposals nodes were last placed with (a `SIMD2<Double>` a node): reserved
    /// whole, written only for nodes whose placement can depend on the proposal (not
    /// for leaves or rigid nodes).
    package var placedProposals = 0
    /// The dirty flags and measure-cache fill counts (a byte each a node).
    package var flags = 0
    /// The measure caches' slots (`LayoutSession.slots` proposals and sizes a node):
    /// reserved whole, written only for nodes measured for more than a formula (a
    /// rigid node never is).
    package var measureCaches = 0
    /// Caption settings' slots.
    package var captions = 0

    /// All of the above.
    package var total: Int {
        records + childLinks + richKinds + compiledNodes + tables + frames + placedProposals + flags
            + measureCaches + captions
    }

    /// All but the measure caches and the placed proposals: what a layout of nodes
    /// that are all leaves or rigid touches.
    package var touchedByRigidLayout: Int { total - measureCaches - placedProposals }
}

extension LayoutSession {
    /// The bytes this session and its tree hold in their per-node buffers (see
    /// `LayoutMemory`).
    package var heldMemory: LayoutMemory {
        var memory = LayoutMemory()
        memory.records = tree.records.heldBytes
        memory.childLinks = tree.childIndices.capacity * MemoryLayout<Int32>.stride
        memory.richKinds = tree.richKinds.capacity * MemoryLayout<NodeKind>.stride
        // Shared compiled nodes are the tree's own buffer (`nodes` is that buffer),
        // and their child lists are the tree's array, counted above; a session's own
        // copies are counted besides.
        memory.compiledNodes = tree.layoutNodes.heldBytes + kids.heldBytes
        if nodes.base != tree.layoutNodes.storage.buffer.base { memory.compiledNodes += nodes.heldBytes }
        memory.tables =
            tables.flexSpecs.capacity * MemoryLayout<FlexFrameSpec>.stride + tables.insets.capacity
            * MemoryLayout<EdgeInsets>.stride
        memory.frames = positions.heldBytes + sizes.heldBytes
        memory.placedProposals = placedProposals.heldBytes
        memory.flags = dirty.heldBytes + cacheFill.heldBytes
        memory.measureCaches = cacheKeys.heldBytes + cacheSizes.heldBytes
        memory.captions = captions.heldBytes
        return memory
    }
}
