/// Measuring: step 2 of the contract on `LayoutSession`. Proposals and sizes are
/// `SIMD2<Double>` (x = width, y = height); a proposal component of -1 means nil.
extension LayoutSession {
    /// The size `node` chooses for `p`, answered from the node's cache when it has
    /// been asked before since it last changed.
    ///
    /// Inlined into its callers: fixed nodes and shapes answer from the fields they
    /// need; the rest goes through `measureCached`.
    @inline(__always)
    func measure(_ node: Int32, _ p: SIMD2<Double>) -> SIMD2<Double> {
        let fields = UnsafePointer(nodes.base + Int(node))
        if fields.pointee.rigid { return SIMD2(fields.pointee.width, fields.pointee.height) }
        // Leaves whose size is a formula of the proposal: cheaper to answer than to
        // look up or keep.
        switch fields.pointee.op {
        case .fill:
            return Self.fillSize(p)
        case .empty:
            return .zero
        default:
            return measureCached(node, p)
        }
    }

    /// The size of a node that is neither fixed nor a shape: from its cache, or
    /// computed and kept there.
    @inline(never)
    func measureCached(_ node: Int32, _ p: SIMD2<Double>) -> SIMD2<Double> {
        let n = nodes[node]
        switch n.op {
        case .gap, .picture:
            return computeSize(node, n, p)
        default:
            break
        }
        let base = Int(node) &* Self.slots
        let fill = Int(cacheFill[node])
        var k = 0
        while k < min(fill, Self.slots) {
            if cacheKeys[base &+ k] == p { return cacheSizes[base &+ k] }
            k &+= 1
        }
        if fill > Self.slots, let list = overflow[node] {
            for (key, size) in list where key == p { return size }
        }
        measureCount &+= 1
        let size = computeSize(node, n, p)
        if fill < Self.slots {
            cacheKeys[base &+ fill] = p
            cacheSizes[base &+ fill] = size
            cacheFill[node] = UInt8(fill &+ 1)
        } else {
            var list = overflow.removeValue(forKey: node) ?? []
            if list.count >= Self.maxOverflow { list.removeAll(keepingCapacity: true) }
            list.append((p, size))
            overflow[node] = list
            cacheFill[node] = UInt8(Self.slots + 1)
        }
        return size
    }

    /// A shape's size: the proposal, 10 points on an axis with no proposal.
    @inline(__always)
    static func fillSize(_ p: SIMD2<Double>) -> SIMD2<Double> {
        SIMD2(p.x < 0 ? 10 : p.x, p.y < 0 ? 10 : p.y)
    }

    @inline(__always)
    func firstChild(_ n: LayoutNode) -> Int32 { kids[Int(n.childStart)] }

    /// Among a stack's `count` children from `kids[start]`: the index of the only one
    /// whose size is not fixed, or -1 when every size is fixed, when all have the
    /// same priority and none is a gap; else nil.
    @inline(__always)
    func singleFlexibleChild(count: Int, start: Int) -> Int? {
        var flexible = -1
        let priority = nodes[kids[start]].priority
        for k in 0 ..< count {
            let child = kids[start &+ k]
            let cn = nodes[child]
            guard cn.priority == priority, !isGap(child) else { return nil }
            if !cn.rigid {
                guard flexible < 0 else { return nil }
                flexible = k
            }
        }
        return flexible
    }

    /// Whether `node` is a gap, seen through pass-through wrappers (a priority, an
    /// effect): stacks size gaps last.
    func isGap(_ node: Int32) -> Bool {
        var n = nodes[node]
        while n.op == .passthrough && n.childCount == 1 { n = nodes[firstChild(n)] }
        return n.op == .gap
    }

