extension NodeTree {
    /// Moves the frames of each `.offset(following:)` node and its descendants by the
    /// node's offset for the value `value(source)` gives (nil: not drawn), rounded to
    /// whole pixels at `scale`.
    func applyLiveOffsets(to frames: inout [Rect], scale: Double, value: (LiveValue) -> Double?) {
        guard !liveOffsets.isEmpty, frames.count == count else { return }
        var stack: [Int32] = []
        for (index, binding) in liveOffsets {
            guard let v = value(binding.source) else { continue }
            let offset = binding.map(v)
            let dx = offset.x.isFinite ? (offset.x * scale).rounded(.toNearestOrAwayFromZero) / scale : 0
            let dy = offset.y.isFinite ? (offset.y * scale).rounded(.toNearestOrAwayFromZero) / scale : 0
            guard dx != 0 || dy != 0 else { continue }
            stack.append(index)
            while let node = stack.popLast() {
                frames[Int(node)] = frames[Int(node)].offsetBy(dx: dx, dy: dy)
                stack.append(contentsOf: children(of: node))
            }
        }
    }

    /// Draws each `.color(following:)` node in the color for the value
    /// `value(source)` gives (nil: left as resolved), as a paint override: the tree
    /// itself is not rewritten.
    func liveColorOverrides(into overrides: inout PaintOverrides, value: (LiveValue) -> Double?) {
        for (index, binding) in liveColors {
            guard let v = value(binding.source) else { continue }
            overrides.setColor(binding.map(v), slot: 0, of: index)
        }
    }
}
