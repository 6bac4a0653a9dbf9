import Foundation
import Panels
import PanelsSDL
import PanelsSamples

/// Layout figures, warm text caches throughout (one round before the timed ones):
///
/// The grid (`LayoutGrid`): R rows × 100 fixed 8 × 8 cells inside a column, padding
/// and spacing on both, R = 10, 100, 1000 (1k, 10k, 100k cells; 2.02 nodes a cell),
/// in 1280 × 800 pt, text measured at 1× (there is none). ns per node.
/// - `layout.grid.*`: a fresh `LayoutSession` on an already resolved tree, one full
///   layout (compiling the nodes for layout included; resolving not).
/// - `build-layout.grid.1k` / `10k` / `100k`: the DSL value built, resolved and laid
///   out (what a frame that rebuilds the screen pays).
/// - `layout.grid.100k.vs-1k` and `build-layout.grid.100k.vs-1k`: ns per node at 100k
///   over 1k, the two sizes timed round by round in turn (`Stopwatch.medians`; for the
///   builds each timed one follows an untimed one of its size, as a screen rebuilt
///   frame after frame follows itself). Goals: ≤ 1.15 (P35, with the memory goal) and
///   ≤ 1.3.
/// - `relayout.leaf.10k`: one cell's size changes, the same session lays out again
///   (ns per node of the whole tree).
/// Each per-node figure is also printed as a multiple of `baseline.layout-floor`
/// (`<scenario>.vs-floor`).
///
/// The feed (`FeedLayout`: `FeedScene`, 1,000 cards of a 48 × 48 picture, a bold
/// 15 pt title of at most two lines and a 12 pt one-line subtitle, padded on rounded
/// backgrounds, in one column in a scroller), 390 × 844 pt, text measured at 2×; ms.
/// - `layout.feed.1k`: a fresh `LayoutSession` lays out the resolved feed (every card
///   laid out, titles shaped and wrapped from the warm text cache).
/// - `build-layout.feed.1k`: a new `FeedScene` built, resolved and laid out.
/// The `clay` group sets these beside Clay's (`ClayPeer`). Memory figures are in the
/// `memory` group.
extension BenchmarkGroup {
    static let layout = BenchmarkGroup(name: "layout") { rounds in
        var figures: [Figure] = []
        let measurer = SDLTextMeasurer.shared(scale: 1)
        let space = Size(width: 1280, height: 800)
        let trees = [10, 100, 1000].map { NodeTree(resolving: LayoutGrid(rows: $0)) }
        @inline(never) func layout(_ tree: NodeTree) {
            let session = LayoutSession(tree: tree, measurer: measurer)
            session.layout(in: space)
            blackHole(session)
        }
        @inline(never) func buildLayout(_ rows: Int) {
            let session = LayoutSession(LayoutGrid(rows: rows), measurer: measurer)
            session.layout(in: space)
            blackHole(session)
        }
        // 1k and 100k in turn, round by round: their ratio is the figure that matters.
        let (layout1k, layout100k) = Stopwatch.medians(rounds: rounds, { layout(trees[0]) }, { layout(trees[2]) })
        let layout10k = Stopwatch.median(rounds: rounds) { layout(trees[1]) }
        // Settled: a resolve reserves what the last resolve of its root type made
        // (`ResolveSizeHint`), and both sizes are one type here.
        let (build1k, build100k) = Stopwatch.medians(
            rounds: rounds, settle: 1, { buildLayout(10) }, { buildLayout(1000) })
        let build10k = Stopwatch.median(rounds: rounds) { buildLayout(100) }
        let perNode = zip([layout1k, layout10k, layout100k], [build1k, build10k, build100k]).enumerated().map {
            (layout: $1.0 / Double(trees[$0].count), build: $1.1 / Double(trees[$0].count))
        }
        for (i, label) in ["1k", "10k", "100k"].enumerated() {
            figures.append(Figure(scenario: "layout.grid.\(label)", value: perNode[i].layout, unit: "ns/node"))
            figures.append(try LayoutFloor.multiple("layout.grid.\(label)", perNode[i].layout, rounds: rounds))
        }
        figures.append(
            Figure(
                scenario: "layout.grid.100k.vs-1k", value: perNode[2].layout / perNode[0].layout,
                unit: "x (goal <= 1.15)"))
        for (i, label) in ["1k", "10k", "100k"].enumerated() {
            figures.append(Figure(scenario: "build-layout.grid.\(label)", value: perNode[i].build, unit: "ns/node"))
            figures.append(try LayoutFloor.multiple("build-layout.grid.\(label)", perNode[i].build, rounds: rounds))
        }
        figures.append(
            Figure(
                scenario: "build-layout.grid.100k.vs-1k", value: perNode[2].build / perNode[0].build,
                unit: "x (goal <= 1.3)"))

        let feed = FeedLayout()
        let feedNs = Stopwatch.median(rounds: rounds * 2) { feed.layout() }
        let feedBuildNs = Stopwatch.median(rounds: rounds * 2) { feed.buildAndLayout() }
        figures.append(Figure(scenario: "layout.feed.1k", value: feedNs / 1e6, unit: "ms"))
        figures.append(Figure(scenario: "build-layout.feed.1k", value: feedBuildNs / 1e6, unit: "ms"))

        let tree10k = trees[1]
        let session = LayoutSession(tree: tree10k, measurer: measurer)
        session.layout(in: space)
        guard
            let leaf = session.tree.nodes.indices.last(where: {
                if case .frame = session.tree.nodes[$0].kind { return true } else { return false }
            })
        else { throw BenchError("the grid has no cell") }
        var toggle = false
        let relayoutNs = Stopwatch.median(rounds: rounds * 4) {
            toggle.toggle()
            session.setFrame(width: toggle ? 12 : 8, height: 8, of: Int32(leaf))
            session.layout(in: space)
        }
        figures.append(
            Figure(scenario: "relayout.leaf.10k", value: relayoutNs / Double(tree10k.count), unit: "ns/node"))
        figures.append(
            try LayoutFloor.multiple("relayout.leaf.10k", relayoutNs / Double(tree10k.count), rounds: rounds))

        return figures
    }
}

