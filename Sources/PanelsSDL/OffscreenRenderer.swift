import CSDL2
import Panels

/// Renders panels to pixels without a window, through SDL's software renderer: the
/// deterministic path used by `panels render`, snapshot tests and previews.
///
/// Contract: the same display list gives byte-identical pixels on every run and
/// machine (software rasterizer, bundled fonts, no GPU). Thread-safe: the whole
/// render holds `SDLLock`.
public enum OffscreenRenderer {
    /// Draws `list` into a new surface of its pixel size and returns the pixels.
    public static func render(_ list: DisplayList) throws(SDLError) -> PixelImage {
        try SDLRuntime.start()
        let width = max(1, list.pixelWidth)
        let height = max(1, list.pixelHeight)
        guard width <= 16384, height <= 16384 else {
            throw SDLError("Rendering \(width)x\(height) pixels", message: "larger than 16384 pixels on a side")
        }
        return try SDLLock.run { () throws(SDLError) -> PixelImage in
            // An opaque background gives an opaque frame (XRGB, like a window); SDL's
            // blend into an ARGB target would round alpha below 255 at text edges.
            let format = list.isOpaque ? SDL_PIXELFORMAT_RGB888 : SDL_PIXELFORMAT_ARGB8888
            guard let surface = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(width), Int32(height), 32, format.rawValue) else {
                throw SDLError.current("SDL_CreateRGBSurfaceWithFormat")
            }
            defer { SDL_FreeSurface(surface) }
            guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
                throw SDLError.current("SDL_CreateSoftwareRenderer")
            }
            defer { SDL_DestroyRenderer(renderer) }
            var executor = DisplayListExecutor(renderer: renderer)
            executor.draw(list)
            SDL_RenderFlush(renderer)
            var bytes = [UInt8](repeating: 0, count: width * height * 4)
            let status = bytes.withUnsafeMutableBytes { buffer in
                SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ABGR8888.rawValue,
                                     buffer.baseAddress, Int32(width * 4))
            }
            if status != 0 { throw SDLError.current("SDL_RenderReadPixels") }
            return PixelImage(width: width, height: height, bytes: bytes)
        }
    }

    /// Resolves, lays out, paints and renders `panel` at `size` points and `scale`.
    public static func render<P: Panel>(_ panel: P, size: Size, scale: Double = 1,
                                        context: PanelContext = PanelContext(),
                                        background: RGBA = .white) throws(SDLError) -> PixelImage {
        let composition = Composition(panel, size: size, scale: scale, context: context,
                                      background: background,
                                      measurer: SDLTextMeasurer.shared(scale: scale))
        return try render(composition.displayList)
    }
}
