import Synchronization
import Testing
import PanelsTestSupport

@testable import Panels

/// A caption is set once per width in a layout session: measuring it for proposals of
/// the same width (other heights) and placing it at the width it was measured with
/// ask the measurer nothing more.
@Suite("Captions set once per width")
struct CaptionSetOnceTests {
    /// Counts the measurer's calls per (text, width).
    final class CountingMeasurer: TextMeasurer {
        let calls = Mutex<[String: Int]>([:])
        func layout(_ text: String, style: TextStyle, maxWidth: Double?, lineLimit: Int?) -> TextLayout {
            calls.withLock { $0["\(text)@\(maxWidth.map { "\($0)" } ?? "nil")", default: 0] += 1 }
            return WordWidthMeasurer().layout(text, style: style, maxWidth: maxWidth, lineLimit: lineLimit)
        }
    }

    @Test func noCaptionIsSetTwiceAtOneWidth() {
        let measurer = CountingMeasurer()
        let panel = Column(spacing: 4) {
            for i in 0 ..< 20 {
                Row(alignment: .top, spacing: 8) {
                    Swatch(.black).frame(width: 40, height: 40)
                    Column(alignment: .leading, spacing: 2) {
                        Caption("Title number \(i) that wraps onto a second line").lineLimit(2)
                        Caption("Subtitle \(i)").lineLimit(1)
                    }
                    .frame(maxWidth: .infinity, alignment: .leading)
                }
                .padding(6)
            }
        }
        let session = LayoutSession(panel, measurer: measurer)
        session.layout(in: Size(width: 300, height: 2000))
        let calls = measurer.calls.withLock { $0 }
        #expect(!calls.isEmpty)
        let repeated = calls.filter { $0.value > 1 }
        #expect(repeated.isEmpty, "set more than once: \(repeated)")
        #expect(session.texts.count == 40)
        // Each card's text column is the only child without a fixed size beside its
        // picture: it gets what the picture leaves without being asked its minimum
        // and maximum, so a subtitle is set once, at the width it is placed with.
        for i in 0 ..< 20 {
            let widths = calls.keys.filter { $0.hasPrefix("Subtitle \(i)@") }
            #expect(widths.count == 1 && !widths[0].hasSuffix("@nil") && !widths[0].hasSuffix("@0.0"), "\(widths)")
        }
    }

    /// Two captions side by side are both asked their minimum and maximum; one whose
    /// unwrapped setting fits the width it is then given takes that setting there.
    @Test func aFittingCaptionBesideAnotherIsSetUnwrappedOnly() {
        let measurer = CountingMeasurer()
        let panel = Column(spacing: 4) {
            for i in 0 ..< 10 {
                Row(alignment: .top, spacing: 8) {
                    Caption("Name \(i)").lineLimit(1)
                    Caption("A longer description \(i) that wraps in what is left of the row").lineLimit(3)
                }
            }
        }
        let session = LayoutSession(panel, measurer: measurer)
        session.layout(in: Size(width: 300, height: 2000))
        let calls = measurer.calls.withLock { $0 }
        #expect(calls.filter { $0.value > 1 }.isEmpty)
        for i in 0 ..< 10 {
            let widths = calls.keys.filter { $0.hasPrefix("Name \(i)@") }.sorted()
            #expect(widths == ["Name \(i)@0.0", "Name \(i)@nil"], "\(widths)")
        }
        #expect(session.texts.count == 20)
    }
}
