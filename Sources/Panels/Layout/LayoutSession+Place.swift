/// Placing: step 3 of the contract on `LayoutSession`. A node's position (relative to
/// its parent) is written by the parent before `place` is called on it.
extension LayoutSession {
    /// Records `node`'s size (and proposal, when its placement can depend on one) and
    /// places its children, unless nothing in its subtree changed and it gets the same
    /// size (and proposal) as last time.
    ///
    /// Inlined into its callers for leaves (shapes, empty nodes, gaps, pictures): they
    /// only record; other nodes go on in `placeChildren`.
    @inline(__always)
    func place(_ node: Int32, _ p: SIMD2<Double>, _ size: SIMD2<Double>) {
        let n = nodes.base + Int(node)
        switch n.pointee.op {
        case .empty, .fill, .gap, .picture:
            // A leaf's frame is its position and size: the proposal changes nothing.
            _ = record(node, size)
        case .frame:
            guard record(node, p, size, rigid: n.pointee.rigid) else { return }
            placeFramed(node, p, size)
        default:
            guard record(node, p, size, rigid: n.pointee.rigid) else { return }
            placeChildren(node, p, size)
        }
    }

    /// Places the child of a frame (the most common wrapper: fixed-size icons,
    /// swatches, avatars), in a small function of its own.
    @inline(never)
    private func placeFramed(_ node: Int32, _ p: SIMD2<Double>, _ size: SIMD2<Double>) {
        let n = nodes[node]
        guard n.childCount > 0 else { return }
        let child = firstChild(n)
        let cp = Self.frameProposal(p, n)
        placeAligned(child, n, in: size, proposal: cp, size: measure(child, cp))
    }

    /// Records `node`'s size, and its proposal `p` unless it is `rigid` (its subtree is
    /// then placed the same whatever it is proposed); false when nothing in its subtree
    /// changed and they are the same as last time (nothing to place).
    @inline(__always)
    private func record(_ node: Int32, _ p: SIMD2<Double>, _ size: SIMD2<Double>, rigid: Bool) -> Bool {
        if !dirty[node] && sizes[node] == size && (rigid || placedProposals[node] == p) { return false }
        if !rigid { placedProposals[node] = p }
        sizes[node] = size
        dirty[node] = false
        placeCount &+= 1
        return true
    }

    /// Records the size of `node`, a leaf or a rigid node, whose subtree is placed the
    /// same whatever it is proposed; false when nothing in its subtree changed and the
    /// size is the same as last time. Its proposal is neither read nor written, so
    /// pages of `placedProposals` that hold only leaves and rigid nodes are never
    /// touched (a grid of fixed cells keeps none of it resident).
    @inline(__always)
    private func record(_ node: Int32, _ size: SIMD2<Double>) -> Bool {
        if !dirty[node] && sizes[node] == size { return false }
        sizes[node] = size
        dirty[node] = false
        placeCount &+= 1
        return true
    }

