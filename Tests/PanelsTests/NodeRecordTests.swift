import Testing
import PanelsTestSupport

@testable import Panels

/// A tree stores each node as a plain record (`NodeRecord`) and its kind once: in the
/// node's compiled form (`LayoutNode`) when that holds it whole, else beside the
/// records (`richKinds`). What comes back out is the kind that went in.
@Suite struct NodeRecordTests {
    @Test func aRecordCopiesAsPlainBytes() {
        #expect(_isPOD(NodeRecord.self))
        // 56 bytes when it held the kind's parameters and the children's range too; 128
        // when it held its `NodeKind`.
        #expect(MemoryLayout<NodeRecord>.stride == 20)
    }

    /// Kinds whose parameters hold references, taken from a resolved panel.
    static let richKinds: [NodeKind] = {
        let tree = NodeTree(
            resolving: Column {
                Caption("Hello, مرحبا")
                Tile(cornerRadius: 4).fill(.white)
                Picture("nowhere")
                Swatch(.white).opacity(0.5)
                Swatch(.black).frame(minWidth: 10, maxWidth: 40)
                Scroller {
                    LongList(Array(0 ..< 100), id: \.self, estimatedRowHeight: 20) { i in Caption("Row \(i)") }
                }
            })
        return tree.nodes.map(\.kind).filter { !NodeRecordTests.isInline($0) }
    }()

    static func isInline(_ kind: NodeKind) -> Bool {
        NodeKind.definition(at: kind.definitionIndex) is any InlineNodeKind.Type
    }

    /// A kind of any case: plain ones with generated parameters, rich ones from
    /// `richKinds`.
    static func kind(_ random: inout SplitMix64) -> NodeKind {
        func length() -> Double { Double(Int.random(in: -2 ... 400, using: &random)) / 2 }
        func optionalLength() -> Double? { Bool.random(using: &random) ? length() : nil }
        func alignment() -> Alignment {
            Alignment(
                horizontal: HorizontalAlignment(rawValue: UInt8.random(in: 0 ... 2, using: &random))!,
                vertical: VerticalAlignment(rawValue: UInt8.random(in: 0 ... 2, using: &random))!)
        }
        func axis() -> Axis { Bool.random(using: &random) ? .horizontal : .vertical }
        switch Int.random(in: 0 ... 15, using: &random) {
        case 0: return .stack(axis: axis(), alignment: alignment(), spacing: length())
        case 1: return .layers(alignment())
        case 2: return .gap(axis: Bool.random(using: &random) ? axis() : nil, minLength: length())
        case 3: return .padding(EdgeInsets(top: length(), leading: length(), bottom: length(), trailing: length()))
        case 4: return .frame(FrameSpec(width: optionalLength(), height: optionalLength(), alignment: alignment()))
        case 5:
            let color = RGBA(
                red: .random(in: 0 ... 255, using: &random), green: .random(in: 0 ... 255, using: &random),
                blue: .random(in: 0 ... 255, using: &random), alpha: .random(in: 0 ... 255, using: &random))
            return .swatch(color, cornerRadius: length())
        case 6: return .background
        case 7: return .empty
        case 8: return .aspectRatio(optionalLength(), Bool.random(using: &random) ? .fit : .fill)
        case 9: return .offset(x: length(), y: length())
        case 10: return .overlay(alignment())
        case 11: return .measured
        case 12: return .priority(length())
        case 13:
            return .separator(
                SeparatorSpec(
                    axis: axis(), leadingInset: length(), trailingInset: length(),
                    color: RGBA(hex: UInt32.random(in: 0 ... 0xFF_FFFF, using: &random))))
        case 14: return .idealSize(horizontal: Bool.random(using: &random), vertical: Bool.random(using: &random))
        default: return richKinds.randomElement(using: &random)!
        }
    }