    func computeSize(_ node: Int32, _ n: LayoutNode, _ p: SIMD2<Double>) -> SIMD2<Double> {
        switch n.op {
        case .empty:
            return .zero
        case .fill:
            return Self.fillSize(p)
        case .picture:
            return Self.pictureSize(natural: SIMD2(n.fixedWidth, n.fixedHeight), fill: n.fill, p)
        case .measured:
            return SIMD2(max(p.x, 0), max(p.y, 0))
        case .gap:
            if n.axis > 1 { return SIMD2(max(p.x, 0), max(p.y, 0)) }
            var size = SIMD2<Double>.zero
            let ax = Int(n.axis)
            size[ax] = max(n.minimumLength, p[ax])
            return size
        case .caption:
            return captions.sizes[setText(node, width: p.x)]
        case .padding:
            let e = n.paddingInsets(tables.insets)
            let horizontal = e.leading + e.trailing
            let vertical = e.top + e.bottom
            guard n.childCount > 0 else { return SIMD2(horizontal, vertical) }
            let child = measure(firstChild(n), Self.inset(p, e))
            return SIMD2(child.x + horizontal, child.y + vertical)
        case .frame:
            guard n.childCount > 0 else { return SIMD2(max(n.fixedWidth, 0), max(n.fixedHeight, 0)) }
            let child = measure(firstChild(n), Self.frameProposal(p, n))
            return SIMD2(n.fixedWidth >= 0 ? n.fixedWidth : child.x, n.fixedHeight >= 0 ? n.fixedHeight : child.y)
        case .flexFrame:
            let spec = tables.flexSpecs[Int(n.aux)]
            let cp = flexChildProposal(n, p)
            let child = n.childCount > 0 ? measure(firstChild(n), cp) : .zero
            return SIMD2(
                Self.flexLength(p.x, child: child.x, min: spec.minWidth, ideal: spec.idealWidth, max: spec.maxWidth),
                Self.flexLength(p.y, child: child.y, min: spec.minHeight, ideal: spec.idealHeight, max: spec.maxHeight))
        case .aspect:
            guard n.childCount > 0 else { return .zero }
            return measure(firstChild(n), aspectProposal(p, n))
        case .offset, .passthrough, .background, .overlay:
            guard n.childCount > 0 else { return .zero }
            return measure(firstChild(n), p)
        case .scroller:
            let child = n.childCount > 0 ? measure(firstChild(n), Self.scrollerProposal(p, n)) : .zero
            // The proposal when there is one (the viewport), else the content's size.
            return SIMD2(
                p.x >= 0 && p.x.isFinite ? p.x : child.x,
                p.y >= 0 && p.y.isFinite ? p.y : child.y)
        case .idealSize:
            guard n.childCount > 0 else { return .zero }
            return measure(firstChild(n), Self.idealSizeProposal(p, n))
        case .longList:
            return measureLongList(n, p)
        case .layers:
            var size = SIMD2<Double>.zero
            for k in 0 ..< Int(n.childCount) {
                size = pointwiseMax(size, measure(kids[Int(n.childStart) &+ k], p))
            }
            return size
        case .stack:
            let count = Int(n.childCount)
            guard count > 0 else { return .zero }
            return withUnsafeTemporaryAllocation(of: StackSlot.self, capacity: count) { slots in
                distribute(n, p, slots)
            }
        }
    }

    /// Sets the caption `node`'s text at `width` (-1 or infinite: no wrapping) and
    /// returns the slot of `captions` that holds the setting.
    ///
    /// A caption whose unwrapped setting is known here, is not truncated and fits in
    /// `width` takes that setting at `width` too, without asking the measurer (a
    /// `TextMeasurer` sets such text the same at any width it fits in).
    @inline(__always)
    func setText(_ node: Int32, width: Double) -> Int {
        // The ideal (-1) and an unlimited width (∞) both mean no wrapping: one entry.
        let width = width < 0 || width == .infinity ? -1 : width
        let first = Int(nodes[node].aux)
        // The common case, one lookup: the first slot holds this width.
        if captions.widths[first] == width { return first }
        return setTextSlow(node, width: width, first: first)
    }

    /// `setText` past its first slot: the other slots, else a setting made (from the
    /// unwrapped one when it fits, else by the measurer) and kept.
    @inline(never)
    func setTextSlow(_ node: Int32, width: Double, first: Int) -> Int {
        var free = first
        var unwrapped = -1
        for k in first ..< first + Self.captionWidths {
            let setWidth = captions.widths[k]
            if setWidth.isNaN {
                free = k
                break
            }
            if setWidth == width { return k }
            if setWidth < 0 { unwrapped = k }
        }
        let layout: TextLayout
        if width >= 0, unwrapped >= 0, Self.fitsUnwrapped(captions.layout(unwrapped), in: width) {
            layout = captions.layout(unwrapped)
        } else {
            if let (text, style, lineLimit, truncation) = captionRequest(node) {
                layout = setCaption(text, style, width < 0 ? nil : width, lineLimit, truncation)
            } else {
                layout = TextLayout(lines: [], lineHeight: 0, ascent: 0)
            }
        }
        // All taken: the oldest (first) goes; the others move up.
        if !captions.isEmpty(free) {
            for k in first ..< first + Self.captionWidths - 1 { captions.copy(k + 1, to: k) }
            free = first + Self.captionWidths - 1
        }
        captions.set(free, consume layout, width: width)
        return free
    }

