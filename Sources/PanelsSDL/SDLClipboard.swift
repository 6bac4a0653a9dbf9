import CSDL2
import Panels

/// The system clipboard through SDL (`SDL_SetClipboardText`, `SDL_GetClipboardText`),
/// under `SDLLock`. `WindowHost.run(stage:)` installs one as the stage's clipboard.
///
/// Contract: needs SDL's video subsystem (a window host exists); reading gives nil
/// when the clipboard holds no text; setting nil or "" empties it.
public final class SDLClipboard: PanelClipboard {
    public init() {}

    public var text: String? {
        get {
            SDLLock.run {
                guard SDL_HasClipboardText() == SDL_TRUE, let raw = SDL_GetClipboardText() else { return nil }
                defer { SDL_free(raw) }
                let string = String(cString: raw)
                return string.isEmpty ? nil : string
            }
        }
        set {
            SDLLock.run { _ = SDL_SetClipboardText(newValue ?? "") }
        }
    }
}
