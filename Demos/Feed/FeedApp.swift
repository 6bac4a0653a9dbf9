import ArgumentParser
import Foundation
import Panels
import PanelsDemoSupport
import PanelsSDL
import PanelsSamples

/// The Feed demo: 1,000 cards in a scroller. Scroll with the wheel or
/// trackpad (shift for sideways), drag and fling with the mouse (rubber-bands at the
/// ends), or click the feed (or press Tab) and use the arrows, Page Up/Down, Space,
/// Home and End; close the window to quit.
@main
struct FeedApp: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "Feed",
        abstract: "1,000 cards in a scroller: wheel, drag and fling, keys.",
        discussion: """
            With --script FILE the demo plays scripted input (wheel DX DY, drag X1 Y1 X2 Y2 0.3s, \
            fling …, key PageDown, advance 16ms, shot NAME …; see docs/SCRIPTS.md) on a virtual clock \
            and writes each shot as DIR/NAME.png, then exits.
            """
    )

    @OptionGroup var demo: ScriptedDemoOptions

    @Flag(help: "Dark appearance.")
    var dark = false

    @Option(help: "Where to write the PNG when there is no display.")
    var output: String = "feed.png"

    func run() throws {
        // A synchronous main runs on the main thread: the window lives on the main actor.
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    func runOnMain() throws {
        var context = PanelContext()
        if dark { context.appearance = .dark }
        var window = DemoWindow(title: "Panels — Feed", size: Size(width: 390, height: 844))
        window.context = context
        try demo.configure(&window)
        let greeting =
            "Feed: wheel or drag to scroll (flings, rubber-bands); click it or press Tab, then arrows, Page Up/Down, Space, Home, End. Close the window to quit."
        let shown = try window.show(greeting: greeting) { FeedScene() }
        if shown { return }
        let image = try OffscreenRenderer.render(FeedScene(), size: window.size, scale: 2, context: context)
        try demo.writeStill(image, to: output, naming: "the feed")
    }
}
