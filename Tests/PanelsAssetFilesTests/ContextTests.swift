import Foundation
import Panels
@testable import PanelsAssetFiles
import PanelsSDL
import Testing

/// Appearance, locale and assets flowing down a real panel tree, laid out with the real
/// fonts and drawn by Panels' own rasterizer.
@Suite("Context: appearance, locale, assets", .serialized)
struct ContextTests {
    static let widget = AssetCatalog.load(from: Fixture.url("widget"))
    static let start = Date(timeIntervalSince1970: 1_790_017_200 + 86_400)  // Tue 2026-09-22 19:00 UTC
    static let now = Date(timeIntervalSince1970: 1_790_000_000)  // Mon 2026-09-21 14:13 UTC

    /// A small upcoming-class card in the sample assets.
    struct Card: Panel {
        var body: some Panel {
            Column(alignment: .leading, spacing: 6) {
                Row {
                    Swatch("BrandAccent", cornerRadius: 6).frame(width: 32, height: 32)
                    Gap()
                    Caption(key: "widget.brand", table: "Widget").textStyle(.footnote)
                }
                Caption(key: "widget.title", table: "Widget").textStyle(.headline)
                Caption(
                    key: "widget.when", table: "Widget",
                    arguments: .relativeDay(ContextTests.start), .time(ContextTests.start))
                Caption(key: "widget.moreClasses", table: "Widget", arguments: 2)
                    .foreground(named: "SecondaryText")
                Gap()
            }
            .padding(16)
            .background(named: "WidgetBackground")
        }
    }

    func compose(
        _ panel: some Panel, locale: String = "en", appearance: Appearance = .light,
        contrast: Contrast = .standard
    ) -> (Composition, PanelContext) {
        var context = PanelContext()
        context.assets = Self.widget
        context.now = Self.now
        context.locale = Locale(identifier: locale)
        context.appearance = appearance
        context.contrast = contrast
        let composition = Composition(
            panel, size: Size(width: 338, height: 158), scale: 2, context: context,
            measurer: SDLTextMeasurer.shared(scale: 2))
        return (composition, context)
    }

    static func texts(_ c: Composition) -> [String] {
        c.displayList.commands.compactMap { if case .text(let run) = $0 { return run.text } else { return nil } }
    }

    static func fills(_ c: Composition) -> [RGBA] {
        c.displayList.commands.compactMap { if case .fill(_, let color, _) = $0 { return color } else { return nil } }
    }

    @Test func captionsLocalizeFromTheContextLocale() {
        let (en, enContext) = compose(Card())
        #expect(Self.texts(en) == ["Panels", "Up next", "Tomorrow at 7:00\u{202F}PM", "2 more classes"])
        #expect(enContext.diagnostics.all.isEmpty, "\(enContext.diagnostics.all)")
        let (nl, _) = compose(Card(), locale: "nl")
        #expect(Self.texts(nl) == ["Panels", "Hierna", "Morgen om 19:00", "nog 2 lessen"])
        let (de, _) = compose(Card(), locale: "de")  // the UTF-16 table
        #expect(Self.texts(de).contains("Als Nächstes"))
        let (pt, _) = compose(Card(), locale: "pt-PT")
        #expect(Self.texts(pt).contains("Amanhã às 19:00"))
    }

    @Test func namedColorsFollowTheAppearance() {
        let (light, _) = compose(Card())
        let (dark, _) = compose(Card(), appearance: .dark)
        let (darkHigh, _) = compose(Card(), appearance: .dark, contrast: .high)
        #expect(Self.fills(light).first == RGBA(hex: 0xFFFFFF))
        #expect(Self.fills(dark).first == RGBA(hex: 0x1C1C1E))
        #expect(Self.fills(darkHigh).first == RGBA(hex: 0x000000))
        // Default captions use the palette's label color: dark text on light, white on dark.
        func titleColor(_ c: Composition) -> RGBA? {
            c.displayList.commands.lazy.compactMap {
                if case .text(let r) = $0, r.text == "Up next" { return r.color } else { return nil }
            }.first
        }
        #expect(titleColor(light) == RGBA(hex: 0x1C1C1E))
        #expect(titleColor(dark) == RGBA(hex: 0xFFFFFF))
    }

