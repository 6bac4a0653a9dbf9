/// A tree's compiled nodes (`LayoutNode`, one per node, in arena order) in one buffer
/// of plain bytes, shared by the tree's copies and copied before one of them changes
/// a node. It is where the tree keeps each node's children's range, and its kind when
/// its record does not
/// (`NodeRecord.richSlot` -1: the definition reads it back, `kind(compiled:)`), and,
/// while the tree is as the resolver made it, what its sessions lay out
/// (`CompiledLayout.Nodes` shares the storage).
///
/// Contract: a value semantics collection of `LayoutNode`, indices checked; a
/// node's children's range (`childStart`, `childCount`) is the tree's, and its op,
/// flags, alignments and the parameter numbers a rigid size never takes are what
/// compiling its kind wrote (a session never writes here: it copies before
/// changing a node). The buffer comes from a `NodeBuilder` and returns to
/// `BufferRecycler` when the last owner goes.
typealias LayoutNodeStore = SharedPodBuffer<LayoutNode>
