import Foundation

/// A tree's nodes compiled for layout (`LayoutNode`s, with rigid sizes settled, and
/// the child lists), kept with the tree so every `LayoutSession` on the same tree
/// value reads them instead of compiling again (compiling from the tree copies each
/// node's kind with its payload).
///
/// Contract: a `NodeTree` made by resolving (`NodeTree(resolving:)`, a stage's,
/// a popover's or a composition's resolve) carries one, filled by the resolver
/// (`NodeBuilder` compiles each node as it makes it) and shared by the tree's copies;
/// a tree built otherwise is compiled by its first session. Changing a tree's nodes
/// or child lists drops it from that copy (`NodeTree.records`' observer), so a changed
/// tree is always compiled afresh and other copies keep theirs. Safe to use from any
/// thread.
final class CompiledLayout: @unchecked Sendable {
    /// The compiled nodes and what sessions derive from them.
    final class Nodes: @unchecked Sendable {
        // Written once before publishing, then only read.
        /// The tree's compiled nodes (or a session's, for a tree compiled by its first
        /// session): `buffer` is a view of the storage's, which this object keeps alive.
        let storage: LayoutNodeStore.Storage
        let buffer: PodBuffer<LayoutNode>
        /// The tree's child lists: the tree's own array (`NodeTree.childIndices`), kept
        /// here so its storage lives as long as `kids` reads it.
        let links: [Int32]
        /// `links` seen as a plain buffer (a view of the array's storage, not a copy:
        /// never freed or written; a session that changes its child lists copies them).
        let kids: PodBuffer<Int32>
        let tables: LayoutTables
        let captionSlots: Int

        /// Takes `nodes` over (freed with the last of this object and other owners of
        /// the storage) and reads the child lists in `links` in place: the session that
        /// compiled them reads them as shared from then on.
        convenience init(
            adopting nodes: PodBuffer<LayoutNode>, links: [Int32], tables: LayoutTables, captionSlots: Int
        ) {
            self.init(sharing: LayoutNodeStore.Storage(nodes), links: links, tables: tables, captionSlots: captionSlots)
        }

        /// Reads the nodes in `storage` (a tree's `LayoutNodeStore`, never changed in
        /// place while shared) and the child lists in `links` in place.
        init(sharing storage: LayoutNodeStore.Storage, links: [Int32], tables: LayoutTables, captionSlots: Int) {
            self.storage = storage
            self.buffer = storage.buffer
            self.links = links
            // The array is never changed (a `let` of this object), so its storage stays
            // where it is for this object's life: the view stays valid.
            self.kids = links.withUnsafeBufferPointer { PodBuffer(viewing: $0) }
            self.tables = tables
            self.captionSlots = captionSlots
        }
    }

    // Guarded by `lock`. An `NSLock` (pthread mutex) rather than `Synchronization.Mutex`:
    // ThreadSanitizer sees a pthread mutex's ordering but not the futex inside `Mutex`
    // on Linux, and reports every read of the published nodes as a race.
    private var stored: Nodes?
    private let lock = NSLock()

    /// The compiled nodes when a session has compiled this tree, else nil.
    var nodes: Nodes? { lock.withLock { stored } }

    /// Keeps `nodes` (the first session to compile wins; later ones are identical).
    func keep(_ nodes: Nodes) {
        lock.withLock { if stored == nil { stored = nodes } }
    }
}
