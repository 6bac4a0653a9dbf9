import ArgumentParser
import Foundation
import Panels
import PanelsDemoSupport
import PanelsSDL
import PanelsSamples

/// The upcoming-class card demo: the card live in a window, with
/// controls for its state, size, locale and appearance (click them, or press S, Z,
/// L, A). With no display it renders the card with its controls to a PNG and says
/// where. A reservations file that cannot be used is reported (file, line, column)
/// and the card shows its placeholder.
@main
struct UpcomingWidgetApp: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "UpcomingWidget",
        abstract: "The upcoming-class card, live, in every state, size, locale and appearance."
    )

    @Option(help: "The state to start in: upcoming, nothing, logged-out, placeholder.")
    var state: String = "upcoming"

    @Option(help: "The size to start in: small, medium, large.")
    var size: String = "medium"

    @Option(help: "The locale to start in: en, nl, fr, pt-PT, de, ar, en-XA, ar-XB.")
    var locale: String = "en"

    @Flag(help: "Start in the dark appearance.")
    var dark = false

    @Option(help: "A reservations JSON file (default: the bundled sample).")
    var reservations: String?

    @Option(help: "The moment to show the reservations at, ISO 8601 with an offset.")
    var now: String?

    @Option(help: "Where to write the PNG when there is no display.")
    var output: String = "upcoming-widget.png"

    @Option(help: "Draw one frame in the window, save what it shows to this PNG, and exit.")
    var screenshot: String?

    @Flag(help: "Use SDL's software renderer for the window.")
    var software = false

    @Option(
        parsing: .unconditional, help: "Close the window after this many seconds (0 to 86400).",
        transform: ScriptedDemoOptions.seconds(in: ScriptedDemoOptions.exitAfterRange))
    var exitAfter: Double?

    static let windowSize = Size(width: 760, height: 600)

    func validate() throws {
        guard UpcomingClassDemoModel.ShownState(rawValue: state) != nil else {
            throw ValidationError(
                "Unknown state \(Diagnostic.quoted(state)). States: \(UpcomingClassDemoModel.ShownState.allCases.map(\.rawValue).joined(separator: ", "))."
            )
        }
        guard CardSize(rawValue: size) != nil else {
            throw ValidationError("Unknown size \(Diagnostic.quoted(size)). Sizes: small, medium, large.")
        }
        guard UpcomingClassDemoModel.locales.contains(locale) else {
            throw ValidationError(
                "Unknown locale \(Diagnostic.quoted(locale)). Locales: \(UpcomingClassDemoModel.locales.joined(separator: ", "))."
            )
        }
        // Strict, as the reservations reader: 2026-02-30 is an error, never 2 March.
        if let now, case .failure(let problem) = ISO8601Date.parse(now) {
            throw ValidationError(
                "--now \(Diagnostic.quoted(now)): \(problem.message) (ISO 8601 with an offset, e.g. 2026-11-22T12:00:00+01:00)."
            )
        }
    }

    func run() throws {
        // A synchronous main runs on the main thread: the window lives on the main actor.
        try MainActor.assumeIsolated { try runOnMain() }
    }

    @MainActor
    func runOnMain() throws {
        let moment = now.flatMap { try? ISO8601Date.parse($0).get() } ?? UpcomingClassAssets.sampleNow
        var data = UpcomingClassState.placeholder
        // Problems go to stderr; the card still shows (its placeholder), and the demo
        // exits 1 at the end, since its input was unusable.
        var inputFailed = false
        func problem(_ message: String) {
            FileHandle.standardError.write(Data("error: \(message)\n".utf8))
            inputFailed = true
        }
        if let reservations, !FileManager.default.fileExists(atPath: reservations) {
            problem("--reservations \(reservations): the file does not exist; the card shows its placeholder.")
        } else if let url = reservations.map({ URL(fileURLWithPath: $0) })
            ?? (try? UpcomingClassAssets.sampleReservations())
        {
            let (loaded, error) = UpcomingClassState.load(from: url, now: moment)
            data = loaded
            if let error { problem("\(error)\nThe card shows its placeholder instead.") }
        } else {
            problem("the bundled assets were not found; the card shows its placeholder.")
        }
        let model = UpcomingClassDemoModel(
            state: UpcomingClassDemoModel.ShownState(rawValue: state) ?? .upcoming,
            size: CardSize(rawValue: size) ?? .medium, locale: locale,
            appearance: dark ? .dark : .light, reservations: data)
        let demo = UpcomingClassDemo(model: model, now: moment)
        var window = DemoWindow(title: "Panels — upcoming class", size: Self.windowSize)
        window.software = software
        window.screenshot = screenshot
        window.exitAfter = exitAfter
        let greeting =
            "Upcoming class: click the choices, or press S (state), Z (size), L (locale), A (appearance). Close the window to quit."
        let shown = try window.show(greeting: greeting) { demo }
        if shown {
            if inputFailed { throw ExitCode.failure }
            return
        }
        let image = try OffscreenRenderer.render(demo, size: Self.windowSize, scale: 2)
        let url = URL(fileURLWithPath: output)
        try PNGCodec.write(image, to: url)
        print(
            "Rendered the upcoming-class card (\(model.shownState.rawValue), \(model.size.rawValue), \(model.locale), \(dark ? "dark" : "light")) to \(url.path)"
        )
        if inputFailed { throw ExitCode.failure }
    }
}
