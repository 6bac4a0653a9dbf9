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
public struct ScriptRunner {
    public let host: WindowHost
    public let stage: Stage
    /// Folder the shots are written to (created when needed).
    public let shots: URL
    /// The virtual clock, in seconds.
    public private(set) var time = 0.0
    /// Files written so far.
    public private(set) var written: [URL] = []

    public init(host: WindowHost, stage: Stage, shots: URL) {
        self.host = host
        self.stage = stage
        self.shots = shots
    }

    /// Runs every step of `script`.
    public mutating func run(_ script: InputScript) throws {
        render()
        for line in script.lines {
            switch line.step {
            case .click(let p):
                push(mouseButton: SDL_MOUSEBUTTONDOWN, at: p)
                push(mouseButton: SDL_MOUSEBUTTONUP, at: p)
            case .down(let p):
                push(mouseButton: SDL_MOUSEBUTTONDOWN, at: p)
            case .up(let p):
                push(mouseButton: SDL_MOUSEBUTTONUP, at: p)
            case .move(let p):
                var event = SDL_Event()
                event.type = SDL_MOUSEMOTION.rawValue
                event.motion.x = Int32(p.x.rounded())
                event.motion.y = Int32(p.y.rounded())
                event.motion.windowID = host.windowID
                deliver(event)
            case .wheel(let dx, let dy):
                var event = SDL_Event()
                event.type = SDL_MOUSEWHEEL.rawValue
                event.wheel.preciseX = Float(dx)
                event.wheel.preciseY = Float(dy)
                event.wheel.windowID = host.windowID
                deliver(event)
            case .key(let name):
                for type in [SDL_KEYDOWN, SDL_KEYUP] {
                    var event = SDL_Event()
                    event.type = type.rawValue
                    event.key.keysym.sym = ScriptRunner.keycode(name)
                    event.key.windowID = host.windowID
                    deliver(event)
                }
            case .advance(let seconds):
                time += seconds
            case .resize(let size):
                host.setSize(size)
            case .shot(let name):
                render()
                try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
                let url = shots.appendingPathComponent(name + ".png")
                try PNGCodec.write(try host.readPixels(), to: url)
                written.append(url)
                continue
            }
            render()
        }
    }

    private func render() {
        let (size, scale) = host.metrics
        host.present(stage.frame(size: size, scale: scale, at: time), reportingTo: stage.context.diagnostics)
    }

    private func push(mouseButton type: SDL_EventType, at p: Point) {
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.clicks = 1
        event.button.x = Int32(p.x.rounded())
        event.button.y = Int32(p.y.rounded())
        event.button.windowID = host.windowID
        deliver(event)
        if type == SDL_MOUSEBUTTONDOWN { render() }  // pressed feedback is drawn, as live
    }

    /// Sends `event` through SDL's queue and the host's translator to the stage.
    private func deliver(_ event: SDL_Event) {
        var event = event
        SDLLock.run {
            _ = SDL_PushEvent(&event)
            var received = SDL_Event()
            while SDL_PollEvent(&received) == 1 {
                if let panelEvent = SDLEventTranslator.translate(received, windowSize: { host.metrics }) {
                    stage.handle(panelEvent)
                }
            }
        }
    }

    /// The SDL keycode for a script key name (the names `KeyEvent` uses).
    static func keycode(_ name: String) -> SDL_Keycode {
        let named: [String: SDL_KeyCode] = [
            "Escape": SDLK_ESCAPE, "Enter": SDLK_RETURN, "Tab": SDLK_TAB, "Space": SDLK_SPACE,
            "Backspace": SDLK_BACKSPACE, "ArrowLeft": SDLK_LEFT, "ArrowRight": SDLK_RIGHT,
            "ArrowUp": SDLK_UP, "ArrowDown": SDLK_DOWN,
        ]
        if let code = named[name] { return SDL_Keycode(code.rawValue) }
        return SDL_Keycode(name.lowercased().unicodeScalars.first.map { $0.value } ?? 0)
    }
}
