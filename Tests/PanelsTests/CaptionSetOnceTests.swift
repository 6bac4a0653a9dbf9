import Synchronization
import Testing

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
        // A subtitle fits unwrapped: besides its minimum (width 0) it is set once, with
        // no wrapping, and that setting is used at the width it is placed with.
        for i in 0 ..< 20 {
            let widths = calls.keys.filter { $0.hasPrefix("Subtitle \(i)@") }.sorted()
            #expect(widths == ["Subtitle \(i)@0.0", "Subtitle \(i)@nil"], "\(widths)")
        }
    }
}
