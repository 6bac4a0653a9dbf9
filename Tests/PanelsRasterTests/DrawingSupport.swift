import Foundation
import Panels
import PanelsSampleAssets
import Testing
@testable import PanelsRaster
@testable import PanelsSDL

/// Small helpers for the drawing tests: render a few commands on a background and
/// read pixels back.
enum Drawing {
    static let background = RGBA(hex: 0xFFFFFF)

    /// Renders `commands` over a white `width`×`height` frame.
    static func render(
        _ width: Int, _ height: Int, _ commands: [DrawCommand],
        background: RGBA = Drawing.background
    ) throws -> PixelImage {
        try OffscreenRenderer.render(
            DisplayList(
                pixelWidth: width, pixelHeight: height, scale: 1,
                commands: [.clear(background)] + commands))
    }

    /// Renders a panel at `scale` with pictures from `folder` (default: the drawing
    /// sample's pictures); with everything the context's sink collected, as text.
    static func render<P: Panel>(
        _ panel: P, _ width: Double, _ height: Double, scale: Double = 1,
        folder: URL? = nil
    ) throws -> (PixelImage, [String], Composition) {
        var context = PanelContext()
        context.pictureFolder = folder ?? (try? SampleAssets.file("Drawing/Images"))
        let composition = Composition(
            panel, size: Size(width: width, height: height), scale: scale,
            context: context, measurer: SDLTextMeasurer.shared(scale: scale))
        let (image, drawing) = try OffscreenRenderer.renderReporting(composition.displayList)
        context.diagnostics.report(drawing)
        return (image, context.diagnostics.all.map(\.description), composition)
    }

    static var fixtureImages: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent("Images")
    }

    /// How much of `color` pixel `p` shows over white, 0…1, from its red channel
    /// (for colors with red = 0).
    static func coverage(_ p: RGBA) -> Double { 1 - Double(p.red) / 255 }
}

/// A glyph source for display lists without text: any run is a test error.
struct NoGlyphs: GlyphSource {
    func coverage(of run: TextRun) throws -> AlphaMask {
        Issue.record("unexpected text run \"\(run.text)\"")
        return AlphaMask(width: 0, height: 0, bytes: [])
    }
}

/// A picture decoder for display lists without pictures: every picture fails.
struct NoPictures: PictureDecoder {
    func decode(path: String, pixelBudget: Int) throws(PictureFailure) -> PixelBuffer {
        throw PictureFailure("decode", message: "no pictures in this test")
    }
}
