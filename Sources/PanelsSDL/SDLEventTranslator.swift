import CSDL2
import Panels

/// Turns SDL events into `PanelEvent`s: mouse, wheel, keyboard (key names and
/// modifiers), text input and composition (marked text), window resize (size in points and pixels per point),
/// close, and files dropped on a window (one event per file SDL reports).
///
/// Contract: positions are in window points (SDL's mouse coordinates); events that
/// mean nothing to panels (joystick, audio, …) give nil. Pure: no SDL state is read
/// except what the caller passes (`scale`).
public enum SDLEventTranslator {
    /// The panel event for `event`, or nil. `windowSize` and `scale` describe the
    /// window for resize events.
    public static func translate(_ event: SDL_Event, windowSize: () -> (Size, Double)) -> PanelEvent? {
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            let b = event.button
            let pointer = PointerEvent(
                location: Point(x: Double(b.x), y: Double(b.y)),
                button: button(b.button), clickCount: Int(b.clicks),
                modifiers: modifiers(SDL_GetModState()))
            return event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .pointerDown(pointer) : .pointerUp(pointer)
        case SDL_MOUSEMOTION:
            let m = event.motion
            let held: PointerButton =
                m.state & panels_SDL_ButtonMask(1) != 0
                ? .primary
                : m.state & panels_SDL_ButtonMask(3) != 0
                    ? .secondary
                    : m.state & panels_SDL_ButtonMask(2) != 0 ? .middle : .none
            return .pointerMove(
                PointerEvent(
                    location: Point(x: Double(m.x), y: Double(m.y)), button: held,
                    clickCount: 0, modifiers: modifiers(SDL_GetModState())))
        case SDL_MOUSEWHEEL:
            let w = event.wheel
            let flip: Double = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            return .wheel(
                dx: Double(w.preciseX) * flip, dy: Double(w.preciseY) * flip,
                at: Point(x: Double(x), y: Double(y)), modifiers: modifiers(SDL_GetModState()))
        case SDL_KEYDOWN, SDL_KEYUP:
            let k = event.key
            let key = KeyEvent(
                key: keyName(k.keysym.sym), modifiers: modifiers(SDL_Keymod(UInt32(k.keysym.mod))),
                isRepeat: k.repeat != 0)
            return event.type == SDL_KEYDOWN.rawValue ? .keyDown(key) : .keyUp(key)
        case SDL_TEXTINPUT:
            var text = event.text
            let string = withUnsafeBytes(of: &text.text) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            return string.isEmpty ? nil : .textInput(string)
        case SDL_TEXTEDITING:
            var editing = event.edit
            let string = withUnsafeBytes(of: &editing.text) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            return .textEditing(string)
        case SDL_TEXTEDITING_EXT:
            // Composition longer than the plain event's 31 bytes (SDL sends this with
            // SDL_HINT_IME_SUPPORT_EXTENDED_TEXT, which the window host sets); the
            // text is SDL's to allocate and ours to free.
            guard let text = event.editExt.text else { return .textEditing("") }
            defer { SDL_free(text) }
            return .textEditing(String(cString: text))
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_RESIZED:
                let (size, scale) = windowSize()
                return .resize(size, scale: scale)
            case SDL_WINDOWEVENT_LEAVE:
                return .pointerExit
            case SDL_WINDOWEVENT_CLOSE:
                return .closeRequested
            default:
                return nil
            }
        case SDL_QUIT:
            return .closeRequested
        case SDL_DROPFILE:
            // The path is SDL's to allocate and ours to free.
            guard let file = event.drop.file else { return nil }
            defer { SDL_free(file) }
            return .filesDropped([String(cString: file)])
        default:
            return nil
        }
    }

    static func button(_ b: UInt8) -> PointerButton {
        switch Int32(b) {
        case SDL_BUTTON_LEFT: return .primary
        case SDL_BUTTON_RIGHT: return .secondary
        case SDL_BUTTON_MIDDLE: return .middle
        default: return .other
        }
    }

    static func modifiers(_ mod: SDL_Keymod) -> KeyModifiers {
        var result: KeyModifiers = []
        let m = mod.rawValue
        if m & KMOD_SHIFT.rawValue != 0 { result.insert(.shift) }
        if m & KMOD_CTRL.rawValue != 0 { result.insert(.control) }
        if m & KMOD_ALT.rawValue != 0 { result.insert(.option) }
        if m & KMOD_GUI.rawValue != 0 { result.insert(.command) }
        return result
    }

    /// A layout-independent name for an SDL key code (see `KeyEvent.key`).
    public static func keyName(_ code: SDL_Keycode) -> String {
        let named: [Int32: String] = [
            Int32(SDLK_ESCAPE.rawValue): "Escape", Int32(SDLK_RETURN.rawValue): "Enter",
            Int32(SDLK_KP_ENTER.rawValue): "Enter", Int32(SDLK_TAB.rawValue): "Tab",
            Int32(SDLK_BACKSPACE.rawValue): "Backspace", Int32(SDLK_DELETE.rawValue): "Delete",
            Int32(SDLK_SPACE.rawValue): "Space", Int32(SDLK_LEFT.rawValue): "ArrowLeft",
            Int32(SDLK_RIGHT.rawValue): "ArrowRight", Int32(SDLK_UP.rawValue): "ArrowUp",
            Int32(SDLK_DOWN.rawValue): "ArrowDown", Int32(SDLK_HOME.rawValue): "Home",
            Int32(SDLK_END.rawValue): "End", Int32(SDLK_PAGEUP.rawValue): "PageUp",
            Int32(SDLK_PAGEDOWN.rawValue): "PageDown",
            // The keyboard's menu key (X11 reports it as Menu, others as Application).
            Int32(SDLK_APPLICATION.rawValue): "Menu", Int32(SDLK_MENU.rawValue): "Menu",
        ]
        if let name = named[code] { return name }
        if let f1 = Int32(exactly: SDLK_F1.rawValue), code >= f1, code <= f1 + 11 { return "F\(code - f1 + 1)" }
        if code > 32, code < 127, let scalar = Unicode.Scalar(UInt32(code)) {
            return String(Character(scalar)).lowercased()
        }
        return String(cString: SDL_GetKeyName(code))
    }
}
