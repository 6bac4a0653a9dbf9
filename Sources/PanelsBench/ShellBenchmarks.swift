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
/// the first over the second, rounds interleaved in one run. Its memory over 10,000
/// frames is in the `memory` group.
extension BenchmarkGroup {
    static let shell = BenchmarkGroup(name: "shell") { rounds in
        let window = AnimatingShell()
        let offscreen = AnimatingShell()
        try window.step()
        try offscreen.stepOffscreen()
        var failure: Error?
        // Interleaved, so both see the same load on a busy host.
        let (ns, before) = Stopwatch.medians(
            rounds: rounds * 4,
            { do { try window.step() } catch { failure = error } },
            { do { try offscreen.stepOffscreen() } catch { failure = error } })
        if let failure { throw failure }
        return [
            Figure(scenario: "frame.shell.animation", value: ns / 1e6, unit: "ms"),
            Figure(scenario: "frame.shell.animation.offscreen", value: before / 1e6, unit: "ms"),
            Figure(scenario: "frame.shell.animation.ratio", value: ns / before, unit: "× offscreen"),
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
        let (regions, _) = raster.drawChanges(nextList())
        raster.copy(regions, into: upload, pitch: 1280 * 4)
    }

    /// One frame through `OffscreenRenderer` (a new straight-RGBA image).
    func stepOffscreen() throws {
        blackHole(try OffscreenRenderer.render(nextList()))
    }
}
