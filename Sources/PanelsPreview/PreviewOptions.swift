import ArgumentParser
import Foundation

/// The arguments of `panels preview` and of a user's own preview executable
/// (`PreviewTool.main(widgets:)`): the same options in both.
public struct PreviewOptions: ParsableArguments {
    @Argument(help: "The widget to preview (see --list).")
    public var widget: String?

    @Flag(help: "List the widgets that can be previewed and exit.")
    public var list = false

    @Option(help: "Locales: 'all' (every translation and the pseudo-locales en-XA, ar-XB) or a list such as en,fr,ar.")
    public var locales: String = "all"

    @Option(help: "Appearances: light,dark.")
    public var appearances: String = "light,dark"

    @Option(help: "Sizes, e.g. small,medium,large (default: all the widget's sizes).")
    public var sizes: String?

    @Option(help: "States, e.g. upcoming,nothing,logged-out,placeholder (default: the widget's).")
    public var states: String?

    @Option(help: "The moment to render at, ISO 8601 with an offset (2026-11-22T12:00:00+01:00).")
    public var now: String?

    @Option(help: "Pixels per point.")
    public var scale: Double = 1

    @Option(help: "An assets folder to use instead of the widget's (color sets, string tables, Images/).")
    public var assets: String?

    @Option(help: "A data file for the widget (the card: a reservations JSON file).")
    public var data: String?

    @Option(name: [.short, .customLong("output")], help: "The PNG file to write.")
    public var output: String = "sheet.png"

    @Flag(
        help:
            "Open the grid in a window instead: arrows switch locale and size, A the appearance; reloads when asset files change."
    )
    public var window = false

    @Flag(help: "Exit with status 1 when any cell is marked.")
    public var strict = false

    @Option(help: "With --window: close after this many seconds.")
    public var exitAfter: Double?

    public init() {}

    public mutating func validate() throws {
        if !(scale.isFinite && scale > 0 && scale <= 4) {
            throw ValidationError("--scale must be more than 0 and at most 4.")
        }
        if let now, PreviewOptions.parseDate(now) == nil {
            throw ValidationError(
                "--now '\(now)' is not an ISO 8601 date with an offset, e.g. 2026-11-22T12:00:00+01:00.")
        }
    }

    /// Parses ISO 8601 with an offset (or Z), with or without fractional seconds.
    public static func parseDate(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    /// Splits a comma-separated list, trimming spaces and dropping empty items.
    static func items(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
