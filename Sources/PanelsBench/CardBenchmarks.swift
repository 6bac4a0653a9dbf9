import Foundation
import Panels
import PanelsPreview
import PanelsSDL
import PanelsSamples

/// The upcoming-class card: `card.render-png` is one medium card in its
/// upcoming state at 2× (676×316 px) from the bundled assets — resolve, layout,
/// paint, rasterize and PNG-encode (the preview's encoder, zlib level 1), in ms.
/// `card.layout` is resolve + layout + paint alone (µs).
extension BenchmarkGroup {
    static let card = BenchmarkGroup(name: "card") { rounds in
        let context = UpcomingClassAssets.context()
        let state = UpcomingClassAssets.sampleState()
        guard case .upcoming = state else { throw BenchError("the sample reservations did not load: \(state)") }
        let card = UpcomingClassCard(state: state, size: .medium)
        let measurer = SDLTextMeasurer.shared(scale: 2)
        var failures = 0
        let renderNs = Stopwatch.median(rounds: rounds * 4) {
            let composition = Composition(
                card, size: CardSize.medium.points, scale: 2, context: context,
                measurer: measurer)
            guard let image = try? OffscreenRenderer.render(composition.displayList),
                let png = try? ContactSheet.png(image)
            else {
                failures += 1
                return
            }
            blackHole(png)
        }
        if failures > 0 { throw BenchError("rendering the card failed \(failures) times") }
        let layoutNs = Stopwatch.median(rounds: rounds * 4) {
            blackHole(Composition(card, size: CardSize.medium.points, scale: 2, context: context, measurer: measurer))
        }
        return [
            Figure(scenario: "card.render-png", value: renderNs / 1e6, unit: "ms"),
            Figure(scenario: "card.layout", value: layoutNs / 1e3, unit: "µs"),
        ]
    }
}
