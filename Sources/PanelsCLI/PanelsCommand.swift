import ArgumentParser

/// `panels`: the command line of Panels.
@main
struct PanelsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "panels",
        abstract: "Render, preview and check Panels scenes and assets.",
        subcommands: [RenderCommand.self, LintCommand.self, PreviewCommand.self]
    )
}
