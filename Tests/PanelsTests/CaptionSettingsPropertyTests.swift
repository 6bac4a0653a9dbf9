import Testing
import PanelsTestSupport

@testable import Panels

/// A session's set captions (`CaptionSettings`, `LayoutSession.setText`) are a cache:
/// whatever sequence of widths a caption is set at, and however its text changes in
/// between, the slot `setText` returns holds what a fresh measurement at that width
/// gives, with its size.
@Suite("Caption settings")
struct CaptionSettingsPropertyTests {
    static let words = ["a", "card", "title", "wraps", "onto", "lines", "when", "narrow", "x", "Ölçü"]

    static func text(_ g: inout SplitMix64) -> String {
        (0 ..< Int.random(in: 0 ... 9, using: &g)).map { _ in words.randomElement(using: &g)! }.joined(separator: " ")
    }

    @Test func aSlotHoldsWhatAFreshMeasurementGives() {
        let measurer = WordWidthMeasurer()
        PropertyTest.check("caption settings", cases: 3_000) { g in
            let captions = Int.random(in: 1 ... 4, using: &g)
            let limits: [Int?] = (0 ..< captions).map { _ in
                Bool.random(using: &g) ? nil : Int.random(in: 1 ... 3, using: &g)
            }
            let texts = (0 ..< captions).map { _ in Self.text(&g) }
            let panel = Column(spacing: 2) {
                for i in 0 ..< captions {
                    Caption(texts[i]).lineLimit(limits[i]).id("c\(i)")
                }
            }
            let session = LayoutSession(panel, measurer: measurer)
            let nodes = (0 ..< captions).map { session.node(id: "c\($0)")! }
            // Widths from a small set, so a caption meets a width again, in and out of
            // its slots; -1 and ∞ both mean unwrapped.
            let widths: [Double] = [-1, .infinity, 0, 12, 30, 45.5, 60, 90, 200, 1_000]
            for step in 0 ..< Int.random(in: 1 ... 40, using: &g) {
                let c = Int.random(in: 0 ..< captions, using: &g)
                let node = nodes[c]
                if Int.random(in: 0 ..< 8, using: &g) == 0 {
                    session.setText(Self.text(&g), of: node)
                    continue
                }
                if Int.random(in: 0 ..< 8, using: &g) == 0 {
                    session.layout(in: Size(width: widths.randomElement(using: &g)!, height: 500))
                    continue
                }
                let width = widths.randomElement(using: &g)!
                let slot = session.setText(node, width: width)
                guard case .caption(let content) = session.tree.kind(of: node) else { return "node \(node) no caption" }
                let fresh = measurer.layout(
                    content.text, style: content.style, maxWidth: width < 0 || width == .infinity ? nil : width,
                    lineLimit: limits[c], truncation: content.truncation)
                let held = session.captions.layout(slot)
                guard held == fresh else {
                    return "step \(step): \"\(content.text)\" at \(width) holds \(held.lines.map(\.text)), "
                        + "a fresh measurement \(fresh.lines.map(\.text))"
                }
                let size = session.captions.sizes[slot]
                guard size == SIMD2(fresh.size.width, fresh.size.height) else {
                    return "step \(step): size \(size), fresh \(fresh.size)"
                }
            }
            return nil
        }
    }
}
