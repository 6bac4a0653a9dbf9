/// Conversions between presented values and animator vectors, and the drawing order.
extension Stage {
    static func vector(_ r: Rect) -> SIMD4<Double> { [r.minX, r.minY, r.width, r.height] }

    static func vector(_ c: RGBA) -> SIMD4<Double> {
        [Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha)]
    }

    static func rgba(_ v: SIMD4<Double>) -> RGBA {
        func channel(_ x: Double) -> UInt8 { UInt8(max(0, min(255, x.rounded()))) }
        return RGBA(red: channel(v[0]), green: channel(v[1]), blue: channel(v[2]), alpha: channel(v[3]))
    }

    /// The animatable color of a node in `slot` (0: fill or text, 1: stroke), if it
    /// has one there (`NodeTraits.color`).
    static func color(of kind: NodeKind, slot: Int = 0) -> RGBA? { kind.traits.color(kind, slot) }

    static func recolored(_ kind: NodeKind, slot: Int = 0, _ color: RGBA) -> NodeKind {
        kind.traits.recolored(kind, slot, color)
    }

    /// The animator property of a color slot.
    static func colorProperty(_ slot: Int) -> Animator.Property { slot == 0 ? .color : .strokeColor }

    /// Node indices in the order the painter draws them (backgrounds before their
    /// content), so the last one under the pointer is the frontmost.
    static func paintOrder(of tree: NodeTree) -> [Int32] {
        var order: [Int32] = []
        order.reserveCapacity(tree.count)
        guard tree.root >= 0 else { return order }
        var stack: [Int32] = [tree.root]
        while let node = stack.popLast() {
            order.append(node)
            var children = Array(tree.children(of: node))
            if tree.kind(of: node).traits.contentDrawnLast, let content = children.first {
                children = Array(children.dropFirst()) + [content]
            }
            stack.append(contentsOf: children.reversed())
        }
        return order
    }
}
