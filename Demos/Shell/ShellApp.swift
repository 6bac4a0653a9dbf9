import ArgumentParser
import Foundation
import Panels
import PanelsComponents
import PanelsDemoSupport
import PanelsSDL
import PanelsSamples

/// The Shell demo: main content, a side menu sliding in from the
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

    @OptionGroup var demo: ScriptedDemoOptions

    @OptionGroup var look: DemoLookOptions

    @Flag(help: "Lay the shell out right to left (the menu enters from the left) in any locale.")
    var rtl = false

    @Option(help: "Where to write the PNG when there is no display.")
    var output: String = "shell.png"

    func run() throws {
        // A synchronous main runs on the main thread: the window lives on the main actor.
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    func runOnMain() throws {
        var context = look.context
        if rtl { context.layoutDirection = .rightToLeft }
        var window = DemoWindow(title: "Panels — Shell", size: Size(width: 960, height: 640))
        window.context = context
        try demo.configure(&window)
        let state = ShellState(menuOpen: true)  // as the article's preview starts
        let greeting =
            "Shell: M toggles the menu, T the toolbar, Esc or a click outside closes the menu. Close the window to quit."
        let shown = try window.show(greeting: greeting) { ShellDemo(state: state) }
        if shown { return }
        // No window: the shell with its menu open, as a still.
        let image = try OffscreenRenderer.render(
            ShellDemo(state: ShellState(menuOpen: true)), size: window.size,
            scale: 1, context: context)
        try demo.writeStill(image, to: output, naming: "the shell")
    }
}
