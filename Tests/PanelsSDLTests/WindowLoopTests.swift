import CSDL2
import Foundation
import Observation
import Panels
@testable import PanelsSDL
import Testing

/// An app model whose scroll target a main-actor `Task` sets.
@Observable
final class LoopListModel {
    var target: ScrollTarget?
}

extension InProcessWindows {
    /// One loop, several windows: events routed by window id, Esc and close requests
    /// decided by the app, dropped files, timers paused while hidden, and wake-ups from
    /// main-actor work. The tests drive the loop as an app with its own loop does
    /// (`pumpEvents`, `drawIfNeeded`, `nextWakeUp`), yielding to main-actor work.
    @Suite("Window loop", .serialized)
    @MainActor
    struct WindowLoopTests {
        static let size = Size(width: 160, height: 120)

        /// Drives `loop` until `done` or `seconds` pass; returns whether `done` held.
        @discardableResult
        static func drive(_ loop: WindowLoop, seconds: Double = 5, until done: () -> Bool = { false }) async -> Bool {
            let end = Date().addingTimeInterval(seconds)
            while Date() < end {
                loop.pumpEvents()
                loop.drawIfNeeded()
                if done() { return true }
                loop.waitForEvents(timeout: min(loop.nextWakeUp() ?? 0.05, 0.05))
                await Task.yield()
            }
            return done()
        }

        static func push(_ fill: (inout SDL_Event) -> Void) {
            var event = SDL_Event()
            fill(&event)
            SDL_PushEvent(&event)
        }

        static func key(_ code: SDL_KeyCode, to window: StageWindow) {
            for type in [SDL_KEYDOWN, SDL_KEYUP] {
                push {
                    $0.type = type.rawValue
                    $0.key.windowID = window.id
                    $0.key.keysym.sym = SDL_Keycode(code.rawValue)
                }
            }
        }

        static func windowEvent(_ id: SDL_WindowEventID, to window: StageWindow) {
            push {
                $0.type = SDL_WINDOWEVENT.rawValue
                $0.window.windowID = window.id
                $0.window.event = UInt8(id.rawValue)
            }
        }

        static func color(_ window: StageWindow, y: Int? = nil) throws -> [UInt8] {
            let pixels = try window.host.readPixels()
            let i = ((y ?? pixels.height / 2) * pixels.width + pixels.width / 2) * 4
            return Array(pixels.bytes[i ..< i + 3])
        }