    @Test func everyKindComesBackAsItWent() {
        // A caption per lazy-list row resolved; one of each other rich kind.
        let names = Set(Self.richKinds.map(\.name))
        #expect(
            names == ["Caption", "Shape", "Picture", "Opacity", "Frame", "Scroller", "LongList"],
            "\(names.sorted())")
        PropertyTest.check("node records") { random in
            let kind = Self.kind(&random)
            var node = LayoutNode()
            var tables = LayoutTables()
            var captionSlots = 0
            var outOfRange = false
            let definition = NodeKind.definition(at: kind.definitionIndex)
            let rich = withUnsafeMutablePointer(to: &node) {
                definition.take(
                    kind, compiling: $0, tables: &tables, captionSlots: &captionSlots, outOfRange: &outOfRange)
            }
            if let rich {
                if Self.keptInNode(kind) { return "\(kind) kept beside the records" }
                return rich == kind ? nil : "\(kind) kept as \(rich)"
            }
            if !Self.keptInNode(kind) { return "\(kind) kept in its compiled node" }
            guard let back = definition.kind(compiled: node) else { return "\(kind) not read back" }
            let expected = Self.held(kind)
            // As text too: -0 is equal to 0 but prints apart.
            return back == expected && "\(back)" == "\(expected)" ? nil : "\(kind) came back as \(back)"
        }
    }

    /// Whether a node of `kind` keeps it in its compiled form: every plain kind but
    /// separators (their spec is in the tables), padding whose insets are not exact as
    /// `Float`s and frames with a negative length (-1 is "the child's own" there).
    static func keptInNode(_ kind: NodeKind) -> Bool {
        switch kind {
        case .separator: return false
        case .padding(let e):
            return [e.top, e.leading, e.bottom, e.trailing].allSatisfy { Double(Float($0)) == $0 }
        case .frame(let spec): return (spec.width ?? 0) >= 0 && (spec.height ?? 0) >= 0
        default: return isInline(kind)
        }
    }

    /// `kind` as a node keeps it: the generated kinds' numbers are all within
    /// `GeometryLimits`, but an aspect ratio that is not positive is the content's own.
    static func held(_ kind: NodeKind) -> NodeKind {
        if case .aspectRatio(let ratio?, let mode) = kind, !(ratio > 0) { return .aspectRatio(nil, mode) }
        return kind
    }

    /// The table in NodeKind.swift: each case's position names its own definition.
    @Test func theTableTiesEachCaseToItsDefinition() {
        var seen = Set<UInt8>()
        PropertyTest.check("the table", cases: 2_000) { random in
            let kind = Self.kind(&random)
            seen.insert(kind.definitionIndex)
            let definition = NodeKind.definition(at: kind.definitionIndex)
            return definition.parameters(of: kind) == nil ? "\(kind) is not \(definition)'s case" : nil
        }
        for kind in Self.richKinds {
            seen.insert(kind.definitionIndex)
            #expect(NodeKind.definition(at: kind.definitionIndex).parameters(of: kind) != nil, "\(kind)")
        }
        #expect(seen.count == NodeKind.definitions.count, "cases seen: \(seen.sorted())")
    }

    /// Kinds set on a resolved tree, plain over rich and rich over plain, in any
    /// order: each node reads back the last kind set on it, through `kind(of:)` and
    /// through `nodes`, and nothing else about any node changes.
    @Test func kindsSetOnATreeReadBackLastWins() {
        PropertyTest.check("kinds set on a tree", cases: 500) { random in
            var tree = NodeTree(
                resolving: Row(spacing: 2) {
                    Caption("One")
                    Swatch(.white).frame(width: 8, height: 8)
                    Tile().fill(.black).padding(3)
                })
            var expected = tree.nodes.map(\.kind)
            let before = tree.nodes.map { ($0.parent, $0.childStart, $0.childCount, $0.identity, $0.direction) }
            for _ in 0 ..< Int.random(in: 1 ... 20, using: &random) {
                let node = Int.random(in: 0 ..< tree.count, using: &random)
                let kind = Self.kind(&random)
                tree.setKind(kind, of: Int32(node))
                expected[node] = kind
            }
            if tree.richKinds.count > tree.count {
                return "\(tree.richKinds.count) rich kinds kept for \(tree.count) nodes"
            }
            for i in 0 ..< tree.count {
                if tree.kind(of: Int32(i)) != expected[i] {
                    return "node \(i): \(tree.kind(of: Int32(i))), not \(expected[i])"
                }
                let node = tree.nodes[i]
                if node.kind != expected[i] { return "nodes[\(i)].kind: \(node.kind), not \(expected[i])" }
                let b = before[i]
                if (node.parent, node.childStart, node.childCount, node.identity, node.direction) != b {
                    return "node \(i) moved or changed identity"
                }
            }
            return nil
        }
    }

    /// Records are shared by a tree's copies and copied before one changes: a copy
    /// given new kinds leaves the original's nodes, and its compiled layout, as they
    /// were.
    @Test func aChangedCopyLeavesTheOriginalAsItWas() {
        let original = NodeTree(
            resolving: Column {
                Swatch(.white).frame(width: 10, height: 10)
                Caption("Two")
            })
        let kinds = original.nodes.map(\.kind)
        var copy = original
        for i in 0 ..< copy.count { copy.setKind(.empty, of: Int32(i)) }
        #expect(original.nodes.map(\.kind) == kinds)
        #expect(copy.nodes.allSatisfy { $0.kind == .empty })
        #expect(original.compiledLayout != nil)
        #expect(copy.compiledLayout == nil)
    }

    /// One node given padding (insets kept in the tables), a swatch, a caption, a flexible frame and a caption
    /// again, ten thousand times through a session's `replace`, laid out between
    /// changes: the tree keeps one rich slot for it and the session one set of caption
    /// slots, one flexible frame spec and one padding's insets, not one per change;
    /// what is laid out is the last kind.
    @Test func replacingKindsAgainAndAgainKeepsTheSizes() {
        let session = LayoutSession(
            Column {
                Caption("Title")
                Swatch(.white).frame(width: 10, height: 10)
            },
            measurer: WordWidthMeasurer())
        let space = Size(width: 300, height: 100)
        session.layout(in: space)
        let node = Int32(session.tree.nodes.firstIndex { $0.kind.name == "Caption" }!)
        func caption(_ text: String) -> NodeKind {
            .caption(CaptionContent(text: text, style: TextStyle(), color: .black, lineLimit: 1, alignment: .leading))
        }
        var sizes: (rich: Int, slots: Int, specs: Int, insets: Int)?
        for i in 0 ..< 10_000 {
            switch i % 5 {
            case 0: session.replace(node, with: .padding(EdgeInsets(top: 0.1, leading: 2, bottom: 3, trailing: 4)))
            case 1: session.replace(node, with: .swatch(.black, cornerRadius: 0))
            case 2, 4: session.replace(node, with: caption("Title \(i)"))
            default: session.replace(node, with: .flexFrame(FlexFrameSpec(minWidth: Double(i % 50))))
            }
            if i % 3 == 0 { session.layout(in: space) }
            let now = (
                session.tree.richKinds.count, session.captions.count, session.tables.flexSpecs.count,
                session.tables.insets.count
            )
            if i == 4 { sizes = now }
            if i > 4, let sizes, now != sizes {
                Issue.record("after \(i + 1) changes: \(now), after the first five: \(sizes)")
                return
            }
        }
        session.layout(in: space)
        #expect(session.texts[node]?.lines.map(\.text) == ["Title 9999"])
        #expect(session.frames[Int(node)].width == 100)
        session.replace(node, with: .swatch(.black, cornerRadius: 0))
        session.layout(in: space)
        #expect(session.texts[node] == nil)
    }
}
