extension NodeTree {
    /// Node indices in the order the painter draws them (parents before children,
    /// backgrounds' decorations before their content), so the last one under a point
    /// is the frontmost. Hit testing walks it backwards. What is inside an inert or
    /// offstage panel (`Presence`) is left out: the pointer and key handlers never
    /// find it.
    func paintOrder() -> [Int32] {
        var order: [Int32] = []
        order.reserveCapacity(count)
        guard root >= 0 else { return order }
        var stack: [Int32] = [root]
        while let node = stack.popLast() {
            order.append(node)
            if isAside(node) { continue }
            var children = Array(self.children(of: node))
            if kind(of: node).traits.contentDrawnLast, let content = children.first {
                children = Array(children.dropFirst()) + [content]
            }
            if case .longList = kind(of: node), let order = pinnedHeaderOrder(node) { children = order }
            stack.append(contentsOf: children.reversed())
        }
        return order
    }
}

extension NodeTree {
    /// Whether `node` is a panel that sets its content aside (`Presence.inert` or
    /// `.offstage`): no input, focus or accessibility inside.
    @inline(__always)
    func isAside(_ node: Int32) -> Bool {
        if case .effect(.presence(let presence)) = kind(of: node) { return presence != .shown }
        return false
    }

    /// The nearest panel around `node` (or `node` itself) that sets its content
    /// aside, or nil.
    func asideHolder(of node: Int32) -> Int32? {
        var current = node
        while current >= 0 {
            if isAside(current) { return current }
            current = records[Int(current)].parent
        }
        return nil
    }
}
