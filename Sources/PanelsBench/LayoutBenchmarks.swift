import Foundation
import Panels
import PanelsSDL

/// Layout figures (ns per node): a grid of R rows × 100 fixed-size cells inside a
/// column, padding and spacing on both, R = 10, 100, 1000.
///
/// `layout.grid.*`: a fresh `LayoutSession` on an already resolved tree, one full
/// layout. `build-layout.grid.10k`: the DSL value built, resolved and laid out.
/// `relayout.leaf.10k`: one cell's size changes, the same session lays out again
/// (ns per node of the whole tree). Each figure is also printed as a multiple of
/// `baseline.layout-floor` (`<scenario>.vs-floor`). Memory figures are in the
/// `memory` group.
extension BenchmarkGroup {
    static let layout = BenchmarkGroup(name: "layout") { rounds in
        var figures: [Figure] = []
        let measurer = SDLTextMeasurer.shared(scale: 1)
        let space = Size(width: 1280, height: 800)
        for (rows, label) in [(10, "1k"), (100, "10k"), (1000, "100k")] {
            let tree = NodeTree(resolving: LayoutGrid(rows: rows))
            let ns = Stopwatch.median(rounds: rounds) {
                let session = LayoutSession(tree: tree, measurer: measurer)
                session.layout(in: space)
                blackHole(session)
            }
            figures.append(Figure(scenario: "layout.grid.\(label)", value: ns / Double(tree.count), unit: "ns/node"))
            figures.append(try LayoutFloor.multiple("layout.grid.\(label)", ns / Double(tree.count), rounds: rounds))
        }
        let tree10k = NodeTree(resolving: LayoutGrid(rows: 100))
        let buildNs = Stopwatch.median(rounds: rounds) {
            let session = LayoutSession(LayoutGrid(rows: 100), measurer: measurer)
            session.layout(in: space)
            blackHole(session)
        }
        figures.append(
            Figure(scenario: "build-layout.grid.10k", value: buildNs / Double(tree10k.count), unit: "ns/node"))
        figures.append(
            try LayoutFloor.multiple("build-layout.grid.10k", buildNs / Double(tree10k.count), rounds: rounds))

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
