extension NodeTree {
    /// Node indices in the order the painter draws them (parents before children,
    /// backgrounds' decorations before their content), so the last one under a point
    /// is the frontmost. Hit testing walks it backwards.
    func paintOrder() -> [Int32] {
        var order: [Int32] = []
        order.reserveCapacity(count)
        guard root >= 0 else { return order }
        var stack: [Int32] = [root]
        while let node = stack.popLast() {
            order.append(node)
            var children = Array(self.children(of: node))
            if kind(of: node).traits.contentDrawnLast, let content = children.first {
                children = Array(children.dropFirst()) + [content]
            }
            stack.append(contentsOf: children.reversed())
        }
        return order
    }
}
