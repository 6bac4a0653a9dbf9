/// Lays out a `NodeTree`: the parent proposes, the child chooses its size, the parent
/// places the child.
///
/// The contract every node kind keeps:
/// - **Measure** (`measure(_:_:)`): given a `Proposal`, a node returns the size it
///   wants. It may measure its children with any proposals to decide. The answer
///   depends only on the node's subtree and the proposal, so it is cached per node
///   (a few proposals each); `measureCount` counts the measurements that were not
///   answered from the cache.
/// - **Place** (`place(_:at:proposal:size:)`): the parent gives the node its final
///   origin, the proposal it measured it with, and the size the node chose. The node
///   records its frame and places its children with the proposals it measured them
///   with, so measuring and placing always agree.
/// - A node may choose a size larger than proposed (it overflows) or smaller (the
///   parent aligns it). Sizes are never negative.
/// - Right-to-left: a node whose direction is right-to-left mirrors the horizontal
///   offsets of its children inside its own frame.
struct LayoutEngine {
    let tree: NodeTree
    let measurer: any TextMeasurer
    var frames: [Rect]
    var texts: [Int32: TextLayout] = [:]
    var measureCount = 0

    /// Cache: `slots` proposals per node, stored as (width, height) with -1 for nil.
    static let slots = 4
    var cacheKeys: [SIMD2<Double>]
    var cacheSizes: [Size]
    var cacheFill: [UInt8]

    init(tree: NodeTree, measurer: any TextMeasurer) {
        self.tree = tree
        self.measurer = measurer
        frames = Array(repeating: .zero, count: tree.count)
        cacheKeys = Array(repeating: SIMD2(-2, -2), count: tree.count * Self.slots)
        cacheSizes = Array(repeating: .zero, count: tree.count * Self.slots)
        cacheFill = Array(repeating: 0, count: tree.count)
    }

    /// Lays the whole tree out in a space of `size` points; the root is centered in it.
    mutating func layout(in size: Size) {
        guard tree.root >= 0 else { return }
        let proposal = Proposal(size)
        let rootSize = measure(tree.root, proposal)
        let origin = Point(x: ((size.width - rootSize.width) / 2).rounded(),
                           y: ((size.height - rootSize.height) / 2).rounded())
        place(tree.root, at: origin, proposal: proposal, size: rootSize)
    }

    // MARK: Measure

    mutating func measure(_ node: Int32, _ proposal: Proposal) -> Size {
        let key = SIMD2(proposal.width ?? -1, proposal.height ?? -1)
        let base = Int(node) * Self.slots
        let filled = Int(cacheFill[Int(node)])
        for i in 0 ..< min(filled, Self.slots) where cacheKeys[base + i] == key {
            return cacheSizes[base + i]
        }
        measureCount += 1
        let size = computeSize(node, proposal)
        let slot = filled % Self.slots
        cacheKeys[base + slot] = key
        cacheSizes[base + slot] = size
        cacheFill[Int(node)] = UInt8(filled < 255 ? filled + 1 : Self.slots)
        return size
    }

    private mutating func computeSize(_ node: Int32, _ p: Proposal) -> Size {
        let n = tree.nodes[Int(node)]
        switch n.kind {
        case .empty:
            return .zero
        case .swatch, .shape:
            return p.replacingUnspecified(with: Size(width: 10, height: 10))
        case .picture(let spec):
            return Self.pictureSize(spec, p)
        case .effect:
            return n.childCount > 0 ? measure(firstChild(n), p) : .zero
        case .gap(let axis, let minLength):
            guard let axis else {
                return p.replacingUnspecified(with: .zero)
            }
            var size = Size.zero
            size[axis] = max(minLength, p[axis] ?? minLength)
            return size
        case .caption(let content):
            let text = measurer.layout(content.text, style: content.style,
                                       maxWidth: p.width, lineLimit: content.lineLimit)
            return text.size
        case .padding(let insets):
            guard n.childCount > 0 else {
                return Size(width: insets.total(.horizontal), height: insets.total(.vertical))
            }
            let child = measure(firstChild(n), Self.inset(p, insets))
            return Size(width: child.width + insets.total(.horizontal),
                        height: child.height + insets.total(.vertical))
        case .frame(let spec):
            if let w = spec.width, let h = spec.height { return Size(width: w, height: h) }
            guard n.childCount > 0 else {
                return Size(width: spec.width ?? 0, height: spec.height ?? 0)
            }
            let child = measure(firstChild(n), Proposal(width: spec.width ?? p.width,
                                                        height: spec.height ?? p.height))
            return Size(width: spec.width ?? child.width, height: spec.height ?? child.height)
        case .background:
            guard n.childCount > 0 else { return .zero }
            return measure(firstChild(n), p)
        case .layers:
            var size = Size.zero
            for child in tree.children(of: node) {
                let s = measure(child, p)
                size.width = max(size.width, s.width)
                size.height = max(size.height, s.height)
            }
            return size
        case .stack(let axis, _, let spacing):
            let count = max(Int(n.childCount), 1)
            return withUnsafeTemporaryAllocation(of: Double?.self, capacity: count) { shares in
                withUnsafeTemporaryAllocation(of: Size.self, capacity: count) { sizes in
                    distribute(node, axis: axis, spacing: spacing, p, shares: shares, sizes: sizes)
                }
            }
        }
    }

