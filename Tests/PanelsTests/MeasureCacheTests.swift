import Testing
import PanelsTestSupport

@testable import Panels

/// The measure caches hold slots only for the nodes that keep answers there (a
/// group of `LayoutSession.slots` proposals and sizes, taken on first use): what
/// they answer is what measuring afresh gives, and the memory they hold is the
/// groups in use, not a group for every node.
@Suite("Measure caches taken on first use")
struct MeasureCacheTests {
    static let words = ["a", "Yoga", "flow", "with", "live", "music", "W", "reformer", "the", "mornings"]

    static func text(_ g: inout SplitMix64) -> String {
        (0 ..< g.int(1 ... 6)).map { _ in g.element(of: words) }.joined(separator: " ")
    }

    /// A random tree of stacks, layers, padding, fixed and flexible frames around
    /// captions, swatches, gaps and fixed cells: nodes of every kind `measure`
    /// answers, with and without the cache.
    static func panel(_ g: inout SplitMix64, depth: Int) -> AnyPanel {
        if depth == 0 || g.int(0 ... 4) == 0 {
            switch g.int(0 ... 6) {
            case 0, 1:
                return AnyPanel(Caption(text(&g)).lineLimit(g.bool() ? nil : g.int(1 ... 3)))
            case 2:
                return AnyPanel(Swatch(.black).frame(width: g.number(0 ... 40), height: g.number(0 ... 30)))
            case 3:
                return AnyPanel(Swatch(.black))
            case 4:
                return AnyPanel(Gap())
            case 5:
                return AnyPanel(Swatch(.black).frame(width: g.number(0 ... 50)))
            default:
                return AnyPanel(Caption(g.element(of: words)).padding(g.number(0 ... 8)))
            }
        }
        switch g.int(0 ... 6) {
        case 0, 1:
            let children = (0 ..< g.int(1 ... 4)).map { _ in panel(&g, depth: depth - 1) }
            let spacing = g.number(0 ... 8)
            let content = Each(Array(children.indices), id: \.self) { children[$0] }
            return g.bool()
                ? AnyPanel(Row(alignment: .top, spacing: spacing) { content })
                : AnyPanel(Column(alignment: .leading, spacing: spacing) { content })
        case 2:
            let children = (0 ..< g.int(1 ... 3)).map { _ in panel(&g, depth: depth - 1) }
            return AnyPanel(Layers { Each(Array(children.indices), id: \.self) { children[$0] } })
        case 3:
            return AnyPanel(panel(&g, depth: depth - 1).padding(g.number(0 ... 10)))
        case 4:
            return AnyPanel(
                panel(&g, depth: depth - 1).frame(
                    minWidth: g.bool() ? g.number(0 ... 40) : nil, maxWidth: g.bool() ? g.number(20 ... 200) : nil,
                    maxHeight: g.bool() ? .infinity : nil, alignment: .leading))
        case 5:
            return AnyPanel(panel(&g, depth: depth - 1).layoutPriority(Double(g.int(0 ... 1))))
        default:
            return AnyPanel(panel(&g, depth: depth - 1).frame(width: g.bool() ? g.number(0 ... 120) : nil))
        }
    }

    static func size(_ g: inout SplitMix64) -> Size {
        Size(width: g.number(0 ... 400), height: g.number(0 ... 300))
    }

