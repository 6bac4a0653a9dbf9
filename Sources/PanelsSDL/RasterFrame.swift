import Panels
import PanelsRaster

/// A reusable frame of pixels that display lists are drawn into by Panels'
/// rasterizer: what `OffscreenRenderer` and `WindowHost` draw with, public for
/// benchmarks and hosts that present pixels themselves.
///
/// Contract: `draw` runs every command of the list in order onto the current pixels
/// (a list normally starts with `.clear`); the result is deterministic. One frame is
/// drawn by one thread at a time; different frames draw on different threads at once
/// (the glyph, picture and shadow caches have their own locks; `SDLLock` is taken
/// only when SDL_ttf or SDL2_image must be called). Problems met while drawing (pictures that do not decode,
/// fonts) are returned, each naming its file; pass them to the sink of what was drawn
/// (`PanelContext.diagnostics`).
public final class RasterFrame {
    let buffer: PixelBuffer

    public var width: Int { buffer.width }
    public var height: Int { buffer.height }

    public init(width: Int, height: Int) {
        buffer = PixelBuffer(width: max(1, width), height: max(1, height))
    }

    /// Draws `list` over the frame's current pixels.
    @discardableResult
    public func draw(_ list: DisplayList) -> [Diagnostic] {
        var canvas = Canvas(buffer: buffer)
        var executor = DisplayListExecutor.sdl()
        executor.draw(list, into: &canvas)
        return executor.diagnostics
    }

    /// The frame as straight-alpha RGBA pixels.
    public func image() -> PixelImage {
        PixelImage(width: width, height: height, bytes: buffer.straightRGBA())
    }

    /// Premultiplied ARGB word of pixel (x, y): `0xAARRGGBB`.
    public func argb(x: Int, y: Int) -> UInt32 {
        buffer.pixels[y * width + x]
    }

    /// TTF_Render* calls made so far by the text cache (steady frames make none).
    public static var textRenderCalls: Int { TextCache.shared.renderCalls }
}
