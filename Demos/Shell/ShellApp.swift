import ArgumentParser
import Foundation
import Panels
import PanelsSDL
import PanelsSamples

/// The Shell demo (SPEC.md, scene 1): main content, a side menu sliding in from the
/// trailing edge over a scrim, a toolbar sliding up. M toggles the menu, T the
/// toolbar, Esc or a click on the scrim closes the menu; close the window to quit.
@main
struct ShellApp: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "Shell",
        abstract: "The app shell with an animated side menu and toolbar.",
        discussion: """
            With --script FILE the demo plays scripted input (click X Y, key K, advance 16ms, \
            shot NAME …) on a virtual clock and writes each shot as DIR/NAME.png, then exits.
            """
    )

    @Option(help: "Play this input script instead of waiting for a person.")
    var script: String?

    @Option(help: "Folder for the script's screenshots.")
    var shots: String = "shots"

    @Flag(help: "Lay the shell out right to left (the menu enters from the left).")
    var rtl = false

    @Flag(help: "Use SDL's software renderer for the window.")
    var software = false

    @Option(help: "Where to write the PNG when there is no display.")
    var output: String = "shell.png"

    func run() throws {
        var context = PanelContext()
        if rtl { context.layoutDirection = .rightToLeft }
        let state = ShellState()
        let size = Size(width: 960, height: 640)
        let parsed: InputScript?
        if let script {
            let text: String
            do {
                text = try String(contentsOfFile: script, encoding: .utf8)
            } catch {
                throw ValidationError("Cannot read the script \(script): \(error.localizedDescription)")
            }
            do {
                parsed = try InputScript(parsing: text, file: script)
            } catch {
                throw ValidationError("The script has problems:\n\(error)")
            }
        } else {
            parsed = nil
        }
        guard WindowHost.displayAvailable else {
            print("No display found (DISPLAY and WAYLAND_DISPLAY are unset); rendering the shell with its menu open instead.")
            let open = ShellState(menuOpen: true)
            let image = try OffscreenRenderer.render(ShellDemo(state: open), size: size, scale: 1, context: context)
            try PNGCodec.write(image, to: URL(fileURLWithPath: output))
            print("Rendered the shell to \(URL(fileURLWithPath: output).path)")
            if parsed != nil { throw ExitCode(2) }  // a script needs a window
            return
        }
        let host = try WindowHost(title: "Panels — Shell", size: size,
                                  renderer: software || parsed != nil ? .software : .accelerated)
        let stage = Stage(context: context, measurer: SDLTextMeasurer.shared(scale: host.metrics.scale)) {
            ShellDemo(state: state)
        }
        if let parsed {
            var runner = ScriptRunner(host: host, stage: stage, shots: URL(fileURLWithPath: shots))
            try runner.run(parsed)
            for url in runner.written { print("shot \(url.path)") }
            return
        }
        print("Shell: M toggles the menu, T the toolbar, Esc or a click outside closes the menu. Close the window to quit.")
        fflush(nil)
        host.run(stage: stage)
    }
}
