import CSDL2
import Foundation
import Panels
import PanelsSDL

/// Plays an `InputScript` against a `Stage` in a real window on a virtual clock, for
/// end-to-end tests and reproducible demos.
///
/// Contract: input goes through SDL — each step pushes real SDL events, which the
/// window host's translator turns into `PanelEvent`s — so the whole path a user's
/// clicks take is exercised. Time moves only with `advance`, so every `shot` is the
/// same on every run. Shots are read back from the window's renderer
/// (`SDL_RenderReadPixels`) and written as `<shots>/<name>.png`. Use a window with
/// the software renderer for comparable pixels.
///
/// While a script drives the window, the real pointer is ignored: mouse events it did
/// not push itself (they carry `mouseID`) and the window's pointer enter and leave are
/// dropped. Windows of other processes on the same display (parallel tests share one
/// Xvfb) come and go under the real pointer, and X then sends this window crossing
/// events and motions at the real pointer's place — a leave cancelled a scripted drag.
public struct ScriptRunner {
    public let host: WindowHost
    public let stage: Stage
    /// Folder the shots are written to (created when needed).
    public let shots: URL
    /// Also write each shot's accessibility tree (`AccessibilityTree.text`, then its
    /// findings) as `<shots>/<name>.txt`.
    public var writesAccessibility = false
    /// The virtual clock, in seconds.
    public private(set) var time = 0.0
    /// Files written so far.
    public private(set) var written: [URL] = []
    /// The primary button is down (moves carry it, as SDL's do).
    private var buttonHeld = false
    /// Where the script last put the pointer (the wheel turns there); nil: nowhere yet
    /// (the window's center).
    private var pointer: Point?

    public init(host: WindowHost, stage: Stage, shots: URL) {
        self.host = host
        self.stage = stage
        // Scripted shots are the same on every run: pictures decode before they show.
        stage.context.waitsForPictures = true
        self.shots = shots
    }

    /// The mouse id of the events the runner pushes (`which` of SDL's mouse events);
    /// real mice are 0 and touch is `SDL_TOUCH_MOUSEID`.
    public static let mouseID: UInt32 = 0x5343_5250

