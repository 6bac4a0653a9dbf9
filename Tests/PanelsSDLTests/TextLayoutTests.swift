import Foundation
import Panels
import PanelsSDL
import Testing

/// Text setting with the real bundled fonts (DejaVu Sans) through SDL2_ttf and
/// libunibreak.
@Suite("Text layout with the bundled font", .serialized)
struct TextLayoutTests {
    let measurer = SDLTextMeasurer.shared(scale: 1)

    func set(
        _ text: String, width: Double? = nil, limit: Int? = nil,
        truncation: TruncationMode = .tail, style: TextStyle = .body
    ) -> TextLayout {
        measurer.layout(text, style: style, maxWidth: width, lineLimit: limit, truncation: truncation)
    }

    func width(_ text: String, style: TextStyle = .body) -> Double {
        set(text, style: style).size.width
    }

    @Test func wrapsGreedilyAtSpaces() {
        let text = "The quick brown fox jumps over the lazy dog"
        let layout = set(text, width: 120)
        let lines = layout.lines.map(\.text)
        #expect(lines == ["The quick brown", "fox jumps over", "the lazy dog"])
        #expect(lines.joined(separator: " ") == text)
        #expect(layout.lines.allSatisfy { $0.width <= 120 })
        // Greedy: no line could have taken the next word.
        for (line, next) in zip(lines, lines.dropFirst()) {
            #expect(width(line + " " + next.split(separator: " ")[0]) > 120)
        }
        #expect(!layout.isTruncated && layout.hiddenCharacters == 0)
        #expect(layout.size.height == 3 * layout.lineHeight)
    }

    @Test func breaksAtUnicodeOpportunitiesNotJustSpaces() {
        // UAX #14: a line may end after a hyphen; never inside "10 km" joined by a
        // no-break space, and never before closing punctuation.
        let hyphenated = set("state-of-the-art", width: 60).lines.map(\.text)
        #expect(hyphenated.count > 1)
        #expect(hyphenated.dropLast().allSatisfy { $0.hasSuffix("-") })
        #expect(hyphenated.joined() == "state-of-the-art")
        let nbsp = set("run 10\u{00A0}km today", width: 50).lines.map(\.text)
        #expect(nbsp.contains("10\u{00A0}km"))
        let punctuation = set("Hello, world!", width: width("Hello, world")).lines.map(\.text)
        #expect(punctuation == ["Hello,", "world!"])
    }

    @Test func wordsWiderThanTheLineBreakBetweenCharacters() {
        let word = "Supercalifragilisticexpialidocious"
        let layout = set(word, width: 60)
        #expect(layout.lines.count > 2)
        #expect(layout.lines.map(\.text).joined() == word)
        #expect(layout.lines.allSatisfy { $0.width <= 60 })
        #expect(!layout.isTruncated)
    }

    @Test func newlinesAlwaysBreak() {
        #expect(set("one\ntwo").lines.map(\.text) == ["one", "two"])
        #expect(set("one\n").lines.map(\.text) == ["one", ""])
        #expect(set("").lines.count == 1)
        #expect(set("a\r\nb").lines.map(\.text) == ["a", "b"])
    }

    @Test func tailTruncationAtTheLineLimit() {
        let text = "The quick brown fox jumps over the lazy dog"
        let layout = set(text, width: 120, limit: 2)
        #expect(layout.lines.map(\.text) == ["The quick brown", "fox jumps over…"])
        #expect(layout.lines.allSatisfy { $0.width <= 120 })
        #expect(layout.isTruncated)
        // Hidden: "the lazy dog" less its spaces.
        #expect(layout.hiddenCharacters == 10)
        #expect(layout.size.height == 2 * layout.lineHeight)
    }

    @Test func headAndMiddleTruncationKeepTheEnd() {
        let text = "Amsterdam Centraal, Stationsplein"
        let head = set(text, width: 150, limit: 1, truncation: .head)
        #expect(head.lines.count == 1)
        #expect(head.lines[0].text.hasPrefix("…"))
        #expect(text.hasSuffix(head.lines[0].text.dropFirst()))
        #expect(head.lines[0].width <= 150)
        let middle = set(text, width: 150, limit: 1, truncation: .middle)
        let parts = middle.lines[0].text.split(separator: "…", omittingEmptySubsequences: false)
        #expect(parts.count == 2)
        #expect(text.hasPrefix(parts[0]) && text.hasSuffix(parts[1]))
        #expect(middle.lines[0].width <= 150)
        #expect(middle.isTruncated && head.isTruncated)
        // What is hidden is exactly what is not shown, whitespace not counted.
        func visible(_ s: Substring) -> Int { s.filter { !$0.isWhitespace && $0 != "…" }.count }
        let total = visible(Substring(text))
        #expect(head.hiddenCharacters == total - visible(Substring(head.lines[0].text)))
        #expect(middle.hiddenCharacters == total - visible(Substring(middle.lines[0].text)))
        #expect(head.lines[0].text == "…traal, Stationsplein")
        #expect(middle.lines[0].text == "Amsterda…onsplein")
    }

