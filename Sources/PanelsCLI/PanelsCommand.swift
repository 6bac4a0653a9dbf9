import ArgumentParser
import Foundation
import Panels

/// `panels`: the command line of Panels.
///
/// Exit status, one rule for every subcommand and demo:
/// - 0: done (`preview` lists the problems it met on the sheet and still exits 0
///   unless `--strict`).
/// - 1: a file or folder named on the command line cannot be used (missing, the wrong
///   kind, unreadable, malformed: a script, a baseline, a data or assets folder), the run
///   found problems (`lint` errors, `--audit` findings, `--strict`), or an output cannot
///   be written.
/// - 2: a demo was given a script but has no display to play it on.
/// - 64: the command line cannot be understood: an unknown subcommand or option, or a
///   value not valid for its option (not a number, out of range, an unknown scene,
///   widget, locale or size), with the subcommand's usage.
/// - 130 / 143: ended by SIGINT / SIGTERM.
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
        discussion: """
            Exit status: 0 done; 1 a file or folder named on the command line cannot be used, \
            the run found problems, or an output cannot be written; 64 the command line \
            cannot be understood (an unknown option, a value not valid for its option); \
            130 / 143 ended by SIGINT / SIGTERM.
            """,
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
