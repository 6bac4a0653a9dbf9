import Panels
@testable import PanelsSDL
import PanelsSamples
import Testing
import PanelsTestSupport

/// Caret stops from HarfBuzz's clusters on the bundled font, as the renderer places
/// the runs: right to left, mixed, ligatures, marks, emoji.
@Suite("Caret stops from the shaper")
struct CaretStopsShapingTests {
    static let measurer = SDLTextMeasurer.shared(scale: 2)
    static let style = TextStyle.body

    static let pieces: [String] = [
        "yoga", "hot", " ", "Balayage", "مرحبا", "يوغا", "لا", "ساخنة", "שלום", "אבג", "60", "2026", "e\u{301}",
        "👍🏽", "، ", "(", ")", "-", "ffi", "AV", "بِسْم",
        // Colour emoji clusters: ZWJ sequences, flags, skin tones, presentation selectors.
        "👨‍👩‍👧", "👩‍👩‍👦", "🇯🇵", "🇺🇸🇫🇷", "👋🏿", "🙏🏻", "❤️", "⌛", "😀", "ᛒ",
    ]

    static func random(_ g: inout SplitMix64) -> String {
        var text = ""
        for _ in 0 ..< Int.random(in: 0 ... 7, using: &g) { text += pieces.randomElement(using: &g)! }
        return text
    }

    @Test("Property: one stop per grapheme boundary, monotonic in visual order per run, hit-test(caretX(i)) lands on i")
    func properties() {
        PropertyTest.check("caret stops", cases: 600) { g in
            let text = CaretStopsShapingTests.random(&g)
            let rightToLeft = Bool.random(using: &g)
            let stops = Self.measurer.caretStops(
                text, style: Self.style, direction: rightToLeft ? .rightToLeft : .leftToRight,
                layout: rightToLeft ? .rightToLeft : .leftToRight)
            guard stops.clusters.count == text.count else {
                return "\(stops.clusters.count) clusters for \(text.count) characters in \(text.debugDescription)"
            }
            for (i, cluster) in stops.clusters.enumerated() {
                guard cluster.minX <= cluster.maxX + 1e-9, cluster.minX >= -1e-9, cluster.maxX <= stops.width + 1e-6
                else { return "cluster \(i) of \(text.debugDescription) is \(cluster) in width \(stops.width)" }
            }
            // Runs of one direction (logical order): stops move right (LTR) or left (RTL).
            var i = 0
            while i < stops.clusters.count {
                var j = i
                while j + 1 < stops.clusters.count && stops.clusters[j + 1].rightToLeft == stops.clusters[i].rightToLeft
                {
                    j += 1
                }
                let rtl = stops.clusters[i].rightToLeft
                for k in i ..< j {
                    let a = stops.caretX(k)
                    let b = stops.caretX(k + 1)
                    if rtl ? b > a + 1e-6 : b < a - 1e-6 {
                        return "stops \(k)→\(k + 1) go the wrong way (\(a) → \(b)) in \(text.debugDescription)"
                    }
                }
                i = j + 1
            }
            for k in 0 ... text.count {
                let hit = stops.index(atX: stops.caretX(k))
                if hit != k && abs(stops.caretX(hit) - stops.caretX(k)) > 1e-9 {
                    return "hit-test of stop \(k) gave \(hit) in \(text.debugDescription)"
                }
            }
            return nil
        }
    }

    @Test("Emoji clusters are one stop each: a ZWJ family, a flag and a skin tone step as one, as wide as drawn")
    func emojiClustersAreOneStop() throws {
        let text = "Ok 👍🏽 👨‍👩‍👧 🇯🇵 ⌛ ᛒ done"
        let stops = Self.measurer.caretStops(text, style: Self.style, direction: .leftToRight, layout: .leftToRight)
        #expect(stops.clusters.count == text.count)
        let drawn = SDLLock.run { () -> Double in
            let pixels = Int32((Self.style.size * 2).rounded())
            let chain = (try? FontFallback.chain(family: nil, weight: .regular, italic: false, pixels: pixels)) ?? []
            return Double(TextCache.shapedWidth(text, chain: chain, base: .leftToRight)) / 2
        }
        #expect(abs(stops.width - drawn) < 1e-9)
        // Each emoji is one grapheme with one stop on each side, an emoji's advance apart
        // (2550 / 2048 em at 28 pixels: 35 pixels, 17.5 points).
        for (i, character) in text.enumerated() where character.unicodeScalars.first!.value >= 0x1F000 {
            #expect(abs(stops.clusters[i].maxX - stops.clusters[i].minX - 17.5) < 1e-9, "\(character)")
        }
    }

    @Test("Stops end where the drawn line ends; in Latin text each stop is the drawn width of the text before it")
    func agreesWithTheDrawnLine() throws {
        let font = try SDLLock.run { try FontLibrary.shared.font(.regular, pixelSize: Self.style.size * 2) }
        func drawn(_ text: String, rightToLeft: Bool = false) -> Double {
            SDLLock.run {
                Double(TextCache.shapedWidth(text, font: font, base: rightToLeft ? .rightToLeft : .leftToRight)) / 2
            }
        }
        for (text, rtl) in [("Wave AV Tokyo", false), ("مساج 60 دقيقة", true), ("abc אבג", false), ("يوغا hot", true)] {
            let stops = Self.measurer.caretStops(
                text, style: Self.style, direction: rtl ? .rightToLeft : .leftToRight,
                layout: rtl ? .rightToLeft : .leftToRight)
            #expect(abs(stops.width - drawn(text, rightToLeft: rtl)) < 1e-9, "\(text)")
        }
        // (No strong kerning pairs across the boundaries, where a prefix alone is set unkerned.)
        for text in ["Balayage studio", "hot yoga"] {
            let stops = Self.measurer.caretStops(text, style: Self.style, direction: .leftToRight, layout: .leftToRight)
            for (k, end) in text.indices.dropFirst().enumerated() {
                #expect(abs(stops.caretX(k + 1) - drawn(String(text[..<end]))) <= 0.5, "\(text) stop \(k + 1)")
            }
        }
    }

