import CSDL2
import Foundation
import Panels

/// One event loop for any number of windows, each showing its own `Stage`
/// (`StageWindow`): it routes SDL events by window id, draws each window when its
/// stage changes or animates, fires the stages' timers, sets the pointer's shape, and
/// sleeps while nothing is due.
///
/// Contract:
/// - **Opening and closing.** `open(title:size:…)` adds a window (from the loop's
///   thread, also while it runs); a window leaves the loop when it closes (see
///   `StageWindow`). `run()` returns once no window is left, after `stop()`, or on
///   SDL's quit event (the session ends).
/// - **Wake-ups.** A change of a stage's observed state or targets, from any thread,
///   wakes the loop for one frame of that window (an SDL user event); a timer or the
///   caret's blink wakes it when due. Work queued on the main queue (a main-actor
///   `Task` resuming, `DispatchQueue.main.async`) wakes it too (`MainQueueWake`), and
///   runs on the next iteration. While nothing is due the loop sleeps in
///   `SDL_WaitEventTimeout`, waking at most every `idlePoll` seconds.
/// - **Driving it from your own loop**: run the main queue (main-actor work), call
///   `pumpEvents()` (delivers what is queued, without waiting), `drawIfNeeded()`,
///   and sleep for at most `nextWakeUp()` seconds
///   (nil: until an event; `waitForEvents(timeout:)` sleeps until an SDL event or the
///   timeout). The caret's blink, timers and cross-thread wake-ups need nothing else.
/// - Used on the main thread (SDL's event loop lives there).
public final class WindowLoop {
    /// The open windows, in the order they opened.
    public private(set) var windows: [StageWindow] = []
    /// The longest sleep while nothing is due, in seconds: 2 s where main-queue work
    /// wakes the loop, else 0.25 s (so such work still runs soon). Held to 1 ms … 10 s.
    public var idlePoll: Double = MainQueueWake.isAvailable ? 2 : 0.25 {
        didSet { idlePoll = idlePoll.isFinite ? min(max(idlePoll, 0.001), 10) : 0.25 }
    }
    /// How many times the loop woke from its sleep (for tests and measurements).
    public private(set) var wakeUps = 0
    private var running = false
    private let wake: UInt32
    private var shownShape: PointerShape?
    /// The AT-SPI export, when the desktop or the app asks (`AccessibilityExport`).
    private var accessibility: ATSPIBridge?

    /// A loop with no window yet. Starts SDL's video (throws when no display can be reached).
    public init() throws(SDLError) {
        Termination.exitOnSignals()
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        // Closing the last window is the app's decision (it may refuse), not a quit.
        SDL_SetHint(SDL_HINT_QUIT_ON_LAST_WINDOW_CLOSE, "0")
        try SDLRuntime.start()
        try SDLLock.run { () throws(SDLError) in
            if SDL_WasInit(SDL_INIT_VIDEO) == 0 && SDL_InitSubSystem(SDL_INIT_VIDEO) != 0 {
                throw SDLError.current("SDL_InitSubSystem(VIDEO)")
            }
            _ = SDL_EventState(SDL_DROPFILE.rawValue, SDL_ENABLE)
        }
        wake = SDLWake.register()
        _ = MainQueueWake.isAvailable
    }

    /// Opens a window of `size` points titled `title` showing `stage`.
    @discardableResult
    public func open(
        title: String, size: Size, minimumSize: Size? = nil, renderer: WindowHost.RendererKind = .accelerated,
        stage: Stage
    ) throws(SDLError) -> StageWindow {
        let host = try WindowHost(title: title, size: size, renderer: renderer)
        let window = add(host, stage: stage, ownsHost: true)
        if let minimumSize { window.minimumSize = minimumSize }
        return window
    }

    /// Shows `stage` in an SDL window opened elsewhere (`WindowHost.run(stage:)`).
    @discardableResult
    public func adopt(_ host: WindowHost, stage: Stage) -> StageWindow {
        add(host, stage: stage, ownsHost: false)
    }

    private func add(_ host: WindowHost, stage: Stage, ownsHost: Bool) -> StageWindow {
        let window = StageWindow(host: host, stage: stage, ownsHost: ownsHost)
        window.loop = self
        let wake = self.wake
        stage.onNeedsFrame = { SDLWake.post(wake) }
        stage.clipboard = SDLClipboard(diagnostics: stage.context.diagnostics)
        host.running = true
        windows.append(window)
        accessibility = ATSPIBridge.startIfWanted()
        accessibility?.add(window)
        return window
    }

    /// The window with SDL id `id`.
    public func window(id: UInt32) -> StageWindow? {
        windows.first { $0.id == id }
    }

    func windowClosed(_ window: StageWindow) {
        windows.removeAll { $0 === window }
        accessibility?.remove(window)
    }

    /// Ends `run` after the current iteration (the windows stay open).
    public func stop() { running = false }

    /// Runs until no window is left, `stop()`, or SDL's quit event.
    public func run() {
        running = true
        while running && !windows.isEmpty {
            // Main-actor work (Task { @MainActor in … }, DispatchQueue.main) runs here.
            _ = RunLoop.main.run(mode: .default, before: Date())
            pumpEvents()
            drawIfNeeded()
            guard running && !windows.isEmpty else { break }
            waitForEvents(timeout: min(nextWakeUp() ?? idlePoll, idlePoll))
        }
        running = false
    }

