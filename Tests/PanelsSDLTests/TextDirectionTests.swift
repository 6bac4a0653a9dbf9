import Foundation
import Panels
import PanelsSDL
import PanelsSnapshotTesting
import SnapshotTesting
import Testing

/// Each paragraph's base direction comes from its first strong character (UAX #9
/// P2–P3) unless the caption says otherwise; the layout direction decides only
/// alignment and mirroring; truncation keeps the logical start of the text.
///
/// References live in `__Snapshots__/TextDirectionTests/`; re-record with
/// `SNAPSHOT_TESTING_RECORD=failed swift test --filter TextDirectionTests` and look at them.
@Suite("Text direction from the text", .serialized)
struct TextDirectionTests {
    static let english = "Vinyasa Flow with Live Music"
    static let arabic = "تدفق فينياسا مع موسيقى حية"

    /// The text lines of a panel's display list (`rtl` marks right-to-left lines).
    func lines<P: Panel>(_ panel: P, width: Double = 300, direction: LayoutDirection) -> [String] {
        var context = PanelContext()
        context.layoutDirection = direction
        let c = Composition(
            panel, size: Size(width: width, height: 200), scale: 1, context: context,
            measurer: SDLTextMeasurer.shared(scale: 1))
        return c.displayList.dump.split(separator: "\n").filter { $0.hasPrefix("text ") }.map(String.init)
    }

    @Test func englishInARightToLeftLayoutStaysLeftToRight() {
        let lines = lines(Caption(Self.english), direction: .rightToLeft)
        #expect(lines.count == 1)
        #expect(!lines[0].contains(" rtl "), "\(lines)")
    }

    @Test func arabicInALeftToRightLayoutStaysRightToLeft() {
        let lines = lines(Caption(Self.arabic), direction: .leftToRight)
        #expect(lines.count == 1)
        #expect(lines[0].contains(" rtl "), "\(lines)")
    }

    @Test func eachParagraphTakesItsOwnDirection() {
        let text = "\(Self.english)\n\(Self.arabic)\n123 \(Self.english)\n«\(Self.arabic)»\n"
        for layout in [LayoutDirection.leftToRight, .rightToLeft] {
            let lines = lines(Caption(text), width: 400, direction: layout).map { $0.contains(" rtl ") }
            #expect(lines == [false, true, false, true, layout == .rightToLeft], "\(layout)")
        }
    }

    @Test func aCaptionCanForceItsDirection() {
        #expect(lines(Caption(Self.english).textDirection(.rightToLeft), direction: .leftToRight)[0].contains(" rtl "))
        #expect(!lines(Caption(Self.arabic).textDirection(.leftToRight), direction: .rightToLeft)[0].contains(" rtl "))
        // Through the context, for every caption inside.
        let both = Column {
            Caption(Self.english)
            Caption(Self.arabic)
        }.textDirection(.rightToLeft)
        #expect(lines(both, direction: .leftToRight).allSatisfy { $0.contains(" rtl ") })
    }

    @Test func truncationKeepsTheLogicalStartInEitherLayout() {
        for layout in [LayoutDirection.leftToRight, .rightToLeft] {
            let english = lines(Caption(Self.english).lineLimit(1), width: 150, direction: layout)
            #expect(english.count == 1)
            #expect(english[0].contains("\"Vinyasa"), "\(english)")
            #expect(english[0].hasSuffix("…\""), "\(english)")
            #expect(!english[0].contains(" rtl "))
            let arabic = lines(Caption(Self.arabic).lineLimit(1), width: 90, direction: layout)
            #expect(arabic[0].contains("\"تدفق"), "\(arabic)")
            #expect(arabic[0].hasSuffix("…\""), "\(arabic)")
            #expect(arabic[0].contains(" rtl "))
        }
    }

    @Test func pseudoBidiWrapsFirstAndMirrorsEachLine() {
        // ar-XB keeps characters in logical order: the first line holds the first
        // words, and each line is right to left (mirrored when drawn).
        let text = PseudoLocale.bidi.transform("Sign in to see your classes and book more")
        let lines = lines(Caption(text), width: 150, direction: .rightToLeft)
        #expect(lines.count >= 2)
        #expect(lines[0].contains("Sign"), "\(lines)")
        #expect(lines.last!.contains("more"), "\(lines)")
        #expect(lines.allSatisfy { $0.contains(" rtl ") })
    }

    /// English, Arabic, Hebrew and mixed captions, whole and truncated, in both layouts:
    /// English reads left to right with its ellipsis on the right, Arabic right to left
    /// with its ellipsis on the left, whatever the layout; lines align to the layout's
    /// leading edge.
    @Test func mixedDirectionCaptions() {
        let scene = Column(alignment: .leading, spacing: 6) {
            Caption(Self.english)
            Caption(Self.english).lineLimit(1).frame(width: 150, alignment: .leading)
            Caption(Self.arabic)
            Caption(Self.arabic).lineLimit(1).frame(width: 110, alignment: .leading)
            Caption("Class at 7:30 — الحصة في ٧:٣٠")
            Caption("الحصة: Vinyasa Flow (60 min)")
            Caption("שיעור יוגה: Yin Yoga 2.5 km")
        }
        .padding(10)
        .frame(width: 320, height: 220, alignment: .topLeading)
        assertSnapshots(of: scene, matrix: ContextVariant.layoutDirections) { context in
            .image(size: Size(width: 320, height: 220), scale: 2, context: context)
        }
    }
}
