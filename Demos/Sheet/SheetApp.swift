import ArgumentParser
import Foundation
import Panels
import PanelsDemoSupport
import PanelsSDL
import PanelsSamples

/// The Sheet demo: a map with studio pins under a sheet you drag between
/// three detents; at the top its list takes over the same drag, and back. Tap a pin
/// to find its studio; press the time in the header to scrub. Close the window to quit.
@main
struct SheetApp: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "Sheet",
        abstract: "A sheet over a map: detents, flings, hand-off to its lists, a time scrubber.",
        discussion: """
            With --script FILE the demo plays scripted input (drag X1 Y1 X2 Y2 0.3s, fling …, click X Y, \
            advance 16ms, shot NAME …; see docs/SCRIPTS.md) on a virtual clock and writes each shot as \
            DIR/NAME.png, then exits.
            """
    )

    @OptionGroup var demo: ScriptedDemoOptions

    @OptionGroup var look: DemoLookOptions

    @Option(help: "Where to write the PNG when there is no display.")
    var output: String = "sheet.png"

    func run() throws {
        // A synchronous main runs on the main thread: the window lives on the main actor.
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    func runOnMain() throws {
        let context = look.context
        var window = DemoWindow(title: "Panels — Sheet", size: SheetPhone.size)
        window.context = context
        try demo.configure(&window)
        let greeting =
            "Sheet: drag the sheet (flings snap to a detent; at the top the list scrolls on); tap a pin; press the time to scrub. Close the window to quit."
        let model = SheetModel()
        let shown = try window.show(greeting: greeting) { SheetScene(model: model) }
        if shown { return }
        let image = try OffscreenRenderer.render(
            SheetScene(model: SheetModel()), size: window.size, scale: 2, context: context)
        try demo.writeStill(image, to: output, naming: "the sheet")
    }
}