/// The benchmark grid: `rows` rows of 100 fixed 8 × 8 cells.
struct LayoutGrid: Panel {
    var rows: Int

    var body: some Panel {
        Column(spacing: 2) {
            for row in 0 ..< rows {
                Row(spacing: 2) {
                    for column in 0 ..< 100 {
                        Swatch(RGBA(hex: UInt32(truncatingIfNeeded: row &* 100 &+ column) &* 2_654_435_761))
                            .frame(width: 8, height: 8)
                    }
                }
                .padding(2)
            }
        }
        .padding(4)
    }
}

/// The 1,000-card feed (`FeedScene`) as the layout figures lay it out: 390 × 844 pt,
/// text measured at 2× (the shared measurer, so its caches stay warm between rounds),
/// pictures decoded before the first round.
struct FeedLayout {
    static let viewport = Size(width: 390, height: 844)
    let measurer = SDLTextMeasurer.shared(scale: 2)
    /// The feed resolved once, for layout alone.
    let tree: NodeTree

    init() {
        // The cards' pictures decoded first (a feed resolved while they decode gets
        // placeholders and asks the store again: a frame's cost would depend on how
        // the decoder thread was scheduled, which callgrind serializes).
        _ = LayoutSession(FeedScene(), measurer: measurer)
        PictureStore.shared.waitForLoads()
        tree = LayoutSession(FeedScene(), measurer: measurer).tree
        // Warm: text shaped and set, buffers recycled.
        layout()
        buildAndLayout()
    }

    /// A fresh session lays out the resolved feed. (Never inlined: callgrind reports
    /// its instructions by this name.)
    @inline(never)
    func layout() {
        let session = LayoutSession(tree: tree, measurer: measurer)
        session.layout(in: Self.viewport)
        blackHole(session)
    }

    /// A new `FeedScene` built, resolved and laid out.
    @inline(never)
    func buildAndLayout() {
        let session = LayoutSession(FeedScene(), measurer: measurer)
        session.layout(in: Self.viewport)
        blackHole(session)
    }

    /// The height of the feed's column (the tallest frame: what the scroller scrolls).
    func contentHeight() -> Double {
        let session = LayoutSession(tree: tree, measurer: measurer)
        session.layout(in: Self.viewport)
        return session.frames.map(\.height).max() ?? 0
    }
}
