import Panels
import PanelsSDL
import Testing
import PanelsTestSupport

/// `.idealSize` with the real text measurer: a two-digit badge stays on one line
/// in a slot narrower than its text, where it broke into "1" over "2".
@Suite("Ideal size with real text")
struct IdealSizeRealTextTests {
    static let measurer = SDLTextMeasurer.shared(scale: 2)

    static func badge(keeping: Bool, slot: Double) throws -> (width: Double, lines: Int) {
        let session = LayoutSession(
            Row(spacing: 4) {
                if keeping {
                    Caption("12").id("badge").idealSize(horizontal: true, vertical: false).frame(width: slot)
                } else {
                    Caption("12").id("badge").frame(width: slot)
                }
                Caption("Morning reformer Pilates with live music")
            }, measurer: measurer)
        session.layout(in: Size(width: 120, height: 200))
        let node = try #require(session.node(id: "badge"))
        return (session.frame(of: node).width, session.texts[node]?.lines.count ?? 0)
    }

    @Test func aTwoDigitBadgeStaysOnOneLineInANarrowSlot() throws {
        let alone = LayoutSession(Caption("12"), measurer: Self.measurer)
        let natural = alone.size(of: alone.tree.root, for: .unspecified).width
        let slot = (natural / 2).rounded(.down)
        let squeezed = try Self.badge(keeping: false, slot: slot)
        #expect(squeezed.lines == 2, "without .idealSize the badge breaks between its digits")
        let kept = try Self.badge(keeping: true, slot: slot)
        #expect(kept.lines == 1)
        #expect(kept.width == natural)
    }

    @Test func bothAxesAndTheDump() throws {
        let session = LayoutSession(
            Column(spacing: 0) {
                Caption("Yoga flow with live music").id("c").idealSize().frame(maxWidth: 40)
            }, measurer: Self.measurer)
        session.layout(in: Size(width: 40, height: 100))
        let node = try #require(session.node(id: "c"))
        #expect(session.texts[node]?.lines.count == 1)
        #expect(session.frame(of: node).width > 40)
        #expect(session.layoutDump.contains("IdealSize"))
        #expect(session.layoutDump.contains("axes=both"))
    }
}
