import CSDL2
import Foundation
import Panels

extension WindowHost {
    /// Runs `stage` in this window on the real clock until the window is closed (a
    /// close request, or `stop()`): input goes to the stage, frames are drawn while it
    /// changes or animates, timers fire, and the loop sleeps when nothing moves. A
    /// state change made on another thread wakes the loop. Esc closes the window only
    /// with `closesOnEscape` (and only when nothing on the stage used it). Built on a
    /// `WindowLoop` with this one window; use a `WindowLoop` for several.
    public func run(stage: Stage, closesOnEscape: Bool = false) {
        guard let loop = try? WindowLoop() else { return }
        let window = loop.adopt(self, stage: stage)
        window.closesOnEscape = closesOnEscape
        defer { stage.onNeedsFrame = nil }
        loop.run()
        running = false
    }
}

extension WindowHost {
    /// Runs SDL's text input (and its input method) only while a text entry of
    /// `stage` has focus, and keeps the input method's rectangle on the entry's caret
    /// (`SDL_SetTextInputRect`), so its candidate window follows the caret. For a
    /// concealed entry (`Stage.wantsInputMethod` false) any composition is cancelled
    /// and no candidate window is placed: SDL 2 delivers typed text only with its text
    /// input on, so that stays on, and the stage drops composition for that entry.
    public func syncTextInput(with stage: Stage) {
        let wanted = stage.wantsTextInput
        let composing = stage.wantsInputMethod
        let rect = stage.textInputRect
        SDLLock.run {
            if wanted {
                if SDL_IsTextInputActive() != SDL_TRUE { SDL_StartTextInput() }
                if !composing {
                    SDL_ClearComposition()
                } else if let rect, rect.width.isFinite, rect.height.isFinite {
                    var area = SDL_Rect(
                        x: Int32(clamping: Int(rect.minX.rounded())), y: Int32(clamping: Int(rect.minY.rounded())),
                        w: Int32(clamping: Int(rect.width.rounded())), h: Int32(clamping: Int(rect.height.rounded())))
                    SDL_SetTextInputRect(&area)
                }
            } else if SDL_IsTextInputActive() == SDL_TRUE {
                SDL_StopTextInput()
            }
        }
    }
}

/// A user event that wakes `SDL_WaitEvent` from any thread (SDL_PushEvent is
/// thread-safe).
enum SDLWake {
    static func register() -> UInt32 {
        SDLLock.run { SDL_RegisterEvents(1) }
    }

    static func post(_ type: UInt32) {
        guard type != UInt32.max else { return }
        var event = SDL_Event()
        event.type = type
        _ = SDL_PushEvent(&event)
    }
}

extension WindowHost {
    /// SDL's id of this window (for events addressed to it).
    public var windowID: UInt32 {
        SDLLock.run { SDL_GetWindowID(windowPointer) }
    }
}
