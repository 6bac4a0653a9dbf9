import CSDL2
import Foundation
import Panels
import PanelsRaster

/// A desktop window that shows panels, delivers input as `PanelEvent`s, and redraws
/// when something changes or an animation asks for another frame.
///
/// Contract:
/// - Layout is in points; pixels per point come from the renderer's drawable size
///   (high-DPI). A resize re-lays out and redraws.
/// - The window draws through the same `DisplayListExecutor` and rasterizer as the
///   offscreen path; the frame is uploaded to one streaming texture and presented.
/// - The loop waits in `SDL_WaitEventTimeout` while nothing moves (an idle window
///   sleeps) and, on every iteration, lets the main run loop run so main-actor work
///   (`Task { @MainActor in … }`) is never starved.
/// - While a frame sets `needsAnotherFrame`, frames follow at display rate (vsync, or
///   ~60 Hz with the software renderer).
/// - `stop()` (or closing the window when the handler does not take the event) ends `run`.
/// - Esc ends nothing unless asked (`closesOnEscape`). Several windows in one loop:
///   `WindowLoop`, which `run(stage:)` is built on.
public final class WindowHost {
    /// What kind of SDL renderer the window uses.
    public enum RendererKind: Sendable {
        /// SDL's choice (OpenGL, or llvmpipe under Xvfb).
        case accelerated
        /// SDL's software renderer: the same pixels as the offscreen path.
        case software
    }

    /// What a frame is drawn for.
    public struct FrameInfo: Sendable {
        /// Window size in points.
        public var size: Size
        /// Pixels per point.
        public var scale: Double
        /// Seconds since `run` started (monotonic).
        public var time: Double
    }

    private let window: OpaquePointer
    var windowPointer: OpaquePointer { window }
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var textureSize = (0, 0)
    /// The window's frame, kept between frames of the same size.
    private var frame: RasterFrame?
    /// The rectangles of the texture the last frame uploaded (for tests).
    package private(set) var lastUploaded: [PixelRect] = []
    /// Pixels the last frame uploaded (the whole frame's when it was drawn whole).
    package var lastUploadedPixels: Int { lastUploaded.reduce(0) { $0 + $1.area } }
    /// What drawing met so far (a picture that does not decode, a font that does not
    /// open), each once. Each is also reported to the sink of what was drawn: the
    /// context's `diagnostics` for `draw(_:context:)`, the stage's for `run(stage:)`.
    public private(set) var diagnostics: [Diagnostic] = []
    /// Removed: read `diagnostics`.
    @available(*, unavailable, renamed: "diagnostics")
    public var problems: [String] { diagnostics.map(\.description) }
    /// Set while drawing a frame to get another one at display rate (animations).
    public var needsAnotherFrame = false
    private var needsDraw = true
    /// Set while a loop runs this window; `stop()` clears it.
    var running = false
    /// Frames drawn since the window opened (for tests and diagnostics).
    public private(set) var framesDrawn = 0
    /// Of `framesDrawn`, the loop iterations that drew because the window system asked
    /// (the window was exposed or resized) rather than for a handler or an animation.
    public internal(set) var framesForWindowEvents = 0
    /// The window system asked for the next draw.
    private var windowAskedToDraw = false
    private let isSoftware: Bool
    /// Whether the window draws with SDL's software renderer (no vsync pacing).
    var isSoftwareRenderer: Bool { isSoftware }

    /// True when a display server is reachable (X11 `DISPLAY` or `WAYLAND_DISPLAY`).
    public static var displayAvailable: Bool {
        let env = ProcessInfo.processInfo.environment
        return !(env["DISPLAY"] ?? "").isEmpty || !(env["WAYLAND_DISPLAY"] ?? "").isEmpty
    }

    /// When no display server could be reached (an unreachable `DISPLAY`, say), SDL
    /// quietly falls back to its `offscreen` (or `dummy`) video driver, whose windows
    /// nobody sees. Unless that driver was asked for (`SDL_VIDEODRIVER`), this shuts
    /// video down again and throws SDL's reason for the display it could not use.
    static func refuseHeadlessDriver() throws(SDLError) {
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        let environment = ProcessInfo.processInfo.environment
        guard driver == "offscreen" || driver == "dummy", environment["SDL_VIDEODRIVER"] != driver else { return }
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
        var reasons: [String] = []
        for (variable, name) in [("DISPLAY", "x11"), ("WAYLAND_DISPLAY", "wayland")] {
            guard let value = environment[variable], !value.isEmpty else { continue }
            if SDL_VideoInit(name) != 0 {
                reasons.append("\(variable)=\(value): \(String(cString: SDL_GetError()))")
            }
            SDL_VideoQuit()
        }
        throw SDLError(
            "Opening a window",
            message:
                "no display could be reached (\(reasons.isEmpty ? "no display server" : reasons.joined(separator: "; "))); SDL fell back to its \(driver) video driver"
        )
    }

