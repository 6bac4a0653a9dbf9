import Foundation
import PanelsSDL
import Testing

@testable import Panels

/// `EntryAreaLayout` with the real shaper (HarfBuzz through SDL_ttf): Hebrew, Arabic
/// and mixed text wrap within the area, every line's caret stops stay inside it, and
/// a click at a caret's x finds that caret again.
@Suite("Entry area: shaped wrapping")
struct EntryAreaShapingTests {
    static let texts = [
        "שלום עולם, זהו טקסט ארוך שעובר לשורה הבאה כשצריך",
        "مرحبا بالعالم هذا نص طويل يلتف إلى السطر التالي عند الحاجة",
        "Yoga יוגה 12:30 مرحبا studio סטודיו hot حار",
        "plain left to right text that wraps over several lines of the area",
    ]

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func linesFitAndCaretsRoundTrip(_ direction: LayoutDirection) {
        var context = PanelContext()
        context.layoutDirection = direction
        context.textMeasurer = SDLTextMeasurer.shared(scale: 1)
        let width = 180.0
        for text in Self.texts {
            let editor = EntryEditor(text: text, rules: EntryRules(multiLine: true))
            let layout = EntryAreaLayout(
                editor, context: context, areaWidth: width, range: 1 ... 10, previous: EntryAreaLayout())
            #expect(layout.lines.count > 1, "\(text) wraps")
            #expect(layout.lines.map(\.text).joined() == text)
            for line in layout.lines {
                let trimmed = String(line.text.reversed().drop { $0 == " " }.reversed())
                let measured = context.caretStops(trimmed, measurer: context.textMeasurer).width
                if trimmed.contains(" ") {
                    #expect(measured <= width + 0.5, "\(line.text.debugDescription) is \(measured) pt")
                }
                // Flush with the edge it is aligned to, spaces that end it hanging.
                let ink = line.stops.clusters.dropLast(line.text.count - trimmed.count)
                if direction == .rightToLeft, let right = ink.map(\.maxX).max() {
                    #expect(abs(line.originX + right - width) < 0.5, "\(line.text.debugDescription)")
                } else if let left = ink.map(\.minX).min() {
                    #expect(abs(line.originX + left) < 0.5, "\(line.text.debugDescription)")
                }
                for k in line.start ..< line.end
                where line.text[line.text.index(line.text.startIndex, offsetBy: k - line.start)] != " " {
                    let x = line.originX + line.stops.caretX(k - line.start)
                    #expect(x >= -0.5 && x <= width + 0.5, "caret \(k) at \(x) in \(text)")
                }
            }
        }
    }

    /// Larger text (`PanelContext.textSize`) makes taller lines: the area grows with
    /// them, and wraps sooner.
    @Test func largerTextMakesTallerLines() {
        var context = PanelContext()
        context.textMeasurer = SDLTextMeasurer.shared(scale: 1)
        let editor = EntryEditor(text: Self.texts[3], rules: EntryRules(multiLine: true))
        let standard = EntryAreaLayout(
            editor, context: context, areaWidth: 180, range: 1 ... 10, previous: EntryAreaLayout())
        context.textSize = .accessibility3
        let larger = EntryAreaLayout(
            editor, context: context, areaWidth: 180, range: 1 ... 10, previous: standard)
        #expect(larger.lineHeight > standard.lineHeight * 1.5, "\(standard.lineHeight) → \(larger.lineHeight)")
        #expect(larger.lines.count > standard.lines.count)
    }
}
