import CSDL2
import Foundation
import Panels
@testable import PanelsSDL
import Testing

extension InProcessWindows {
    /// SDL events become `PanelEvent`s; the window loop lets main-actor work run, sleeps
    /// when idle, animates while asked, and re-lays out on resize.
    @Suite("Window host", .serialized)
    struct WindowHostTests {
        static func translate(_ event: SDL_Event) -> PanelEvent? {
            SDLEventTranslator.translate(event) { (Size(width: 320, height: 200), 2) }
        }

        @Test func mouseButtonsBecomePointerEvents() {
            var event = SDL_Event()
            event.type = SDL_MOUSEBUTTONDOWN.rawValue
            event.button.x = 12
            event.button.y = 34
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.clicks = 2
            #expect(
                Self.translate(event)
                    == .pointerDown(
                        PointerEvent(
                            location: Point(x: 12, y: 34), button: .primary,
                            clickCount: 2)))
            event.type = SDL_MOUSEBUTTONUP.rawValue
            event.button.button = UInt8(SDL_BUTTON_RIGHT)
            event.button.clicks = 1
            #expect(
                Self.translate(event) == .pointerUp(PointerEvent(location: Point(x: 12, y: 34), button: .secondary)))
            var motion = SDL_Event()
            motion.type = SDL_MOUSEMOTION.rawValue
            motion.motion.x = 5
            motion.motion.y = 6
            motion.motion.state = panels_SDL_ButtonMask(1)
            #expect(
                Self.translate(motion)
                    == .pointerMove(
                        PointerEvent(
                            location: Point(x: 5, y: 6), button: .primary,
                            clickCount: 0)))
        }

        @Test func keysHaveNamesAndModifiers() {
            var event = SDL_Event()
            event.type = SDL_KEYDOWN.rawValue
            event.key.keysym.sym = SDL_Keycode(SDLK_ESCAPE.rawValue)
            event.key.keysym.mod = UInt16(KMOD_LSHIFT.rawValue | KMOD_LCTRL.rawValue)
            #expect(Self.translate(event) == .keyDown(KeyEvent(key: "Escape", modifiers: [.shift, .control])))
            event.type = SDL_KEYUP.rawValue
            event.key.keysym.sym = SDL_Keycode(UInt32(UInt8(ascii: "a")))
            event.key.keysym.mod = 0
            event.key.repeat = 0
            #expect(Self.translate(event) == .keyUp(KeyEvent(key: "a")))
            #expect(SDLEventTranslator.keyName(SDL_Keycode(SDLK_LEFT.rawValue)) == "ArrowLeft")
            #expect(SDLEventTranslator.keyName(SDL_Keycode(SDLK_F5.rawValue)) == "F5")
        }

        @Test func textInputAndWindowEvents() {
            var event = SDL_Event()
            event.type = SDL_TEXTINPUT.rawValue
            withUnsafeMutableBytes(of: &event.text.text) { raw in
                for (i, byte) in "é!".utf8.enumerated() { raw[i] = byte }
            }
            #expect(Self.translate(event) == .textInput("é!"))
            var window = SDL_Event()
            window.type = SDL_WINDOWEVENT.rawValue
            window.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
            #expect(Self.translate(window) == .resize(Size(width: 320, height: 200), scale: 2))
            window.window.event = UInt8(SDL_WINDOWEVENT_CLOSE.rawValue)
            #expect(Self.translate(window) == .closeRequested)
            var quit = SDL_Event()
            quit.type = SDL_QUIT.rawValue
            #expect(Self.translate(quit) == .closeRequested)
        }

        /// Ends a loop that a bug would leave running: posts a quit event after `seconds`
        /// unless cancelled. Every test cancels its watchdog when it ends, so a quit
        /// event never lands in the next test's window.
        static func watchdog(_ seconds: Double) -> DispatchWorkItem {
            let work = DispatchWorkItem {
                var quit = SDL_Event()
                quit.type = SDL_QUIT.rawValue
                SDL_PushEvent(&quit)
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: work)
            return work
        }

        @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
        @MainActor
        func mainActorWorkRunsAndIdleLoopDoesNotRedraw() async throws {
            let host = try WindowHost(title: "test", size: Size(width: 120, height: 80), renderer: .software)
            var ranOnMainActor = false
            /// Frames drawn for the program's own reasons (not because the window
            /// system exposed or resized the window), and in all.
            var ownFrames: [Int] = [], allFrames: [Int] = []
            Task { @MainActor in
                ranOnMainActor = true
                // Sample the counts for 1.5 s while nothing changes. The window system
                // may expose the window late (a loaded machine, a sanitizer); those
                // frames are legitimate. Frames for any other reason must stop after
                // the first one.
                for _ in 0 ..< 6 {
                    ownFrames.append(host.framesDrawn - host.framesForWindowEvents)
                    allFrames.append(host.framesDrawn)
                    try? await Task.sleep(nanoseconds: 250_000_000)
                }
                host.stop()
            }
            let watchdog = Self.watchdog(15)
            defer { watchdog.cancel() }
            await host.run(onEvent: { _ in false }, frame: { _ in Swatch(.black) })
            #expect(ranOnMainActor)
            // The first frame is the program's own; every later one answers an expose.
            #expect(
                ownFrames.last == 1 && ownFrames.allSatisfy { $0 <= 1 },
                "frames drawn for no window event: \(ownFrames)")
            #expect((allFrames.last ?? 0) <= 8, "frames drawn in all: \(allFrames)")
        }

        @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
        @MainActor
        func framesContinueWhileAnimating() throws {
            let host = try WindowHost(title: "test", size: Size(width: 120, height: 80), renderer: .software)
            var times: [Double] = []
            let watchdog = Self.watchdog(5)
            defer { watchdog.cancel() }
            host.run(
                onEvent: { _ in false },
                frame: { info in
                    times.append(info.time)
                    if times.count < 6 { host.needsAnotherFrame = true } else { host.stop() }
                    return Swatch(RGBA(hex: 0x0A84FF, opacity: Double(times.count) / 6))
                })
            #expect(times.count == 6)
            #expect(times == times.sorted())
            // Paced near display rate (software renderer: ~16 ms), not a busy loop.
            #expect(times.last! - times.first! > 0.05)
        }

        @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
        @MainActor
        func resizeDeliversAnEventAndRelaysOut() throws {
            let host = try WindowHost(title: "test", size: Size(width: 120, height: 80), renderer: .software)
            var sizes: [Size] = []
            var events: [PanelEvent] = []
            let watchdog = Self.watchdog(5)
            defer { watchdog.cancel() }
            host.run(
                onEvent: { event in
                    events.append(event)
                    if case .closeRequested = event { return false }
                    return false
                },
                frame: { info in
                    sizes.append(info.size)
                    if sizes.count == 1 { try? host.setSize(Size(width: 200, height: 150)) }
                    if info.size == Size(width: 200, height: 150) { host.stop() }
                    return Swatch(.black)
                })
            #expect(sizes.first == Size(width: 120, height: 80))
            #expect(sizes.last == Size(width: 200, height: 150))
            #expect(events.contains(.resize(Size(width: 200, height: 150), scale: 1)))
            let pixels = try host.readPixels()
            #expect(pixels.width == 200 && pixels.height == 150)
        }

        @Test(.enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
        @MainActor
        func escapeEndsTheLoopWhenTheHandlerSaysSo() async throws {
            let host = try WindowHost(title: "test", size: Size(width: 120, height: 80), renderer: .software)
            Task { @MainActor in
                var key = SDL_Event()
                key.type = SDL_KEYDOWN.rawValue
                key.key.keysym.sym = SDL_Keycode(SDLK_ESCAPE.rawValue)
                SDL_PushEvent(&key)
            }
            let watchdog = Self.watchdog(5)
            defer { watchdog.cancel() }
            let start = Date()
            var keys: [String] = []
            await host.run(
                onEvent: { event in
                    if case .keyDown(let key) = event {
                        keys.append(key.key)
                        if key.key == "Escape" { host.stop() }
                    }
                    return false
                }, frame: { _ in Swatch(.black) })
            #expect(Date().timeIntervalSince(start) < 4)
            #expect(keys == ["Escape"])
        }
    }
}
