import Foundation
import Panels
import PanelsSDL
import Synchronization

/// Side by side with Clay (group `clay`, run only when named, with `--clay-peer
/// <library>`; `make bench-clay CLAY=/path/to/clay` builds the library and runs it):
/// the same 1,000-card feed and the same grids laid out by Panels and by Clay in one
/// process, blocks of Panels rounds and of Clay frames in turn, medians of each. The Clay side is
/// `Peers/clay_peer.c` compiled against the user's Clay checkout (`Peers/build-clay-peer.sh`,
/// -O2); it states the scenes as Clay declares them. Figures:
/// - `layout.feed.1k.vs-clay`: `layout.feed.1k` (a fresh session on the resolved feed,
///   390×844 pt, text measured at 2× and warm) over Clay's `Clay_EndLayout` of the
///   feed (`clay.layout.feed.1k`). Goal ≤ 1.0.
/// - `build-layout.feed.1k.vs-clay`: `build-layout.feed.1k` (a new `FeedScene` built,
///   resolved and laid out) over Clay's whole frame, declarations and
///   `Clay_EndLayout` (`clay.build-layout.feed.1k`). Goal ≤ 1.0. Panels shapes and
///   breaks real text (cached); Clay measures words with a stub (cached).
/// - `clay.feed.1k.height.vs-panels`: the height Clay's stub gives the feed's column
///   over Panels' (how alike the two set it; Clay has no line limit).
/// - `build-layout.grid.1k` / `10k` / `100k` `.vs-clay`: the DSL grid (`LayoutGrid`)
///   built, resolved and laid out, per cell, over Clay's frame of the same grid per
///   cell (`clay.build-layout.grid.*`). Goal ≤ 0.25 (4 × faster).
/// - `layout.grid.*.vs-clay`: layout alone over `Clay_EndLayout`, per cell.
/// - `clay.duplicate-ids`: the duplicate ids Clay reported over the whole group (its
///   anonymous elements' 32-bit hashes colliding in the large grids).
extension BenchmarkGroup {
    static let clay = BenchmarkGroup(name: "clay", onlyWhenNamed: true) { rounds in
        guard let path = ClayPeer.libraryPath.withLock({ $0 }) else {
            throw BenchError(
                "the clay group needs --clay-peer <library>: make bench-clay CLAY=/path/to/clay builds it and runs it")
        }
        let peer = try ClayPeer(path: path)
        var figures: [Figure] = []

        let feed = FeedLayout()
        let (layoutNs, _, clayLayoutNs) = peer.sideBySide(rounds: rounds * 2, { feed.layout() }, clay: peer.feedFrame)
        let (buildNs, clayFrameNs, _) = peer.sideBySide(
            rounds: rounds * 2, { feed.buildAndLayout() }, clay: peer.feedFrame)
        figures += [
            Figure(scenario: "layout.feed.1k", value: layoutNs / 1e6, unit: "ms"),
            Figure(scenario: "clay.layout.feed.1k", value: clayLayoutNs / 1e6, unit: "ms"),
            Figure(scenario: "layout.feed.1k.vs-clay", value: layoutNs / clayLayoutNs, unit: "x (goal <= 1.0)"),
            Figure(scenario: "build-layout.feed.1k", value: buildNs / 1e6, unit: "ms"),
            Figure(scenario: "clay.build-layout.feed.1k", value: clayFrameNs / 1e6, unit: "ms"),
            Figure(scenario: "build-layout.feed.1k.vs-clay", value: buildNs / clayFrameNs, unit: "x (goal <= 1.0)"),
            Figure(
                scenario: "clay.feed.1k.height.vs-panels", value: peer.feedHeight() / feed.contentHeight(), unit: "x"),
        ]

        let space = Size(width: 1280, height: 800)
        let measurer = SDLTextMeasurer.shared(scale: 1)
        for (rows, label) in [(10, "1k"), (100, "10k"), (1000, "100k")] {
            let cells = Double(rows * LayoutFloor.columns)
            let grid = { (declareNs: inout Double, layoutNs: inout Double) in
                peer.gridFrame(rows: rows, &declareNs, &layoutNs)
            }
            let (buildNs, clayFrameNs, _) = peer.sideBySide(
                rounds: rounds,
                {
                    let session = LayoutSession(LayoutGrid(rows: rows), measurer: measurer)
                    session.layout(in: space)
                    blackHole(session)
                }, clay: grid)
            let tree = NodeTree(resolving: LayoutGrid(rows: rows))
            let (layoutNs, _, clayLayoutNs) = peer.sideBySide(
                rounds: rounds,
                {
                    let session = LayoutSession(tree: tree, measurer: measurer)
                    session.layout(in: space)
                    blackHole(session)
                }, clay: grid)
            figures += [
                Figure(scenario: "build-layout.grid.\(label).per-cell", value: buildNs / cells, unit: "ns/cell"),
                Figure(scenario: "clay.build-layout.grid.\(label)", value: clayFrameNs / cells, unit: "ns/cell"),
                Figure(
                    scenario: "build-layout.grid.\(label).vs-clay", value: buildNs / clayFrameNs,
                    unit: "x (goal <= 0.25)"),
                Figure(scenario: "layout.grid.\(label).per-cell", value: layoutNs / cells, unit: "ns/cell"),
                Figure(scenario: "clay.layout.grid.\(label)", value: clayLayoutNs / cells, unit: "ns/cell"),
                Figure(scenario: "layout.grid.\(label).vs-clay", value: layoutNs / clayLayoutNs, unit: "x"),
            ]
        }
        figures.append(Figure(scenario: "clay.duplicate-ids", value: Double(try peer.checkErrors()), unit: "reports"))
        return figures
    }
}

