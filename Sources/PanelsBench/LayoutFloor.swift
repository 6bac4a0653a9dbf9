import CPanelsLayoutFloor
import Panels
import PanelsSDL
import Synchronization

/// `baseline.layout-floor`: the frames of `LayoutGrid(rows: 100)` (the 10k grid)
/// computed by a straight C loop (`CPanelsLayoutFloor`: the same grid, padding,
/// spacing and centering; no tree, no allocation per node), in ns per node of the
/// resolved 10k grid, so it reads like the `layout.grid.*` figures. Measured by the
/// baseline group (every run); the layout group prints each of its figures also as
/// a multiple of it.
enum LayoutFloor {
    /// The grid's columns (`LayoutGrid` rows hold 100 cells of 8 × 8 points).
    static let columns = 100
    static let cell = 8.0
    private static let measured = Mutex<Double?>(nil)

    /// The floor in ns per node, measured once per process (`rounds` × 4 rounds).
    static func nsPerNode(rounds: Int) throws -> Double {
        if let value = measured.withLock({ $0 }) { return value }
        let rows = 100
        let nodes = NodeTree(resolving: LayoutGrid(rows: rows)).count
        var frames = [panels_floor_frame](
            repeating: panels_floor_frame(), count: panels_layout_floor_count(rows, columns))
        try check()
        let ns = Stopwatch.median(rounds: rounds * 4) {
            frames.withUnsafeMutableBufferPointer { out in
                panels_layout_floor(rows, columns, cell, 1280, 800, out.baseAddress)
            }
            blackHole(frames)
        }
        let value = ns / Double(nodes)
        measured.withLock { $0 = value }
        return value
    }

    /// The floor computes the frames the layout session computes: every cell of the
    /// 1k grid (sorted by position) agrees.
    private static func check() throws {
        let rows = 10
        let session = LayoutSession(LayoutGrid(rows: rows), measurer: SDLTextMeasurer.shared(scale: 1))
        session.layout(in: Size(width: 1280, height: 800))
        let all = session.frames
        var cells: [Rect] = []
        for (i, node) in session.tree.nodes.enumerated() {
            if case .frame = node.kind { cells.append(all[i]) }
        }
        var floor = [panels_floor_frame](
            repeating: panels_floor_frame(), count: panels_layout_floor_count(rows, columns))
        floor.withUnsafeMutableBufferPointer { out in
            panels_layout_floor(rows, columns, cell, 1280, 800, out.baseAddress)
        }
        guard floor.count == session.tree.count else {
            throw BenchError("baseline.layout-floor: \(floor.count) frames for \(session.tree.count) nodes")
        }
        // Per row: its padding, the row, then per cell its frame and its swatch.
        var floorCells: [Rect] = []
        for r in 0 ..< rows {
            for c in 0 ..< columns {
                let f = floor[2 + r * (2 + 2 * columns) + 2 + 2 * c]
                floorCells.append(Rect(x: f.x, y: f.y, width: f.width, height: f.height))
            }
        }
        func order(_ a: Rect, _ b: Rect) -> Bool {
            a.origin.y != b.origin.y ? a.origin.y < b.origin.y : a.origin.x < b.origin.x
        }
        guard cells.sorted(by: order) == floorCells.sorted(by: order) else {
            throw BenchError("baseline.layout-floor: the C loop's cells differ from the layout session's")
        }
    }

    /// `value` (ns per node) as a figure of `scenario.vs-floor`: a multiple of the floor.
    static func multiple(_ scenario: String, _ value: Double, rounds: Int) throws -> Figure {
        Figure(scenario: "\(scenario).vs-floor", value: value / (try nsPerNode(rounds: rounds)), unit: "× floor")
    }
}
