import Panels
import PanelsSDL
import PanelsSamples

/// `popover.place`: one placement (flip, shift, arrow, trace) of a 300×300 bubble
/// for anchors spread over a 1280×800 window, in ns per call.
/// `popover.open.1000-nodes`: the frame after opening (or closing) a popover over a
/// screen of 1,000 nodes, in µs (overlay pass + placement + paint, no raster); the
/// main tree is not measured again (`main-measures.on-open` must stay 0).
extension BenchmarkGroup {
    static let popover = BenchmarkGroup(name: "popover") { rounds in
        let window = Rect(x: 0, y: 0, width: 1280, height: 800)
        var requests: [PopoverPlacement.Request] = []
        for y in stride(from: 0.0, to: 800, by: 80) {
            for x in stride(from: 0.0, to: 1280, by: 128) {
                requests.append(
                    .init(
                        anchor: Rect(x: x, y: y, width: 44, height: 30),
                        bubbleSize: Size(width: 300, height: 300), window: window,
                        permitted: ArrowDirection.any, previous: .down))
            }
        }
        let perRound = requests.count * 10
        let ns = Stopwatch.median(rounds: rounds) {
            var checksum = 0.0
            for _ in 0 ..< 10 {
                for request in requests {
                    checksum += PopoverPlacement(request).bubble.minX
                }
            }
            blackHole(checksum)
        }

        // Opening over a 1,000-node screen.
        let model = PopoversModel()
        let size = Size(width: 1280, height: 800)
        let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) {
            Layers(alignment: .topLeading) {
                Column(spacing: 0) {
                    for i in 0 ..< 998 { Swatch(RGBA(hex: 0xF2F2F7)).frame(height: 0.5).id(i) }
                }
                Swatch(RGBA(hex: 0x0A84FF)).frame(width: 44, height: 30)
                    .popover(isOpen: model.isOpen("bench")) {
                        Caption("Popover over 1,000 nodes").padding(16)
                    }
                    .offset(x: 600, y: 300)
            }
        }
        var clock = 0.0
        _ = stage.frame(size: size, scale: 1, at: clock)
        var mainMeasures = 0
        let openNs = Stopwatch.median(rounds: rounds) {
            clock += 10
            if model.open.isEmpty { model.open.insert("bench") } else { model.open.removeAll() }
            blackHole(stage.frame(size: size, scale: 1, at: clock))
            mainMeasures = max(mainMeasures, stage.measureCount)
        }
        return [
            Figure(scenario: "popover.place", value: ns / Double(perRound), unit: "ns"),
            Figure(scenario: "popover.open.1000-nodes", value: openNs / 1e3, unit: "µs"),
            Figure(scenario: "popover.main-measures.on-open", value: Double(mainMeasures), unit: "count"),
        ]
    }
}
