import Foundation
import Panels
import PanelsSDL
import PanelsSamples

/// Scrolling (the feed):
/// - `scroll.frame.1k`, `.10k`, `.100k`: one frame of scrolling a `LongList` of N rows
///   (44 pt, one caption each) in a `Scroller` by 40 pt in a 390×844 pt viewport at
///   2× — the owner writes the offset, then the stage's update + layout (the rows
///   that came into range are resolved) + paint, and the rasterizer draws the
///   frame; warm caches; ms per frame (median).
/// - `scroll.frame.sections.100k`: the same frame for 100,000 rows in 2,000 sections of
///   50, each with a 28 pt header (pinned while its section scrolls) and a 28 pt
///   footer; its ratio to `scroll.frame.100k` in the same run is the cost of sections
///   (the two are timed frame by frame in turn: `Stopwatch.medians`).
/// - `scroll.frame.grid.100k`: the same frame for a `LongGrid` of 100,000 cells (44 pt,
///   one caption each) in adaptive columns of at least 90 pt (four in 390 pt), and
///   `scroll.frame.gridrows.100k` for a `LongList` of 25,000 rows of four such cells
///   built by hand: the same cells on screen; their ratio in the same run is the cost
///   of the grid's own work (columns, cell rows; timed frame by frame in turn).
/// - `scroll.frame.hgrid.100k`: the same frame for a `LongGrid` that scrolls sideways
///   (`gridRows`): 100,000 cells, each a caption in a 60 pt square, in six rows of 60 pt,
///   in a viewport of 844×390 pt scrolled 40 pt along x; and `scroll.frame.vgrid.100k`,
///   the same grid turned back (six fixed columns of 60 pt, 390×844 pt, 40 pt along y):
///   the same cells on screen, the same new cells a frame. Timed frame by frame in turn,
///   each starting where the other never goes (cells 20,000 and 70,000: neither finds
///   the other's text in the cache; the vertical one first in each pair: the second of
///   a pair ran cheaper in some runs); their ratio is the cost of the horizontal axis.
/// - `scroll.memory.100k`: resident bytes the 100k-row list's stage (its data, its
///   raster frame, 200 frames scrolled) adds over an empty stage that drew one
///   frame; measured first in the group.
extension BenchmarkGroup {
    static let scroll = BenchmarkGroup(name: "scroll") { rounds in
        var figures: [Figure] = []
        // Memory first, before other lists free pages the big one could reuse.
        let empty = Stage(measurer: SDLTextMeasurer.shared(scale: 2)) { EmptyPanel() }
        blackHole(
            RasterFrame(width: 780, height: 1688).draw(empty.frame(size: ScrollingList.viewport, scale: 2, at: 0)))
        let before = residentBytes()
        let big = ScrollingList(rows: 100_000)
        big.frames(200)
        let after = residentBytes()
        blackHole(big)
        let memory = Figure(scenario: "scroll.memory.100k", value: Double(max(0, after - before)), unit: "bytes")

        for count in [1_000, 10_000] {
            let list = ScrollingList(rows: count)
            list.frames(100)  // warm: text, glyphs, buffers
            let ns = Stopwatch.median(rounds: rounds * 20) { list.frames(1) }
            figures.append(Figure(scenario: "scroll.frame.\(count / 1000)k", value: ns / 1e6, unit: "ms"))
        }
        // The plain and the sectioned 100k lists frame by frame in turn, so a change in
        // the host's load moves both figures alike and their ratio holds.
        let plain = ScrollingList(rows: 100_000)
        let sectioned = ScrollingList(rows: 100_000, sections: 50)
        plain.frames(100)
        sectioned.frames(100)
        let (plainNs, sectionsNs) = Stopwatch.medians(rounds: rounds * 20, { plain.frames(1) }, { sectioned.frames(1) })
        figures.append(Figure(scenario: "scroll.frame.100k", value: plainNs / 1e6, unit: "ms"))
        figures.append(Figure(scenario: "scroll.frame.sections.100k", value: sectionsNs / 1e6, unit: "ms"))
        let grid = ScrollingList(cells: 100_000, grid: true)
        let rowsOfCells = ScrollingList(cells: 100_000, grid: false)
        grid.frames(100)
        rowsOfCells.frames(100)
        let (gridNs, rowsNs) = Stopwatch.medians(rounds: rounds * 20, { grid.frames(1) }, { rowsOfCells.frames(1) })
        figures.append(Figure(scenario: "scroll.frame.grid.100k", value: gridNs / 1e6, unit: "ms"))
        figures.append(Figure(scenario: "scroll.frame.gridrows.100k", value: rowsNs / 1e6, unit: "ms"))
        let sideways = ScrollingList(squares: 100_000, horizontal: true, from: 20_000)
        let downwards = ScrollingList(squares: 100_000, horizontal: false, from: 70_000)
        sideways.frames(100)
        downwards.frames(100)
        let (downwardsNs, sidewaysNs) = Stopwatch.medians(
            rounds: rounds * 20, { downwards.frames(1) }, { sideways.frames(1) })
        figures.append(Figure(scenario: "scroll.frame.hgrid.100k", value: sidewaysNs / 1e6, unit: "ms"))
        figures.append(Figure(scenario: "scroll.frame.vgrid.100k", value: downwardsNs / 1e6, unit: "ms"))
        figures.append(memory)
        return figures
    }

