import Foundation
import Panels
import PanelsSDL
import PanelsSamples

/// The accessibility tree (group `accessibility`), owned by P26's goal, read against
/// the layout of the same feed measured in this group's run (`FeedLayout.layout()`:
/// the figure `layout.feed.1k` of the `layout` group):
/// - `accessibility.feed.1k`: the accessibility tree built from that laid-out feed
///   (`Composition.accessibilityTree`: 1,000 grouped cards with their text, the
///   scroller, offscreen states); ms (median).
/// - `accessibility.feed.1k.vs-layout`: that over the feed's layout, both measured
///   in this run. Goal: ≤ 0.3. (Labels made of the text inside an element are read
///   when asked for, as an AT-SPI client asks: the next figure reads them all.)
/// - `accessibility.feed.1k.read-all.vs-layout`: the tree built and every element's
///   label read (what a text snapshot does), over the layout. No goal.
extension BenchmarkGroup {
    static let accessibility = BenchmarkGroup(name: "accessibility") { rounds in
        let feed = FeedLayout()
        let composition = Composition(FeedScene(), size: FeedLayout.viewport, scale: 2, measurer: feed.measurer)
        let layoutNs = Stopwatch.median(rounds: rounds * 2) { feed.layout() }
        let elements = composition.accessibilityTree.elements.count
        guard elements > 1_000 else { throw BenchError("the feed's tree has \(elements) elements, not 1,000 cards") }
        let treeNs = Stopwatch.median(rounds: rounds * 2) { blackHole(composition.accessibilityTree) }
        let readNs = Stopwatch.median(rounds: rounds * 2) {
            let tree = composition.accessibilityTree
            var characters = 0
            for element in tree.elements { characters &+= element.label.utf8.count }
            blackHole(characters)
        }
        return [
            Figure(scenario: "accessibility.feed.1k", value: treeNs / 1e6, unit: "ms"),
            Figure(scenario: "accessibility.feed.1k.vs-layout", value: treeNs / layoutNs, unit: "x (goal <= 0.3)"),
            Figure(scenario: "accessibility.feed.1k.read-all.vs-layout", value: readNs / layoutNs, unit: "x"),
        ]
    }
}
