/// A tree's nodes in arena order, as `Node` values (`NodeTree.nodes`).
///
/// Contract: `self[i]` is node `i` of the tree the list was taken from, as it was
/// then (the list holds its own reference to the tree's storage, so a later change to
/// the tree does not show in it); its `kind` equals `NodeTree.kind(of:)`.
@usableFromInline package struct NodeList: RandomAccessCollection, Sendable {
    let records: NodeRecords
    let richKinds: [NodeKind]
    let layoutNodes: LayoutNodeStore

    @usableFromInline package var startIndex: Int { 0 }
    @usableFromInline package var endIndex: Int { records.count }

    @usableFromInline package subscript(index: Int) -> Node {
        let record = records[index]
        let compiled = layoutNodes[index]
        return Node(
            kind: record.kind(in: richKinds, compiled: compiled), parent: record.parent,
            childStart: compiled.childStart, childCount: compiled.childCount, identity: record.identity,
            direction: record.direction)
    }
}
