import Testing
import PanelsTestSupport

@testable import Panels

/// A session's frames come from what placing wrote: a node layout never placed (a
/// wrapper's second child, anything before the first layout) is `.zero`, `frame(of:)`
/// agrees with `frames` for every node, and a session laid out again after changes
/// reports the frames a fresh session on the changed tree reports (nothing left over
/// from an earlier pass or from unwritten memory). A wrapper given several panels is
/// reported.
@Suite("Frames of placed nodes")
struct PlacedFramesTests {
    /// Two panels side by side in whatever contains them: under a single-child wrapper
    /// (padding, a frame) only the first is placed.
    struct Pair: Panel {
        var first: AnyPanel
        var second: AnyPanel
        var body: some Panel {
            first
            second
        }
    }

    static let words = ["a", "Yoga", "flow", "with", "live", "music", "reformer", "mornings"]

    /// A random panel tree of about `budget` nodes: stacks, layers, wrappers (some
    /// around two panels), shapes, fixed frames and captions.
    static func panel(_ g: inout SplitMix64, depth: Int = 0) -> AnyPanel {
        if depth > 3 || g.int(0 ... 3) == 0 {
            switch g.int(0 ... 3) {
            case 0: return AnyPanel(Swatch(.black).frame(width: g.number(0 ... 40), height: g.number(0 ... 30)))
            case 1: return AnyPanel(Swatch(.black))
            case 2: return AnyPanel(Caption(g.element(of: words) + " " + g.element(of: words)))
            default: return AnyPanel(Caption(g.element(of: words)).lineLimit(1))
            }
        }
        switch g.int(0 ... 7) {
        case 0, 1:
            let children = (0 ..< g.int(1 ... 4)).map { _ in panel(&g, depth: depth + 1) }
            let spacing = g.number(0 ... 8)
            return g.bool()
                ? AnyPanel(Row(spacing: spacing) { Each(Array(children.indices), id: \.self) { children[$0] } })
                : AnyPanel(Column(spacing: spacing) { Each(Array(children.indices), id: \.self) { children[$0] } })
        case 2:
            return AnyPanel(Layers { panel(&g, depth: depth + 1) })
        case 3:
            return AnyPanel(panel(&g, depth: depth + 1).padding(g.number(0 ... 6)))
        case 4:
            return AnyPanel(Pair(first: panel(&g, depth: depth + 1), second: panel(&g, depth: depth + 1)).padding(2))
        case 5:
            return AnyPanel(
                Pair(first: panel(&g, depth: depth + 1), second: panel(&g, depth: depth + 1))
                    .frame(width: g.number(10 ... 80), height: g.number(10 ... 60)))
        case 6:
            return AnyPanel(panel(&g, depth: depth + 1).frame(maxWidth: .infinity))
        default:
            return AnyPanel(panel(&g, depth: depth + 1).background(Swatch(.white)))
        }
    }

    @Test func framesAgreeAndMatchAFreshSession() {
        PropertyTest.check("placed frames", cases: 6_000) { g in
            let panel = Self.panel(&g)
            let size = Size(width: g.number(0 ... 400), height: g.number(0 ... 300))
            let session = LayoutSession(panel, measurer: WordWidthMeasurer())
            if session.frames.contains(where: { $0 != .zero }) { return "frames before any layout" }
            session.layout(in: size)
            // Changes: a fixed frame resized, a caption's text, then a second pass.
            for _ in 0 ..< g.int(0 ... 3) {
                let i = Int32(g.int(0 ... session.tree.count - 1))
                switch session.tree.nodes[Int(i)].kind {
                case .frame: session.setFrame(width: g.number(0 ... 50), height: g.number(0 ... 50), of: i)
                case .caption: session.setText(g.element(of: Self.words), of: i)
                default: break
                }
            }
            session.layout(in: size)
            let frames = session.frames
            for i in 0 ..< session.tree.count where session.frame(of: Int32(i)) != frames[i] {
                return "node \(i): frame(of:) \(session.frame(of: Int32(i))) vs frames \(frames[i])"
            }
            let fresh = LayoutSession(tree: session.tree, measurer: WordWidthMeasurer())
            fresh.layout(in: size)
            if fresh.frames != frames { return "at \(size): a fresh session on the changed tree differs" }
            // A node settled as fixed has the size measuring it would give for any
            // proposal (settling sums its children apart from the stacks' sharing).
            for i in 0 ..< Int32(session.tree.count) where session.nodes[i].rigid {
                let n = session.nodes[i]
                for p in [SIMD2(-1.0, -1), SIMD2(0.0, 0), SIMD2(.infinity, .infinity), SIMD2(37.0, 23)] {
                    let measured = session.computeSize(i, n, p)
                    if measured != SIMD2(n.width, n.height) {
                        return "node \(i) settled at \(n.width)x\(n.height), measures \(measured) for \(p)"
                    }
                }
            }
            return nil
        }
    }

