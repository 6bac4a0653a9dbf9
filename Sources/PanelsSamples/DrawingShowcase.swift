import Foundation
import Panels
import PanelsSampleAssets

/// The drawing showcase: every drawing command in one scene, as a designer would
/// check it: rounded cards with soft shadows, per-corner radii, circles and
/// capsules, borders, an arrow, nested and rounded clips, a group at half opacity
/// whose children overlap, pictures fitted and filled with rounded corners, a
/// missing picture's placeholder, and right-to-left and mixed-direction text.
///
/// Its pictures come from the samples' `Drawing/Images` folder unless the context
/// already names a picture folder. Its page, cards and text follow the context's
/// appearance (light or dark), every text at WCAG AA.
public struct DrawingShowcase: Panel {
    public init() {
        SampleFonts.register()  // the CJK line
    }

    /// The CJK line of the text card, drawn with the samples' Japanese subset
    /// (`SampleFonts`); `Assets/Samples/Fonts/subset.py` cuts the subset to cover it.
    public static let cjkLine = "日本語の文字も、きれいに描けます。"

    static let blue = RGBA(hex: 0x0A84FF)
    static let green = RGBA(hex: 0x30D158)
    static let orange = RGBA(hex: 0xFF9F0A)
    static let pink = RGBA(hex: 0xFF375F)

    /// The scene's neutral colors in an appearance: iOS's grouped look (cards on a gray
    /// page in light; dark-gray cards on black in dark). The vivid fills read on both.
    struct Palette {
        let ink: RGBA, secondary: RGBA, card: RGBA, page: RGBA, shadow: RGBA
        /// The text on the capsule (tinted with the blue at 15 %): 5.84:1 in light,
        /// 5.0:1 in dark (the blue itself was 3.05:1 in light).
        let capsuleText: RGBA
        /// Behind the fitted picture: the letterbox it leaves.
        let letterbox: RGBA

        init(_ appearance: Appearance) {
            switch appearance {
            case .light:
                (ink, secondary, card, page) = (
                    RGBA(hex: 0x1C1C1E), RGBA(hex: 0x6E6E73), RGBA(hex: 0xFFFFFF), RGBA(hex: 0xF2F2F7)
                )
                (shadow, capsuleText, letterbox) = (
                    RGBA(hex: 0x000000, opacity: 0.16), RGBA(hex: 0x0040DD), RGBA(hex: 0xE5E5EA)
                )
            case .dark:
                (ink, secondary, card, page) = (
                    RGBA(hex: 0xFFFFFF), RGBA(hex: 0xAEAEB2), RGBA(hex: 0x1C1C1E), RGBA(hex: 0x000000)
                )
                (shadow, capsuleText, letterbox) = (
                    RGBA(hex: 0x000000, opacity: 0.5), RGBA(hex: 0x409CFF), RGBA(hex: 0x2C2C2E)
                )
            }
        }
    }

    public var body: some Panel {
        ContextReader { context in
            Self.page(Palette(context.appearance))
        }
        .context { context in
            if context.pictureFolder == nil {
                context.pictureFolder = try? SampleAssets.file("Drawing/Images")
            }
        }
    }

    static func page(_ palette: Palette) -> some Panel {
        Column(alignment: .leading, spacing: 16) {
            Row(spacing: 16) {
                shapesCard(palette)
                picturesCard(palette)
            }
            Row(spacing: 16) {
                effectsCard(palette)
                textCard(palette)
            }
        }
        .padding(20)
        // The background fills whatever space the scene is given (a window larger than
        // the cards), not only the cards' ideal size; the cards stay at the top.
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(palette.page)
    }

    static func cardFrame<Content: Panel>(
        _ title: String, _ palette: Palette, @PanelBuilder _ content: () -> Content
    ) -> some Panel {
        Column(alignment: .leading, spacing: 10) {
            Caption(title).textStyle(.headline).foreground(palette.ink)
            content()
            Gap()
        }
        .padding(16)
        .frame(width: 290, height: 196, alignment: .topLeading)
        .background(palette.card, cornerRadius: 14)
        .shadow(palette.shadow, radius: 12, y: 4, cornerRadius: 14)
    }

