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
        let buffer: PodBuffer<LayoutNode>
        /// The tree's child lists (`NodeTree.childIndices`) as a plain buffer.
        let kids: PodBuffer<Int32>
        let flexSpecs: [FlexFrameSpec]
        let captionSlots: Int

        /// Takes `nodes` and `kids` over (they are freed with this object): the session
        /// that compiled them reads them as shared from then on.
        init(
            adopting nodes: PodBuffer<LayoutNode>, kids: PodBuffer<Int32>, flexSpecs: [FlexFrameSpec],
            captionSlots: Int
        ) {
            self.buffer = nodes
            self.kids = kids
            self.flexSpecs = flexSpecs
            self.captionSlots = captionSlots
        }

        deinit {
            buffer.free()
            kids.free()
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
