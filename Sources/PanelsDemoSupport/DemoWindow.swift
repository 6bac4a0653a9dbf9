import Foundation
import Panels
import PanelsSDL

/// How a demo executable shows its scene, so every demo behaves the same: a window
/// on the real clock (sleeping when idle), or one software-rendered frame saved as a
/// screenshot, or an input script played on a virtual clock with its shots written,
/// or, with no display, nothing (the demo then renders its still to a PNG).
///
/// Contract: `show` returns `false` without side effects when there is no display or
/// no window could be opened (it says why), `true` after the window closed, the
/// screenshot was saved or the script ran. Scripts and screenshots use the software
/// renderer, so their pixels equal the offscreen path's. Problems met while drawing
/// (missing pictures, fonts) are printed as warnings when the window closes. Esc
/// that nothing in the scene uses closes a live window (`closesOnEscape`, on for
/// demos; an app's own `WindowLoop` windows leave it off).
public struct DemoWindow {
    public var title: String
    public var size: Size
    public var context = PanelContext()
    public var background: RGBA = .white
    /// Use SDL's software renderer even for a live window.
    public var software = false
    /// Draw one frame, save what the window shows to this PNG, and stop.
    public var screenshot: String?
    /// Play this script instead of waiting for a person; shots go to `shots`.
    public var script: InputScript?
    public var shots = URL(fileURLWithPath: "shots")
    /// Write each shot's accessibility tree beside it (`NAME.txt`).
    public var accessibilityShots = false
    /// Close the window after this many seconds (from main-actor work, as apps do).
    public var exitAfter: Double?
    /// Close the window once this many frames have been presented.
    public var exitAfterFrames: Int?
    /// Esc that nothing in the scene uses closes the live window ("Esc quits", which
    /// every demo asks for; a window of a `WindowLoop` does not unless asked).
    public var closesOnEscape = true

    /// A demo's window, not opened yet. From here on SIGTERM and SIGINT end the demo
    /// (exit 143 / 130, `Termination`), while it reads its script too.
    public init(title: String, size: Size) {
        Termination.exitOnSignals()
        self.title = title
        self.size = size
    }

    /// Reads and parses the input script at `path`; the error says what is wrong
    /// (the file cannot be read, or every problem with file and line).
    public static func loadScript(_ path: String) throws(DemoScriptError) -> InputScript {
        let text: String
        do {
            text = try InputFile.readText(path, limit: InputScript.fileLimit)
        } catch {
            throw DemoScriptError(message: "Cannot read the script \(error)")
        }
        do {
            return try InputScript(parsing: text, file: path)
        } catch {
            throw DemoScriptError(message: "The script has problems:\n\(error)")
        }
    }

    /// Shows `content` as this window says (see the type's contract); `greeting` is
    /// printed when a person is about to use the window.
    @MainActor
    public func show<P: Panel>(greeting: String, @PanelBuilder content: @escaping () -> P) throws -> Bool {
        guard WindowHost.displayAvailable else {
            print("No display found (DISPLAY and WAYLAND_DISPLAY are unset); rendering to PNG instead.")
            return false
        }
        let scripted = script != nil || screenshot != nil
        let host: WindowHost
        do {
            host = try WindowHost(
                title: title, size: size,
                renderer: software || scripted ? .software : .accelerated)
        } catch {
            print("Could not open a window (\(error)); rendering to PNG instead.")
            return false
        }
        // Scripts and screenshots show the same pixels every run: pictures decode before they show.
        var context = context
        context.waitsForPictures = scripted
        let stage = Stage(
            context: context, background: background,
            measurer: SDLTextMeasurer.shared(scale: host.metrics.scale), content: content)
        if let script {
            try DemoWindow.prepareShots(shots)
            var runner = ScriptRunner(host: host, stage: stage, shots: shots)
            runner.writesAccessibility = accessibilityShots
            try runner.run(script)
            for url in runner.written { print("shot \(url.path)") }
            for diagnostic in stage.diagnostics { print("problem: \(diagnostic)") }
            return true
        }
        if let screenshot {
            let (size, scale) = host.metrics
            host.present(stage.frame(size: size, scale: scale, at: 0), reportingTo: stage.context.diagnostics)
            try PNGCodec.write(try host.readPixels(), to: URL(fileURLWithPath: screenshot))
            print("Saved what the window shows to \(URL(fileURLWithPath: screenshot).path)")
            return true
        }
        print(greeting)
        fflush(nil)  // the line appears at once, even in a pipe
        if let exitAfter {
            Task { @MainActor in
                try? await Task.sleep(nanoseconds: UInt64(min(max(0, exitAfter), 86_400) * 1e9))
                print("Closing after \(exitAfter) s.")
                host.stop()
            }
        }
        host.stopsAfterFrames = exitAfterFrames
        host.run(stage: stage, closesOnEscape: closesOnEscape)
        // Everything the stage's sink collected: its trees, its popovers, the window's drawing.
        for diagnostic in stage.diagnostics { print(diagnostic) }
        return true
    }
}

extension DemoWindow {
    /// Makes the shots folder (and the folders on its path) before a script runs, or
    /// says in our words why it cannot be written to — it printed an NSError dump after
    /// the script had run.
    static func prepareShots(_ folder: URL) throws(DemoScriptError) {
        let path = folder.path
        func refuse(_ why: String) -> DemoScriptError {
            DemoScriptError(message: "Cannot write the shots to \(path): \(why)")
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw refuse("it is a file, not a folder") }
            guard access(path, W_OK) == 0 else { throw refuse(Self.reason(errno)) }
            return
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            let underlying = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
            throw refuse(Self.reason(Int32(underlying?.code ?? Int(EIO))))
        }
    }

    /// Why a folder cannot be made or written, from its `errno`.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOTDIR: "a part of its path is a file, not a folder"
        case ENOENT: "a folder on its path does not exist and cannot be made"
        case EACCES, EPERM: "no permission to write there"
        case EROFS: "the file system is read-only"
        case ENOSPC: "the disk is full"
        case EEXIST: "it is a file, not a folder"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}

/// An input script that cannot be read or parsed.
public struct DemoScriptError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
