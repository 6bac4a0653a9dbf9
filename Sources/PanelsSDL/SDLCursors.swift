import CSDL2
import Panels

/// SDL's system cursors for each `PointerShape`, created once (on the main thread)
/// and kept for the process.
enum SDLCursors {
    nonisolated(unsafe) private static var made: [PointerShape: OpaquePointer] = [:]

    /// Shows `shape` as the pointer.
    static func show(_ shape: PointerShape) {
        SDLLock.run {
            if made[shape] == nil, let cursor = SDL_CreateSystemCursor(system(shape)) { made[shape] = cursor }
            if let cursor = made[shape] { SDL_SetCursor(cursor) }
        }
    }

    /// The cursor SDL shows now, as a shape (nil: not one of ours).
    static var shown: PointerShape? {
        SDLLock.run {
            let current = SDL_GetCursor()
            return made.first { $0.value == current }?.key
        }
    }

    static func system(_ shape: PointerShape) -> SDL_SystemCursor {
        switch shape {
        case .arrow: SDL_SYSTEM_CURSOR_ARROW
        case .hand: SDL_SYSTEM_CURSOR_HAND
        case .iBeam: SDL_SYSTEM_CURSOR_IBEAM
        case .resizeUpDown: SDL_SYSTEM_CURSOR_SIZENS
        case .resizeLeftRight: SDL_SYSTEM_CURSOR_SIZEWE
        case .move: SDL_SYSTEM_CURSOR_SIZEALL
        case .crosshair: SDL_SYSTEM_CURSOR_CROSSHAIR
        case .notAllowed: SDL_SYSTEM_CURSOR_NO
        }
    }
}
