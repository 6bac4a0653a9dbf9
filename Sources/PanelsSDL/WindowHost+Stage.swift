import CSDL2
import Foundation
import Panels

extension WindowHost {
    /// Runs `stage` in this window on the real clock until the window is closed (or
    /// Esc reaches no handler): input goes to the stage, frames are drawn while it
    /// changes or animates, and the loop sleeps when nothing moves. A state change
    /// made on another thread wakes the loop.
    public func run(stage: Stage) {
        let wake = SDLWake.register()
        stage.onNeedsFrame = { SDLWake.post(wake) }
        stage.clipboard = SDLClipboard()
        defer { stage.onNeedsFrame = nil }
        var blinkWake: Double?
        run(
            onEvent: { event in
                if case .keyDown(let key) = event, key.key == "Escape", !stage.handle(event) {
                    stop()
                    return false
                }
                defer { syncTextInput(with: stage) }
                return stage.handle(event)
            },
            render: { info in
                present(
                    stage.frame(size: info.size, scale: info.scale, at: info.time),
                    reportingTo: stage.context.diagnostics)
                // The frame placed the caret where the last input moved it: the input
                // method's rectangle follows it now, not a frame later.
                syncTextInput(with: stage)
                needsAnotherFrame = stage.needsFrame(at: info.time)
                // A blinking caret: wake the sleeping loop when it next turns on or off.
                if let next = stage.nextCaretBlink(after: info.time), next != blinkWake {
                    blinkWake = next
                    DispatchQueue.global().asyncAfter(deadline: .now() + max(0, next - info.time)) {
                        SDLWake.post(wake)
                    }
                }
            })
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
