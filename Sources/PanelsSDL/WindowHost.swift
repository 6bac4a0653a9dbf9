import CSDL2
import Foundation
import Panels

/// A desktop window that shows a panel and keeps it laid out to the window's size.
///
/// Contract: the panel is re-laid out whenever the window size changes; the window
/// draws through the same `DisplayListExecutor` as the offscreen path; the loop
/// sleeps in `SDL_WaitEvent` while nothing changes (idle ≈ 0 % CPU); Esc or closing
/// the window ends `run`. Layout is in points; the renderer's drawable size gives the
/// scale (high-DPI).
public final class WindowHost {
    /// What kind of SDL renderer the window uses.
    public enum RendererKind: Sendable {
        /// SDL's choice (OpenGL, or llvmpipe under Xvfb).
        case accelerated
        /// SDL's software renderer: the same rasterizer as the offscreen path.
        case software
    }

    private let window: OpaquePointer
    private let renderer: OpaquePointer
    public private(set) var problems: [String] = []

    /// True when a display server is reachable (X11 `DISPLAY` or `WAYLAND_DISPLAY`).
    public static var displayAvailable: Bool {
        let env = ProcessInfo.processInfo.environment
        return !(env["DISPLAY"] ?? "").isEmpty || !(env["WAYLAND_DISPLAY"] ?? "").isEmpty
    }

    /// Opens a window of `size` points titled `title`.
    public init(title: String, size: Size, renderer kind: RendererKind = .accelerated) throws(SDLError) {
        try SDLRuntime.start()
        let (window, renderer) = try SDLLock.run { () throws(SDLError) -> (OpaquePointer, OpaquePointer) in
            if SDL_WasInit(SDL_INIT_VIDEO) == 0 && SDL_InitSubSystem(SDL_INIT_VIDEO) != 0 {
                throw SDLError.current("SDL_InitSubSystem(VIDEO)")
            }
            let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
            let centered = panels_SDL_WindowPosCentered()
            guard let window = SDL_CreateWindow(title, centered, centered,
                                                Int32(size.width.rounded()), Int32(size.height.rounded()),
                                                flags) else {
                throw SDLError.current("SDL_CreateWindow")
            }
            let rendererFlags = kind == .software
                ? SDL_RENDERER_SOFTWARE.rawValue
                : SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
            guard let renderer = SDL_CreateRenderer(window, -1, rendererFlags)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
                let error = SDLError.current("SDL_CreateRenderer")
                SDL_DestroyWindow(window)
                throw error
            }
            return (window, renderer)
        }
        self.window = window
        self.renderer = renderer
    }

    deinit {
        let (window, renderer) = (self.window, self.renderer)
        SDLLock.run {
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

    /// Lays out and draws `panel` for the current window size, and presents it.
    @discardableResult
    public func draw<P: Panel>(_ panel: P, context: PanelContext = PanelContext(),
                               background: RGBA = .white) -> DisplayList {
        let (size, scale) = metrics
        let composition = Composition(panel, size: size, scale: scale, context: context,
                                      background: background,
                                      measurer: SDLTextMeasurer.shared(scale: scale))
        SDLLock.run {
            var executor = DisplayListExecutor(renderer: renderer)
            executor.draw(composition.displayList)
            problems.append(contentsOf: executor.problems)
            SDL_RenderPresent(renderer)
        }
        return composition.displayList
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
                SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ABGR8888.rawValue,
                                     buffer.baseAddress, pw * 4)
            }
            if status != 0 { throw SDLError.current("SDL_RenderReadPixels") }
            return PixelImage(width: Int(pw), height: Int(ph), bytes: bytes)
        }
    }

    /// Shows the panel `make` builds for each window size until Esc or the window is
    /// closed. Sleeps while no event arrives.
    public func run<P: Panel>(context: PanelContext = PanelContext(), background: RGBA = .white,
                              _ make: (Size) -> P) {
        var needsDraw = true
        var event = SDL_Event()
        while true {
            if needsDraw {
                draw(make(metrics.size), context: context, background: background)
                needsDraw = false
            }
            // Sleep until something happens (no lock held while waiting).
            guard SDL_WaitEvent(&event) == 1 else { return }
            repeat {
                switch event.type {
                case SDL_QUIT.rawValue:
                    return
                case SDL_KEYDOWN.rawValue where event.key.keysym.sym == SDLK_ESCAPE.rawValue:
                    return
                case SDL_WINDOWEVENT.rawValue:
                    needsDraw = true
                default:
                    break
                }
            } while SDL_PollEvent(&event) == 1
        }
    }
}
