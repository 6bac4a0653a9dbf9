import ArgumentParser
import Foundation

/// `panels-bench [group] [--json] [--rounds N]`: measures what users feel and prints
/// medians. Build it in release mode: `swift run -c release panels-bench`.
@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "panels-bench",
        abstract: "Run Panels benchmarks (release build) and print median figures.",
        discussion:
            "Groups: \(BenchmarkGroup.all.map(\.name).joined(separator: ", ")). The baselines run every time; \(BenchmarkGroup.all.filter(\.onlyWhenNamed).map(\.name).joined(separator: ", ")) only when named."
    )

    @Argument(help: "Run only this group.")
    var group: String?

    @Flag(help: "Print a JSON array of {scenario, value, unit} instead of a table.")
    var json = false

    @Option(help: "Rounds per scenario (the median is reported).")
    var rounds: Int = 15

    @Option(
        help: ArgumentHelp(
            "The Clay peer library for the clay group (Sources/PanelsBench/Peers/build-clay-peer.sh builds it).",
            valueName: "library"))
    var clayPeer: String?

    func validate() throws {
        if let group, !BenchmarkGroup.all.contains(where: { $0.name == group }) {
            throw ValidationError(
                "Unknown group '\(group)'. Groups: \(BenchmarkGroup.all.map(\.name).joined(separator: ", ")).")
        }
        if rounds < 1 { throw ValidationError("--rounds must be at least 1.") }
        if group == "clay" && clayPeer == nil {
            throw ValidationError(
                "The clay group needs --clay-peer <library>: make bench-clay CLAY=/path/to/clay builds it and runs it.")
        }
    }

    func run() throws {
        #if DEBUG
        FileHandle.standardError.write(Data("warning: a debug build; figures mean little. Use -c release.\n".utf8))
        #endif
        ClayPeer.libraryPath.withLock { $0 = clayPeer }
        var figures: [Figure] = []
        for candidate in BenchmarkGroup.all
        where candidate.name == "baseline" || (group == nil && !candidate.onlyWhenNamed) || candidate.name == group {
            figures += try candidate.run(rounds)
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try encoder.encode(figures), as: UTF8.self))
        } else {
            let width = max(10, figures.map(\.scenario.count).max() ?? 10)
            print("scenario".padding(toLength: width, withPad: " ", startingAt: 0) + "   median")
            for figure in figures {
                let value = String(format: figure.value < 10 ? "%.3f" : "%.1f", figure.value)
                print(
                    figure.scenario.padding(toLength: width, withPad: " ", startingAt: 0) + "   \(value) \(figure.unit)"
                )
            }
        }
    }
}