    /// What the caption `node` asks the measurer: its text, style, line limit and
    /// truncation, read where its kind lies. (Matching the kind around the measurer's
    /// call copied the whole `NodeKind` through its outlined value witness, and
    /// destroyed it after: the call could change the memory the kind lies in.)
    @inline(__always)
    func captionRequest(_ node: Int32) -> (String, TextStyle, Int?, TruncationMode)? {
        guard let rich = tree.records[Int(node)].richIndex else { return nil }
        return tree.richKinds.withUnsafeBufferPointer { kinds in
            guard case .caption(let content) = kinds[Int(rich)] else { return nil }
            return (content.text, content.style, content.lineLimit, content.truncation)
        }
    }

    /// Whether an unwrapped setting is also the setting at `width`: nothing cut and
    /// every line within `width`.
    static func fitsUnwrapped(_ layout: TextLayout, in width: Double) -> Bool {
        guard !layout.isTruncated, layout.hiddenCharacters == 0 else { return false }
        for line in layout.lines where !(line.width <= width) { return false }
        return true
    }

    @inline(__always)
    static func inset(_ p: SIMD2<Double>, _ e: EdgeInsets) -> SIMD2<Double> {
        SIMD2(
            p.x < 0 ? -1 : max(0, p.x - e.leading - e.trailing),
            p.y < 0 ? -1 : max(0, p.y - e.top - e.bottom))
    }

    /// The size of lazy list `n` for `p`, vertical or horizontal (`n.axis`): its
    /// entries (a detached header left out) proposed nothing along the axis and the
    /// proposal across it, stacked with the spacing between them and the space before
    /// and after; across, the proposal when there is one, else the widest entry.
    func measureLongList(_ n: LayoutNode, _ p: SIMD2<Double>) -> SIMD2<Double> {
        let along = n.axis == 0 ? 0 : 1
        var entryProposal = p
        entryProposal[along] = -1
        var length = n.leadingSpace + n.trailingSpace
        var breadth = 0.0
        let count = Int(n.childCount) - (n.detachedHeader && n.childCount > 0 ? 1 : 0)
        for k in 0 ..< count {
            let entry = measure(kids[Int(n.childStart) &+ k], entryProposal)
            breadth = max(breadth, entry[1 - along])
            length += entry[along]
        }
        if count > 1 { length += n.rowSpacing * Double(count - 1) }
        let across = p[1 - along]
        var size = SIMD2(repeating: across >= 0 && across.isFinite ? across : breadth)
        size[along] = length
        return size
    }

    /// A scroller proposes its content nothing (its ideal length) on the axes it
    /// scrolls along and passes the proposal on the others.
    @inline(__always)
    static func scrollerProposal(_ p: SIMD2<Double>, _ n: LayoutNode) -> SIMD2<Double> {
        SIMD2(n.scrollsHorizontally ? -1 : p.x, n.scrollsVertically ? -1 : p.y)
    }

    /// An ideal-size node proposes its child nil (its ideal length) on the axes it
    /// keeps and passes the proposal on the others.
    @inline(__always)
    static func idealSizeProposal(_ p: SIMD2<Double>, _ n: LayoutNode) -> SIMD2<Double> {
        SIMD2(n.keepsIdealWidth ? -1 : p.x, n.keepsIdealHeight ? -1 : p.y)
    }

    @inline(__always)
    static func frameProposal(_ p: SIMD2<Double>, _ n: LayoutNode) -> SIMD2<Double> {
        SIMD2(n.fixedWidth >= 0 ? n.fixedWidth : p.x, n.fixedHeight >= 0 ? n.fixedHeight : p.y)
    }

