import ArgumentParser
import Foundation
import Panels
import PanelsSDL
import PanelsSamples

/// The Popovers demo (SPEC.md, scene 2): anchors at the edges, the corners and the
/// center, each with its own permitted arrow directions. Click an anchor to toggle
/// its popover; Esc or a click outside closes it; the center popover grows with
/// "Increase size". Resize the window to watch popovers flip and shift.
@main
struct PopoversApp: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "Popovers",
        abstract: "Anchored popovers with arrows that flip, shift and resize.",
        discussion: """
            With --script FILE the demo plays scripted input (click X Y, key K, resize W H, \
            advance 16ms, shot NAME …) on a virtual clock and writes each shot as DIR/NAME.png, \
            then exits. Without a display it renders a still with some popovers open to --output.
            """
    )

    @Option(help: "Play this input script instead of waiting for a person.")
    var script: String?

    @Option(help: "Folder for the script's screenshots.")
    var shots: String = "shots"

    @Flag(help: "Lay the scene out right to left (left and right arrows mirror).")
    var rtl = false

    @Flag(help: "Dark appearance.")
    var dark = false

    @Flag(help: "Use SDL's software renderer for the window.")
    var software = false

    @Option(help: "Where to write the PNG when there is no display.")
    var output: String = "popovers.png"

    func run() throws {
        var context = PanelContext()
        if rtl { context.layoutDirection = .rightToLeft }
        if dark { context.appearance = .dark }
        let background: RGBA = dark ? .black : .white
        let model = PopoversModel()
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
            print("No display found (DISPLAY and WAYLAND_DISPLAY are unset); rendering a still with popovers open instead.")
            let still = PopoversModel(open: PopoversDemo.stillOpen)
            let image = try OffscreenRenderer.render(PopoversDemo(model: still), size: size, scale: 1,
                                                     context: context, background: background)
            try PNGCodec.write(image, to: URL(fileURLWithPath: output))
            print("Rendered the popovers to \(URL(fileURLWithPath: output).path)")
            if parsed != nil { throw ExitCode(2) }  // a script needs a window
            return
        }
        let host = try WindowHost(title: "Panels — Popovers", size: size,
                                  renderer: software || parsed != nil ? .software : .accelerated)
        let stage = Stage(context: context, background: background,
                          measurer: SDLTextMeasurer.shared(scale: host.metrics.scale)) {
            PopoversDemo(model: model)
        }
        if let parsed {
            var runner = ScriptRunner(host: host, stage: stage, shots: URL(fileURLWithPath: shots))
            try runner.run(parsed)
            for url in runner.written { print("shot \(url.path)") }
            for problem in stage.popoverProblems { print("problem: \(problem)") }
            return
        }
        print("Popovers: click an anchor to toggle its popover; Esc or a click outside closes. Close the window to quit.")
        fflush(nil)
        host.run(stage: stage)
    }
}
