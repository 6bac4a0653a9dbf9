#if os(Linux)
import CPanelsATK
import CSDL2
import Foundation
import Panels

/// The AT-SPI export of every window of the process (`AccessibilityExport`): starts
/// ATK and atk-bridge once, keeps one `ATSPIWindowExport` per window of a
/// `WindowLoop`, runs GLib's main context from the loop's wait, and carries out what
/// assistive technologies ask.
///
/// Contract: used on the loop's thread only. `startIfWanted()` returns nil (and starts
/// nothing) unless `AccessibilityExport.mode` asks; in `automatic` mode with the bus
/// saying no, a helper thread watches `org.a11y.Status` and, when assistive
/// technology turns on, posts `enableType`, on which the loop calls `startLate()`
/// (the bridge is loaded then, and only then, as GTK does); a bridge that cannot reach the bus
/// says so once on standard error and the loop runs without it. A window's tree is
/// built when the window first draws and then after the frames it draws, at most
/// every `syncInterval` seconds (an animating window is not rebuilt on every frame;
/// an idle one not at all).
package final class ATSPIBridge {
    /// The bridge of this process, once started (the C callbacks find it here).
    nonisolated(unsafe) package private(set) static var shared: ATSPIBridge?
    nonisolated(unsafe) private static var decided = false

    /// The least time between two rebuilds of one window's tree, in seconds.
    package static let syncInterval = 0.1

    private var exports: [ATSPIWindowExport] = []
    private var nextHandle: UInt64 = 1

    /// The running bridge: started now when the mode (or the desktop) asks, at most
    /// once per process.
    package static func startIfWanted() -> ATSPIBridge? {
        if decided { return shared }
        decided = true
        switch decision() {
        case .start: return start()
        case .never: return nil
        case .askBus:
            if panels_atk_bus_enabled(500) { return start() }
            _ = enableType
            _ = panels_atk_watch_bus { SDLWake.post(ATSPIBridge.enableType) }
            return nil
        }
    }

    /// The bridge once assistive technology turned on after the first window opened
    /// (the loop received `enableType`): started now, at most once.
    package static func startLate() -> ATSPIBridge? {
        shared ?? start()
    }

    private static func start() -> ATSPIBridge? {
        _ = wakeType
        let name = ProcessInfo.processInfo.processName
        var error: UnsafePointer<CChar>?
        let perform: PanelsATKPerform = { handle, request, index, number, text in
            ATSPIBridge.shared?.perform(
                handle: handle, request: request, index: Int(index), number: number,
                text: text.map { String(cString: $0) }) ?? false
        }
        guard panels_atk_start(name, perform, &error) else {
            let reason = error.map { String(cString: $0) } ?? "unknown reason"
            FileHandle.standardError.write(Data("Panels: no AT-SPI export (\(reason)).\n".utf8))
            return nil
        }
        shared = ATSPIBridge()
        return shared
    }

    private enum Decision { case start, never, askBus }

    /// What `AccessibilityExport.mode` and the environment say (the bus decides the rest).
    private static func decision() -> Decision {
        switch AccessibilityExport.mode {
        case .always: return .start
        case .never: return .never
        case .automatic:
            let environment = ProcessInfo.processInfo.environment
            if environment["PANELS_ACCESSIBILITY"] == "1" { return .start }
            if environment["PANELS_ACCESSIBILITY"] == "0" || environment["NO_AT_BRIDGE"] == "1" { return .never }
            return .askBus
        }
    }

    /// The SDL event the GLib helper posts: a wake-up, never a reason to draw.
    static let wakeType: UInt32 = SDLWake.register()
    /// The SDL event the bus watcher posts when assistive technology turns on.
    package static let enableType: UInt32 = SDLWake.register()

    /// Exports every window of `windows` (the bridge started late, after they opened).
    func add(all windows: [StageWindow]) {
        for window in windows { add(window) }
    }

    /// Exports `window` (under the application).
    func add(_ window: StageWindow) {
        let export = ATSPIWindowExport(window: window, bridge: self)
        exports.append(export)
        updateWindows()
    }

    /// Stops exporting `window`: its objects turn defunct.
    func remove(_ window: StageWindow) {
        guard let index = exports.firstIndex(where: { $0.window === window }) else { return }
        exports.remove(at: index).retire()
        updateWindows()
    }

    private func updateWindows() {
        let frames: [OpaquePointer?] = exports.map { $0.frame }
        frames.withUnsafeBufferPointer { buffer in
            panels_atk_set_children(panels_atk_application(), buffer.baseAddress, Int32(buffer.count))
        }
    }

    /// `window` drew a frame: its tree is rebuilt at the next wait that is due.
    func windowDrew(_ window: StageWindow) {
        exports.first { $0.window === window }?.dirty = true
    }

    /// `window` took (true) or lost keyboard focus.
    func windowActivated(_ window: StageWindow, _ active: Bool) {
        exports.first { $0.window === window }?.setActive(active)
    }

    /// Before the loop sleeps: rebuilds the trees that are due, runs GLib's main
    /// context (requests from assistive technologies run here), and returns the
    /// longest the loop may sleep, in seconds (nil: no limit).
    func beforeWait() -> Double? {
        var limit: Double?
        let now = DispatchTime.now().uptimeNanoseconds
        for export in exports where export.dirty {
            let since = Double(now &- export.lastSync) / 1e9
            if !export.synced || since >= ATSPIBridge.syncInterval {
                export.sync()
            } else {
                limit = min(limit ?? .infinity, ATSPIBridge.syncInterval - since)
            }
        }
        let glib = panels_atk_glib_before_wait { SDLWake.post(ATSPIBridge.wakeType) }
        if glib >= 0 { limit = min(limit ?? .infinity, Double(glib) / 1000) }
        return limit
    }

    /// A fresh handle for a new object.
    func makeHandle() -> UInt64 {
        defer { nextHandle += 1 }
        return nextHandle
    }

    private func perform(
        handle: UInt64, request: PanelsATKRequest, index: Int, number: Double, text: String?
    ) -> Bool {
        for export in exports {
            if let done = export.perform(handle: handle, request: request, index: index, number: number, text: text) {
                return done
            }
        }
        return false
    }
}
#else
/// No AT-SPI export away from Linux (`AccessibilityExport`): the loop's calls do nothing.
package final class ATSPIBridge {
    package static func startIfWanted() -> ATSPIBridge? { nil }
    package static func startLate() -> ATSPIBridge? { nil }
    package static var enableType: UInt32 { .max }
    func add(all windows: [StageWindow]) {}
    func add(_ window: StageWindow) {}
    func remove(_ window: StageWindow) {}
    func windowDrew(_ window: StageWindow) {}
    func windowActivated(_ window: StageWindow, _ active: Bool) {}
    func beforeWait() -> Double? { nil }
}
#endif
