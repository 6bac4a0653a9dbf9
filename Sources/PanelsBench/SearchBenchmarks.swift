import Panels
import PanelsSDL
import PanelsSamples

/// The search scene's keystroke (P16):
/// - `frame.search.keystroke`: one edit in the focused search field (a letter typed,
///   or Backspace, alternately) — which folds the query, then filters and ranks 983
///   entries (the bundled 87 categories and 56 studios, each studio repeated as 16
///   branches), with the intent rules (exact category, brand rows, misspellings) —
///   then the stage's relayout and a frame of 430×932 pt at 2×, rastered; warm
///   (text, glyphs and buffers already used). Goal: ≤ 2 ms.
extension BenchmarkGroup {
    static let search = BenchmarkGroup(name: "search") { rounds in
        let viewport = Size(width: 430, height: 932)
        let bundled = SearchIndex.bundled().catalog
        var grown = bundled
        grown.studios = (1 ... 16).flatMap { branch in
            bundled.studios.map { studio in
                var copy = studio
                copy.name = branch == 1 ? studio.name : "\(studio.name) \(branch)"
                return copy
            }
        }
        let model = SearchModel(index: SearchIndex(catalog: grown))
        let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 2)) { SearchScene(model: model) }
        let raster = RasterFrame(width: 860, height: 1864)
        var time = 0.0
        _ = stage.frame(size: viewport, scale: 2, at: time)
        stage.keyDown(.tab)  // the field
        stage.handle(.textInput("yo"))
        var typed = false
        func keystroke() {
            if typed { stage.keyDown("Backspace") } else { stage.handle(.textInput("g")) }
            typed.toggle()
            time += 1.0 / 60
            blackHole(raster.draw(stage.frame(size: viewport, scale: 2, at: time)))
        }
        for _ in 0 ..< 40 { keystroke() }  // warm
        let ns = Stopwatch.median(rounds: rounds * 10) { keystroke() }
        return [Figure(scenario: "frame.search.keystroke", value: ns / 1e6, unit: "ms")]
    }
}