    /// Opens a window of `size` points titled `title`.
    public init(title: String, size: Size, renderer kind: RendererKind = .accelerated) throws(SDLError) {
        // SIGTERM and SIGINT end the process (exit 143 / 130), not SDL's quit event,
        // which a scripted run would ignore.
        Termination.exitOnSignals()
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        // An input method's composition of any length (not cut at 31 bytes).
        SDL_SetHint(SDL_HINT_IME_SUPPORT_EXTENDED_TEXT, "1")
        try SDLRuntime.start()
        let (window, renderer) = try SDLLock.run { () throws(SDLError) -> (OpaquePointer, OpaquePointer) in
            if SDL_WasInit(SDL_INIT_VIDEO) == 0 && SDL_InitSubSystem(SDL_INIT_VIDEO) != 0 {
                throw SDLError.current("SDL_InitSubSystem(VIDEO)")
            }
            try WindowHost.refuseHeadlessDriver()
            // A software window presents through the X11/Wayland framebuffer, never
            // through OpenGL: by default SDL backs the window surface with a GL
            // texture, which ties the window to a GL context (and crashed Mesa when
            // windows came and went on different threads).
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, kind == .software ? "0" : "1")
            let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
            let centered = panels_SDL_WindowPosCentered()
            guard
                let window = SDL_CreateWindow(
                    title, centered, centered,
                    Int32(size.width.rounded()), Int32(size.height.rounded()),
                    flags)
            else {
                throw SDLError.current("SDL_CreateWindow")
            }
            let rendererFlags =
                kind == .software
                ? SDL_RENDERER_SOFTWARE.rawValue
                : SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
            guard
                let renderer = SDL_CreateRenderer(window, -1, rendererFlags)
                    ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
            else {
                let error = SDLError.current("SDL_CreateRenderer")
                SDL_DestroyWindow(window)
                throw error
            }
            return (window, renderer)
        }
        self.window = window
        self.renderer = renderer
        var info = SDL_RendererInfo()
        SDLLock.run { _ = SDL_GetRendererInfo(renderer, &info) }
        isSoftware = info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
    }

    deinit {
        let (window, renderer, texture) = (self.window, self.renderer, self.texture)
        SDLLock.run {
            if let texture { SDL_DestroyTexture(texture) }
            SDL_DestroyRenderer(renderer)
            SDL_DestroyWindow(window)
        }
    }

    /// Window size in points and pixels per point.
    public var metrics: (size: Size, scale: Double) {
        SDLLock.run {
            var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
            SDL_GetWindowSize(window, &w, &h)
            SDL_GetRendererOutputSize(renderer, &pw, &ph)
            let scale = w > 0 ? Double(pw) / Double(w) : 1
            return (Size(width: Double(w), height: Double(h)), scale > 0 ? scale : 1)
        }
    }

    /// The most pixels a window's frame may have when it is resized from code (a
    /// script's `resize`, `setSize`): each pixel costs the frame, the texture and the
    /// window system's copy. Default 64 megapixels (8,000 × 8,000 px, 256 MB a
    /// copy); at most 16,384 × 16,384.
    public var pixelBudget = 64_000_000 {
        didSet { pixelBudget = min(max(1, pixelBudget), 16_384 * 16_384) }
    }

    /// Resizes the window to `size` points (a resize event follows, then a redraw).
    /// Throws, leaving the window as it is, when a side is not a finite number from 1
    /// to 16,384 points, or when the frame at the window's scale would have more
    /// pixels than `pixelBudget`.
    public func setSize(_ size: Size) throws(SDLError) {
        guard size.width.isFinite, size.height.isFinite, (1 ... 16_384).contains(size.width),
            (1 ... 16_384).contains(size.height)
        else {
            throw SDLError(
                "Resizing the window", message: "\(size) is out of range (each side from 1 to 16,384 points)")
        }
        let scale = metrics.scale
        let pixels = (size.width * scale).rounded() * (size.height * scale).rounded()
        guard pixels <= Double(pixelBudget) else {
            throw SDLError(
                "Resizing the window",
                message:
                    "\(Int(size.width))x\(Int(size.height)) pt at \(scale)x is \(Int(pixels / 1_000_000)) megapixels, over the budget of \(pixelBudget / 1_000_000) (WindowHost.pixelBudget)"
            )
        }
        SDLLock.run {
            SDL_SetWindowSize(window, Int32(size.width.rounded()), Int32(size.height.rounded()))
        }
    }

    /// Asks for a redraw on the next loop iteration.
    public func setNeedsDraw() { needsDraw = true }

    /// Ends `run` after the current iteration.
    public func stop() { running = false }

    /// When set, `run` ends after this many frames have been presented (for start-up
    /// measurements and smoke tests: `Gallery --exit-after-frames 1`).
    public var stopsAfterFrames: Int?

    /// Lays out and draws `panel` for the current window size, and presents it.
    @discardableResult
    public func draw<P: Panel>(
        _ panel: P, context: PanelContext = PanelContext(),
        background: RGBA = .white
    ) -> DisplayList {
        let (size, scale) = metrics
        let composition = Composition(
            panel, size: size, scale: scale,
            context: context,
            background: background,
            measurer: SDLTextMeasurer.shared(scale: scale))
        present(composition.displayList, reportingTo: context.diagnostics)
        return composition.displayList
    }

    /// Rasterizes `list` and shows it.
    public func present(_ list: DisplayList) {
        present(list, reportingTo: nil)
    }

    /// Rasterizes `list` and shows it; what drawing meets goes to `diagnostics` and `sink`.
    public func present(_ list: DisplayList, reportingTo sink: DiagnosticLog?) {
        SDLLock.run {
            var pw: Int32 = 0, ph: Int32 = 0
            SDL_GetRendererOutputSize(renderer, &pw, &ph)
            let width = max(1, min(Int(pw), list.pixelWidth)), height = max(1, min(Int(ph), list.pixelHeight))
            // The window's frame is kept between frames of the same size: only what
            // changed since the last list is drawn (`FrameDamage`), and only those
            // rectangles go to the ARGB texture, as they are (never through straight
            // RGBA). A new frame or a new texture is drawn and uploaded whole.
            if frame == nil || frame!.width != width || frame!.height != height {
                frame = RasterFrame(width: width, height: height)
            }
            let frame = frame!
            var newTexture = false
            if texture == nil || textureSize != (width, height) {
                if let texture { SDL_DestroyTexture(texture) }
                texture = SDL_CreateTexture(
                    renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                    Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(width), Int32(height))
                textureSize = (width, height)
                newTexture = true
            }
            var (regions, problems) = frame.drawChanges(list)
            for diagnostic in problems where !diagnostics.contains(diagnostic) {
                diagnostics.append(diagnostic)
            }
            sink?.report(problems)
            guard let texture else { return }
            if newTexture { regions = [PixelRect(x0: 0, y0: 0, x1: width, y1: height)] }
            lastUploaded = regions
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
            for region in regions where !region.isEmpty {
                var rect = SDL_Rect(
                    x: Int32(region.x0), y: Int32(region.y0), w: Int32(region.width), h: Int32(region.height))
                SDL_UpdateTexture(texture, &rect, frame.pixels + region.y0 * width + region.x0, Int32(width * 4))
            }
            var destination = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
            SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
            SDL_RenderClear(renderer)
            SDL_RenderCopy(renderer, texture, nil, &destination)
            SDL_RenderPresent(renderer)
            framesDrawn += 1
            if let limit = stopsAfterFrames, framesDrawn >= limit { running = false }
        }
    }

    /// Reads back what the renderer last drew (call after `draw`, before the next
    /// frame), as pixels.
    public func readPixels() throws(SDLError) -> PixelImage {
        try SDLLock.run { () throws(SDLError) -> PixelImage in
            var pw: Int32 = 0, ph: Int32 = 0
            SDL_GetRendererOutputSize(renderer, &pw, &ph)
            SDL_RenderFlush(renderer)
            var bytes = [UInt8](repeating: 0, count: Int(pw) * Int(ph) * 4)
            let status = bytes.withUnsafeMutableBytes { buffer in
                SDL_RenderReadPixels(
                    renderer, nil, SDL_PIXELFORMAT_ABGR8888.rawValue,
                    buffer.baseAddress, pw * 4)
            }
            if status != 0 { throw SDLError.current("SDL_RenderReadPixels") }
            return PixelImage(width: Int(pw), height: Int(ph), bytes: bytes)
        }
    }

    /// Shows the panel `make` builds for each window size until the window is closed
    /// (or Esc, with `closesOnEscape`). Sleeps while no event arrives.
    public func run<P: Panel>(
        context: PanelContext = PanelContext(), background: RGBA = .white, closesOnEscape: Bool = false,
        _ make: (Size) -> P
    ) {
        run(
            context: context, background: background,
            onEvent: { event in
                switch event {
                case .keyDown(let key) where key.key == "Escape" && closesOnEscape: self.stop()
                case .closeRequested: self.stop()
                default: break
                }
                return false
            }, frame: { info in make(info.size) })
    }

    /// The event loop: delivers every input as a `PanelEvent` to `onEvent` (return
    /// true when it changed what is shown), draws `frame` when needed, and keeps
    /// drawing at display rate while `needsAnotherFrame` is set. Closing the window
    /// stops the loop unless `onEvent` handles `.closeRequested` by returning true.
    ///
    /// Call it from a synchronous `main` on the main thread: every iteration runs the
    /// main run loop briefly, which runs main-actor work. From async code on the main
    /// actor, use the `async` overload instead (a main-queue job cannot drain the
    /// main queue re-entrantly).
    public func run<P: Panel>(
        context: PanelContext = PanelContext(), background: RGBA = .white,
        onEvent: (PanelEvent) -> Bool, frame: (FrameInfo) -> P
    ) {
        run(
            onEvent: onEvent,
            render: { info in
                draw(frame(info), context: context, background: background)
            })
    }

    /// The same loop for callers that produce display lists themselves (a `Stage`):
    /// `render` draws and presents one frame (typically with `present(_:)`).
    public func run(onEvent: (PanelEvent) -> Bool, render: (FrameInfo) -> Void) {
        var loop = Loop()
        SDL_StartTextInput()
        running = true
        needsDraw = true
        while running {
            // Main-actor work (Task { @MainActor in … }, DispatchQueue.main) runs here.
            _ = RunLoop.main.run(mode: .default, before: Date())
            MainQueueWake.rearm()
            step(&loop, onEvent: onEvent, render: render)
        }
        SDL_StopTextInput()
    }

    /// The event loop for async code on the main actor: like the synchronous `run`,
    /// but it yields to other main-actor work on every iteration.
    @MainActor
    public func run<P: Panel>(
        context: PanelContext = PanelContext(), background: RGBA = .white,
        onEvent: (PanelEvent) -> Bool, frame: (FrameInfo) -> P
    ) async {
        var loop = Loop()
        SDL_StartTextInput()
        running = true
        needsDraw = true
        while running {
            await Task.yield()
            step(
                &loop, onEvent: onEvent,
                render: { info in
                    draw(frame(info), context: context, background: background)
                })
        }
        SDL_StopTextInput()
    }

    /// Timing state of one `run`.
    private struct Loop {
        let start = DispatchTime.now().uptimeNanoseconds
        var lastFrame: UInt64 = 0
        var event = SDL_Event()
    }

    /// One iteration: draw if needed, wait for events (briefly when idle, until the
    /// next frame when animating), deliver them.
    private func step(_ loop: inout Loop, onEvent: (PanelEvent) -> Bool, render: (FrameInfo) -> Void) {
        if needsDraw || needsAnotherFrame {
            if windowAskedToDraw { framesForWindowEvents += 1 }
            windowAskedToDraw = false
            needsDraw = false
            needsAnotherFrame = false
            let (size, scale) = metrics
            let now = DispatchTime.now().uptimeNanoseconds
            loop.lastFrame = now
            let info = FrameInfo(size: size, scale: scale, time: Double(now - loop.start) / 1e9)
            render(info)
        }
        guard running else { return }
        // Animating: wait at most until the next frame (vsync paces accelerated
        // renderers). Idle: sleep until an event, waking every 16 ms for main-actor work.
        let timeout: Int32
        if needsAnotherFrame {
            let elapsed = Int32(min(1000, (DispatchTime.now().uptimeNanoseconds - loop.lastFrame) / 1_000_000))
            timeout = isSoftware ? max(0, 16 - elapsed) : 0
        } else {
            timeout = 16
        }
        guard SDL_WaitEventTimeout(&loop.event, timeout) == 1 else { return }
        repeat {
            let event = loop.event
            if let panelEvent = SDLEventTranslator.translate(event, windowSize: { self.metrics }) {
                let handled = onEvent(panelEvent)
                if handled { needsDraw = true }
                switch panelEvent {
                case .resize:
                    needsDraw = true
                    windowAskedToDraw = true
                case .closeRequested where !handled: running = false
                default: break
                }
            }
            if event.type == SDL_WINDOWEVENT.rawValue,
                SDL_WindowEventID(UInt32(event.window.event)) == SDL_WINDOWEVENT_EXPOSED
            {
                needsDraw = true
                windowAskedToDraw = true
            }
            // A wake (`SDLWake`): state changed on another thread, or a caret blinks
            // (main-queue work, `MainQueueWake`, only wakes the loop to run it).
            if event.type >= SDL_USEREVENT.rawValue && event.type < SDL_LASTEVENT.rawValue
                && event.type != MainQueueWake.eventType
            {
                needsDraw = true
            }
        } while running && SDL_PollEvent(&loop.event) == 1
    }
}
