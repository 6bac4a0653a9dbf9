import Foundation

/// How many nodes, child links, kinds kept beside the records, flexible frames,
/// accessibility entries, explicit ids and transitions the last resolve of each
/// root panel type made, so the next resolve of that type reserves its arrays and
/// its accessibility table once instead of growing them (a 1,000-card feed makes
/// 11,000 nodes and 3,000 accessibility entries: grown by doubling, every frame copied
/// the arrays several times, paged in fresh memory for each copy and rehashed the
/// table eleven times).
///
/// Contract: only a capacity, never a size — a tree of any size resolves the same
/// with any hint. The last count wins (a type whose trees shrink stops reserving the
/// old size), at most `maxTypes` types are remembered, and counts are capped at
/// `maxNodes`. Safe to use from any thread.
@usableFromInline
enum ResolveSizeHint {
    /// What one resolve made: nodes, child links, rich kinds (`NodeTree.richKinds`),
    /// flexible frames' specs, accessibility entries, explicit ids and transitions
    /// (each array and table is reserved, not grown, copied and rehashed).
    @usableFromInline
    typealias Counts = (
        nodes: Int, children: Int, richKinds: Int, flexSpecs: Int, accessibility: Int, explicitIDs: Int,
        transitions: Int
    )

    static let maxTypes = 256
    static let maxNodes = 1 << 20

    private static let lock = NSLock()
    nonisolated(unsafe) private static var counts: [ObjectIdentifier: Counts] =
        [:]

    /// The counts to reserve for a tree resolved from a `type` root ((0, 0, 0): unknown).
    @usableFromInline
    static func last(for type: Any.Type) -> Counts {
        lock.withLock { counts[ObjectIdentifier(type)] } ?? (0, 0, 0, 0, 0, 0, 0)
    }

    /// What `tree` holds, each count capped at `maxNodes`.
    static func counts(of tree: NodeTree) -> Counts {
        (
            min(tree.count, maxNodes), min(tree.childIndices.count, maxNodes), min(tree.richKinds.count, maxNodes),
            min(tree.compiledLayout?.nodes?.tables.flexSpecs.count ?? 0, maxNodes),
            min(tree.accessibility.count, maxNodes),
            min(tree.explicitIDs.count, maxNodes), min(tree.transitions.count, maxNodes)
        )
    }

    /// Remembers what resolving a `type` root made.
    @usableFromInline
    static func keep(_ tree: NodeTree, for type: Any.Type) {
        let entry = counts(of: tree)
        lock.withLock {
            if counts.count >= maxTypes, counts[ObjectIdentifier(type)] == nil { counts.removeAll() }
            counts[ObjectIdentifier(type)] = entry
        }
    }
}