    /// Places the children of `node` (recorded, not a leaf).
    @inline(never)
    private func placeChildren(_ node: Int32, _ p: SIMD2<Double>, _ size: SIMD2<Double>) {
        let n = nodes[node]
        switch n.op {
        case .empty, .fill, .gap, .picture:
            return
        case .caption:
            texts[node] = captions.layout(setText(node, width: p.x))
        case .padding:
            guard n.childCount > 0 else { return }
            let child = firstChild(n)
            let e = n.paddingInsets(tables.insets)
            let cp = Self.inset(p, e)
            let childSize = measure(child, cp)
            let x = n.rtl ? size.x - e.leading - childSize.x : e.leading
            positions[child] = SIMD2(x, e.top)
            place(child, cp, childSize)
        case .frame:
            placeFramed(node, p, size)
        case .flexFrame:
            guard n.childCount > 0 else { return }
            let child = firstChild(n)
            let cp = flexChildProposal(n, p)
            placeAligned(child, n, in: size, proposal: cp, size: measure(child, cp))
        case .aspect:
            guard n.childCount > 0 else { return }
            let child = firstChild(n)
            let cp = aspectProposal(p, n)
            positions[child] = .zero
            place(child, cp, measure(child, cp))
        case .passthrough:
            guard n.childCount > 0 else { return }
            let child = firstChild(n)
            positions[child] = .zero
            place(child, p, measure(child, p))
        case .scroller:
            guard n.childCount > 0 else { return }
            let child = firstChild(n)
            let cp = Self.scrollerProposal(p, n)
            let childSize = measure(child, cp)
            // Content narrower than the viewport sits at its leading edge: the right
            // in right to left (wider content starts at offset 0 and the scroller
            // opens at its largest offset instead: `ScrollCoordinator.keepEnds`).
            positions[child] = SIMD2(n.rtl ? max(0, size.x - childSize.x) : 0, 0)
            place(child, cp, childSize)
        case .idealSize:
            guard n.childCount > 0 else { return }
            let child = firstChild(n)
            let cp = Self.idealSizeProposal(p, n)
            positions[child] = .zero
            place(child, cp, measure(child, cp))
        case .longList:
            if n.axis == 0 {
                placeHorizontalLongList(n, size: size, proposal: p)
                return
            }
            let rowProposal = SIMD2(p.x, -1.0)
            var y = n.leadingSpace
            let flow = Int(n.childCount) - (n.detachedHeader && n.childCount > 0 ? 1 : 0)
            for k in 0 ..< flow {
                let row = kids[Int(n.childStart) &+ k]
                let rowSize = measure(row, rowProposal)
                positions[row] = SIMD2(n.rtl ? size.x - rowSize.x : 0, y)
                place(row, rowProposal, rowSize)
                y += rowSize.y + n.rowSpacing
            }
            if flow < Int(n.childCount) {
                // A detached header: just above the first row (the stage pins it).
                let header = kids[Int(n.childStart) &+ flow]
                let headerSize = measure(header, rowProposal)
                positions[header] = SIMD2(
                    n.rtl ? size.x - headerSize.x : 0, n.leadingSpace - n.rowSpacing - headerSize.y)
                place(header, rowProposal, headerSize)
            }
        case .offset:
            guard n.childCount > 0 else { return }
            let child = firstChild(n)
            positions[child] = SIMD2(n.offsetX, n.offsetY)
            place(child, p, measure(child, p))
        case .background, .overlay:
            guard n.childCount > 0 else { return }
            let content = firstChild(n)
            positions[content] = .zero
            place(content, p, measure(content, p))
            var aligned = n
            if n.op == .background {
                aligned.hAlign = .center
                aligned.vAlign = .center
            }
            for k in 1 ..< Int(n.childCount) {
                let decoration = kids[Int(n.childStart) &+ k]
                placeAligned(decoration, aligned, in: size, proposal: size, size: measure(decoration, size))
            }
        case .layers:
            for k in 0 ..< Int(n.childCount) {
                let child = kids[Int(n.childStart) &+ k]
                placeAligned(child, n, in: size, proposal: p, size: measure(child, p))
            }
        case .measured:
            buildMeasuredContent(node, size: size)
            let built = nodes[node]
            var topLeading = built
            topLeading.hAlign = .leading
            topLeading.vAlign = .top
            for k in 0 ..< Int(built.childCount) {
                let child = kids[Int(built.childStart) &+ k]
                placeAligned(child, topLeading, in: size, proposal: size, size: measure(child, size))
            }
        case .stack:
            let count = Int(n.childCount)
            guard count > 0 else { return }
            if n.rigid && n.samePriority && placesFixedStacksAtOnce && !alwaysAsksFlexibility {
                if n.axis == 0 {
                    placeRigidStack(n, p, size, axis: 0)
                } else {
                    placeRigidStack(n, p, size, axis: 1)
                }
                return
            }
            placeStack(n, p, size)
        }
    }

    /// Places a stack's children from the shares `distribute` gives them. Not inlined:
    /// its slots on the stack would make every `place` (a leaf's too) set up a larger,
    /// guarded frame.
    @inline(never)
    private func placeStack(_ n: LayoutNode, _ p: SIMD2<Double>, _ size: SIMD2<Double>) {
        withUnsafeTemporaryAllocation(of: StackSlot.self, capacity: Int(n.childCount)) { slots in
            _ = distribute(n, p, slots)
            if n.axis == 0 {
                placeStack(n, p, size, slots, axis: 0)
            } else {
                placeStack(n, p, size, slots, axis: 1)
            }
        }
    }

    /// Places a stack's children along `ax` (a constant in each copy) from the sizes
    /// and shares `distribute` wrote into `slots`.
    @inline(__always)
    private func placeStack(
        _ n: LayoutNode, _ p: SIMD2<Double>, _ size: SIMD2<Double>,
        _ slots: UnsafeMutableBufferPointer<StackSlot>, axis ax: Int
    ) {
        let count = Int(n.childCount)
        var position = 0.0
        for k in 0 ..< count {
            let child = kids[Int(n.childStart) &+ k]
            let childSize = slots[k].size
            var cp = p
            cp[ax] = slots[k].share
            placeInStack(child, n, size, at: position, proposal: cp, size: childSize, axis: ax)
            position += childSize[ax] + n.spacing
        }
    }

    /// Places a rigid stack's children (every child fixed, one priority, so no gaps)
    /// as `distribute` and `placeStack` do, without the slots: each child keeps its
    /// fixed size and is proposed the stack's proposal with the stack's axis replaced
    /// by its share — the offered length when it is the ideal, minimum or maximum
    /// question, else 0 (what `distribute` gives a fixed child).
    @inline(__always)
    private func placeRigidStack(_ n: LayoutNode, _ p: SIMD2<Double>, _ size: SIMD2<Double>, axis ax: Int) {
        let offered = p[ax]
        var cp = p
        cp[ax] = offered < 0 || offered == 0 || offered == .infinity ? offered : 0
        let start = Int(n.childStart)
        var position = 0.0
        for k in 0 ..< Int(n.childCount) {
            let child = kids[start &+ k]
            let cn = nodes[child]
            let childSize = SIMD2(cn.width, cn.height)
            positions[child] = stackPosition(n, size, at: position, size: childSize, axis: ax)
            placeRigid(child, cp, childSize)
            position += childSize[ax] + n.spacing
        }
    }

