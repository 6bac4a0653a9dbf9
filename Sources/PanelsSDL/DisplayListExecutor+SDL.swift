import PanelsRaster

extension DisplayListExecutor {
    /// An executor that sets glyphs with SDL2_ttf (`TextCache`) and decodes pictures
    /// with SDL2_image (`SDLPictureDecoder.cache`). Thread-safe: the caches lock
    /// themselves and take `SDLLock` only around SDL calls.
    static func sdl() -> DisplayListExecutor {
        DisplayListExecutor(glyphs: TextCache.shared, pictures: SDLPictureDecoder.cache)
    }
}
