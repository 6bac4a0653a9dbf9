import Foundation
import Panels
import PanelsSDL
import PanelsSamples

/// The shell while its menu slides (nothing else changing), at 1280×800, 1×:
/// `frame.shell.animation` (ms per frame: update + paint + raster) and
/// `memory.rss-growth.10k-frames` (bytes the process grew between frame 1,000 and
/// frame 10,000 of the same animation looping; must stay near 0).
extension BenchmarkGroup {
    static let shell = BenchmarkGroup(name: "shell") { rounds in
        let size = Size(width: 1280, height: 800)
        let state = ShellState()
        let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) { ShellDemo(state: state) }
        _ = stage.frame(size: size, scale: 1, at: 0)
        var clock = 0.0
        /// Opens or closes the menu every 0.35 s so every frame moves something.
        func step() throws {
            clock += 1.0 / 60
            if !stage.needsFrame(at: clock) { state.toggleMenu() }
            let list = stage.frame(size: size, scale: 1, at: clock)
            blackHole(try OffscreenRenderer.render(list))
        }
        state.openMenu()
        try step()
        var failure: Error?
        let ns = Stopwatch.median(rounds: rounds * 4) {
            do { try step() } catch { failure = error }
        }
        if let failure { throw failure }
        for _ in 0 ..< 1_000 { try step() }
        let before = residentBytes()
        for _ in 0 ..< 9_000 { try step() }
        let after = residentBytes()
        return [
            Figure(scenario: "frame.shell.animation", value: ns / 1e6, unit: "ms"),
            Figure(scenario: "memory.rss-growth.10k-frames", value: Double(after - before), unit: "bytes"),
        ]
    }
}
