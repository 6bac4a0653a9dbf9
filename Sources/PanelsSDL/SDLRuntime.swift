import CSDL2
import CSDL2TTF
import CSDL2Image

/// Initializes SDL_ttf and SDL_image once per process (SDL video only when a window
/// is opened). Call `SDLRuntime.start()` before any other backend work; it is cheap
/// after the first call. Must be called with or without the SDL lock held.
enum SDLRuntime {
    nonisolated(unsafe) private static var started = false

    static func start() throws(SDLError) {
        try SDLLock.run { () throws(SDLError) in
            if started { return }
            if TTF_WasInit() == 0 && TTF_Init() != 0 {
                throw SDLError("TTF_Init", message: String(cString: panels_TTF_GetError()))
            }
            let flags = Int32(IMG_INIT_PNG.rawValue | IMG_INIT_JPG.rawValue)
            if IMG_Init(flags) & flags != flags {
                throw SDLError("IMG_Init", message: String(cString: panels_IMG_GetError()))
            }
            started = true
        }
    }
}