    /// What a flexible frame proposes its child for `p` (the rule on `FlexFrameSpec`):
    /// the proposal clamped to the frame's minimum and maximum, the ideal (clamped
    /// the same) on an axis proposed nil. On an axis proposed nil with no ideal the
    /// child is asked its ideal, and when that is longer than the frame's finite
    /// maximum it is proposed the maximum instead: a frame never lets a child that can
    /// be narrower (wrapping text) be wider than its maximum, whatever its parent
    /// asks (a stack sizing it beside a gap asks its ideal). At most three
    /// measurements of the child (the ideal, then each axis capped), all cached.
    @inline(__always)
    func flexChildProposal(_ n: LayoutNode, _ p: SIMD2<Double>) -> SIMD2<Double> {
        let spec = tables.flexSpecs[Int(n.aux)]
        var cp = Self.flexProposal(p, spec)
        guard cp.x < 0 || cp.y < 0 else { return cp }
        let capX = cp.x < 0 ? Self.finiteMaximum(spec.minWidth, spec.maxWidth) : .infinity
        let capY = cp.y < 0 ? Self.finiteMaximum(spec.minHeight, spec.maxHeight) : .infinity
        guard capX < .infinity || capY < .infinity, n.childCount > 0 else { return cp }
        let child = firstChild(n)
        var size = measure(child, cp)
        if size.x > capX {
            cp.x = capX
            size = measure(child, cp)
        }
        if size.y > capY {
            cp.y = capY
            // Capping the height may widen the child (fewer lines, longer ones).
            if cp.x < 0 && measure(child, cp).x > capX { cp.x = capX }
        }
        return cp
    }

    /// The largest length a frame allows on an axis (its maximum, raised to its
    /// minimum), or +∞ when it has none.
    @inline(__always)
    static func finiteMaximum(_ lo: Double?, _ hi: Double?) -> Double {
        guard let hi, hi < .infinity else { return .infinity }
        return Swift.max(hi, lo ?? 0)
    }

    /// The proposal a flexible frame passes on for `p`, before it asks its child
    /// (`flexChildProposal`): clamped to [min, max]; the ideal, clamped the same, when
    /// `p` is nil (-1), else nil.
    static func flexProposal(_ p: SIMD2<Double>, _ spec: FlexFrameSpec) -> SIMD2<Double> {
        func axis(_ p: Double, _ lo: Double?, _ ideal: Double?, _ hi: Double?) -> Double {
            guard p >= 0 || ideal != nil else { return -1 }
            var v = p < 0 ? ideal ?? 0 : p
            if let hi { v = Swift.min(v, hi) }
            if let lo { v = Swift.max(v, lo) }
            return v
        }
        return SIMD2(
            axis(p.x, spec.minWidth, spec.idealWidth, spec.maxWidth),
            axis(p.y, spec.minHeight, spec.idealHeight, spec.maxHeight))
    }

    /// A flexible frame's length on one axis (the rule on `FlexFrameSpec`).
    static func flexLength(_ p: Double, child: Double, min: Double?, ideal: Double?, max: Double?) -> Double {
        if min == nil && max == nil { return p < 0 ? (ideal ?? child) : child }
        let lo = min ?? Swift.min(child, max ?? .infinity)
        let hi = Swift.max(max ?? Swift.max(child, min ?? 0), lo)
        if p < 0 {
            guard let ideal else { return Swift.min(Swift.max(child, lo), hi) }
            // The ideal held to the frame's own limits (a minimum wins over a maximum).
            var v = ideal
            if let max { v = Swift.min(v, max) }
            if let min { v = Swift.max(v, min) }
            return v
        }
        return Swift.min(Swift.max(p, lo), hi)
    }

    /// The proposal an aspect-ratio node gives its child.
    func aspectProposal(_ p: SIMD2<Double>, _ n: LayoutNode) -> SIMD2<Double> {
        var ratio = n.ratio
        if ratio <= 0 {
            let ideal = measure(firstChild(n), SIMD2(-1, -1))
            ratio = ideal.y > 0 && ideal.x > 0 ? ideal.x / ideal.y : 1
        }
        switch (p.x >= 0, p.y >= 0) {
        case (false, false):
            let ideal = measure(firstChild(n), SIMD2(-1, -1))
            return SIMD2(ideal.x, ideal.x / ratio)
        case (true, false):
            return SIMD2(p.x, p.x / ratio)
        case (false, true):
            return SIMD2(p.y * ratio, p.y)
        case (true, true):
            if p.x.isInfinite && p.y.isInfinite { return p }
            let wide = p.x / max(p.y, .leastNonzeroMagnitude) > ratio
            // fit: limited by the tighter axis; fill: by the looser one.
            if wide != n.fill { return SIMD2(p.y * ratio, p.y) }
            return SIMD2(p.x, p.x / ratio)
        }
    }

    /// Shares a stack's proposed length among its children (the algorithm on
    /// `LayoutSession`); writes each child's size and proposed length into `slots`
    /// and returns the stack's size.
    func distribute(
        _ n: LayoutNode, _ p: SIMD2<Double>,
        _ slots: UnsafeMutableBufferPointer<StackSlot>
    ) -> SIMD2<Double> {
        // One copy of the loops per axis, the axis a constant in each (a run-time axis
        // index kept the sums going through memory).
        n.axis == 0 ? distribute(n, p, slots, axis: 0) : distribute(n, p, slots, axis: 1)
    }

