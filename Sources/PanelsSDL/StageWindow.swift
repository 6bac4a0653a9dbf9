import CSDL2
import Foundation
import Panels

/// One window of a `WindowLoop`: an SDL window (`host`) showing a `Stage`, with what
/// the app decides about it: whether Esc closes it, whether a close request is
/// granted, and the events only the app uses (files dropped on it).
///
/// Contract:
/// - **Events** addressed to the window (by SDL window id) go first to `onEvent`
///   (return true when the app used one: the stage does not get it), then to the
///   stage. `.closeRequested` goes to `onCloseRequest` instead; `.filesDropped` goes
///   to `onEvent` only.
/// - **Esc** never closes the window unless `closesOnEscape` is set; then an Esc
///   that nothing on the stage used requests closing, like the window's close button.
/// - **Closing**: a close request closes the window when `onCloseRequest` is nil or
///   returns true; returning false keeps it (unsaved text, say). `close()` closes it
///   without asking. A closed window leaves its loop and is hidden.
/// - **Clock**: the stage's clock is seconds since the window opened, paused while
///   the window is hidden or minimized: no frames are drawn and no timers fire then.
/// - Used on the loop's thread (the main thread).
public final class StageWindow {
    /// The SDL window.
    public let host: WindowHost
    /// What the window shows.
    public let stage: Stage
    /// Esc that nothing on the stage used requests closing the window (off by default).
    public var closesOnEscape = false
    /// Asked when the user (or `requestClose()`) asks to close the window: true closes
    /// it, false keeps it. Nil: close requests are granted.
    public var onCloseRequest: (() -> Bool)?
    /// Offered every event before the stage (`.filesDropped` only here): return true
    /// when the app used it and the window should draw.
    public var onEvent: ((PanelEvent) -> Bool)?
    /// Called once when the window has closed (by request or `close()`).
    public var onClose: (() -> Void)?
    /// True while the window is hidden or minimized (its clock is paused).
    public private(set) var isHidden = false
    /// True once the window has closed.
    public private(set) var isClosed = false
    /// SDL's id of the window.
    public let id: UInt32

    weak var loop: WindowLoop?
    /// Whether the loop opened the SDL window (it is hidden when the window closes).
    let ownsHost: Bool
    var needsDraw = true
    /// The window system asked for the next frame (an expose or a resize).
    var windowAskedToDraw = false
    var needsAnotherFrame = false
    var lastFrame: UInt64 = 0
    private let opened = DispatchTime.now().uptimeNanoseconds
    private var hiddenSince: UInt64 = 0
    private var hiddenTotal: UInt64 = 0

    init(host: WindowHost, stage: Stage, ownsHost: Bool) {
        self.host = host
        self.stage = stage
        self.ownsHost = ownsHost
        id = host.windowID
    }

    /// The window's title.
    public var title: String {
        get { SDLLock.run { String(cString: SDL_GetWindowTitle(host.windowPointer)) } }
        set { SDLLock.run { SDL_SetWindowTitle(host.windowPointer, newValue) } }
    }

    /// The smallest size the user can make the window, in points (nil: none). Sides
    /// that are not finite, or below 1, count as 1; above 16,384 as 16,384.
    public var minimumSize: Size? {
        didSet {
            let size = minimumSize ?? Size(width: 0, height: 0)
            func side(_ value: Double) -> Int32 {
                guard minimumSize != nil else { return 0 }
                return Int32(value.isFinite ? min(max(1, value.rounded()), 16_384) : 1)
            }
            SDLLock.run { SDL_SetWindowMinimumSize(host.windowPointer, side(size.width), side(size.height)) }
        }
    }

    /// The stage's clock now: seconds since the window opened, less the time it spent hidden.
    public var clock: Double {
        let now = isHidden ? hiddenSince : DispatchTime.now().uptimeNanoseconds
        return Double(now &- opened &- hiddenTotal) / 1e9
    }

    /// Asks to close the window as its close button does: `onCloseRequest` decides.
    /// Returns true when the window closed.
    @discardableResult
    public func requestClose() -> Bool {
        guard !isClosed else { return true }
        if let onCloseRequest, !onCloseRequest() { return false }
        close()
        return true
    }

    /// Closes the window without asking: it leaves its loop (and is hidden, when the
    /// loop opened it).
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        stage.onNeedsFrame = nil
        if ownsHost { SDLLock.run { SDL_HideWindow(host.windowPointer) } }
        loop?.windowClosed(self)
        onClose?()
    }

    /// The window was hidden or minimized (true), or shown again (false).
    func setHidden(_ hidden: Bool) {
        guard hidden != isHidden else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        if hidden {
            hiddenSince = now
        } else {
            hiddenTotal &+= now &- hiddenSince
            needsDraw = true
        }
        isHidden = hidden
    }

    /// Delivers `event` (see the type's contract); returns true when the window
    /// should draw.
    func deliver(_ event: PanelEvent) {
        switch event {
        case .closeRequested:
            requestClose()
            return
        case .resize:
            needsDraw = true
            windowAskedToDraw = true
        default:
            break
        }
        if let onEvent, onEvent(event) {
            needsDraw = true
            return
        }
        if case .filesDropped = event { return }
        let handled = stage.handle(event)
        if handled { needsDraw = true }
        if case .keyDown(let key) = event, key.key == "Escape", key.modifiers.isEmpty, !handled, closesOnEscape {
            requestClose()
        }
    }

    /// Draws a frame at the window's clock and notes whether another is wanted.
    func draw() {
        if windowAskedToDraw { host.framesForWindowEvents += 1 }
        windowAskedToDraw = false
        needsDraw = false
        let (size, scale) = host.metrics
        let time = clock
        lastFrame = DispatchTime.now().uptimeNanoseconds
        host.present(stage.frame(size: size, scale: scale, at: time), reportingTo: stage.context.diagnostics)
        needsAnotherFrame = stage.needsFrame(at: time)
        if let limit = host.stopsAfterFrames, host.framesDrawn >= limit { host.stop() }
    }

    /// Seconds from now until this window wants a frame while nothing happens (0:
    /// now; nil: only an event or a change will).
    func nextWakeUp() -> Double? {
        guard !isHidden, !isClosed else { return nil }
        if needsDraw { return 0 }
        if needsAnotherFrame {
            guard host.isSoftwareRenderer else { return 0 }  // vsync paces the frames
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds &- lastFrame) / 1e9
            return max(0, 1.0 / 60 - elapsed)
        }
        let now = clock
        return stage.nextDeadline(after: now).map { max(0, $0 - now) }
    }
}