    /// A picture's size: its natural size when nothing (or only infinity) is
    /// proposed; otherwise the largest size with the image's aspect ratio inside the
    /// proposal (`.fit`), or the whole proposal when both lengths are given (`.fill`).
    static func pictureSize(_ spec: PictureSpec, _ p: Proposal) -> Size {
        let natural = spec.naturalSize
        let w = p.width.flatMap { $0.isFinite ? $0 : nil }
        let h = p.height.flatMap { $0.isFinite ? $0 : nil }
        guard natural.width > 0, natural.height > 0 else { return Size(width: w ?? 0, height: h ?? 0) }
        let aspect = natural.width / natural.height
        switch (w, h) {
        case let (w?, h?):
            if spec.mode == .fill { return Size(width: w, height: h) }
            return w / h > aspect ? Size(width: h * aspect, height: h) : Size(width: w, height: w / aspect)
        case let (w?, nil): return Size(width: w, height: w / aspect)
        case let (nil, h?): return Size(width: h * aspect, height: h)
        case (nil, nil): return natural
        }
    }

    @inline(__always)
    private func firstChild(_ n: Node) -> Int32 { tree.childIndices[Int(n.childStart)] }

    static func inset(_ p: Proposal, _ insets: EdgeInsets) -> Proposal {
        Proposal(width: p.width.map { $0 - insets.total(.horizontal) },
                 height: p.height.map { $0 - insets.total(.vertical) })
    }

