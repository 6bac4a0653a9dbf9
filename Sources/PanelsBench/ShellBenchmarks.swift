import Foundation
import Panels
import PanelsComponents
import PanelsRaster
import PanelsSDL
import PanelsSamples

/// The shell while its menu slides (nothing else changing), at 1280×800, 1×, ms per
/// frame: `frame.shell.animation` as a window draws it (update + paint, then the
/// frame's changed rectangles rasterized into the window's kept frame and copied
/// into an upload buffer in the texture's format, premultiplied ARGB: no allocation
/// and no conversion per frame); `frame.shell.animation.offscreen`, the same frames
/// through `OffscreenRenderer.render` (a new straight-RGBA image per frame: what
/// `frame.shell.animation` measured before P35), and `frame.shell.animation.ratio`,
/// the first over the second, rounds interleaved in one run. The window's frame is
/// also split: `frame.shell.animation.drawn` is the same frame without the copy of
/// what is uploaded (what `.offscreen` measures, minus its conversion, and what the
/// scenario measured when P35 set its goal, which counted no upload), with
/// `frame.shell.animation.drawn.ratio` over the offscreen path. Its memory over 10,000
/// frames is in the `memory` group.
extension BenchmarkGroup {
    static let shell = BenchmarkGroup(name: "shell") { rounds in
        let window = AnimatingShell()
        let offscreen = AnimatingShell()
        try window.step()
        try offscreen.stepOffscreen()
        // Interleaved, so both see the same load on a busy host; the window's frame
        // timed whole and up to its upload copy in the same round.
        var whole: [Double] = [], drawn: [Double] = [], offscreenTimes: [Double] = []
        for _ in 0 ..< max(1, rounds * 4) {
            let start = Stopwatch.now()
            let regions = window.drawNext()
            let copying = Stopwatch.now()
            window.upload(regions)
            let end = Stopwatch.now()
            try offscreen.stepOffscreen()
            offscreenTimes.append(Double(Stopwatch.now() - end))
            drawn.append(Double(copying - start))
            whole.append(Double(end - start))
        }
        func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }
        let ns = median(whole), before = median(offscreenTimes), drawnNs = median(drawn)
        return [
            Figure(scenario: "frame.shell.animation", value: ns / 1e6, unit: "ms"),
            Figure(scenario: "frame.shell.animation.offscreen", value: before / 1e6, unit: "ms"),
            Figure(scenario: "frame.shell.animation.ratio", value: ns / before, unit: "× offscreen"),
            Figure(scenario: "frame.shell.animation.drawn", value: drawnNs / 1e6, unit: "ms"),
            Figure(scenario: "frame.shell.animation.drawn.ratio", value: drawnNs / before, unit: "× offscreen"),
        ]
    }
}

/// The shell demo at 1280×800, 1×, with its menu always moving: each `step` advances
/// the clock by one 60 Hz frame (opening or closing the menu again whenever it
/// settles), then updates, paints and rasterizes the frame.
final class AnimatingShell {
    private let size = Size(width: 1280, height: 800)
    private let state = ShellState()
    private let stage: Stage
    private var clock = 0.0

    init() {
        let state = self.state
        stage = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) { ShellDemo(state: state) }
        _ = stage.frame(size: size, scale: 1, at: 0)
        state.openMenu()
    }

    private let raster = RasterFrame(width: 1280, height: 800)
    private let upload = UnsafeMutableRawPointer.allocate(byteCount: 1280 * 800 * 4, alignment: 64)

    deinit { upload.deallocate() }

    private func nextList() -> DisplayList {
        clock += 1.0 / 60
        if !stage.needsFrame(at: clock) { state.toggleMenu() }
        return stage.frame(size: size, scale: 1, at: clock)
    }

    /// One frame as a window draws it: what changed, into the kept frame, copied
    /// into the upload buffer as it is.
    func step() throws {
        upload(drawNext())
    }

    /// The next frame's changes drawn into the kept frame; the rectangles drawn.
    func drawNext() -> [PixelRect] {
        raster.drawChanges(nextList()).regions
    }

    /// `regions` of the kept frame copied into the upload buffer as they are.
    func upload(_ regions: [PixelRect]) {
        raster.copy(regions, into: upload, pitch: 1280 * 4)
    }

    /// One frame through `OffscreenRenderer` (a new straight-RGBA image).
    func stepOffscreen() throws {
        blackHole(try OffscreenRenderer.render(nextList()))
    }
}
