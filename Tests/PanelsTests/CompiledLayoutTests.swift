import Testing
import PanelsTestSupport

@testable import Panels

/// A tree is compiled for layout once: later sessions on the same tree value copy the
/// compiled nodes and lay out exactly as a fresh compile; a changed tree is compiled
/// again (never a stale copy).
@Suite("Compiled layout shared by a tree's sessions")
struct CompiledLayoutTests {
    static func grid(_ rows: Int, wide: Double) -> some Panel {
        Column(spacing: 2) {
            for row in 0 ..< rows {
                Row(spacing: 3) {
                    for column in 0 ..< 7 {
                        Swatch(.black).frame(width: column == 3 ? wide : 8, height: 8)
                    }
                    Caption("Row \(row)").lineLimit(1)
                    Gap()
                }
                .padding(2)
            }
        }
        .padding(4)
    }

    /// A compiled node is 48 bytes (three in two cache lines), and the values that
    /// share the parameter numbers come back as set:
    /// the size slots of the ops that can be rigid never hold one of their parameters.
    @Test func aCompiledNodeIs48BytesAndItsSharedFieldsComeBack() {
        #expect(MemoryLayout<LayoutNode>.stride == 48)
        var n = LayoutNode()
        n.op = .passthrough
        n.priority = 2.5
        n.width = 7
        n.height = 9
        #expect(n.priority == 2.5 && n.width == 7 && n.height == 9)
        n.op = .caption
        #expect(n.priority == 0)
        n.aux = 123_456
        #expect(n.aux == 123_456)
        n = LayoutNode()
        n.op = .frame
        n.fixedWidth = 3
        n.fixedHeight = 4
        n.width = 5
        n.height = 6
        #expect(n.fixedWidth == 3 && n.fixedHeight == 4 && n.width == 5 && n.height == 6)
        n = LayoutNode()
        n.op = .stack
        n.spacing = 8
        n.width = 5
        n.height = 6
        #expect(n.spacing == 8 && n.width == 5 && n.height == 6)
        n = LayoutNode()
        n.op = .offset
        n.offsetX = 1
        n.offsetY = 2
        n.width = 5
        n.height = 6
        #expect(n.offsetX == 1 && n.offsetY == 2 && n.width == 5 && n.height == 6)
        // Padding: insets exact as floats stay in the node (whole, half, tiny, huge,
        // negative zero); others go to the tables, the node keeping their index. Both
        // come back as the same doubles.
        let kept = EdgeInsets(top: 1, leading: 2.5, bottom: -0.0, trailing: 0x1p-30)
        var tables = LayoutTables(insets: [EdgeInsets(top: 9, leading: 9, bottom: 9, trailing: 9)])
        var slots = 0
        n = LayoutNode(.padding(kept), rtl: false, tables: &tables, captionSlots: &slots)
        #expect(n.op == .padding && !n.fill && tables.insets.count == 1)
        let back = n.paddingInsets(tables.insets)
        #expect(
            [back.top, back.leading, back.bottom, back.trailing].map(\.bitPattern)
                == [kept.top, kept.leading, kept.bottom, kept.trailing].map(\.bitPattern))
        n.width = 5
        n.height = 6
        #expect(n.paddingInsets(tables.insets) == kept && n.width == 5 && n.height == 6)
        for inexact in [0.1, 1e-50, 16_777_217] {
            let moved = EdgeInsets(top: 1, leading: 2, bottom: inexact, trailing: 4)
            n = LayoutNode(.padding(moved), rtl: false, tables: &tables, captionSlots: &slots)
            #expect(n.fill && Int(n.aux) == tables.insets.count - 1 && tables.insets.last == moved)
            #expect(n.paddingInsets(tables.insets) == moved && n.width == 0 && n.height == 0)
        }
    }

    @Test func laterSessionsCopyTheCompiledNodesAndLayOutTheSame() {
        let tree = NodeTree(resolving: Self.grid(12, wide: 20))
        let space = Size(width: 300, height: 400)
        let first = LayoutSession(tree: tree, measurer: WordWidthMeasurer())
        first.layout(in: space)
        #expect(tree.compiledLayout?.nodes != nil)
        let second = LayoutSession(tree: tree, measurer: WordWidthMeasurer())
        second.layout(in: space)
        #expect(second.frames == first.frames)
        #expect(second.measureCount == first.measureCount)
    }

    @Test func aChangedTreeIsCompiledAgain() throws {
        let tree = NodeTree(resolving: Self.grid(3, wide: 20))
        let space = Size(width: 300, height: 400)
        let session = LayoutSession(tree: tree, measurer: WordWidthMeasurer())
        session.layout(in: space)
        let cell = try #require(
            session.tree.nodes.indices.first {
                if case .frame(let spec) = session.tree.nodes[$0].kind { return spec.width == 20 } else { return false }
            })
        session.setFrame(width: 50, height: 8, of: Int32(cell))
        session.layout(in: space)
        #expect(session.tree.compiledLayout == nil)
        // A session on the changed tree compiles it (the wider cell moves its row's
        // later cells) and lays out as the session that changed it.
        let changed = LayoutSession(tree: session.tree, measurer: WordWidthMeasurer())
        changed.layout(in: space)
        #expect(changed.frames == session.frames)
        #expect(changed.frames[cell].width == 50)
        // The original tree still has its compiled nodes, and they are still right.
        let again = LayoutSession(tree: tree, measurer: WordWidthMeasurer())
        again.layout(in: space)
        let original = LayoutSession(tree: NodeTree(resolving: Self.grid(3, wide: 20)), measurer: WordWidthMeasurer())
        original.layout(in: space)
        #expect(again.frames == original.frames)
    }

    /// Sessions read the shared compiled nodes in place and copy them before changing
    /// one: a change in one session is invisible to the others.
    @Test func aSessionChangingSharedNodesKeepsTheChangeToItself() throws {
        let tree = NodeTree(resolving: Self.grid(4, wide: 20))
        let space = Size(width: 300, height: 400)
        let first = LayoutSession(tree: tree, measurer: WordWidthMeasurer())
        first.layout(in: space)
        let second = LayoutSession(tree: tree, measurer: WordWidthMeasurer())
        let third = LayoutSession(tree: tree, measurer: WordWidthMeasurer())
        #expect(second.sharedNodes != nil && third.sharedNodes != nil)
        let cell = try #require(
            second.tree.nodes.indices.first {
                if case .frame(let spec) = second.tree.nodes[$0].kind { return spec.width == 20 } else { return false }
            })
        second.setFrame(width: 60, height: 8, of: Int32(cell))
        second.layout(in: space)
        #expect(second.sharedNodes == nil)
        #expect(second.frames[cell].width == 60)
        third.layout(in: space)
        #expect(third.frames == first.frames)
        #expect(third.frames[cell].width == 20)
    }

    /// The resolver compiles each node as it makes it and settles it as it closes: its
    /// compiled nodes are, field by field, what a session compiles from the tree
    /// itself, and it reports the same wrappers of several panels. Random trees
    /// (stacks, layers, padding, fixed and flexible frames, backgrounds, captions,
    /// wrappers around two panels), left to right and right to left.
    @Test func theResolversCompiledNodesAreTheSessionsOwn() {
        PropertyTest.check("resolver compiles as a session", cases: 1_500) { g in
            var context = PanelContext()
            if g.bool() { context.layoutDirection = .rightToLeft }
            let tree = NodeTree(resolving: PlacedFramesTests.panel(&g), context: context)
            guard let made = tree.compiledLayout?.nodes else { return "the resolver left no compiled nodes" }
            var plain = tree
            plain.compiledLayout = nil
            plain.diagnosticLog = DiagnosticLog()
            let session = LayoutSession(tree: plain, measurer: WordWidthMeasurer())
            // The same warnings (the resolver reports a wrapper as it closes, inner
            // ones first; a session in node order).
            if Set(session.tree.diagnosticLog.all) != Set(tree.diagnosticLog.all) {
                return "the resolver reported \(tree.diagnosticLog.all), compiling in a session "
                    + "\(session.tree.diagnosticLog.all)"
            }
            guard made.buffer.count == tree.count, made.kids.count == tree.childIndices.count else {
                return "\(made.buffer.count) nodes, \(made.kids.count) child links for \(tree.count) nodes, "
                    + "\(tree.childIndices.count) links"
            }
            guard made.tables == session.tables, made.captionSlots == session.captions.count else {
                return "flexible frames, padding insets or caption slots differ"
            }
            for i in 0 ..< tree.count {
                let a = made.buffer[i]
                let b = session.nodes[i]
                let same =
                    a.op == b.op && a.rtl == b.rtl && a.axis == b.axis && a.hAlign == b.hAlign
                    && a.vAlign == b.vAlign && a.rigid == b.rigid && a.fill == b.fill
                    && a.samePriority == b.samePriority && a.childStart == b.childStart
                    && a.childCount == b.childCount && a.storedParameters == b.storedParameters
                    && a.width == b.width && a.height == b.height
                if !same { return "node \(i) (\(tree.nodes[i].kind.name)): \(a) vs \(b)" }
            }
            for i in 0 ..< tree.childIndices.count where made.kids[i] != session.kids[i] {
                return "child link \(i): \(made.kids[i]) vs \(session.kids[i])"
            }
            return nil
        }
    }

    /// The compact nodes (sizes in the parameter slots of the ops that can be rigid,
    /// padding insets packed as floats or in the tables) keep what layout needs through
    /// changes: a session
    /// whose nodes are replaced with kinds of every plain case again and again (so
    /// padding insets are recycled, rigid nodes become flexible and back) lays out
    /// the same frames as a fresh session compiling the changed tree, with the same
    /// ops, rigid sizes and insets; and the changed tree gives back every node's kind,
    /// parent and children as a tree resolved from scratch with the same kinds would.
    @Test func aChangedSessionKeepsWhatAFreshCompileWould() {
        PropertyTest.check("changed session as fresh compile", cases: 1_000) { g in
            var context = PanelContext()
            if g.bool() { context.layoutDirection = .rightToLeft }
            let tree = NodeTree(resolving: PlacedFramesTests.panel(&g), context: context)
            let session = LayoutSession(tree: tree, measurer: WordWidthMeasurer())
            let space = Size(width: g.number(20 ... 400), height: g.number(20 ... 400))
            session.layout(in: space)
            var expectedKinds = tree.nodes.map(\.kind)
            for _ in 0 ..< g.int(1 ... 12) {
                var kind = NodeRecordTests.kind(&g)
                while !NodeRecordTests.isInline(kind) || kind == .measured { kind = NodeRecordTests.kind(&g) }
                // Padding whose insets are not exact as floats (kept in the tables).
                if g.int(0 ... 3) == 0 {
                    kind = .padding(
                        EdgeInsets(top: g.number(0 ... 9) / 10, leading: 0.1, bottom: g.number(0 ... 4), trailing: 0.3))
                }
                let node = Int32(g.int(0 ... tree.count - 1))
                session.replace(node, with: kind)
                expectedKinds[Int(node)] = kind
                if g.bool() { session.layout(in: space) }
            }
            session.layout(in: space)
            var plain = session.tree
            plain.compiledLayout = nil
            let fresh = LayoutSession(tree: plain, measurer: WordWidthMeasurer())
            fresh.layout(in: space)
            for i in 0 ..< tree.count {
                let node = Int32(i)
                guard session.tree.kind(of: node) == expectedKinds[i] else {
                    return "node \(i): kind \(session.tree.kind(of: node)), given \(expectedKinds[i])"
                }
                guard session.tree.parent(of: node) == tree.parent(of: node),
                    Array(session.tree.children(of: node)) == Array(tree.children(of: node))
                else { return "node \(i): parent or children changed" }
                let a = session.nodes[node]
                let b = fresh.nodes[node]
                guard a.op == b.op, a.rigid == b.rigid else { return "node \(i): \(a) vs \(b)" }
                if a.rigid && (a.width != b.width || a.height != b.height) {
                    return "node \(i): rigid size \(a.width) × \(a.height) vs \(b.width) × \(b.height)"
                }
                // Padding gives back the very doubles its kind holds.
                if case .padding(let e) = expectedKinds[i] {
                    let kept = a.paddingInsets(session.tables.insets)
                    let bits = { (e: EdgeInsets) in [e.top, e.leading, e.bottom, e.trailing].map(\.bitPattern) }
                    if a.op != .padding || bits(kept) != bits(e) { return "node \(i): insets \(kept), given \(e)" }
                }
                if a.op == .padding && a.paddingInsets(session.tables.insets) != b.paddingInsets(fresh.tables.insets) {
                    return "node \(i): insets \(a.paddingInsets(session.tables.insets)) vs "
                        + "\(b.paddingInsets(fresh.tables.insets))"
                }
            }
            if session.frames != fresh.frames { return "frames differ from a fresh compile's" }
            return nil
        }
    }

    /// A tree's child lists are kept once: the compiled layout (and every session
    /// sharing it) reads the tree's own array in place, for a tree compiled by the
    /// resolver and for one compiled by its first session. The view stays valid and
    /// unchanged when the tree's copies change their lists (the change copies the
    /// array) or go, and a session reading it lays out exactly as one on a freshly
    /// compiled copy. Random trees, left to right and right to left.
    @Test func theChildListsAreKeptOnceAndReadInPlace() {
        PropertyTest.check("child lists kept once", cases: 1_500) { g in
            var context = PanelContext()
            if g.bool() { context.layoutDirection = .rightToLeft }
            let resolved = NodeTree(resolving: PlacedFramesTests.panel(&g), context: context)
            var tree: NodeTree? = resolved
            if g.bool() {
                // Compiled by its first session instead of the resolver.
                tree!.compiledLayout = CompiledLayout()
                _ = LayoutSession(tree: tree!, measurer: WordWidthMeasurer())
            }
            guard let made = tree!.compiledLayout?.nodes else { return "no compiled nodes" }
            let inPlace = tree!.childIndices.withUnsafeBufferPointer {
                $0.isEmpty || UnsafePointer(made.kids.base) == $0.baseAddress
            }
            guard inPlace, made.kids.count == tree!.childIndices.count else {
                return "the compiled child lists are a copy of the tree's"
            }
            let links = Array(tree!.childIndices)
            let session = LayoutSession(tree: tree!, measurer: WordWidthMeasurer())
            guard session.sharedNodes === made, session.kids.base == made.kids.base else {
                return "a session copied the child lists it shares"
            }
            // A copy of the tree changes its lists, then every tree value but the
            // session's goes.
            var changed = tree!
            changed.childIndices.append(contentsOf: [0, 0])
            tree = nil
            _ = changed
            for i in links.indices where made.kids[i] != links[i] {
                return "child link \(i) became \(made.kids[i]), was \(links[i])"
            }
            var plain = resolved
            plain.compiledLayout = nil
            let fresh = LayoutSession(tree: plain, measurer: WordWidthMeasurer())
            let space = Size(width: g.number(0 ... 400), height: g.number(0 ... 400))
            session.layout(in: space)
            fresh.layout(in: space)
            return session.frames == fresh.frames ? nil : "the shared lists lay out differently at \(space)"
        }
    }
}