    static func shapesCard(_ palette: Palette) -> some Panel {
        cardFrame("Shapes", palette) {
            Row(spacing: 12) {
                Tile(cornerRadius: 10).fill(Self.blue).frame(width: 52, height: 52)
                Tile(corners: CornerRadii(topLeading: 24, topTrailing: 4, bottomTrailing: 24, bottomLeading: 4))
                    .fill(Self.green).frame(width: 52, height: 52)
                Disc().fill(Self.orange).frame(width: 52, height: 52)
                Disc().stroke(Self.pink, width: 3).frame(width: 52, height: 52)
            }
            Row(spacing: 12) {
                Pill().fill(Self.blue.withOpacity(0.15)).frame(width: 96, height: 28)
                    .background(Caption("Capsule").textStyle(.footnote).foreground(palette.capsuleText))
                Tile(cornerRadius: 8).stroke(palette.secondary, width: 1).frame(width: 64, height: 28)
                Arrow(pointing: .top).fill(palette.ink).frame(width: 26, height: 13)
                Arrow(pointing: .trailing).fill(Self.pink).frame(width: 13, height: 26)
            }
            Caption("Anti-aliased fills, strokes, per-corner radii, arrows")
                .textStyle(.footnote).foreground(palette.secondary)
        }
    }

    static func picturesCard(_ palette: Palette) -> some Panel {
        cardFrame("Pictures", palette) {
            Row(spacing: 12) {
                Picture("sunset").fill().cornerRadius(12).frame(width: 76, height: 76).accessibility(
                    label: "Sunset, filled")
                Picture("sunset").fit().frame(width: 76, height: 76).accessibility(label: "Sunset, fitted")
                    .background(palette.letterbox, cornerRadius: 6)
                Picture("badge").cornerRadius(38).frame(width: 76, height: 76).accessibility(
                    label: "Badge, clipped to a circle")
            }
            Row(spacing: 10) {
                Picture(Self.missingPicture).frame(width: 28, height: 28).accessibility(label: "A missing picture")
                Caption("fill · fit · circle clip · missing file")
                    .textStyle(.footnote).foreground(palette.secondary)
            }
        }
    }

    static func effectsCard(_ palette: Palette) -> some Panel {
        cardFrame("Effects", palette) {
            Row(spacing: 14) {
                // Overlapping discs in a half-opacity group: no darker overlap.
                Layers(alignment: .leading) {
                    Disc().fill(Self.blue).frame(width: 56, height: 56)
                    Disc().fill(Self.blue).frame(width: 56, height: 56).padding(
                        EdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 0))
                }
                .opacity(0.5)
                // A rounded clip: the stripes stay inside the corners.
                Column(spacing: 0) {
                    Swatch(Self.orange).frame(height: 19)
                    Swatch(Self.pink).frame(height: 19)
                    Swatch(Self.green).frame(height: 18)
                }
                .frame(width: 56, height: 56)
                .clipped(cornerRadius: 16)
                Caption("Bordered")
                    .textStyle(.footnote).foreground(palette.ink)
                    .padding(horizontal: 10, vertical: 8)
                    .border(Self.blue, width: 1.5, cornerRadius: 8)
            }
            Caption("Group opacity, rounded clip, border, shadows")
                .textStyle(.footnote).foreground(palette.secondary)
        }
    }

    static func textCard(_ palette: Palette) -> some Panel {
        cardFrame("Text", palette) {
            Caption("Panels draws crisp text at every scale.").foreground(palette.ink)
            // Right-to-left lines, shaped per direction run and set against the trailing edge.
            Row {
                Gap(); Caption("مرحبا بالعالم").foreground(palette.ink).layoutDirection(.rightToLeft)
            }
            Row {
                Gap(); Caption("שלום עולם").foreground(palette.ink).layoutDirection(.rightToLeft)
            }
            Caption("Mixed: العربية and English 123").textStyle(.footnote).foreground(palette.secondary)
            Caption(Self.cjkLine).textStyle(.footnote).foreground(palette.secondary)
        }
    }
}

extension DrawingShowcase {
    /// The picture the drawing scene leaves missing on purpose, to show how a missing
    /// picture is drawn and reported.
    public static let missingPicture = "no-such-picture"

    /// `diagnostic` as a demo prints it: the report of the deliberately missing picture
    /// says it is a demonstration, so a newcomer does not read it as a bug.
    public static func describe(_ diagnostic: Diagnostic) -> String {
        guard diagnostic.message.contains("Picture \"\(missingPicture)\"") else { return "\(diagnostic)" }
        return "note (expected): the drawing scene shows a missing picture on purpose — \(diagnostic.message)"
    }

    /// Each distinct report of `diagnostics` as a demo prints it (`describe(_:)`), once
    /// and in order: a scene resolved many times reports the same problem each time.
    public static func describe(_ diagnostics: [Diagnostic]) -> [String] {
        var seen = Set<String>()
        return diagnostics.map(describe).filter { seen.insert($0).inserted }
    }
}