    /// `frame.feed.1k` (group `feed`): a new `FeedScene` value every round (1,000
    /// cards with wrapped titles in one column) — resolve + layout + paint + raster of
    /// a 390×844 pt viewport at 2× over the full column, into a reused 780×1688 raster
    /// frame; warm caches (text, glyphs, pictures: one round before the timed ones);
    /// the painter leaves out what is off screen. ms per frame (median).
    static let feed = BenchmarkGroup(name: "feed") { rounds in
        let measurer = SDLTextMeasurer.shared(scale: 2)
        let frame = RasterFrame(width: 780, height: 1688)
        let feedNs = Stopwatch.median(rounds: rounds * 2) {
            let composition = Composition(
                FeedScene(), size: ScrollingList.viewport, scale: 2, measurer: measurer)
            blackHole(frame.draw(composition.displayList))
        }
        return [Figure(scenario: "frame.feed.1k", value: feedNs / 1e6, unit: "ms")]
    }
}

/// A stage with a lazy list of `rows` 44 pt rows in a scroller, scrolled 40 pt per
/// frame (back to the top at the end), drawn into a 2× raster frame.
final class ScrollingList {
    static let viewport = Size(width: 390, height: 844)
    final class Owner {
        var offset = Point.zero
    }

    let owner = Owner()
    let stage: Stage
    let raster: RasterFrame
    var time = 0.0
    let rows: Int
    /// Scrolls along x (a grid that scrolls sideways): `rows` counts its columns then.
    var horizontal = false
    /// A row's (column's) length along the scroll, and the viewport.
    var step = 44.0
    var viewport = ScrollingList.viewport

    /// One section of the sectioned list: its number and its rows' numbers.
    struct Section {
        var number: Int
        var rows: Range<Int>
    }

    /// `rows` rows, in sections of `sections` rows each with a header and a footer
    /// when `sections` is given.
    init(rows: Int, sections: Int? = nil) {
        self.rows = rows
        raster = RasterFrame(width: 780, height: 1688)
        let data = Array(0 ..< rows)
        let owner = self.owner
        if let size = sections {
            let groups = stride(from: 0, to: rows, by: size).map {
                Section(number: $0 / size, rows: $0 ..< min(rows, $0 + size))
            }
            stage = Stage(measurer: SDLTextMeasurer.shared(scale: 2)) {
                Scroller(offset: Ref(owner, \.offset)) {
                    LongList(sections: groups, sectionID: \.number, rows: \.rows, id: \.self, estimatedRowHeight: 44) {
                        i in
                        Caption("Row \(i) of the long list").frame(height: 44)
                    } header: { section in
                        Caption("Section \(section.number)").frame(maxWidth: .infinity, alignment: .leading)
                            .frame(height: 28).background(Swatch(RGBA(hex: 0xF2F2F7)))
                    } footer: { section in
                        Caption("\(section.rows.count) rows").frame(height: 28)
                    }
                }
            }
        } else {
            stage = Stage(measurer: SDLTextMeasurer.shared(scale: 2)) {
                Scroller(offset: Ref(owner, \.offset)) {
                    LongList(data, id: \.self, estimatedRowHeight: 44) { i in
                        Caption("Row \(i) of the long list").frame(height: 44)
                    }
                }
            }
        }
        // Start in the middle: the figure is the same wherever the viewport is.
        owner.offset = Point(x: 0, y: Double(rows / 2) * 44)
        blackHole(stage.frame(size: Self.viewport, scale: 2, at: 0))
    }