    /// Places `child` of stack `n` (of `size`) at `position` along `ax`, aligned across
    /// it (mirrored right to left).
    @inline(__always)
    private func placeInStack(
        _ child: Int32, _ n: LayoutNode, _ size: SIMD2<Double>, at position: Double,
        proposal: SIMD2<Double>, size childSize: SIMD2<Double>, axis ax: Int
    ) {
        positions[child] = stackPosition(n, size, at: position, size: childSize, axis: ax)
        place(child, proposal, childSize)
    }

    /// Where a child of `childSize` at `position` along `ax` goes in stack `n` of
    /// `size`: aligned across the axis, mirrored right to left.
    @inline(__always)
    private func stackPosition(
        _ n: LayoutNode, _ size: SIMD2<Double>, at position: Double, size childSize: SIMD2<Double>, axis ax: Int
    ) -> SIMD2<Double> {
        var local = SIMD2<Double>.zero
        local[ax] = position
        if ax == 1 {
            local.x = n.hAlign.offset(child: childSize.x, in: size.x)
        } else {
            local.y = n.vAlign.offset(child: childSize.y, in: size.y)
        }
        if n.rtl { local.x = size.x - local.x - childSize.x }
        return local
    }

    /// `place` for a node known to be rigid (a rigid stack's child): its size is
    /// recorded without its proposal.
    @inline(__always)
    private func placeRigid(_ node: Int32, _ p: SIMD2<Double>, _ size: SIMD2<Double>) {
        guard record(node, size) else { return }
        if nodes.base[Int(node)].op == .frame {
            placeFramed(node, p, size)
        } else {
            placeChildren(node, p, size)
        }
    }

    @inline(__always)
    private func placeAligned(
        _ child: Int32, _ n: LayoutNode, in space: SIMD2<Double>,
        proposal: SIMD2<Double>, size: SIMD2<Double>
    ) {
        var x = n.hAlign.offset(child: size.x, in: space.x)
        if n.rtl { x = space.x - x - size.x }
        positions[child] = SIMD2(x, n.vAlign.offset(child: size.y, in: space.y))
        place(child, proposal, size)
    }

    /// Builds a `Measured` node's content for `size` (again only when the size
    /// changed): resolves the closure's panel into new nodes appended to the tree.
    private func buildMeasuredContent(_ node: Int32, size: SIMD2<Double>) {
        guard let entry = tree.measuredContents[node], measuredSizes[node] != size else { return }
        measuredSizes[node] = size
        var detached = NodeTree()
        swap(&detached, &tree)
        let identity = detached.records[Int(node)].identity
        var builder = NodeBuilder(appendingTo: detached, context: entry.context, path: identity)
        builder.pointer = entry.pointer
        builder.longListWindows = entry.longListWindows
        builder.resolve(entry.make(Size(width: size.x, height: size.y)), at: 0)
        var (grown, top) = builder.finishAppended()
        let oldCount = nodes.count
        let childStart = Int32(grown.childIndices.count)
        grown.childIndices.append(contentsOf: top)
        for child in top { grown.records[Int(child)].parent = node }
        grown.layoutNodes[Int(node)].childStart = childStart
        grown.layoutNodes[Int(node)].childCount = Int32(top.count)
        tree = grown
        let newCount = tree.count
        ownNodes()
        nodes.grow(to: newCount, with: LayoutNode())
        positions.grow(to: newCount, with: .zero)
        sizes.grow(to: newCount, with: .zero)
        placedProposals.grow(to: newCount, with: SIMD2(-2, -2))
        dirty.grow(to: newCount, with: true)
        cacheKeys.grow(to: newCount * Self.slots, with: .zero)
        cacheSizes.grow(to: newCount * Self.slots, with: .zero)
        cacheFill.grow(to: newCount, with: 0)
        let oldKids = kids.count
        kids.grow(to: tree.childIndices.count, with: 0)
        tree.childIndices.withUnsafeBufferPointer { source in
            for i in oldKids ..< source.count { kids[i] = source[i] }
        }
        for i in oldCount ..< newCount { compileNode(Int32(i)) }
        var settling = Int32(newCount) - 1
        while settling >= Int32(oldCount) {
            settleRigid(settling)
            settling -= 1
        }
        var reader = nodes[node]
        reader.childStart = childStart
        reader.childCount = Int32(top.count)
        ownNodes()
        nodes[node] = reader
    }
}