    /// Shares the stack's proposed length among its children, writing each child's
    /// proposal along the axis into `shares` and its chosen size into `sizes` (in
    /// child order); returns the stack's own size.
    ///
    /// With a length proposed, children are offered space least flexible first
    /// (flexibility = maximum − minimum length, each measured once), each getting an
    /// equal share of what is left after spacing; with no length proposed (ideal),
    /// every child is asked for its ideal length.
    private mutating func distribute(
        _ node: Int32, axis: Axis, spacing: Double, _ p: Proposal,
        shares: UnsafeMutableBufferPointer<Double?>, sizes: UnsafeMutableBufferPointer<Size>
    ) -> Size {
        let n = tree.nodes[Int(node)]
        let count = Int(n.childCount)
        let start = Int(n.childStart)
        let cross = axis.cross
        let crossProposal = p[cross]
        let totalSpacing = spacing * Double(max(0, count - 1))
        if let available = p[axis] {
            withUnsafeTemporaryAllocation(of: (Double, Int).self, capacity: max(count, 1)) { order in
                for i in 0 ..< count {
                    let child = tree.childIndices[start + i]
                    var minP = Proposal(width: 0, height: 0)
                    minP[cross] = crossProposal
                    var maxP = minP
                    maxP[axis] = .infinity
                    let lo = measure(child, minP)[axis]
                    let hi = measure(child, maxP)[axis]
                    let flexibility = hi - lo
                    order[i] = (flexibility.isNaN ? 0 : flexibility, i)
                }
                var ordered = UnsafeMutableBufferPointer(rebasing: order[0 ..< count])
                ordered.sort { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
                var remaining = available - totalSpacing
                var left = count
                for (_, i) in ordered {
                    let share = max(0, remaining / Double(left))
                    var childP = Proposal(width: 0, height: 0)
                    childP[cross] = crossProposal
                    childP[axis] = share
                    let size = measure(tree.childIndices[start + i], childP)
                    shares[i] = share
                    sizes[i] = size
                    remaining -= size[axis]
                    left -= 1
                }
            }
        } else {
            for i in 0 ..< count {
                var childP = Proposal(width: nil, height: nil)
                childP[cross] = crossProposal
                sizes[i] = measure(tree.childIndices[start + i], childP)
                shares[i] = nil
            }
        }
        var total = Size.zero
        for i in 0 ..< count {
            total[axis] += sizes[i][axis]
            total[cross] = max(total[cross], sizes[i][cross])
        }
        total[axis] += totalSpacing
        return total
    }

    // MARK: Place

    mutating func place(_ node: Int32, at origin: Point, proposal p: Proposal, size: Size) {
        let frame = Rect(origin: origin, size: size)
        frames[Int(node)] = frame
        let n = tree.nodes[Int(node)]
        let rtl = n.direction == .rightToLeft
        switch n.kind {
        case .empty, .swatch, .gap, .shape, .picture:
            return
        case .effect:
            if n.childCount > 0 { place(firstChild(n), at: origin, proposal: p, size: size) }
        case .caption(let content):
            texts[node] = measurer.layout(content.text, style: content.style,
                                          maxWidth: p.width, lineLimit: content.lineLimit)
        case .padding(let insets):
            guard n.childCount > 0 else { return }
            let child = firstChild(n)
            let childP = Self.inset(p, insets)
            let childSize = measure(child, childP)
            let x = rtl ? size.width - insets.leading - childSize.width : insets.leading
            place(child, at: Point(x: origin.x + x, y: origin.y + insets.top),
                  proposal: childP, size: childSize)
        case .frame(let spec):
            guard n.childCount > 0 else { return }
            let child = firstChild(n)
            let childP = Proposal(width: spec.width ?? p.width, height: spec.height ?? p.height)
            let childSize = measure(child, childP)
            placeAligned(child, in: frame, alignment: spec.alignment, rtl: rtl,
                         proposal: childP, size: childSize)
        case .background:
            let children = tree.children(of: node)
            guard let content = children.first else { return }
            place(content, at: origin, proposal: p, size: measure(content, p))
            for decoration in children.dropFirst() {
                let exact = Proposal(size)
                let decorationSize = measure(decoration, exact)
                placeAligned(decoration, in: frame, alignment: .center, rtl: rtl,
                             proposal: exact, size: decorationSize)
            }
        case .layers(let alignment):
            for child in tree.children(of: node) {
                placeAligned(child, in: frame, alignment: alignment, rtl: rtl,
                             proposal: p, size: measure(child, p))
            }
        case .stack(let axis, let alignment, let spacing):
            let count = Int(n.childCount)
            withUnsafeTemporaryAllocation(of: Double?.self, capacity: max(count, 1)) { shares in
                withUnsafeTemporaryAllocation(of: Size.self, capacity: max(count, 1)) { sizes in
                    _ = distribute(node, axis: axis, spacing: spacing, p, shares: shares, sizes: sizes)
                    let start = Int(n.childStart)
                    let cross = axis.cross
                    var position = 0.0
                    for i in 0 ..< count {
                        let child = tree.childIndices[start + i]
                        let childSize = sizes[i]
                        var childP = Proposal(width: nil, height: nil)
                        childP[cross] = p[cross]
                        childP[axis] = shares[i]
                        var local = Point.zero
                        local[axis] = position
                        if axis == .vertical {
                            let a = HorizontalAlignment(rawValue: alignment) ?? .center
                            local.x = a.offset(child: childSize.width, in: size.width)
                        } else {
                            let a = VerticalAlignment(rawValue: alignment) ?? .center
                            local.y = a.offset(child: childSize.height, in: size.height)
                        }
                        if rtl { local.x = size.width - local.x - childSize.width }
                        place(child, at: Point(x: origin.x + local.x, y: origin.y + local.y),
                              proposal: childP, size: childSize)
                        position += childSize[axis] + spacing
                    }
                }
            }
        }
    }

    private mutating func placeAligned(_ child: Int32, in frame: Rect, alignment: Alignment,
                                       rtl: Bool, proposal: Proposal, size: Size) {
        var x = alignment.horizontal.offset(child: size.width, in: frame.width)
        if rtl { x = frame.width - x - size.width }
        let y = alignment.vertical.offset(child: size.height, in: frame.height)
        place(child, at: Point(x: frame.minX + x, y: frame.minY + y), proposal: proposal, size: size)
    }
}