    @Test func textThatFitsIsNotTruncated() {
        let layout = set("Short", width: 200, limit: 1)
        #expect(layout.lines.map(\.text) == ["Short"])
        #expect(!layout.isTruncated && layout.hiddenCharacters == 0)
        // No width: only the line limit cuts.
        let limited = set("one\ntwo\nthree", limit: 2)
        #expect(limited.lines.map(\.text) == ["one", "two…"])
        #expect(limited.hiddenCharacters == 5)
    }

    @Test func sizeWeightAndLineHeightChangeTheMetrics() {
        let regular = width("Panels")
        #expect(width("Panels", style: TextStyle(size: 14, weight: .bold)) > regular)
        let big = width("Panels", style: TextStyle(size: 28))
        #expect(abs(big - 2 * regular) <= 2)
        let single = set("a", style: TextStyle(size: 14)).lineHeight
        let tall = set("a", style: TextStyle(size: 14, lineHeight: 1.5)).lineHeight
        #expect(tall == single * 1.5)
        #expect(single == 17)
    }

    @Test func captionsInLayoutReportTruncationInTheDump() throws {
        let panel = Column(alignment: .leading, spacing: 0) {
            Caption("The quick brown fox jumps over the lazy dog").lineLimit(2).id("title")
        }.frame(width: 120)
        let c = Composition(panel, size: Size(width: 200, height: 100), measurer: measurer)
        let title = try #require(c.tree.explicitIDs.first { $0.value == "title" }?.key)
        // "The quick brown" is 118 pt wide: the caption is, centered in the 120 pt frame.
        #expect(c.frames[Int(title)] == Rect(x: 41, y: 33, width: 118, height: 34))
        #expect(c.layoutDump.contains("id=title [41, 33, 118x34] lines=2 truncated(10)"))
        #expect(c.texts[title]?.isTruncated == true)
    }

    @Test func linesAlignInsideTheCaption() throws {
        func runs(_ alignment: HorizontalAlignment, _ direction: LayoutDirection) -> [TextRun] {
            var context = PanelContext()
            context.layoutDirection = direction
            let c = Composition(
                Caption("wide first line\nshort").lineAlignment(alignment).frame(width: 150),
                size: Size(width: 150, height: 60), context: context, measurer: measurer)
            return c.displayList.commands.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
        }
        let captionWidth = width("wide first line")
        let shortWidth = width("short")
        let left = (150 - captionWidth) / 2
        let leading = runs(.leading, .leftToRight)
        #expect(leading.map(\.origin.x) == [left.rounded(), left.rounded()])
        let trailing = runs(.trailing, .leftToRight)
        #expect(trailing[1].origin.x == (left + captionWidth - shortWidth).rounded())
        let center = runs(.center, .leftToRight)
        #expect(center[1].origin.x == (left + (captionWidth - shortWidth) / 2).rounded())
        // Right to left: leading is the right edge.
        let rtl = runs(.leading, .rightToLeft)
        #expect(rtl[1].origin.x == trailing[1].origin.x)
    }

    @Test func renderedTextStaysInsideItsFrames() throws {
        let panel = Column(alignment: .leading, spacing: 8) {
            Caption("Wrapped at UAX #14 opportunities: state-of-the-art line breaking.").id("wrap")
            Caption("Truncated at the tail after two lines, because it is far too long to fit")
                .lineLimit(2).textStyle(TextStyle(size: 14, weight: .bold)).id("tail")
            Caption("Amsterdam Centraal, Stationsplein").lineLimit(1).truncation(.middle).id("middle")
            Row(spacing: 8) {
                Caption("Leading").id("left")
                Gap()
                Caption("Trailing").id("right")
            }
        }
        .padding(12)
        .frame(width: 220)
        .background(RGBA(hex: 0xF2F2F7))
        let c = Composition(panel, size: Size(width: 240, height: 200), measurer: measurer)
        let image = try OffscreenRenderer.render(c.displayList)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("panels-text-layout.png")
        try PNGCodec.encode(image).write(to: url)
        var inside = Set<Int>()
        for (node, _) in c.tree.explicitIDs {
            let f = c.frames[Int(node)]
            for y in Int(f.minY) ..< Int(f.maxY.rounded(.up)) {
                for x in Int(f.minX) ..< Int(f.maxX.rounded(.up)) { inside.insert(y * image.width + x) }
            }
        }
        // Every dark (text) pixel lies inside some caption's frame, and there are some.
        var dark = 0
        var outside = 0
        for y in 0 ..< image.height {
            for x in 0 ..< image.width where image.pixel(x: x, y: y).red < 100 {
                dark += 1
                if !inside.contains(y * image.width + x) { outside += 1 }
            }
        }
        #expect(dark > 500)
        #expect(outside == 0)
    }
}