        @Test(
            "Two windows with their own stages run in one loop; each gets its own events and draws its own content",
            .enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
        func twoWindows() async throws {
            let loop = try WindowLoop()
            var keysA = 0, clicksB = 0, keysB = 0
            let a = try loop.open(
                title: "A", size: Self.size, minimumSize: Size(width: 100, height: 80), renderer: .software,
                stage: Stage(measurer: SDLTextMeasurer.shared(scale: 1)) {
                    Swatch(RGBA(hex: 0xFF0000)).onKey("k") { keysA += 1 }
                })
            let b = try loop.open(
                title: "B", size: Size(width: 200, height: 100), renderer: .software,
                stage: Stage(measurer: SDLTextMeasurer.shared(scale: 1)) {
                    Pressable(action: { clicksB += 1 }) { _ in Swatch(RGBA(hex: 0x0000FF)) }.onKey("k") { keysB += 1 }
                })
            #expect(loop.windows.count == 2 && a.id != b.id)
            #expect(a.title == "A" && b.title == "B")
            var minimum = (Int32(0), Int32(0))
            SDL_GetWindowMinimumSize(a.host.windowPointer, &minimum.0, &minimum.1)
            #expect(minimum == (100, 80))
            await Self.drive(loop, seconds: 2) { a.host.framesDrawn > 0 && b.host.framesDrawn > 0 }
            Self.key(SDLK_k, to: a)
            for type in [SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP] {
                Self.push {
                    $0.type = type.rawValue
                    $0.button.windowID = b.id
                    $0.button.button = UInt8(SDL_BUTTON_LEFT)
                    $0.button.clicks = 1
                    $0.button.x = 100
                    $0.button.y = 50
                }
            }
            let delivered = await Self.drive(loop) { keysA == 1 && clicksB == 1 }
            #expect(delivered, "keys in A: \(keysA), clicks in B: \(clicksB)")
            #expect(keysB == 0)
            #expect(try Self.color(a) == [255, 0, 0])
            #expect(try Self.color(b) == [0, 0, 255])
            #expect(a.host.metrics.size == Self.size && b.host.metrics.size == Size(width: 200, height: 100))
            a.close()
            #expect(loop.windows.map(\.id) == [b.id])
            b.close()
            #expect(loop.windows.isEmpty)
        }

        @Test(
            "Esc closes a window only when the app asks for it; a refused close request keeps the window",
            .enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
        func escapeAndCloseRequests() async throws {
            let loop = try WindowLoop()
            let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) { Swatch(.white) }
            let window = try loop.open(title: "Esc", size: Self.size, renderer: .software, stage: stage)
            var asked = 0
            var allow = false
            window.onCloseRequest = {
                asked += 1
                return allow
            }
            Self.key(SDLK_ESCAPE, to: window)
            await Self.drive(loop, seconds: 0.3)
            #expect(!window.isClosed && asked == 0, "Esc without closesOnEscape closed the window")
            Self.windowEvent(SDL_WINDOWEVENT_CLOSE, to: window)
            await Self.drive(loop, seconds: 5) { asked == 1 }
            await Self.drive(loop, seconds: 0.2)
            #expect(asked == 1 && !window.isClosed && loop.windows.count == 1, "a refused close closed the window")
            window.closesOnEscape = true
            Self.key(SDLK_ESCAPE, to: window)
            await Self.drive(loop, seconds: 5) { asked == 2 }
            #expect(!window.isClosed, "Esc asks, as the close button does")
            allow = true
            Self.key(SDLK_ESCAPE, to: window)
            #expect(await Self.drive(loop, seconds: 5) { window.isClosed })
            #expect(loop.windows.isEmpty)
        }

        @Test(
            "A file dropped on a window reaches the app as .filesDropped with its path",
            .enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
        func droppedFiles() async throws {
            let loop = try WindowLoop()
            let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) { Swatch(.white) }
            let window = try loop.open(title: "Drop", size: Self.size, renderer: .software, stage: stage)
            var dropped: [String] = []
            window.onEvent = { event in
                if case .filesDropped(let paths) = event { dropped += paths }
                return false
            }
            for path in ["/tmp/a report.txt", "/tmp/ü.png"] {
                Self.push {
                    $0.type = SDL_DROPFILE.rawValue
                    $0.drop.windowID = window.id
                    $0.drop.file = SDL_strdup(path)
                }
            }
            #expect(await Self.drive(loop) { dropped.count == 2 })
            #expect(dropped == ["/tmp/a report.txt", "/tmp/ü.png"])
            window.close()
        }

        @Test(
            "A hidden window fires no timers and draws no frames; shown again, its paused clock goes on",
            .enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
        func hiddenWindowPausesTimers() async throws {
            let loop = try WindowLoop()
            let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) { Swatch(.white) }
            let window = try loop.open(title: "Hidden", size: Self.size, renderer: .software, stage: stage)
            await Self.drive(loop, seconds: 2) { window.host.framesDrawn > 0 }
            var fired: [Double] = []
            stage.schedule(every: 0.1) { [unowned stage] in fired.append(stage.clock) }
            await Self.drive(loop, seconds: 5) { fired.count >= 2 }
            #expect(fired.count >= 2)
            Self.windowEvent(SDL_WINDOWEVENT_HIDDEN, to: window)
            await Self.drive(loop, seconds: 5) { window.isHidden }
            let (count, frames, clock) = (fired.count, window.host.framesDrawn, window.clock)
            await Self.drive(loop, seconds: 0.5)
            #expect(fired.count == count, "timers fired while hidden")
            #expect(window.host.framesDrawn == frames, "frames drawn while hidden")
            #expect(window.clock == clock)
            Self.windowEvent(SDL_WINDOWEVENT_SHOWN, to: window)
            #expect(await Self.drive(loop, seconds: 5) { fired.count > count })
            // Paused, not skipped: the firing after the pause is the next one in phase.
            #expect(abs(fired[count] - Double(count + 1) * 0.1 - fired[0] + 0.1) < 1e-9)
            window.close()
        }

        @Test(
            "A main-actor Task that sets a scroll target moves the list in a live window within one frame",
            .enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
        func taskScrollsTheList() async throws {
            let loop = try WindowLoop()
            let model = LoopListModel()
            let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) {
                Scroller(target: Ref(model, \.target), indicators: false) {
                    Column(spacing: 0) {
                        for i in 0 ..< 100 {
                            Swatch(RGBA(hex: i == 40 ? 0x00FF00 : 0x808080)).frame(height: 30).id("r\(i)")
                        }
                    }
                }
            }
            let window = try loop.open(title: "List", size: Self.size, renderer: .software, stage: stage)
            await Self.drive(loop, seconds: 2) { window.host.framesDrawn > 0 }
            await Self.drive(loop, seconds: 0.3)  // settle: exposes, nothing else
            let before = window.host.framesDrawn - window.host.framesForWindowEvents
            let wakes = loop.wakeUps
            Task { @MainActor in
                try? await Task.sleep(nanoseconds: 50_000_000)
                model.target = ScrollTarget(id: "r40", anchor: .top, animated: false)
            }
            let moved = await Self.drive(loop) { stage.presentedFrame(id: "r40")?.minY == 0 }
            #expect(moved)
            await Self.drive(loop, seconds: 0.3)
            let frames = window.host.framesDrawn - window.host.framesForWindowEvents - before
            #expect(frames == 1, "frames drawn for the Task's change: \(frames)")
            #expect(try Self.color(window, y: 15) == [0, 255, 0])
            #expect(loop.wakeUps - wakes < 40, "the idle loop woke \(loop.wakeUps - wakes) times")
            window.close()
        }

        @Test(
            "The pointer over a Pressable shows SDL's hand cursor, over plain content the arrow",
            .enabled(if: WindowHost.displayAvailable, "needs a display (make test runs under Xvfb)"))
        func cursorFollowsThePointer() async throws {
            let loop = try WindowLoop()
            let stage = Stage(measurer: SDLTextMeasurer.shared(scale: 1)) {
                Row(spacing: 0) {
                    Pressable(action: {}) { _ in Swatch(.black) }.frame(width: 80)
                    Swatch(.white).frame(width: 80)
                }
            }
            let window = try loop.open(title: "Cursor", size: Self.size, renderer: .software, stage: stage)
            await Self.drive(loop, seconds: 2) { window.host.framesDrawn > 0 }
            SDL_WarpMouseInWindow(window.host.windowPointer, 40, 60)
            #expect(
                await Self.drive(loop, seconds: 3) { SDLCursors.shown == .hand },
                "shown: \(String(describing: SDLCursors.shown))")
            SDL_WarpMouseInWindow(window.host.windowPointer, 120, 60)
            #expect(await Self.drive(loop, seconds: 3) { SDLCursors.shown == .arrow })
            window.close()
        }
    }
}