    /// What a layout gives: every frame as its exact doubles, and the dump (the set
    /// texts' line counts and truncation).
    static func result(_ session: LayoutSession) -> String {
        session.frames.map { frame in
            [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map { "\($0.bitPattern)" }
                .joined(separator: ",")
        }
        .joined(separator: " ") + "\n" + session.layoutDump
    }

    /// One session laid out again and again (at new sizes, its caches answering
    /// more and more; after a caption changes, its ancestors' caches emptied) and
    /// asked sizes for many proposals (past the four slots, into the overflow
    /// lists) gives exactly what a new session gives each time.
    @Test func cachedAnswersAreWhatMeasuringAfreshGives() {
        PropertyTest.check("measure caches on first use", cases: 2_000) { g in
            let panel = Self.panel(&g, depth: g.int(1 ... 4))
            let direction: LayoutDirection = g.bool() ? .rightToLeft : .leftToRight
            let session = LayoutSession(panel.layoutDirection(direction), measurer: WordWidthMeasurer())
            for step in 0 ..< g.int(2 ... 5) {
                if step > 0 && g.int(0 ... 2) == 0 {
                    let captions = (0 ..< Int32(session.tree.count)).filter {
                        if case .caption = session.tree.kind(of: $0) { return true } else { return false }
                    }
                    if !captions.isEmpty { session.setText(Self.text(&g), of: g.element(of: captions)) }
                }
                let size = Self.size(&g)
                session.layout(in: size)
                let fresh = LayoutSession(tree: session.tree, measurer: WordWidthMeasurer())
                fresh.layout(in: size)
                let cached = Self.result(session)
                let afresh = Self.result(fresh)
                if cached != afresh { return "step \(step) at \(size):\n\(cached)\nvs a new session:\n\(afresh)" }
            }
            // Sizes for many proposals of one node: the same as a new session's first answer.
            let node = Int32(g.int(0 ... session.tree.count - 1))
            for _ in 0 ..< g.int(1 ... 12) {
                let proposal = Proposal(
                    width: g.int(0 ... 3) == 0 ? nil : g.number(0 ... 300, step: 10),
                    height: g.int(0 ... 3) == 0 ? nil : g.number(0 ... 200, step: 10))
                let answer = session.size(of: node, for: proposal)
                let fresh = LayoutSession(tree: session.tree, measurer: WordWidthMeasurer())
                let afresh = fresh.size(of: node, for: proposal)
                if answer != afresh { return "node \(node) for \(proposal): \(answer) vs a new session's \(afresh)" }
            }
            return nil
        }
    }

    /// The session's cache entries by node agree with the groups it holds: only
    /// nodes that kept an answer have a group, no two share one, every group given
    /// out belongs to a node, and an emptied node keeps its group for next time.
    static func groupsCheck(_ session: LayoutSession) -> String? {
        var owners: [UInt32: Int32] = [:]
        for i in 0 ..< Int32(session.tree.count) {
            let entry = session.cacheSlots[i]
            let group = entry >> LayoutSession.fillBits
            guard group > 0 else {
                if entry != 0 { return "node \(i) counts slots without a group" }
                continue
            }
            let n = session.nodes[i]
            if n.rigid || n.op == .fill || n.op == .empty || n.op == .gap || n.op == .picture {
                return "node \(i) (\(n.op)) has a group but is never measured through the cache"
            }
            if let other = owners.updateValue(i, forKey: group) {
                return "nodes \(other) and \(i) share group \(group)"
            }
        }
        let groups = session.cache.count / LayoutSession.cacheGroupStride
        if owners.count != groups { return "\(groups) groups given out, \(owners.count) held by nodes" }
        if session.heldMemory.measureCaches != session.cache.heldBytes { return "measure caches not counted as held" }
        // Reserved for the tree's last session's count (at least 16 groups), then grown
        // by doubling: at most twice what is used, or that count.
        let hint = session.tree.compiledLayout?.measureCacheGroups ?? 0
        let most = max(16, 2 * groups, hint) * LayoutSession.cacheGroupStride * MemoryLayout<SIMD2<Double>>.stride
        if session.heldMemory.measureCaches > BufferRecycler.sizeClass(most) {
            return "\(session.heldMemory.measureCaches) bytes held for \(groups) groups"
        }
        return nil
    }

    @Test func onlyNodesMeasuredThroughTheCacheHoldSlots() {
        PropertyTest.check("measure cache groups", cases: 1_000) { g in
            let panel = Self.panel(&g, depth: g.int(1 ... 4))
            let session = LayoutSession(panel, measurer: WordWidthMeasurer())
            session.layout(in: Self.size(&g))
            if let failure = Self.groupsCheck(session) { return failure }
            let groups = session.cache.count
            // Emptied and measured again at the same size: the groups are reused.
            let size = session.space
            session.invalidate(Int32(g.int(0 ... session.tree.count - 1)))
            session.layout(in: size)
            if session.cache.count != groups { return "\(groups / 8) groups before, \(session.cache.count / 8) after" }
            return Self.groupsCheck(session)
        }
    }

    /// The benchmark's kind of grid: rows of fixed cells, padded, in a column. Only
    /// the few nodes whose size depends on the proposal hold slots: the memory the
    /// caches hold is a few bytes a node, where a group for every node was 128.
    @Test func aGridOfFixedCellsHoldsSlotsOnlyForItsFewMeasuredNodes() {
        let grid = Column(spacing: 2) {
            for _ in 0 ..< 200 {
                Row(spacing: 2) {
                    for _ in 0 ..< 20 { Swatch(.black).frame(width: 8, height: 8) }
                }
                .padding(2)
            }
        }
        .padding(4)
        let session = LayoutSession(grid, measurer: WordWidthMeasurer())
        session.layout(in: Size(width: 1280, height: 800))
        #expect(Self.groupsCheck(session) == nil)
        let held = session.heldMemory
        let groups = session.cache.count / LayoutSession.cacheGroupStride
        #expect(groups < 10)
        #expect(held.measureCaches * 50 < session.tree.count * 128)
        // Every node holds its 4-byte cache entry and its dirty flag, counted as flags.
        #expect(held.flags == session.dirty.heldBytes + session.tree.count * 4)

        // All fixed: nothing goes through the cache, nothing is taken.
        let fixed = LayoutSession(
            Row { for _ in 0 ..< 50 { Swatch(.black).frame(width: 8, height: 8) } }, measurer: WordWidthMeasurer())
        fixed.layout(in: Size(width: 100, height: 100))
        #expect(fixed.cache.count == 0 && fixed.heldMemory.measureCaches == 0)
    }

    /// The next session on a tree reserves the measure-cache groups the last one
    /// took at once (no growing by doubling, copying the groups each time).
    @Test func theNextSessionOnATreeReservesTheGroupsTheLastTook() {
        let cards = Column {
            for k in 0 ..< 40 { Caption("Card \(k) with some words").padding(2) }
        }
        let tree = NodeTree(resolving: cards)
        var groups = 0
        do {
            let first = LayoutSession(tree: tree, measurer: WordWidthMeasurer())
            first.layout(in: Size(width: 120, height: 800))
            groups = first.cache.count / LayoutSession.cacheGroupStride
        }
        #expect(groups > 16 && tree.compiledLayout?.measureCacheGroups == groups)
        let second = LayoutSession(tree: tree, measurer: WordWidthMeasurer())
        second.layout(in: Size(width: 120, height: 800))
        #expect(second.cache.capacity == groups * LayoutSession.cacheGroupStride)
    }
}
