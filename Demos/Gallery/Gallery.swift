import ArgumentParser
import Foundation
import Panels
import PanelsDemoSupport
import PanelsSDL
import PanelsSamples

/// The Gallery demo: a window with every scene of the catalog behind a tab bar, each
/// live (the Shell's menu slides, its controls respond). Ctrl+PageDown / Ctrl+PageUp
/// or a click on a tab switches scenes (Tab moves focus inside a scene); close the
/// window (or Esc where a scene does not use it) to quit. With no display it renders
/// the gallery to a PNG, says where, and exits 0. Like the other demos it plays an
/// input script (`--script FILE --shots DIR`, docs/SCRIPTS.md) on the tab `--scene`
/// names. `--locale` and `--dark` start every window in that language and appearance
/// (the scenes' own settings can still change them).
@main
struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show the Panels scenes in a window (or render them to PNG without a display).",
        discussion: """
            With --script FILE the gallery plays scripted input (click X Y, key K, advance 16ms, \
            shot NAME …) on a virtual clock, starting on the tab --scene names, and writes each \
            shot as DIR/NAME.png, then exits.
            """
    )

    @OptionGroup var demo: ScriptedDemoOptions

    @OptionGroup var look: DemoLookOptions

    @Option(help: "The scene to show first (its tab is selected).")
    var scene: String = "kora"

    @Option(help: "Where to write the sheet of every scene when there is no display.")
    var output: String = "gallery.png"

    @Option(help: "Draw one frame in the window, save what the window shows to this PNG, and exit.")
    var screenshot: String?

    @Option(
        parsing: .unconditional,
        help: "Close the window after this many seconds (from main-actor work, as apps do; 0 to 86400).",
        transform: ScriptedDemoOptions.seconds(in: ScriptedDemoOptions.exitAfterRange))
    var exitAfter: Double?

    @Option(help: "Close the window once this many frames have been presented (start-up timing).")
    var exitAfterFrames: Int?

    @Option(help: "Open this many Gallery windows (1 to 8) in one event loop, each with its own scene and state.")
    var windows: Int = 1

    @Option(
        parsing: .unconditional,
        help: """
            With --windows: the longest the idle loop sleeps, in seconds (0.001 to 10; default 2, \
            or 0.25 where main-queue work cannot wake it).
            """,
        transform: ScriptedDemoOptions.seconds(in: 0.001 ... 10))
    var idlePoll: Double?

    /// The window's size in points.
    static let size = Size(width: 960, height: 680)

    func run() throws {
        // A synchronous main runs on the main thread: the window lives on the main actor.
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    func runOnMain() throws {
        guard SceneCatalog.builtIn.entry(named: scene) != nil else {
            throw ValidationError(
                "Unknown scene \(Diagnostic.quoted(scene)). Scenes: \(SceneCatalog.builtIn.names.joined(separator: ", "))."
            )
        }
        guard (1 ... 8).contains(windows) else { throw ValidationError("--windows takes 1 to 8, not \(windows).") }
        if windows > 1, demo.script == nil, screenshot == nil, WindowHost.displayAvailable {
            try runWindows()
            return
        }
        let model = GalleryModel(selected: scene)
        var window = DemoWindow(title: "Panels Gallery", size: Self.size)
        window.context = look.context
        try demo.configure(&window)
        window.screenshot = screenshot
        window.exitAfter = exitAfter
        window.exitAfterFrames = exitAfterFrames
        let greeting =
            "Gallery: \(SceneCatalog.builtIn.names.joined(separator: ", ")). Ctrl+PageDown / Ctrl+PageUp switch scenes, Tab moves focus; Esc or closing the window quits."
        let shown = try window.show(greeting: greeting) { GalleryPanel(model: model) }
        if shown { return }
        // No window: every scene on one labelled sheet, each at the size the window
        // shows it (below the tab bar).
        let sceneSize = Size(width: Self.size.width, height: Self.size.height - GalleryPanel.barHeight - 1)
        let (image, diagnostics) = try GallerySheet.render(
            catalog: .builtIn, sceneSize: sceneSize, scale: 1, context: look.context)
        for line in DrawingShowcase.describe(diagnostics) { print(line) }
        let url = URL(fileURLWithPath: output)
        try PNGCodec.write(image, to: url)
        print(
            "Rendered every scene (\(SceneCatalog.builtIn.names.joined(separator: ", "))) on one sheet, \(image.width)x\(image.height) px: \(url.path)"
        )
        if demo.script != nil { throw ExitCode(2) }  // a script needs a window
    }

    /// `--windows N`: N Gallery windows in one `WindowLoop`, the first on `--scene`, the
    /// others on the scenes after it; Esc (where a scene does not use it) closes one,
    /// and the Gallery quits when the last closes.
    @MainActor
    func runWindows() throws {
        let loop = try WindowLoop()
        if let idlePoll { loop.idlePoll = idlePoll }
        let names = SceneCatalog.builtIn.names
        let first = names.firstIndex(of: scene) ?? 0
        for index in 0 ..< windows {
            let model = GalleryModel(selected: names[(first + index) % names.count])
            let stage = Stage(context: look.context, measurer: SDLTextMeasurer.shared(scale: 1)) {
                GalleryPanel(model: model)
            }
            let window = try loop.open(
                title: "Panels Gallery \(index + 1)", size: Self.size, minimumSize: Size(width: 320, height: 240),
                renderer: demo.software ? .software : .accelerated, stage: stage)
            window.closesOnEscape = true
        }
        print(
            "Gallery: \(windows) windows; Ctrl+PageDown / Ctrl+PageUp switch scenes, Esc or closing a window closes it."
        )
        fflush(nil)
        if let exitAfter {
            Task { @MainActor in
                try? await Task.sleep(nanoseconds: UInt64(min(max(0, exitAfter), 86_400) * 1e9))
                print("Closing after \(exitAfter) s.")
                loop.stop()
            }
        }
        loop.run()
        for window in loop.windows {
            for line in DrawingShowcase.describe(window.stage.diagnostics) { print(line) }
        }
    }
}