    /// `cells` cells of 44 pt in four columns: a `LongGrid` of adaptive columns (at least
    /// 90 pt), or (`grid` false) a `LongList` of rows of four cells made by hand.
    init(cells: Int, grid: Bool) {
        rows = cells / 4
        raster = RasterFrame(width: 780, height: 1688)
        let owner = self.owner
        if grid {
            let data = Array(0 ..< cells)
            stage = Stage(measurer: SDLTextMeasurer.shared(scale: 2)) {
                Scroller(offset: Ref(owner, \.offset)) {
                    LongGrid(data, id: \.self, columns: [.adaptive(minimum: 90)], spacing: 0, estimatedRowHeight: 44) {
                        i in
                        Caption("Cell \(i)").frame(height: 44)
                    }
                }
            }
        } else {
            let data = Array(0 ..< cells / 4)
            stage = Stage(measurer: SDLTextMeasurer.shared(scale: 2)) {
                Scroller(offset: Ref(owner, \.offset)) {
                    LongList(data, id: \.self, estimatedRowHeight: 44) { row in
                        Row(alignment: .top, spacing: 0) {
                            Each(0 ..< 4, id: \.self) { k in
                                Caption("Cell \(row * 4 + k)").frame(height: 44).frame(
                                    width: 97.5, alignment: .topLeading)
                            }
                        }
                    }
                }
            }
        }
        owner.offset = Point(x: 0, y: Double(rows / 2) * 44)
        blackHole(stage.frame(size: Self.viewport, scale: 2, at: 0))
    }

    /// `cells` captions in 60 pt squares in a `LongGrid` of six 60 pt rows that scrolls
    /// sideways in 844×390 pt (`horizontal`), or of six 60 pt columns that scrolls down
    /// in 390×844 pt: one turned into the other. Starts at cell `start`.
    init(squares cells: Int, horizontal: Bool, from start: Int) {
        rows = cells / 6
        self.horizontal = horizontal
        step = 60
        viewport = horizontal ? Size(width: 844, height: 390) : Self.viewport
        raster = horizontal ? RasterFrame(width: 1688, height: 780) : RasterFrame(width: 780, height: 1688)
        let owner = self.owner
        let data = Array(0 ..< cells)
        let lanes = Array(repeating: GridColumn.fixed(60), count: 6)
        if horizontal {
            stage = Stage(measurer: SDLTextMeasurer.shared(scale: 2)) {
                Scroller(.horizontal, offset: Ref(owner, \.offset)) {
                    LongGrid(data, id: \.self, gridRows: lanes, spacing: 0, estimatedColumnWidth: 60) { i in
                        Caption("Cell \(i)").frame(width: 60, height: 60)
                    }
                }
            }
            owner.offset = Point(x: Double(start / 6) * 60, y: 0)
        } else {
            stage = Stage(measurer: SDLTextMeasurer.shared(scale: 2)) {
                Scroller(offset: Ref(owner, \.offset)) {
                    LongGrid(data, id: \.self, columns: lanes, spacing: 0, estimatedRowHeight: 60) { i in
                        Caption("Cell \(i)").frame(width: 60, height: 60)
                    }
                }
            }
            owner.offset = Point(x: 0, y: Double(start / 6) * 60)
        }
        blackHole(stage.frame(size: viewport, scale: 2, at: 0))
    }

    func frames(_ count: Int) {
        if horizontal {
            for _ in 0 ..< count {
                var x = owner.offset.x + 40
                if x > Double(rows - 40) * step { x = 0 }
                owner.offset = Point(x: x, y: 0)
                time += 1.0 / 60
                blackHole(raster.draw(stage.frame(size: viewport, scale: 2, at: time)))
            }
            return
        }
        for _ in 0 ..< count {
            var y = owner.offset.y + 40
            if y > Double(rows - 40) * step { y = 0 }
            owner.offset = Point(x: 0, y: y)
            time += 1.0 / 60
            blackHole(raster.draw(stage.frame(size: viewport, scale: 2, at: time)))
        }
    }
}
