import Foundation
import Panels
import Testing
import PanelsTestSupport

@testable import PanelsSDL

/// The `TextMeasurer` rule layout relies on to skip asking again: text whose unwrapped
/// layout is not truncated and whose lines all fit in a width is set the same at that
/// width. Checked against the real measurer (bundled fonts, libunibreak, HarfBuzz for
/// the scripts that shape) over generated texts, widths and line limits.
@Suite("An unwrapped setting that fits is the setting at that width")
struct UnwrappedFitTests {
    static let words = [
        "Yoga", "flow", "with", "live", "music", "Pilates", "reformer", "the", "a", "10 km", "well-being",
        "café", "naïve", "دقيقة", "يوغا", "פילאטיס", "ヨガ", "教室", "(7:00 PM)", "—", "AV", "Tokyo,", "…", "WWWWW",
    ]

    @Test func fittingUnwrappedSettingIsTheSettingAtThatWidth() {
        let measurer = SDLTextMeasurer.shared(scale: 2)
        var fitted = 0
        PropertyTest.check("unwrapped fit", cases: 2_000) { g in
            // A font another suite registers between the two settings changes how CJK
            // words are set: such a case says nothing about the rule, so it is skipped.
            let fonts = FontFallback.generation
            var text = ""
            for k in 0 ..< g.int(1 ... 8) {
                if k > 0 { text += g.int(0 ... 9) == 0 ? "\n" : " " }
                text += g.element(of: UnwrappedFitTests.words)
            }
            let style = TextStyle(size: g.element(of: [11, 14, 15, 17, 22]), weight: g.element(of: [.regular, .bold]))
            let limit: Int? = g.bool() ? nil : g.int(1 ... 3)
            let truncation = g.element(of: [TruncationMode.tail, .head, .middle])
            let unwrapped = measurer.layout(
                text, style: style, maxWidth: nil, lineLimit: limit, truncation: truncation)
            let widest = unwrapped.lines.map(\.width).max() ?? 0
            // Widths at, just above and well above the widest line, and some below it.
            let width = g.element(of: [widest, widest + 0.5, widest + 40, widest * 2, max(0, widest - 1)])
            let fits = !unwrapped.isTruncated && unwrapped.hiddenCharacters == 0 && widest <= width
            guard fits else { return nil }
            fitted += 1
            let set = measurer.layout(text, style: style, maxWidth: width, lineLimit: limit, truncation: truncation)
            guard FontFallback.generation == fonts else { return nil }
            return set == unwrapped ? nil : "\(text.debugDescription) at \(width): \(set) vs unwrapped \(unwrapped)"
        }
        #expect(fitted > 0)
    }

    /// A layout session asks the measurer for a fitting caption's unwrapped setting
    /// only, and places it exactly as the measurer sets it at the width it is given.
    @Test func sessionReusesTheUnwrappedSettingWhereItFits() {
        let measurer = SDLTextMeasurer(scale: 2)
        let panel = Column(alignment: .leading, spacing: 4) {
            for i in 0 ..< 30 {
                Row(alignment: .top, spacing: 8) {
                    Swatch(.black).frame(width: 40, height: 40)
                    Column(alignment: .leading, spacing: 2) {
                        Caption("Title \(i) of a card that wraps onto a second line at this width").lineLimit(2)
                        Caption("Subtitle \(i)").lineLimit(1)
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                }
            }
        }
        let session = LayoutSession(panel, measurer: measurer)
        session.layout(in: Size(width: 320, height: 2000))
        let frames = session.frames
        #expect(session.texts.count == 60)
        for (node, layout) in session.texts {
            guard case .caption(let content) = session.tree.nodes[Int(node)].kind else {
                Issue.record("node \(node) is not a caption")
                continue
            }
            let direct = measurer.layout(
                content.text, style: content.style, maxWidth: frames[Int(node)].width,
                lineLimit: content.lineLimit, truncation: content.truncation)
            #expect(layout.lines == direct.lines, "\(content.text)")
            #expect(layout.size == direct.size, "\(content.text)")
        }
    }
}
