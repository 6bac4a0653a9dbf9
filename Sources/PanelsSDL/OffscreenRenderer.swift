import CSDL2
import Foundation
import Panels
import PanelsRaster

/// Renders panels to pixels without a window: the deterministic path used by
/// `panels render`, snapshot tests and previews.
///
/// Contract: the same display list gives byte-identical pixels on every run and
/// machine: Panels' own rasterizer (integer blending, fixed order), SDL2_ttf glyphs
/// from the bundled fonts, SDL2_image decoding; no GPU. Thread-safe, and renders on
/// different threads rasterize at once: the glyph, picture and shadow caches have
/// their own locks, and `SDLLock` is held only around calls into SDL2_ttf and
/// SDL2_image (cache misses). Problems (missing pictures, fonts) are drawn as visible
/// placeholders and reported: to the context's `diagnostics` sink, and returned by
/// `renderReporting`.
public enum OffscreenRenderer {
    /// Draws `list` into a new frame of its pixel size and returns the pixels.
    public static func render(_ list: DisplayList) throws(SDLError) -> PixelImage {
        try renderReporting(list).image
    }

    /// Draws `list` and also returns what drawing met (pictures that do not decode,
    /// fonts that do not open), each naming its file.
    public static func renderReporting(_ list: DisplayList) throws(SDLError)
        -> (image: PixelImage, diagnostics: [Diagnostic])
    {
        try SDLRuntime.start()
        let width = max(1, list.pixelWidth)
        let height = max(1, list.pixelHeight)
        guard width <= 16384, height <= 16384 else {
            throw SDLError("Rendering \(width)x\(height) pixels", message: "larger than 16384 pixels on a side")
        }
        // A frame whose list starts with a clear needs no zeroed buffer: the clear
        // writes every pixel. Buffers are reused between renders of the same size.
        let buffer = PixelBufferPool.shared.take(width: width, height: height, drawing: list)
        defer { PixelBufferPool.shared.put(buffer) }
        // No SDLLock here: the caches lock themselves and take SDLLock only to call
        // SDL_ttf or SDL2_image, so renders on different threads rasterize at once.
        var canvas = Canvas(buffer: buffer)
        var executor = DisplayListExecutor.sdl()
        // A still shows every picture: decodes under way (on the store's worker) are waited for.
        executor.waitsForPictures = true
        executor.draw(list, into: &canvas)
        let image = PixelImage(width: width, height: height, bytes: buffer.straightRGBA())
        return (image, executor.diagnostics)
    }

    /// Why the picture `file` cannot be drawn within `pixelBudget` pixels (the
    /// warning drawing would report: damaged chunks, a truncated or unreadable file),
    /// or nil when it decodes. It is decoded through the cache drawing uses, so
    /// drawing it next costs no second decode. For tools that mark what failed (the
    /// preview's contact sheet) before they draw.
    public static func pictureProblem(
        file: String, pixelBudget: Int = PictureHeader.defaultPixelBudget
    ) -> String? {
        do { try SDLRuntime.start() } catch { return error.description }
        switch SDLPictureDecoder.cache.pixels(file, pixelBudget: pixelBudget) {
        case .success: return nil
        case .failure(let failure): return failure.description
        }
    }

    /// Resolves, lays out, paints and renders `panel` at `size` points and `scale`.
    /// Pictures load from `context.pictureFolder` (none when it is nil).
    public static func render<P: Panel>(
        _ panel: P, size: Size, scale: Double = 1,
        context: PanelContext = PanelContext(),
        background: RGBA = .white
    ) throws(SDLError) -> PixelImage {
        try renderReporting(panel, size: size, scale: scale, context: context, background: background).image
    }

    /// `render(_:size:scale:context:background:)` that also returns everything the
    /// context's sink (`context.diagnostics`) holds afterwards: what resolving met
    /// (missing strings and colors, pictures not found, nesting cut, popovers nested
    /// too deep) and what drawing met (pictures that do not decode, fonts), which is
    /// reported to that sink too.
    public static func renderReporting<P: Panel>(
        _ panel: P, size: Size, scale: Double = 1,
        context: PanelContext = PanelContext(),
        background: RGBA = .white
    ) throws(SDLError)
        -> (image: PixelImage, diagnostics: [Diagnostic])
    {
        let composition = Composition(
            panel, size: size, scale: scale, context: context,
            background: background,
            measurer: SDLTextMeasurer.shared(scale: scale))
        let (image, drawing) = try renderReporting(composition.displayList)
        context.diagnostics.report(drawing)
        return (image, context.diagnostics.all)
    }
}
