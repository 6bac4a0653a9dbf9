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
/// Contract: parses `arguments` (default: the process's), runs, and exits the
/// process with 0, or with the usage error or failure printed and a non-zero status;
/// `--help` prints the options.
public enum PreviewTool {
    public static func main(widgets: [PreviewWidget], arguments: [String]? = nil) -> Never {
        do {
            let options = try PreviewOptions.parse(arguments ?? Array(CommandLine.arguments.dropFirst()))
            try PreviewRunner(widgets: widgets).run(options)
            PreviewOptions.exit()
        } catch {
            PreviewOptions.exit(withError: error)
        }
    }
}
