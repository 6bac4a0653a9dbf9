import ArgumentParser
import Foundation
import Panels
import PanelsDemoSupport
import PanelsSDL
import PanelsSamples

/// The Popovers demo: anchors at the edges, the corners and the
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

    @OptionGroup var demo: ScriptedDemoOptions

    @Flag(help: "Lay the scene out right to left (left and right arrows mirror).")
    var rtl = false

    @Flag(help: "Dark appearance.")
    var dark = false

    @Option(help: "Where to write the PNG when there is no display.")
    var output: String = "popovers.png"

    func run() throws {
        // A synchronous main runs on the main thread: the window lives on the main actor.
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    func runOnMain() throws {
        var context = PanelContext()
        if rtl { context.layoutDirection = .rightToLeft }
        if dark { context.appearance = .dark }
        var window = DemoWindow(title: "Panels — Popovers", size: Size(width: 960, height: 640))
        window.context = context
        window.background = dark ? .black : .white
        try demo.configure(&window)
        let model = PopoversModel()
        let greeting =
            "Popovers: click an anchor to toggle its popover; Esc or a click outside closes. Close the window to quit."
        let shown = try window.show(greeting: greeting) { PopoversDemo(model: model) }
        if shown { return }
        // No window: a still with some popovers open.
        let still = PopoversModel(open: PopoversDemo.stillOpen)
        let image = try OffscreenRenderer.render(
            PopoversDemo(model: still), size: window.size, scale: 1,
            context: context, background: window.background)
        try demo.writeStill(image, to: output, naming: "the popovers")
    }
}