    @inline(__always)
    private func distribute(
        _ n: LayoutNode, _ p: SIMD2<Double>,
        _ slots: UnsafeMutableBufferPointer<StackSlot>, axis ax: Int
    ) -> SIMD2<Double> {
        let count = Int(n.childCount)
        let start = Int(n.childStart)
        let spacing = n.spacing
        let totalSpacing = spacing * Double(count &- 1)
        let offered = p[ax]
        if offered < 0 || offered == 0 || offered == .infinity {
            // Ideal, minimum or maximum: every child is asked the same question.
            for k in 0 ..< count {
                let size = measure(kids[start &+ k], p)
                slots[k] = StackSlot(
                    size: size, share: offered, flexibility: 0, minimum: 0,
                    priority: 0, index: Int32(k))
            }
        } else if !alwaysAsksFlexibility, let flexible = singleFlexibleChild(count: count, start: start) {
            // Every child but one has a fixed size, one priority, no gaps: the one gets
            // what the others leave whatever its flexibility, so it is not asked its
            // minimum and maximum first (a card's title column beside its picture).
            // The fixed lengths come off in the order the general path takes them
            // (longest first), so the share is the same to the last bit. With every
            // size fixed (placing a row of fixed cells) each keeps its size, as there.
            if flexible < 0 {
                for k in 0 ..< count {
                    let cn = nodes[kids[start &+ k]]
                    let size = SIMD2(cn.width, cn.height)
                    slots[k] = StackSlot(
                        size: size, share: 0, flexibility: 0, minimum: size[ax], priority: cn.priority,
                        index: Int32(k))
                }
                return Self.total(slots, count: count, axis: ax, spacing: totalSpacing)
            }
            var remaining = offered - totalSpacing
            withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { lengths in
                var fixed = 0
                for k in 0 ..< count where k != flexible {
                    let cn = nodes[kids[start &+ k]]
                    let size = SIMD2(cn.width, cn.height)
                    slots[k] = StackSlot(
                        size: size, share: 0, flexibility: 0, minimum: size[ax], priority: cn.priority,
                        index: Int32(k))
                    lengths[fixed] = size[ax]
                    fixed &+= 1
                }
                var taken = UnsafeMutableBufferPointer(rebasing: lengths[0 ..< fixed])
                // (One fixed sibling, as beside a card's title: nothing to order.)
                if fixed > 1 { taken.sort(by: >) }
                for length in taken { remaining -= length }
            }
            let share = max(0, remaining)
            var cp = p
            cp[ax] = share
            let child = kids[start &+ flexible]
            slots[flexible] = StackSlot(
                size: measure(child, cp), share: share, flexibility: .infinity, minimum: 0,
                priority: nodes[child].priority, index: Int32(flexible))
        } else {
            var uniform = true
            var sorted = true
            var hasGaps = false
            var minP = p
            minP[ax] = 0
            var maxP = p
            maxP[ax] = .infinity
            for k in 0 ..< count {
                let child = kids[start &+ k]
                let cn = nodes[child]
                let lo: Double
                let hi: Double
                var smallest: SIMD2<Double>
                if cn.rigid {
                    smallest = SIMD2(cn.width, cn.height)
                    lo = smallest[ax]
                    hi = lo
                } else {
                    smallest = measure(child, minP)
                    lo = smallest[ax]
                    hi = measure(child, maxP)[ax]
                }
                let flexibility = hi - lo
                let gap = isGap(child)
                slots[k] = StackSlot(
                    size: smallest, share: 0,
                    flexibility: flexibility.isNaN ? 0 : flexibility,
                    minimum: lo, priority: cn.priority, index: Int32(k), isGap: gap)
                if gap { hasGaps = true }
                if k > 0 {
                    if cn.priority != slots[0].priority { uniform = false }
                    let previous = slots[k &- 1]
                    if slots[k].flexibility < previous.flexibility
                        || (slots[k].flexibility == previous.flexibility && lo > previous.minimum)
                    {
                        sorted = false
                    }
                }
            }
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: count) { buffer in
                var order = buffer
                for k in 0 ..< count { order[k] = Int32(k) }
                if !uniform || !sorted || hasGaps {
                    order.sort { a, b in
                        let x = slots[Int(a)]
                        let y = slots[Int(b)]
                        if x.priority != y.priority { return x.priority > y.priority }
                        if x.isGap != y.isGap { return y.isGap }
                        if x.flexibility != y.flexibility { return x.flexibility < y.flexibility }
                        if x.minimum != y.minimum { return x.minimum > y.minimum }
                        return a < b
                    }
                }
                var remaining = offered - totalSpacing
                // What lower-priority children need at their minimum is kept for them.
                var reserved = 0.0
                if !uniform { for k in 0 ..< count { reserved += slots[k].minimum } }
                var g = 0
                while g < count {
                    var e = g
                    if uniform {
                        e = count
                    } else {
                        let priority = slots[Int(order[g])].priority
                        while e < count && slots[Int(order[e])].priority == priority {
                            reserved -= slots[Int(order[e])].minimum
                            e &+= 1
                        }
                    }
                    // Gaps come last in their group: the others are offered space with
                    // the gaps' minimums kept back and take at most their ideal length;
                    // the gaps share what is left.
                    var m = e
                    var gapMinimums = 0.0
                    if hasGaps {
                        while m > g && slots[Int(order[m &- 1])].isGap {
                            m &-= 1
                            gapMinimums += slots[Int(order[m])].minimum
                        }
                    }
                    let capped = m < e
                    var groupRemaining = remaining - reserved - gapMinimums
                    var left = Double(m &- g)
                    for q in g ..< e {
                        if q == m {
                            groupRemaining += gapMinimums
                            left = Double(e &- m)
                        }
                        let k = Int(order[q])
                        if slots[k].flexibility == 0 {
                            // Its minimum is its maximum: it keeps the answer it gave
                            // to the minimum proposal, whatever its siblings do.
                            groupRemaining -= slots[k].minimum
                            remaining -= slots[k].minimum
                            left -= 1
                            continue
                        }
                        var share = max(0, groupRemaining / left)
                        let child = kids[start &+ k]
                        if capped && q < m {
                            // Offered at least its ideal length: it is proposed nil
                            // (its ideal), the answer it already gave.
                            var ideal = p
                            ideal[ax] = -1
                            if share >= measure(child, ideal)[ax] { share = -1 }
                        }
                        var cp = p
                        cp[ax] = share
                        let size = measure(child, cp)
                        slots[k].size = size
                        slots[k].share = share
                        groupRemaining -= size[ax]
                        remaining -= size[ax]
                        left -= 1
                    }
                    g = e
                }
            }
        }
        return Self.total(slots, count: count, axis: ax, spacing: totalSpacing)
    }

    /// A stack's size from its children's: their lengths and the spacing along `ax`,
    /// the largest across.
    @inline(__always)
    static func total(
        _ slots: UnsafeMutableBufferPointer<StackSlot>, count: Int, axis ax: Int, spacing totalSpacing: Double
    ) -> SIMD2<Double> {
        let cr = 1 &- ax
        var total = SIMD2<Double>.zero
        for k in 0 ..< count {
            let size = slots[k].size
            total[ax] += size[ax]
            total[cr] = max(total[cr], size[cr])
        }
        total[ax] += totalSpacing
        return total
    }

    /// A picture's size: its natural size when nothing (or only infinity) is
    /// proposed; otherwise the largest size with the image's aspect ratio inside the
    /// proposal (fit), or the whole proposal when both lengths are given (fill).
    static func pictureSize(natural: SIMD2<Double>, fill: Bool, _ p: SIMD2<Double>) -> SIMD2<Double> {
        let w: Double? = p.x >= 0 && p.x.isFinite ? p.x : nil
        let h: Double? = p.y >= 0 && p.y.isFinite ? p.y : nil
        guard natural.x > 0, natural.y > 0 else { return SIMD2(w ?? 0, h ?? 0) }
        let aspect = natural.x / natural.y
        switch (w, h) {
        case let (w?, h?):
            if fill { return SIMD2(w, h) }
            return w / h > aspect ? SIMD2(h * aspect, h) : SIMD2(w, w / aspect)
        case let (w?, nil): return SIMD2(w, w / aspect)
        case let (nil, h?): return SIMD2(h * aspect, h)
        case (nil, nil): return natural
        }
    }
}

/// One child's line in a stack's distribution.
struct StackSlot {
    var size: SIMD2<Double>
    /// The length the child was proposed along the stack's axis (-1: nil).
    var share: Double
    var flexibility: Double
    var minimum: Double
    var priority: Double
    var index: Int32
    /// A `Gap` (seen through pass-through wrappers): sized after the others.
    var isGap = false
}
