/// How a `NodeTree` stores one node: `Node`'s fields, with the kind's parameters as
/// bytes (`parameters`) when its definition is an `InlineNodeKind`, or the index of
/// the kind in the tree's `richKinds` when they hold text, pictures, effects or other
/// references.
///
/// Contract: trivial (no references, `_isPOD`), so a tree's nodes are made, copied
/// and freed as plain bytes. `NodeTree.kind(of:)` gives the node's `NodeKind` back,
/// equal to the one it was made from (`kind`).
struct NodeRecord {
    /// A kind's parameters as bytes (at most 32), written and read by its definition.
    typealias Parameters = (UInt64, UInt64, UInt64, UInt64)

    /// The kind's parameters (an inline kind), or the rich kind's index in the first.
    var parameters: Parameters = (0, 0, 0, 0)
    /// The kind's position in `NodeKind.definitions`.
    var definitionIndex: UInt8
    /// The kind is `NodeTree.richKinds[Int(parameters.0)]`.
    var isRich: Bool
    var direction: LayoutDirection
    /// Index of the parent node, or -1 for the root.
    var parent: Int32
    /// First index of this node's children in `NodeTree.childIndices`.
    var childStart: Int32
    /// Number of children.
    var childCount: Int32
    var identity: Identity

    /// A record of a kind at `definitionIndex` whose parameters are written next
    /// (`NodeKindDefinition.take`).
    @inline(__always)
    init(definitionIndex: UInt8, identity: Identity, direction: LayoutDirection) {
        self.definitionIndex = definitionIndex
        isRich = false
        self.direction = direction
        parent = -1
        childStart = 0
        childCount = 0
        self.identity = identity
    }

    /// A record of `kind`, stored in its bytes when its definition keeps it inline;
    /// otherwise it points at `richIndex` (the caller then keeps the kind there in
    /// `richKinds`: `isRich` says so).
    @inline(__always)
    init(_ kind: borrowing NodeKind, identity: Identity, direction: LayoutDirection, richIndex: Int32) {
        self.init(definitionIndex: kind.definitionIndex, identity: identity, direction: direction)
        store(kind, richIndex: richIndex)
    }

    /// Gives this record `kind` (see `init`).
    @inline(__always)
    mutating func store(_ kind: borrowing NodeKind, richIndex: Int32) {
        definitionIndex = kind.definitionIndex
        if NodeKind.definition(at: definitionIndex).store(kind, in: &parameters) {
            isRich = false
        } else {
            isRich = true
            parameters = (UInt64(UInt32(bitPattern: richIndex)), 0, 0, 0)
        }
    }

    /// The rich kind's index in `richKinds`, when the kind is kept there.
    var richIndex: Int32? { isRich ? Int32(truncatingIfNeeded: parameters.0) : nil }

    /// The kind, its rich kinds in `richKinds`.
    @inline(__always)
    func kind(in richKinds: [NodeKind]) -> NodeKind {
        if isRich { return richKinds[Int(parameters.0)] }
        return NodeKind.definition(at: definitionIndex).kind(stored: parameters)
    }
}
