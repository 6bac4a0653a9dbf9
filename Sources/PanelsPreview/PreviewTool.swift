import ArgumentParser
import Foundation

/// The entry point for a user's own preview executable: register widgets and hand
/// over to the same command as `panels preview` (same options, same output).
///
/// ```swift
/// // Sources/MyPreview/main.swift
/// import PanelsPreview
/// PreviewTool.main(widgets: [myWidget])
/// ```
///
/// Contract: parses `arguments` (default: the process's), runs, and exits the process.
/// `--help` prints the options under the executable's own name, in words that fit any
/// widget. Usage errors (a bad option or value, an unknown widget, locale, size or
/// state) print the message and the usage and exit 64; failures (the sheet cannot be
/// written; marked cells with `--strict`) exit 1; success exits 0.
public enum PreviewTool {
    public static func main(widgets: [PreviewWidget], arguments: [String]? = nil) -> Never {
        let command: PreviewToolCommand
        do {
            command = try PreviewToolCommand.parse(arguments ?? Array(CommandLine.arguments.dropFirst()))
        } catch {
            PreviewToolCommand.exit(withError: error)
        }
        let runner = PreviewRunner(widgets: widgets)
        do {
            if !command.options.list { _ = try runner.plan(command.options) }
            try runner.run(command.options)
            PreviewToolCommand.exit()
        } catch {
            PreviewToolCommand.exit(withError: error)
        }
    }
}
