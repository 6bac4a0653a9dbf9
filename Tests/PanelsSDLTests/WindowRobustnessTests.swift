import CSDL2
import Foundation
import Panels
import PanelsComponents
@testable import PanelsSDL
import PanelsSamples
import Testing

extension InProcessWindows {
    /// The real window under Xvfb survives what long sessions throw at it. With no
    /// window manager these events do not happen by themselves, so the test causes
    /// them: resize storms, minimize and restore, focus changes.
    @Suite("Window robustness", .serialized)
    struct WindowRobustnessTests {
        @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
        func resizeStormsMinimizeRestoreAndFocusChanges() throws {
            let host = try WindowHost(title: "robustness", size: Size(width: 640, height: 480), renderer: .software)
            let state = ShellState()
            let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) { ShellDemo(state: state) }
            var time = 0.0
            func frame() {
                let (size, scale) = host.metrics
                host.present(stage.frame(size: size, scale: scale, at: time))
                time += 1.0 / 60
            }
            func pump() {
                SDLLock.run {
                    var event = SDL_Event()
                    while SDL_PollEvent(&event) == 1 {
                        if let e = SDLEventTranslator.translate(event, windowSize: { host.metrics }) { stage.handle(e) }
                    }
                }
            }
            frame()
            state.openMenu()
            // A resize storm while the menu animates.
            for i in 0 ..< 50 {
                try host.setSize(Size(width: Double(320 + (i * 37) % 900), height: Double(240 + (i * 53) % 600)))
                pump()
                frame()
            }
            // Minimize, restore, raise; focus lost and gained (pushed: no window manager).
            SDLLock.run {
                SDL_MinimizeWindow(host.windowPointer)
                SDL_RestoreWindow(host.windowPointer)
                SDL_RaiseWindow(host.windowPointer)
                for id in [
                    SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_SHOWN,
                    SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_FOCUS_GAINED,
                ] {
                    var event = SDL_Event()
                    event.type = SDL_WINDOWEVENT.rawValue
                    event.window.event = UInt8(id.rawValue)
                    event.window.windowID = SDL_GetWindowID(host.windowPointer)
                    _ = SDL_PushEvent(&event)
                }
            }
            pump()
            try host.setSize(Size(width: 800, height: 600))
            pump()
            time += 2
            frame()
            // Still drawing the right thing at the final size: the open menu at the edge.
            let pixels = try host.readPixels()
            #expect(pixels.width == 800 && pixels.height == 600)
            #expect(stage.presentedFrame(id: "shell.menu")?.minX == 530)
            #expect(host.diagnostics.isEmpty)
        }
    }
}