    /// Runs every step of `script`.
    public mutating func run(_ script: InputScript) throws {
        render()
        for line in script.lines {
            switch line.step {
            case .click(let p, let count):
                push(mouseButton: SDL_MOUSEBUTTONDOWN, at: p, clicks: count)
                push(mouseButton: SDL_MOUSEBUTTONUP, at: p, clicks: count)
            case .secondaryClick(let p):
                push(mouseButton: SDL_MOUSEBUTTONDOWN, at: p, button: SDL_BUTTON_RIGHT)
                push(mouseButton: SDL_MOUSEBUTTONUP, at: p, button: SDL_BUTTON_RIGHT)
            case .down(let p):
                push(mouseButton: SDL_MOUSEBUTTONDOWN, at: p)
            case .up(let p):
                push(mouseButton: SDL_MOUSEBUTTONUP, at: p)
            case .move(let p):
                move(to: p)
            case .wheel(let dx, let dy, let modifiers):
                var event = SDL_Event()
                event.type = SDL_MOUSEWHEEL.rawValue
                event.wheel.preciseX = Float(dx)
                event.wheel.preciseY = Float(dy)
                event.wheel.x = Int32(dx.rounded())
                event.wheel.y = Int32(dy.rounded())
                event.wheel.windowID = host.windowID
                event.wheel.which = ScriptRunner.mouseID
                let (size, _) = host.metrics
                deliver(event, modifiers: modifiers, wheelAt: pointer ?? Point(x: size.width / 2, y: size.height / 2))
            case .drag(let from, let to, let duration, let fling):
                push(mouseButton: SDL_MOUSEBUTTONDOWN, at: from)
                let steps = max(1, Int((duration * 60).rounded()))
                for k in 1 ... steps {
                    time += duration / Double(steps)
                    let f = Double(k) / Double(steps)
                    move(to: Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
                    render()
                }
                if !fling {
                    time += 0.1
                    render()
                }
                push(mouseButton: SDL_MOUSEBUTTONUP, at: to)
            case .key(let combo):
                let name = KeyName(combo)
                for type in [SDL_KEYDOWN, SDL_KEYUP] {
                    var event = SDL_Event()
                    event.type = type.rawValue
                    event.key.keysym.sym = ScriptRunner.keycode(name.rawValue)
                    event.key.keysym.mod = ScriptRunner.keymod(name.modifiers)
                    event.key.windowID = host.windowID
                    deliver(event)
                }
            case .type(let text):
                for chunk in ScriptRunner.chunks(of: text, maxBytes: 31) {
                    var event = SDL_Event()
                    event.type = SDL_TEXTINPUT.rawValue
                    event.text.windowID = host.windowID
                    withUnsafeMutableBytes(of: &event.text.text) { raw in
                        for (i, byte) in chunk.utf8.enumerated() { raw[i] = byte }
                        raw[chunk.utf8.count] = 0
                    }
                    deliver(event)
                }
            case .compose(let text):
                // SDL_TEXTEDITING carries at most 31 bytes; a longer composition goes as
                // SDL_TEXTEDITING_EXT, as SDL sends an input method's long marked text
                // (the text is SDL's allocation; the translator frees it). It was cut
                // at 31 bytes without a word.
                var event = SDL_Event()
                if text.utf8.count <= 31 {
                    event.type = SDL_TEXTEDITING.rawValue
                    event.edit.windowID = host.windowID
                    withUnsafeMutableBytes(of: &event.edit.text) { raw in
                        for (i, byte) in text.utf8.enumerated() { raw[i] = byte }
                        raw[text.utf8.count] = 0
                    }
                    event.edit.start = Int32(text.count)
                } else {
                    event.type = SDL_TEXTEDITING_EXT.rawValue
                    event.editExt.windowID = host.windowID
                    event.editExt.text = SDL_strdup(text)
                    event.editExt.start = Int32(clamping: text.count)
                }
                deliver(event)
            case .advance(let seconds):
                time += seconds
            case .resize(let size):
                let scale = host.metrics.scale
                guard size.width * scale <= InputScript.sideLimit, size.height * scale <= InputScript.sideLimit else {
                    throw InputScriptErrors(problems: [
                        InputScript.Problem(
                            file: script.file, line: line.number,
                            message:
                                "resize \(size.width)x\(size.height) at scale \(scale) is over 16,384 px per side")
                    ])
                }
                do {
                    try host.setSize(size)
                } catch {
                    throw InputScriptErrors(problems: [
                        InputScript.Problem(file: script.file, line: line.number, message: error.message)
                    ])
                }
            case .shot(let name):
                render()
                try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
                let url = shots.appendingPathComponent(name + ".png")
                try PNGCodec.write(try host.readPixels(), to: url)
                written.append(url)
                if writesAccessibility {
                    let tree = stage.accessibilityTree()
                    let text = tree.text + tree.findings.map { "finding: \($0.message)\n" }.joined()
                    let textURL = shots.appendingPathComponent(name + ".txt")
                    try AtomicFile.write(Data(text.utf8), to: textURL)
                    written.append(textURL)
                }
                continue
            }
            render()
        }
    }

    /// `text` cut into pieces of at most `maxBytes` UTF-8 bytes, never inside a character.
    static func chunks(of text: String, maxBytes: Int) -> [String] {
        var result: [String] = []
        var current = ""
        for character in text {
            if current.utf8.count + String(character).utf8.count > maxBytes {
                result.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    private mutating func move(to p: Point) {
        pointer = p
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.x = Int32(p.x.rounded())
        event.motion.y = Int32(p.y.rounded())
        event.motion.state = buttonHeld ? UInt32(panels_SDL_ButtonMask(1)) : 0
        event.motion.windowID = host.windowID
        event.motion.which = ScriptRunner.mouseID
        deliver(event)
    }

    private func render() {
        let (size, scale) = host.metrics
        host.present(stage.frame(size: size, scale: scale, at: time), reportingTo: stage.context.diagnostics)
    }

    private mutating func push(
        mouseButton type: SDL_EventType, at p: Point, clicks: Int = 1, button: Int32 = SDL_BUTTON_LEFT
    ) {
        buttonHeld = type == SDL_MOUSEBUTTONDOWN && button == SDL_BUTTON_LEFT
        pointer = p
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.button = UInt8(button)
        event.button.clicks = UInt8(clamping: clicks)
        event.button.x = Int32(p.x.rounded())
        event.button.y = Int32(p.y.rounded())
        event.button.windowID = host.windowID
        event.button.which = ScriptRunner.mouseID
        deliver(event)
        if type == SDL_MOUSEBUTTONDOWN { render() }  // pressed feedback is drawn, as live
    }

    /// Sends `event` through SDL's queue and the host's translator to the stage, at
    /// the virtual clock's time, with `modifiers` held (SDL's modifier state). Real
    /// pointer events met on the way are dropped; a wheel turns at `wheelAt` (the
    /// translator would read the real pointer's place).
    private func deliver(_ event: SDL_Event, modifiers: KeyModifiers = [], wheelAt: Point? = nil) {
        var event = event
        let time = self.time
        SDLLock.run {
            let saved = SDL_GetModState()
            if !modifiers.isEmpty { SDL_SetModState(SDL_Keymod(UInt32(ScriptRunner.keymod(modifiers)))) }
            defer { SDL_SetModState(saved) }
            if SDL_PushEvent(&event) != 1, event.type == SDL_TEXTEDITING_EXT.rawValue {
                SDL_free(event.editExt.text)  // not queued: nobody else frees it
            }
            var received = SDL_Event()
            while SDL_PollEvent(&received) == 1 {
                if ScriptRunner.isRealPointer(received) { continue }
                if var panelEvent = SDLEventTranslator.translate(received, windowSize: { host.metrics }) {
                    if case .wheel(let dx, let dy, _, let held) = panelEvent, let wheelAt {
                        panelEvent = .wheel(dx: dx, dy: dy, at: wheelAt, modifiers: held)
                    }
                    stage.handle(panelEvent, at: time)
                }
            }
            host.syncTextInput(with: stage)  // as the live loop does: text input only while a field has focus
        }
    }

    /// Whether `event` comes from the real pointer, not from the script: a mouse event
    /// without the runner's `mouseID`, or the pointer entering or leaving the window.
    static func isRealPointer(_ event: SDL_Event) -> Bool {
        switch SDL_EventType(event.type) {
        case SDL_MOUSEMOTION: return event.motion.which != mouseID
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: return event.button.which != mouseID
        case SDL_MOUSEWHEEL: return event.wheel.which != mouseID
        case SDL_WINDOWEVENT:
            let id = SDL_WindowEventID(UInt32(event.window.event))
            return id == SDL_WINDOWEVENT_ENTER || id == SDL_WINDOWEVENT_LEAVE
        default: return false
        }
    }

    /// SDL's modifier bits for `modifiers`.
    static func keymod(_ modifiers: KeyModifiers) -> UInt16 {
        var mod: UInt32 = 0
        if modifiers.contains(.shift) { mod |= KMOD_LSHIFT.rawValue }
        if modifiers.contains(.control) { mod |= KMOD_LCTRL.rawValue }
        if modifiers.contains(.option) { mod |= KMOD_LALT.rawValue }
        if modifiers.contains(.command) { mod |= KMOD_LGUI.rawValue }
        return UInt16(mod)
    }

    /// The SDL keycode for a script key name (the names `KeyEvent` uses).
    static func keycode(_ name: String) -> SDL_Keycode {
        let named: [String: SDL_KeyCode] = [
            "Escape": SDLK_ESCAPE, "Enter": SDLK_RETURN, "Tab": SDLK_TAB, "Space": SDLK_SPACE,
            "Backspace": SDLK_BACKSPACE, "Delete": SDLK_DELETE, "ArrowLeft": SDLK_LEFT, "ArrowRight": SDLK_RIGHT,
            "ArrowUp": SDLK_UP, "ArrowDown": SDLK_DOWN, "Home": SDLK_HOME, "End": SDLK_END,
            "PageUp": SDLK_PAGEUP, "PageDown": SDLK_PAGEDOWN, "Menu": SDLK_APPLICATION,
        ]
        if let code = named[name] { return SDL_Keycode(code.rawValue) }
        if name.count >= 2, name.first == "F", let n = Int(name.dropFirst()), (1 ... 12).contains(n) {
            return SDL_Keycode(Int32(SDLK_F1.rawValue) + Int32(n - 1))
        }
        return SDL_Keycode(name.lowercased().unicodeScalars.first.map { $0.value } ?? 0)
    }
}