/// The Clay side of the `clay` group: `Peers/clay_peer.c` built as a shared library
/// (`Peers/build-clay-peer.sh`), loaded with `dlopen`.
struct ClayPeer {
    /// The library `--clay-peer` names (set once, before the groups run).
    static let libraryPath = Mutex<String?>(nil)

    private typealias Setup = @convention(c) () -> Int32
    private typealias Feed = @convention(c) (UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>) -> Int32
    private typealias Grid = @convention(c) (Int32, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>) -> Int32
    private typealias Height = @convention(c) () -> Double
    private typealias Errors =
        @convention(c) (
            UnsafeMutablePointer<UnsafePointer<CChar>?>, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>
        ) -> Int32

    private let feed: Feed
    private let grid: Grid
    private let height: Height
    private let errors: Errors

    init(path: String) throws {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            throw BenchError("--clay-peer \(path): \(String(cString: dlerror()))")
        }
        func symbol<T>(_ name: String, as type: T.Type) throws -> T {
            guard let pointer = dlsym(handle, name) else {
                throw BenchError("--clay-peer \(path) has no \(name): build it with Peers/build-clay-peer.sh")
            }
            return unsafeBitCast(pointer, to: type)
        }
        let setup = try symbol("panels_clay_peer_setup", as: Setup.self)
        feed = try symbol("panels_clay_peer_feed", as: Feed.self)
        grid = try symbol("panels_clay_peer_grid", as: Grid.self)
        height = try symbol("panels_clay_peer_feed_content_height", as: Height.self)
        errors = try symbol("panels_clay_peer_errors", as: Errors.self)
        guard setup() == 0 else { throw BenchError("--clay-peer \(path): Clay's contexts could not be made") }
        _ = try checkErrors()
    }

    /// One Clay frame of the feed: the declarations' and the layout's nanoseconds.
    func feedFrame(_ declareNs: inout Double, _ layoutNs: inout Double) {
        _ = feed(&declareNs, &layoutNs)
    }

    /// One Clay frame of the grid of `rows` rows of 100 cells.
    func gridFrame(rows: Int, _ declareNs: inout Double, _ layoutNs: inout Double) {
        _ = grid(Int32(rows), &declareNs, &layoutNs)
    }

    /// The height of Clay's feed column after its last frame, in points.
    func feedHeight() -> Double { height() }

    /// The duplicate ids Clay reported so far; throws when it reported any other error.
    func checkErrors() throws -> Int {
        var text: UnsafePointer<CChar>?
        var length: Int32 = 0
        var duplicates: Int32 = 0
        let count = errors(&text, &length, &duplicates)
        if count > 0 {
            let message = text.map {
                String(decoding: UnsafeRawBufferPointer(start: $0, count: Int(length)), as: UTF8.self)
            }
            throw BenchError("Clay reported \(count) errors; the last: \(message ?? "?")")
        }
        return Int(duplicates)
    }

    /// Runs `ours` and Clay's frame in turn, in blocks of `block` timed rounds each
    /// after one untimed round (so each side runs with its own data in the caches, as
    /// it would frame after frame, while a change in the host's load falls on both),
    /// `rounds` timed rounds of each in all; the medians of ours, of Clay's whole frame
    /// and of its layout part, ns.
    func sideBySide(
        rounds: Int, block: Int = 5, _ ours: () -> Void, clay: (inout Double, inout Double) -> Void
    ) -> (ours: Double, clayFrame: Double, clayLayout: Double) {
        var declare = 0.0
        var layout = 0.0
        var oursSamples: [Double] = []
        var frameSamples: [Double] = []
        var layoutSamples: [Double] = []
        while oursSamples.count < max(1, rounds) {
            ours()
            for _ in 0 ..< block {
                let start = Stopwatch.now()
                ours()
                oursSamples.append(Double(Stopwatch.now() - start))
            }
            clay(&declare, &layout)
            for _ in 0 ..< block {
                clay(&declare, &layout)
                frameSamples.append(declare + layout)
                layoutSamples.append(layout)
            }
        }
        func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }
        return (median(oursSamples), median(frameSamples), median(layoutSamples))
    }
}