    /// Leaves and rigid nodes keep no placed proposal (`LayoutSession.record`): a
    /// session laid out again and again at new sizes, with nodes made rigid and
    /// flexible between passes, places every node where a fresh session on the
    /// changed tree would, and a pass at the same size with nothing changed places
    /// nothing.
    @Test func relayingOutAtNewSizesPlacesAsAFreshSession() {
        PropertyTest.check("relayout at new sizes", cases: 3_000) { g in
            var context = PanelContext()
            if g.bool() { context.layoutDirection = .rightToLeft }
            let session = LayoutSession(
                tree: NodeTree(resolving: Self.panel(&g), context: context), measurer: WordWidthMeasurer())
            for pass in 0 ..< g.int(2 ... 6) {
                for _ in 0 ..< g.int(0 ... 2) {
                    let i = Int32(g.int(0 ... session.tree.count - 1))
                    switch (session.tree.kind(of: i), g.int(0 ... 2)) {
                    case (.frame, 0):
                        session.setFrame(width: g.number(0 ... 50), height: g.number(0 ... 50), of: i)
                    case (.frame, 1):
                        // Flexible on one axis: the frame (and its ancestors) stop being rigid.
                        session.setFrame(width: g.bool() ? nil : g.number(0 ... 50), height: nil, of: i)
                    case (.caption, _): session.setText(g.element(of: Self.words), of: i)
                    default: break
                    }
                }
                let size = Size(width: g.number(0 ... 400), height: g.number(0 ... 300))
                session.layout(in: size)
                let fresh = LayoutSession(tree: session.tree, measurer: WordWidthMeasurer())
                fresh.layout(in: size)
                if fresh.frames != session.frames {
                    return "pass \(pass) at \(size): frames differ from a fresh session's"
                }
                session.layout(in: size)
                if session.placeCount != 0 { return "pass \(pass): placed \(session.placeCount) with nothing changed" }
            }
            return nil
        }
    }

    @Test func aWrappersSecondChildIsNeverPlaced() throws {
        let session = LayoutSession(
            Pair(
                first: AnyPanel(Swatch(.black).frame(width: 10, height: 10)),
                second: AnyPanel(Swatch(.white).frame(width: 30, height: 30))
            )
            .padding(5),
            measurer: WordWidthMeasurer())
        session.layout(in: Size(width: 100, height: 100))
        let padding = session.tree.root
        let children = Array(session.tree.children(of: padding))
        try #require(children.count == 2)
        #expect(session.frames[Int(children[0])] == Rect(x: 45, y: 45, width: 10, height: 10))
        #expect(session.frames[Int(children[1])] == .zero)
        #expect(session.frame(of: children[1]) == .zero)
        #expect(session.frame(of: children[0]) == session.frames[Int(children[0])])
        // Said, not silent: a warning names the wrapper.
        let warnings = session.tree.diagnosticLog.all.filter { $0.severity == .warning }
        #expect(warnings.count == 1)
        let message = warnings.first?.message ?? ""
        #expect(message.hasPrefix("Padding wraps 2 panels: only the first is laid out and drawn"))
    }

    /// Any space gives finite frames: an unbounded axis places the root at 0, a NaN or
    /// negative one is 0 (the root overflows it, centered).
    @Test func everySpaceGivesFiniteFrames() {
        let panel = Column(spacing: 4) {
            Caption("Evening flow")
            Swatch(.black).frame(width: 30, height: 10)
        }
        .padding(2)
        for size in [
            Size(width: .infinity, height: .infinity), Size(width: 100, height: .infinity),
            Size(width: .nan, height: 50), Size(width: -5, height: -5), Size(width: 0, height: 0),
            Size(width: 1e300, height: 1e300),
        ] {
            let session = LayoutSession(panel, measurer: WordWidthMeasurer())
            session.layout(in: size)
            #expect(
                session.frames.allSatisfy { $0.origin.x.isFinite && $0.origin.y.isFinite && $0.size.width.isFinite },
                "\(size): \(session.frames)")
        }
        let tall = LayoutSession(panel, measurer: WordWidthMeasurer())
        tall.layout(in: Size(width: 100, height: .infinity))
        #expect(tall.frames[Int(tall.tree.root)].origin.y == 0)
    }

    /// A tree nested thousands of levels deep lays out from the caller's own thread (the
    /// pass moves to a large stack), and its deepest node gets its frame.
    @Test func aDeepTreeLaysOutFromAnyThread() {
        var panel = AnyPanel(Swatch(.black).frame(width: 4, height: 4))
        for _ in 0 ..< 3_000 { panel = AnyPanel(panel.padding(1)) }
        // Resolved on a large stack (resolving is not what is tested), laid out here.
        let session = LargeStack.run { LayoutSession(panel, measurer: WordWidthMeasurer()) }
        session.layout(in: Size(width: 10_000, height: 10_000))
        let leaf = Int32(session.tree.count - 1)
        #expect(session.frame(of: leaf) == session.frames[Int(leaf)])
        #expect(session.frames[Int(leaf)].size == Size(width: 4, height: 4))
    }

    @Test func containersOfSeveralPanelsAreNotReported() {
        let session = LayoutSession(
            Column {
                Swatch(.black).frame(width: 10, height: 10)
                Caption("b")
            }
            .padding(5)
            .background(Swatch(.white)),
            measurer: WordWidthMeasurer())
        session.layout(in: Size(width: 100, height: 100))
        #expect(session.tree.diagnosticLog.all.isEmpty)
    }
}
