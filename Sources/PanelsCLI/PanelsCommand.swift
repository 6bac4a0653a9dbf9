import ArgumentParser
import Foundation
import Panels

/// `panels`: the command line of Panels.
///
/// Exit status: 0 on success, 64 for usage errors (a bad option or value, an unknown
/// scene or widget, with the subcommand's usage), 1 for failures (a file that cannot be
/// written, errors found by `lint`, marked cells with `preview --strict`).
@main
struct PanelsCommand: ParsableCommand {
    /// SIGTERM and SIGINT end any subcommand promptly (exit 143 / 130), removing the
    /// temporary files of writes under way (`Termination`).
    static func main() {
        Termination.exitOnSignals()
        main(nil)
    }

    static let configuration = CommandConfiguration(
        commandName: "panels",
        abstract: "Render, preview and check Panels scenes and assets.",
        version: "panels \(PanelsVersion.current)",
        subcommands: [RenderCommand.self, LintCommand.self, PreviewCommand.self, SnapshotsCommand.self]
    )

    /// No subcommand: a usage error (the usage on standard error, exit 64), as the
    /// README's exit codes say.
    func run() throws {
        FileHandle.standardError.write(Data((PanelsCommand.helpMessage() + "\n").utf8))
        throw ExitCode(64)
    }
}
