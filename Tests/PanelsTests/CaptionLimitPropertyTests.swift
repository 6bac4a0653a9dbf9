import Panels
import Testing
import PanelsTestSupport

/// P27.1 over generated rows (and columns of rows) of captions with width limits
/// (`.frame(maxWidth:)`, `.frame(width:)`, `.frame(minWidth:maxWidth:)`, `.lineLimit`),
/// gaps and fixed boxes, left to right and right to left: the rules on
/// `CaptionRowCase` (no caption beyond its limit; none beyond the window when it can
/// wrap; a single-caption row that fits stays in the window).
@Suite("Caption width limits, generated")
struct CaptionLimitPropertyTests {
    @Test func captionsKeepTheirLimitsAndTheWindow() {
        PropertyTest.check("caption width limits", cases: 5_000) { g in
            let generated = CaptionRowCase.generate(&g)
            let session = LayoutSession(generated.panel, measurer: WordWidthMeasurer())
            session.layout(in: generated.space)
            return generated.violation(in: session).map { "\($0)\n\(generated)\n\(session.layoutDump)" }
        }
    }
}
