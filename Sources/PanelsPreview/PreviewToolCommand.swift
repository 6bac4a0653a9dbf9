import ArgumentParser
import Foundation

/// The command a user's own preview executable parses (`PreviewTool.main`): the options
/// of `panels preview`, named after the executable, with help that fits any widget.
struct PreviewToolCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: executableName,
            abstract: "Render widgets in every locale, appearance, state and size into a labelled contact sheet.",
            discussion: """
                --list names the widgets this tool knows, with their sizes and states. Marked cells \
                (truncated or overflowing captions, a short word alone on a line, missing glyphs, \
                strings that fell back to another language, missing keys) are printed and outlined in red. Exit status: 0 on success, 64 for \
                usage errors, 1 when the sheet cannot be written (or, with --strict, when a cell \
                is marked).
                """
        )
    }

    /// The name the process was started with (`MyPreview`), as usage lines show it.
    static var executableName: String {
        let name = URL(fileURLWithPath: CommandLine.arguments.first ?? "preview").lastPathComponent
        return name.isEmpty ? "preview" : name
    }

    @OptionGroup var options: PreviewOptions
}
