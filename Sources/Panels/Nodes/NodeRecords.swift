/// A tree's node records (`NodeRecord`) in one buffer of plain bytes, shared by the
/// tree's copies and copied before one of them changes a record.
///
/// Contract: a value semantics collection of `NodeRecord`, indices checked; the
/// buffer comes from a `NodeBuilder`, which appends to it with no copy-on-write
/// check per node, and returns to `BufferRecycler` when the last copy goes (the next
/// tree of a similar size reuses its memory, no fresh pages).
typealias NodeRecords = SharedPodBuffer<NodeRecord>
