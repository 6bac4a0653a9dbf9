import Foundation
import Panels
import PanelsComponents
import PanelsSDL
import PanelsSamples

/// The shell while its menu slides (nothing else changing), at 1280×800, 1×:
/// `frame.shell.animation` (ms per frame: update + paint + raster). Its memory over
/// 10,000 frames is in the `memory` group.
extension BenchmarkGroup {
    static let shell = BenchmarkGroup(name: "shell") { rounds in
        let shell = AnimatingShell()
        try shell.step()
        var failure: Error?
        let ns = Stopwatch.median(rounds: rounds * 4) {
            do { try shell.step() } catch { failure = error }
        }
        if let failure { throw failure }
        return [Figure(scenario: "frame.shell.animation", value: ns / 1e6, unit: "ms")]
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

    func step() throws {
        clock += 1.0 / 60
        if !stage.needsFrame(at: clock) { state.toggleMenu() }
        let list = stage.frame(size: size, scale: 1, at: clock)
        blackHole(try OffscreenRenderer.render(list))
    }
}
