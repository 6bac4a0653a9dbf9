import Foundation
import Panels
import PanelsSDL
import PanelsSamples

/// The sheet over the map:
/// - `frame.sheet.drag`: one frame of dragging the sheet (the pointer moves 6 pt,
///   between the collapsed and half detents) over a 1,000-row studio list, 430×932 pt
///   at 2× — the drag's state change and the whole frame the stage makes of it (no
///   resolve or layout: the sheet moves by a live value; a resolve would be counted
///   if the stage needed one) + paint + raster; warm caches; ms per frame (median).
extension BenchmarkGroup {
    static let snapSheet = BenchmarkGroup(name: "snapsheet") { rounds in
        let drag = SheetDrag()
        drag.frames(60)  // warm: text, glyphs, buffers
        let ns = Stopwatch.median(rounds: rounds * 20) { drag.frames(1) }
        return [Figure(scenario: "frame.sheet.drag", value: ns / 1e6, unit: "ms")]
    }
}

/// A stage with the Sheet scene over 1,000 studios, held by the pointer and dragged
/// up and down by 6 pt per frame, drawn into a 2× raster frame.
final class SheetDrag {
    let model = SheetModel()
    let stage: Stage
    let raster = RasterFrame(width: 860, height: 1864)
    var time = 0.0
    var y = 700.0
    var step = -6.0

    init() {
        let model = self.model
        let studios = StudioListing.sample.repeated(studios: 1_000)
        stage = Stage(measurer: SDLTextMeasurer.shared(scale: 2)) { SheetScene(model: model, studios: studios) }
        blackHole(stage.frame(size: SheetPhone.size, scale: 2, at: 0))
        stage.handle(.pointerDown(PointerEvent(location: Point(x: 215, y: y))), at: 0)
    }

    func frames(_ count: Int) {
        for _ in 0 ..< count {
            if y + step < 560 || y + step > 820 { step = -step }
            y += step
            time += 1.0 / 60
            stage.handle(
                .pointerMove(PointerEvent(location: Point(x: 215, y: y), button: .primary, clickCount: 0)), at: time)
            blackHole(raster.draw(stage.frame(size: SheetPhone.size, scale: 2, at: time)))
        }
    }
}