    @Test("Arabic: stops run right to left from the right edge; a lam-alef ligature shares its width")
    func arabic() {
        let word = "مرحبا"
        let stops = Self.measurer.caretStops(word, style: Self.style, direction: .rightToLeft, layout: .rightToLeft)
        #expect(abs(stops.caretX(0) - stops.width) < 1e-9 && abs(stops.caretX(5)) < 1e-9)
        for k in 0 ..< 5 { #expect(stops.caretX(k + 1) < stops.caretX(k)) }
        let ligature = Self.measurer.caretStops(
            "سلام", style: Self.style, direction: .rightToLeft, layout: .rightToLeft)
        // س ل ا م: lam and alef are one glyph; the stop between them is inside it.
        #expect(ligature.caretX(1) > ligature.caretX(2) && ligature.caretX(2) > ligature.caretX(3))
    }

    @Test("Mixed text in a left-to-right line: the Hebrew run is reversed in place")
    func mixed() {
        let stops = Self.measurer.caretStops(
            "abc אבג", style: Self.style, direction: .leftToRight, layout: .leftToRight)
        #expect(stops.caretX(0) == 0)
        #expect(stops.clusters[3].rightToLeft == false && stops.clusters[4].rightToLeft)
        // Before א: the run's right end (the line's); after ג: the run's left end, where the space ends.
        #expect(abs(stops.caretX(4) - stops.width) < 1e-9)
        #expect(abs(stops.caretX(7) - stops.clusters[3].maxX) < 1e-9)
        #expect(stops.caretX(5) < stops.caretX(4) && stops.caretX(6) < stops.caretX(5))
    }

    @Test("Automatic direction: the caret follows the drawn paragraph direction, not the layout's")
    func automaticDirection() {
        // English with a trailing "!" in a right-to-left layout is drawn left to right (P2–P3),
        // so the "!" stays at the right end; Arabic in a left-to-right layout the other way.
        for (text, drawn) in [("Yoga!", LayoutDirection.leftToRight), ("يوغا!", .rightToLeft)] {
            for layout in [LayoutDirection.leftToRight, .rightToLeft] {
                let automatic = Self.measurer.caretStops(text, style: Self.style, direction: .auto, layout: layout)
                let forced = Self.measurer.caretStops(
                    text, style: Self.style, direction: drawn == .rightToLeft ? .rightToLeft : .leftToRight,
                    layout: drawn)
                #expect(automatic.clusters == forced.clusters, "\(text) in a \(layout) layout")
            }
        }
    }

    /// Japanese comes from the registered subset, not DejaVu (which has no glyph for
    /// it): the stops are placed per font of the fallback chain, as the line is drawn.
    @Test(
        "Japanese and Japanese with Latin: stops add up to the drawn line, each stop is the drawn prefix, hit-tests land"
    )
    func japaneseThroughTheFallbackChain() throws {
        SampleFonts.register()
        let pixels = Int32((Self.style.size * 2).rounded())
        let chain = try SDLLock.run {
            try FontFallback.chain(family: nil, weight: Self.style.weight, italic: false, pixels: pixels)
        }
        func drawn(_ text: String) -> Double {
            SDLLock.run { Double(TextCache.shapedWidth(text, chain: chain, base: .leftToRight)) / 2 }
        }
        for text in ["ヨガ", "ピラティスのクラス", "近くのスタジオ", "ヨガ yoga 19:00", "Hot ヨガ、満席", "「ヨガ」を検索"] {
            #expect(SDLLock.run { FontFallback.missing(text, chain: chain) }.isEmpty, "\(text)")
            let stops = Self.measurer.caretStops(text, style: Self.style, direction: .leftToRight, layout: .leftToRight)
            #expect(stops.clusters.count == text.count)
            #expect(abs(stops.width - drawn(text)) < 1e-9, "\(text): \(stops.width) vs \(drawn(text))")
            // The measured line (what layout and the field's width use) is as wide.
            let layout = Self.measurer.layout(text, style: Self.style, maxWidth: nil, lineLimit: nil)
            #expect(abs(layout.size.width - stops.width) <= 0.5, "\(text): \(layout.size.width) vs \(stops.width)")
            // Each stop is the drawn width of the text before it — except inside a kerned
            // pair (Noto kerns ティ), where a prefix alone is set unkerned.
            for (k, end) in text.indices.dropFirst().enumerated() where !text.contains("ティ") {
                #expect(abs(stops.caretX(k + 1) - drawn(String(text[..<end]))) <= 0.5, "\(text) stop \(k + 1)")
            }
            for k in 0 ... text.count {
                #expect(stops.index(atX: stops.caretX(k)) == k, "\(text): hit-test of stop \(k)")
                if k > 0 { #expect(stops.caretX(k) > stops.caretX(k - 1), "\(text): stop \(k) moves right") }
            }
        }
        // Not DejaVu's missing-glyph advances: a CJK character is about an em wide.
        let one = Self.measurer.caretStops("ヨ", style: Self.style, direction: .leftToRight, layout: .leftToRight)
        #expect(abs(one.width - Self.style.size) <= 1, "\(one.width) for one em of \(Self.style.size)")
    }
}
