import ArgumentParser
import Foundation
import Panels
import PanelsDemoSupport
import PanelsSDL
import PanelsSamples

/// Kora, the class-booking app of the samples, in a phone-sized window: Home with the
/// upcoming-class card and today's classes, Search, Explore (the map and its sheet),
/// Bookings and Settings, through the side menu (the Menu control, top trailing) and
/// the toolbar (Shortcuts). Close the window to quit.
@main
struct KoraDemo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "Kora",
        abstract: "Kora, the class-booking app: the card, search, the map and sheet, bookings and settings.",
        discussion: """
            With --script FILE the demo plays scripted input (click X Y, key …, type …, advance 16ms, \
            shot NAME …; see docs/SCRIPTS.md) on a virtual clock and writes each shot as DIR/NAME.png, \
            then exits.
            """
    )

    @OptionGroup var demo: ScriptedDemoOptions

    @OptionGroup var look: DemoLookOptions

    @Option(help: "The section to start in: home, search, explore, bookings or settings.")
    var section: String = "home"

    @Option(help: "Where to write the PNG when there is no display.")
    var output: String = "kora.png"

    func validate() throws {
        guard KoraModel.Section(rawValue: section) != nil else {
            throw ValidationError(
                "--section '\(section.prefix(40))' is not a section: use home, search, explore, bookings or settings")
        }
    }

    func run() throws {
        // A synchronous main runs on the main thread: the window lives on the main actor.
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    func runOnMain() throws {
        let context = look.context
        var window = DemoWindow(title: "Kora", size: SheetPhone.size)
        window.context = context
        try demo.configure(&window)
        let greeting =
            "Kora: the Menu control (top right) opens the sections, Shortcuts the toolbar; Tab moves between controls. Close the window to quit."
        let start = KoraModel.Section(rawValue: section) ?? .home
        let model = KoraModel(section: start)
        let shown = try window.show(greeting: greeting) { KoraApp(model: model) }
        if shown { return }
        let image = try OffscreenRenderer.render(
            KoraApp(model: KoraModel(section: start)), size: window.size, scale: 2, context: context)
        try demo.writeStill(image, to: output, naming: "Kora")
    }
}
