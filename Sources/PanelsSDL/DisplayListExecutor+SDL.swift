import PanelsRaster

extension DisplayListExecutor {
    /// An executor that sets glyphs with SDL2_ttf (`TextCache`) and decodes pictures
    /// with SDL2_image (`SDLPictureDecoder.cache`). Use it with `SDLLock` held.
    static func sdl() -> DisplayListExecutor {
        DisplayListExecutor(glyphs: TextCache.shared, pictures: SDLPictureDecoder.cache)
    }
}
