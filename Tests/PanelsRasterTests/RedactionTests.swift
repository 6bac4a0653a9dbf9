import Foundation
import Panels
import PanelsSDL
import Testing

/// `.redacted`: captions become one rounded bar per measured line, pictures rounded
/// blocks; layout does not change.
@Suite("Redaction")
struct RedactionTests {
    static let measurer = SDLTextMeasurer.shared(scale: 2)
    static let red = RGBA(hex: 0xFF0000)

    static func compose<P: Panel>(_ panel: P) -> Composition {
        Composition(
            panel, size: Size(width: 200, height: 120), scale: 2,
            context: PanelContext(), measurer: measurer)
    }

    static func panel(redacted: Bool) -> some Panel {
        Column(alignment: .leading, spacing: 4) {
            Caption("A caption long enough to wrap onto a second line").lineLimit(3)
            Picture("badge").fit().frame(width: 40, height: 40)
        }
        .frame(width: 120)
        .redacted(redacted, color: red)
    }

    @Test func captionsBecomeOneBarPerLineAndPicturesABlock() throws {
        let plain = Self.compose(Self.panel(redacted: false))
        let redacted = Self.compose(Self.panel(redacted: true))
        // Layout is the same: every caption and picture keeps its frame.
        let captionIndex = try #require(
            plain.tree.nodes.firstIndex { if case .caption = $0.kind { true } else { false } })
        let shifted = redacted.tree.nodes.count - plain.tree.nodes.count  // the redaction node
        #expect(shifted == 1)
        let text = try #require(plain.texts[Int32(captionIndex)])
        #expect(text.lines.count >= 2)

        let commands = redacted.displayList.commands
        #expect(!commands.contains { if case .text = $0 { true } else { false } })
        #expect(!commands.contains { if case .picture = $0 { true } else { false } })
        let bars = commands.compactMap { command -> Rect? in
            if case .fill(let rect, let color, _) = command, color == Self.red { return rect }
            return nil
        }
        #expect(bars.count == text.lines.count)
        for (bar, line) in zip(bars, text.lines) {
            #expect(abs(bar.width - line.width * 2) < 0.01, "bar \(bar) for line \(line)")
            #expect(bar.height < text.lineHeight * 2 && bar.height > text.lineHeight)
        }
        let blocks = commands.filter { if case .fillRounded(_, _, Self.red) = $0 { true } else { false } }
        #expect(blocks.count == 1)

        // Drawn: the bar's color is where the first line's text would be.
        let image = try OffscreenRenderer.render(redacted.displayList)
        let first = bars[0]
        #expect(image.pixel(x: Int(first.midX), y: Int(first.midY)) == Self.red)
    }

    @Test func inactiveRedactionResolvesAsIfAbsent() {
        let plain = Self.compose(Self.panel(redacted: false))
        let unredacted = Self.compose(
            Column(alignment: .leading, spacing: 4) {
                Caption("A caption long enough to wrap onto a second line").lineLimit(3)
                Picture("badge").fit().frame(width: 40, height: 40)
            }.frame(width: 120))
        #expect(plain.displayList == unredacted.displayList)
    }

    @Test func namedColorFollowsTheAppearanceAndRightToLeftMirrorsBars() {
        var context = PanelContext()
        context.appearance = .dark
        context.layoutDirection = .rightToLeft
        let composition = Composition(
            Caption("Short").frame(width: 150, alignment: .leading).redacted(named: "separator"),
            size: Size(width: 150, height: 40), scale: 1, context: context,
            measurer: SDLTextMeasurer.shared(scale: 1))
        let dark = SemanticPalette.color(named: "separator", appearance: .dark)!
        let bars = composition.displayList.commands.compactMap { command -> Rect? in
            if case .fill(let rect, let color, _) = command, color == dark { return rect }
            return nil
        }
        #expect(bars.count == 1)
        // Leading is the right edge in right-to-left.
        #expect(abs((bars.first?.maxX ?? 0) - 150) < 0.01, "\(bars)")
    }
}
