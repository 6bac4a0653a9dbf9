/// How a `NodeTree` stores one node: `Node`'s fields but its kind and its children,
/// which are kept once, where layout reads them: the children's range in the node's
/// compiled `LayoutNode` (the tree's `layoutNodes`), and the kind there too when its
/// definition can give it back from there (`NodeKindDefinition.kind(compiled:)`), else
/// in the tree's `richKinds` (kinds that hold text, pictures, effects or other
/// references, and plain ones whose compiled node does not say all of them), at
/// `richSlot`.
///
/// Contract: trivial (no references, `_isPOD`), 20 bytes, so a tree's nodes are made,
/// copied and freed as plain bytes. `NodeTree.kind(of:)` gives the node's `NodeKind`
/// back, equal to the one it was made from.
struct NodeRecord {
    /// The kind's position in `NodeKind.definitions`.
    var definitionIndex: UInt8
    var direction: LayoutDirection
    /// Index of the parent node, or -1 for the root.
    var parent: Int32
    /// The kind's index in `NodeTree.richKinds`, or -1 when the compiled node holds it.
    /// A node keeps its slot whatever kind it is given later (`NodeTree.setKind`).
    var richSlot: Int32
    // The identity in two halves: the record is then aligned to 4 bytes, 20 long
    // rather than 24.
    private var identityLow: UInt32
    private var identityHigh: UInt32

    /// A record of a kind at `definitionIndex`, kept in its compiled node until
    /// `richSlot` says otherwise.
    @inline(__always)
    init(definitionIndex: UInt8, identity: Identity, direction: LayoutDirection) {
        self.definitionIndex = definitionIndex
        self.direction = direction
        parent = -1
        richSlot = -1
        identityLow = UInt32(truncatingIfNeeded: identity.rawValue)
        identityHigh = UInt32(truncatingIfNeeded: identity.rawValue >> 32)
    }

    /// Stable structural identity.
    var identity: Identity {
        @inline(__always) get { Identity(rawValue: UInt64(identityHigh) << 32 | UInt64(identityLow)) }
        set {
            identityLow = UInt32(truncatingIfNeeded: newValue.rawValue)
            identityHigh = UInt32(truncatingIfNeeded: newValue.rawValue >> 32)
        }
    }

    /// Whether the kind is in `richKinds` (at `richSlot`).
    var isRich: Bool { richSlot >= 0 }

    /// The rich kind's index in `richKinds`, when the kind is kept there.
    var richIndex: Int32? { richSlot >= 0 ? richSlot : nil }

    /// The kind, from `richKinds` or from `compiled`, the node's compiled form.
    @inline(__always)
    func kind(in richKinds: [NodeKind], compiled: LayoutNode) -> NodeKind {
        if richSlot >= 0 { return richKinds[Int(richSlot)] }
        guard let kind = NodeKind.definition(at: definitionIndex).kind(compiled: compiled) else {
            preconditionFailure("a node's compiled form does not hold its kind")
        }
        return kind
    }
}
