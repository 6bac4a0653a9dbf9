import Testing
import PanelsTestSupport

@testable import Panels

/// A tree keeps each node's kind once: in the node's compiled form (`LayoutNodeStore`)
/// when that holds it whole, else beside the records (`richKinds`), never both.
/// Generated trees of every kind, built node by node as a resolve builds them, give
/// back the kinds that went in and lay out, frame for frame and dump for dump, as
/// the same trees with every kind kept as it was given (beside the records, the way
/// a record kept its kind's parameters before).
@Suite struct KindsKeptOnceTests {
    /// A kind for a generated tree: any of `NodeRecordTests.kind`, but not those that
    /// need what only their panels attach (a measured node's content, a lazy list's
    /// rows, a scroller's owner).
    static func kind(_ random: inout SplitMix64) -> NodeKind {
        while true {
            let kind = NodeRecordTests.kind(&random)
            switch kind {
            case .measured, .longList, .scroller: continue
            default: return kind
            }
        }
    }

    /// Opens a node of a generated kind under the open container and, `depth` levels
    /// down at most, gives it up to three children; returns the kinds made, in arena
    /// order (as the builder appends them).
    static func build(
        _ builder: inout NodeBuilder, depth: Int, _ random: inout SplitMix64, into kinds: inout [NodeKind]
    ) {
        let kind = Self.kind(&random)
        kinds.append(NodeRecordTests.held(kind))
        if depth == 0 || random.int(0 ... 3) == 0 {
            builder.leaf(kind)
            return
        }
        _ = builder.open(kind)
        for k in 0 ..< random.int(0 ... 3) {
            guard let saved = builder.enter(UInt64(k)) else { continue }
            build(&builder, depth: depth - 1, &random, into: &kinds)
            builder.leave(restoring: saved)
        }
        builder.close()
    }

    @Test func generatedTreesKeepEveryKindOnceAndLayOutAsGiven() {
        var keptInNodes = 0
        var keptBeside = 0
        PropertyTest.check("kinds kept once", cases: 3_000) { random in
            var context = PanelContext()
            if random.bool() { context.layoutDirection = .rightToLeft }
            var builder = NodeBuilder(context: context)
            var kinds: [NodeKind] = []
            Self.build(&builder, depth: random.int(0 ... 4), &random, into: &kinds)
            let tree = builder.finish()
            guard tree.count == kinds.count else { return "\(tree.count) nodes for \(kinds.count) kinds" }
            var beside = 0
            for i in 0 ..< tree.count {
                let record = tree.records[i]
                let kind = tree.kind(of: Int32(i))
                // As text too: -0 is equal to 0 but prints apart.
                if kind != kinds[i] || "\(kind)" != "\(kinds[i])" { return "node \(i): \(kind), not \(kinds[i])" }
                if tree.nodes[i].kind != kinds[i] { return "nodes[\(i)]: \(tree.nodes[i].kind), not \(kinds[i])" }
                if record.isRich == NodeRecordTests.keptInNode(kinds[i]) {
                    return "node \(i) (\(kinds[i])) kept \(record.isRich ? "beside the records" : "in its node")"
                }
                if record.isRich { beside += 1 }
            }
            if tree.richKinds.count != beside { return "\(tree.richKinds.count) rich kinds for \(beside) nodes" }
            keptBeside += beside
            keptInNodes += tree.count - beside

            // The same tree with every kind beside the records, as given.
            var given = tree
            for i in 0 ..< given.count {
                given.records[i].richSlot = Int32(given.richKinds.count)
                given.richKinds.append(kinds[i])
            }
            if given.compiledLayout != nil { return "the changed tree kept its compiled layout" }
            let proposal = Size(width: Double(random.int(0 ... 400)), height: Double(random.int(0 ... 400)))
            let session = LayoutSession(tree: tree, measurer: WordWidthMeasurer())
            session.layout(in: proposal)
            let reference = LayoutSession(tree: given, measurer: WordWidthMeasurer())
            reference.layout(in: proposal)
            if session.frames != reference.frames { return "frames differ from the kinds as given" }
            if session.layoutDump != reference.layoutDump {
                return "dumps differ:\n\(session.layoutDump)\nvs\n\(reference.layoutDump)"
            }
            return nil
        }
        // Most generated kinds are plain and kept in their nodes.
        #expect(keptInNodes > keptBeside)
    }
}
