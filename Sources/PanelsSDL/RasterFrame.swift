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
    /// What the pixels show, for `drawChanges` (reset by `draw`).
    private var damage = FrameDamage()

    public var width: Int { buffer.width }
    public var height: Int { buffer.height }

    public init(width: Int, height: Int) {
        buffer = PixelBuffer(width: max(1, width), height: max(1, height))
    }

    /// Draws `list` over the frame's current pixels.
    @discardableResult
    public func draw(_ list: DisplayList) -> [Diagnostic] {
        damage.reset()
        var canvas = Canvas(buffer: buffer)
        var executor = DisplayListExecutor.sdl()
        executor.draw(list, into: &canvas)
        return executor.diagnostics
    }

    /// Makes the frame show `list` (as a window's frame does): the first list, or
    /// one after `draw`, a resize or a large change, is drawn whole (over zeroed
    /// pixels unless it starts with `.clear`); after that only the rectangles where
    /// it differs from the last list (`FrameDamage`) are drawn, byte for byte what a
    /// whole drawing gives. Returns the rectangles drawn (one, the whole frame, when
    /// drawn whole): what must be uploaded. Problems met are in `diagnostics`.
    package func drawChanges(_ list: DisplayList) -> (regions: [PixelRect], diagnostics: [Diagnostic]) {
        var executor = DisplayListExecutor.sdl()
        let whole = PixelRect(x0: 0, y0: 0, x1: width, y1: height)
        let regions = damage.regions(for: list, width: width, height: height, executor: executor) ?? [whole]
        executor.draw(list, into: buffer, regions: regions, bounds: damage.bounds)
        return (regions, executor.diagnostics)
    }

    /// Copies `regions` of the frame, as they are (premultiplied ARGB words), into
    /// `destination`, a frame of the same size with `pitch` bytes a row: the upload
    /// of a window's texture.
    package func copy(_ regions: [PixelRect], into destination: UnsafeMutableRawPointer, pitch: Int) {
        for region in regions {
            let r = region.intersection(PixelRect(x0: 0, y0: 0, x1: width, y1: height))
            guard !r.isEmpty else { continue }
            let bytes = r.width * 4
            for y in r.y0 ..< r.y1 {
                let offset: Int = y * pitch + r.x0 * 4
                let source = UnsafeRawPointer(buffer.pixels + (y * width + r.x0))
                (destination + offset).copyMemory(from: source, byteCount: bytes)
            }
        }
    }

    /// The frame's pixels (premultiplied ARGB words, rows without padding).
    package var pixels: UnsafeMutablePointer<UInt32> { buffer.pixels }

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