    @Test func rightToLeftLocalesMirrorTheLayout() throws {
        let (ar, arContext) = compose(Card(), locale: "ar")
        #expect(arContext.layoutDirection == .rightToLeft)
        #expect(Self.texts(ar).contains("التالي"))
        let (xb, xbContext) = compose(Card(), locale: "ar-XB")
        #expect(xbContext.layoutDirection == .rightToLeft)
        // Words wrapped in RLM RLO … PDF RLM, the formatted time and day too.
        let (o, c) = ("\u{200F}\u{202E}", "\u{202C}\u{200F}")
        #expect(Self.texts(xb).contains("\(o)Up\(c) \(o)next\(c)"))
        #expect(Self.texts(xb).contains("\(o)\(o)Tomorrow\(c)\(c) \(o)at\(c) \(o)\(o)7:00\(c)\u{202F}\(o)PM\(c)\(c)"))
        // The brand swatch sits at the leading edge: left in en, right in ar.
        let (en, _) = compose(Card())
        func swatchX(_ c: Composition) -> Double? {
            c.displayList.commands.lazy.compactMap {
                if case .fill(let r, _, let radius) = $0, radius > 0 { return r.origin.x } else { return nil }
            }.first
        }
        #expect(try #require(swatchX(en)) < 100)
        #expect(try #require(swatchX(ar)) > 500)
    }

    @Test func localeChangesReResolve() {
        let panel = Column {
            Card().locale("fr"); Card().locale("en-XA").appearance(.dark)
        }
        let (c, _) = compose(panel)
        let texts = Self.texts(c)
        #expect(texts.contains("À suivre"))
        #expect(texts.contains("[Ûþ ñéẋţ one]"))
        // The dark subtree re-resolves named colors: white label text on the dark background.
        let darkTitle = c.displayList.commands.compactMap {
            if case .text(let r) = $0, r.text == "[Ûþ ñéẋţ one]" { return r.color } else { return nil }
        }
        #expect(darkTitle == [RGBA(hex: 0xFFFFFF)])
        #expect(Self.fills(c).contains(RGBA(hex: 0x1C1C1E)) && Self.fills(c).contains(RGBA(hex: 0xFFFFFF)))
    }

    @Test func formattedCaptionsFollowLocaleClockAndNow() {
        let start = Self.start
        let panel = Column {
            Caption(formatted: .time(start))
            Caption(formatted: .time(start)).locale("de")
            Caption(formatted: .time(start)).context { $0.hourCycle = .twentyFourHour }
            Caption(formatted: .relativeDay(start))
            Caption(formatted: .relativeDay(start)).now(start.addingTimeInterval(-3 * 86_400))
            Caption(formatted: .number(1234.5)).locale("fr")
        }
        let (c, _) = compose(panel)
        #expect(Self.texts(c) == ["7:00\u{202F}PM", "19:00", "19:00", "Tomorrow", "Tuesday", "1\u{202F}234,5"])
    }

    @Test func missingKeysAndColorsShowAVisibleFallbackAndAreReported() {
        let panel = Column {
            Caption(key: "widget.nope", table: "Widget")
            Swatch("NoSuchColor").frame(width: 10, height: 10)
            Caption("plain").foreground(named: "AlsoMissing")
        }
        let (c, context) = compose(panel)
        #expect(Self.texts(c).first == "widget.nope")
        #expect(Self.fills(c).contains(SemanticPalette.missing))
        let messages = context.diagnostics.all.map(\.description)
        #expect(messages.contains { $0.contains("missing key \"widget.nope\"") })
        #expect(messages.contains { $0.contains("missing color \"NoSuchColor\"") })
        #expect(messages.contains { $0.contains("missing color \"AlsoMissing\"") })
    }

    @Test func rendersTheCardInFourVariants() throws {
        var images: [PixelImage] = []
        for (locale, appearance) in [("en", Appearance.light), ("en-XA", .dark), ("ar", .light), ("ar-XB", .dark)] {
            let (c, _) = compose(Card(), locale: locale, appearance: appearance)
            let image = try OffscreenRenderer.render(c.displayList)
            try PNGCodec.write(image, to: URL(fileURLWithPath: "/tmp/panels-card-\(locale)-\(appearance).png"))
            images.append(image)
        }
        #expect(images.count == 4)
        #expect(images[0].difference(from: images[1]) != nil)
        // Deterministic: the same context renders the same pixels.
        let (again, _) = compose(Card())
        #expect(try OffscreenRenderer.render(again.displayList).difference(from: images[0]) == nil)
    }
}