    /// Delivers every queued SDL event to its window, without waiting.
    public func pumpEvents() {
        MainQueueWake.rearm()
        closeStopped()
        var event = SDL_Event()
        while SDL_PollEvent(&event) == 1 {
            dispatch(event)
        }
        closeStopped()
        updatePointerShape()
    }

    /// Draws every visible window whose stage wants a frame (a change, an animation, a
    /// due timer or caret blink).
    public func drawIfNeeded() {
        for window in windows where !window.isHidden && !window.isClosed {
            if !window.needsDraw, let wait = window.nextWakeUp(), wait <= 0 { window.needsDraw = true }
            guard window.needsDraw else { continue }
            window.draw()
            accessibility?.windowDrew(window)
            if isKeyboardFocus(window) { window.host.syncTextInput(with: window.stage) }
        }
        closeStopped()
        updatePointerShape()
    }

    /// Seconds until a window next wants a frame while no event comes (0: now; nil:
    /// nothing is due, only an event or a change will wake the loop).
    public func nextWakeUp() -> Double? {
        windows.compactMap { $0.nextWakeUp() }.min()
    }

    /// Sleeps until an SDL event is queued (a wake-up included) or `timeout` seconds
    /// have passed; the event stays queued for `pumpEvents()`.
    public func waitForEvents(timeout: Double) {
        // Assistive technologies' requests run here; their answers may not wait for an event.
        let timeout = accessibility?.beforeWait().map { min(timeout, $0) } ?? timeout
        let milliseconds = timeout.isFinite ? Int32(min(max(0, timeout * 1000).rounded(.up), 600_000)) : 600_000
        _ = SDL_WaitEventTimeout(nil, milliseconds)
        wakeUps += 1
    }

    private func closeStopped() {
        for window in windows where !window.host.running { window.close() }
    }

    private func isKeyboardFocus(_ window: StageWindow) -> Bool {
        windows.count == 1 || SDLLock.run { SDL_GetKeyboardFocus() } == window.host.windowPointer
    }

    /// The window an SDL event is addressed to (nil: none or all).
    private func target(of event: SDL_Event) -> UInt32? {
        switch SDL_EventType(event.type) {
        case SDL_WINDOWEVENT: event.window.windowID
        case SDL_KEYDOWN, SDL_KEYUP: event.key.windowID
        case SDL_TEXTINPUT: event.text.windowID
        case SDL_TEXTEDITING: event.edit.windowID
        case SDL_TEXTEDITING_EXT: event.editExt.windowID
        case SDL_MOUSEMOTION: event.motion.windowID
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: event.button.windowID
        case SDL_MOUSEWHEEL: event.wheel.windowID
        case SDL_DROPFILE, SDL_DROPTEXT, SDL_DROPBEGIN, SDL_DROPCOMPLETE: event.drop.windowID
        default: nil
        }
    }

    private func dispatch(_ event: SDL_Event) {
        if event.type == SDL_QUIT.rawValue {
            running = false
            return
        }
        if event.type == ATSPIBridge.enableType {
            // Assistive technology turned on after the windows opened: export them now.
            if accessibility == nil, let bridge = ATSPIBridge.startLate() {
                accessibility = bridge
                bridge.add(all: windows)
            }
            return
        }
        if event.type == wake {
            // A stage changed (on any thread): the windows whose stages want a frame draw.
            for window in windows where window.stage.needsFrame(at: window.clock) { window.needsDraw = true }
            return
        }
        // Events with no window (pushed by a test, say) go to the keyboard's window, else the first.
        let id = target(of: event)
        guard
            let window = id.flatMap({ id in windows.first { $0.id == id } })
                ?? windows.first(where: { isKeyboardFocus($0) }) ?? windows.first
        else { return }
        if event.type == SDL_WINDOWEVENT.rawValue {
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED: window.setHidden(true)
            case SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_MAXIMIZED:
                window.setHidden(false)
            case SDL_WINDOWEVENT_FOCUS_GAINED: accessibility?.windowActivated(window, true)
            case SDL_WINDOWEVENT_FOCUS_LOST: accessibility?.windowActivated(window, false)
            case SDL_WINDOWEVENT_EXPOSED:
                window.needsDraw = true
                window.windowAskedToDraw = true
            default: break
            }
        }
        guard let panelEvent = SDLEventTranslator.translate(event, windowSize: { window.host.metrics }) else { return }
        window.deliver(panelEvent)
        if !window.isClosed, isKeyboardFocus(window) { window.host.syncTextInput(with: window.stage) }
    }

    /// Shows the shape the stage under the pointer asks for (system cursors, made once).
    private func updatePointerShape() {
        let focus = SDLLock.run { SDL_GetMouseFocus() }
        let shape = windows.first { $0.host.windowPointer == focus }?.stage.currentPointerShape ?? .arrow
        guard shape != shownShape else { return }
        shownShape = shape
        SDLCursors.show(shape)
    }
}
