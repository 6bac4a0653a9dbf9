import Foundation
import Panels
import Testing
@testable import PanelsRaster
@testable import PanelsSDL

/// The bundled icon set and the `Icon` panel: drawn from the bundled font at the
/// text style's size and weight in the foreground colour, labelled, mirrored where it
/// points a way in right-to-left, and unknown names reported with the nearest ones.
@Suite("Icons")
struct IconTests {
    static let ink = RGBA(hex: 0x1C5FD1)

    /// Pixels that show the icon's colour (more than half covered).
    static func inked(_ image: PixelImage) -> Int {
        stride(from: 0, to: image.bytes.count, by: 4).filter { image.bytes[$0] < 128 }.count
    }

    static func render<P: Panel>(_ panel: P, direction: LayoutDirection = .leftToRight) throws -> (
        PixelImage, [String], Composition
    ) {
        try Drawing.render(panel.foreground(Self.ink).layoutDirection(direction).padding(4), 64, 64, scale: 2)
    }

    @Test("Every name of the set has a glyph in the bundled font, and the table matches names.txt")
    func everyNameHasAGlyph() throws {
        let listed = try String(contentsOf: PanelsFontsFile.icons.appendingPathComponent("names.txt"), encoding: .utf8)
            .split(separator: "\n").map { $0.split(separator: " ")[0] }.map(String.init)
        #expect(listed == IconSet.names)
        let measurer = SDLTextMeasurer.shared(scale: 1)
        for name in IconSet.names {
            let text = String(IconSet.character(name)!)
            let layout = measurer.layout(
                text, style: TextStyle(size: 24, family: IconSet.family), maxWidth: nil, lineLimit: nil)
            #expect(layout.missingCharacters.isEmpty, "\(name)")
            #expect(layout.lines[0].width == 24, "\(name) is \(layout.lines[0].width) wide")
        }
        // PANELS_EMOJI_PNG=<folder>: every icon, twelve a row, written there to look at.
        if let folder = ProcessInfo.processInfo.environment["PANELS_EMOJI_PNG"] {
            let rows = stride(from: 0, to: IconSet.names.count, by: 12).map {
                Array(IconSet.names[$0 ..< min($0 + 12, IconSet.names.count)])
            }
            let (image, _, _) = try Drawing.render(
                Column(spacing: 6) {
                    Each(Array(rows.indices), id: \.self) { r in
                        Row(spacing: 6) { Each(rows[r], id: \.self) { name in Icon(name) } }
                    }
                }.textStyle(TextStyle(size: 24)).foreground(RGBA(hex: 0x1C1C1E)).padding(8), 380, 300, scale: 2)
            try PNGEncoder.encode(image).write(to: URL(fileURLWithPath: folder).appendingPathComponent("icons.png"))
        }
    }

    @Test("An icon draws in the foreground colour at the text style's size; nothing is reported")
    func sizeAndColourFollowTheTextStyle() throws {
        let (small, messages, _) = try Self.render(Icon("favorite").textStyle(TextStyle(size: 12)))
        let (large, _, _) = try Self.render(Icon("favorite").textStyle(TextStyle(size: 24)))
        #expect(messages.isEmpty, "\(messages)")
        #expect(Self.inked(small) > 100)
        // Four times the area, give or take the edges.
        #expect(Self.inked(large) > Self.inked(small) * 3)
        // The darkest pixel is the foreground colour.
        let darkest = stride(from: 0, to: large.bytes.count, by: 4).min { large.bytes[$0] < large.bytes[$1] }!
        #expect(Array(large.bytes[darkest ..< darkest + 3]) == [0x1C, 0x5F, 0xD1])
    }

    @Test("Semibold and bold icons draw heavier than regular (the set has one weight: emboldened)")
    func weightFollowsTheTextStyle() throws {
        let (regular, _, _) = try Self.render(Icon("star_border").textStyle(TextStyle(size: 20)))
        let (bold, messages, _) = try Self.render(Icon("star_border").textStyle(TextStyle(size: 20, weight: .bold)))
        #expect(messages.isEmpty, "\(messages)")
        #expect(Self.inked(bold) > Self.inked(regular) * 11 / 10)
    }

    @Test("Labels: given, or derived from the name; the role is image; decorative icons are left out")
    func labels() throws {
        let (_, _, composition) = try Self.render(
            Row(spacing: 4) {
                Icon("chevron_left")
                Icon("favorite", label: "Saved")
                Icon("star").decorative()
            })
        #expect(composition.accessibilityTree.elements(role: .image).map(\.label) == ["Chevron left", "Saved"])
    }

    @Test("Icons that point a way are mirrored in right-to-left; others are not")
    func mirroredInRightToLeft() throws {
        let (ltr, _, ltrComposition) = try Self.render(Icon("arrow_back"))
        let (rtl, _, rtlComposition) = try Self.render(Icon("arrow_back"), direction: .rightToLeft)
        #expect(!"\(ltrComposition.displayList)".contains("mirrored"))
        #expect("\(rtlComposition.displayList)".contains("mirrored"))
        #expect(ltr != rtl)
        let (upLTR, _, _) = try Self.render(Icon("arrow_upward"))
        let (upRTL, _, upComposition) = try Self.render(Icon("arrow_upward"), direction: .rightToLeft)
        #expect(!"\(upComposition.displayList)".contains("mirrored"))
        #expect(Self.inked(upLTR) == Self.inked(upRTL))
        #expect(Self.inked(ltr) == Self.inked(rtl))
    }

    @Test("An unknown name is reported when the panel resolves, with the nearest names")
    func unknownNamesAreReportedWithTheNearest() throws {
        let (image, messages, _) = try Self.render(Icon("chevron_lft"))
        #expect(messages.count == 1)
        #expect(messages.first?.contains("Icon \"chevron_lft\": no icon of that name") == true, "\(messages)")
        #expect(messages.first?.contains("nearest: chevron_left") == true, "\(messages)")
        #expect(Self.inked(image) == 0)
        #expect(IconSet.nearest(to: "heart").isEmpty == false)
        #expect(IconSet.nearest(to: "settings-gear").first == "settings")
    }
}

/// The bundled font folders, for tests that read the files beside the fonts.
enum PanelsFontsFile {
    static var icons: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/Fonts/Icons")
    }
}
