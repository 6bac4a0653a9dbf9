import ArgumentParser
import PanelsDemoSupport
import PanelsPreview
import PanelsSamples

/// `panels preview <widget>`: a labelled contact sheet of a widget in every locale ×
/// appearance × state × size, with truncations and fallbacks marked and printed;
/// `--window` shows it live. The built-in widget is the upcoming-class card; your own
/// widgets use the same command through `PreviewTool.main(widgets:)`.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Render a widget in every locale, appearance, state and size into a contact sheet.",
        discussion:
            "Widgets: upcoming-class (states upcoming, nothing, logged-out, placeholder; --data takes a reservations JSON file). Marked cells (truncated or overflowing captions, strings that fell back to another language) are printed and outlined in red."
    )

    @OptionGroup var options: PreviewOptions

    static var widgets: [PreviewWidget] { [.upcomingClass, .controls, .kora] }

    /// Unknown widgets, locales, sizes and states are usage errors, found while parsing
    /// so the message comes with this subcommand's usage.
    func validate() throws {
        if !options.list { _ = try PreviewRunner(widgets: Self.widgets).plan(options) }
    }

    func run() throws {
        try PreviewRunner(widgets: Self.widgets).run(options)
    }
}
