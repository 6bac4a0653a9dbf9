import Panels
import PanelsSDL
import Testing
import PanelsTestSupport

/// P27.1 with the real text measurer (bundled fonts, libunibreak, HarfBuzz; line
/// limits cut with an ellipsis): the rules on `CaptionRowCase` over generated rows
/// and columns of captions with width limits and gaps.
@Suite("Caption width limits with real text")
struct CaptionLimitRealTextTests {
    @Test func captionsKeepTheirLimitsAndTheWindow() {
        let measurer = SDLTextMeasurer.shared(scale: 2)
        PropertyTest.check("caption width limits, real text", cases: 2_000) { g in
            let generated = CaptionRowCase.generate(&g)
            let session = LayoutSession(generated.panel, measurer: measurer)
            session.layout(in: generated.space)
            return generated.violation(in: session).map { "\($0)\n\(generated)\n\(session.layoutDump)" }
        }
    }

    /// The row of the issue with real text: a long caption at most 260 pt wide
    /// beside a gap wraps within 260 pt, as it does alone.
    @Test func theIssuesRowWraps() throws {
        let text = "Morning reformer Pilates with live music, for every level, in the bright studio on the third floor"
        let measurer = SDLTextMeasurer.shared(scale: 2)
        for gap in [false, true] {
            let session = LayoutSession(
                Row(spacing: 8) {
                    Caption(text).id("caption").frame(maxWidth: 260, alignment: .leading)
                    if gap { Gap() }
                }, measurer: measurer)
            session.layout(in: Size(width: 600, height: 400))
            let node = try #require(session.node(id: "caption"))
            #expect(session.frame(of: node).width <= 260, "gap: \(gap)")
            #expect((session.texts[node]?.lines.count ?? 0) > 1, "gap: \(gap)")
        }
    }
}
