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
            "Widgets: upcoming-class. Marked cells (truncated or overflowing captions, strings that fell back to another language) are printed and outlined in red."
    )

    @OptionGroup var options: PreviewOptions

    func run() throws {
        try PreviewRunner(widgets: [.upcomingClass]).run(options)
    }
}
