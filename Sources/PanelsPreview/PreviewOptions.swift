import ArgumentParser
import Foundation
import Panels

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

    @Option(help: "Sizes, a list of the widget's size names (see --list; default: all of them).")
    public var sizes: String?

    @Option(help: "States, a list of the widget's state names or 'all' (see --list; default: the widget's own).")
    public var states: String?

    @Option(
        help: ArgumentHelp(
            "Text sizes: a list such as large,accessibility5, or 'all', or 'accessibility' (default: large).",
            discussion:
                "iOS's Dynamic Type sizes: extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibility1 ... accessibility5 (body text 14 ... 53 pt)."
        ))
    public var textSizes: String?

    @Option(help: "The moment to render at, ISO 8601 with an offset (2026-11-22T12:00:00+01:00).")
    public var now: String?

    // `.unconditional` and a transform: `--scale -1` is this option's value and the
    // message says what is wrong with it.
    @Option(
        parsing: .unconditional, help: "Pixels per point (more than 0, at most 4).",
        transform: PreviewOptions.parseScale)
    public var scale: Double = 1

    @Option(help: "An assets folder to use instead of the widget's (color sets, string tables, Images/).")
    public var assets: String?

    @Option(
        help: ArgumentHelp(
            "The resource folder whose strings and colors to use, relative to the assets folder (default: the one with the most keys; a note names the others).",
            valueName: "folder"))
    public var scope: String?

    @Option(help: "A data file the widget reads (if it reads one).")
    public var data: String?

    @Option(name: [.short, .customLong("output")], help: "The PNG file to write.")
    public var output: String = "sheet.png"

    @Flag(
        help:
            "Open the grid in a window instead: arrows switch locale and size, A the appearance; reloads when asset files change."
    )
    public var window = false

    @Flag(
        help: ArgumentHelp(
            "Also audit every cell for accessibility and mark what fails.",
            discussion:
                "Text contrast below WCAG 2.2 AA measured from the rendered pixels (4.5:1; 3:1 from 18 pt, or 14 pt bold), controls under 44x44 pt, unlabeled pictures and controls, controls Tab cannot reach."
        ))
    public var audit = false

    @Flag(help: "Exit with status 1 when any cell is marked.")
    public var strict = false

    @Option(
        parsing: .unconditional, help: "With --window: close after this many seconds (0 to 86400).",
        transform: PreviewOptions.parseExitAfter)
    public var exitAfter: Double?

    public init() {}

    public mutating func validate() throws {
        if let now, PreviewOptions.parseDate(now) == nil {
            let quoted = now.count > 80 ? String(now.prefix(79)) + "…" : now
            if let day = PreviewOptions.impossibleDay(now) {
                throw ValidationError("--now '\(quoted)' names a date or time that does not exist (\(day)).")
            }
            throw ValidationError(
                "--now '\(quoted)' is not an ISO 8601 date with an offset, e.g. 2026-11-22T12:00:00+01:00.")
        }
    }

    /// `--scale`: a finite number from 0.25 (`GeometryLimits.scales`) to 4, else a
    /// message naming the value and the range (10⁻³⁰⁰ trapped).
    static func parseScale(_ text: String) throws -> Double {
        guard let value = Double(text), value.isFinite else {
            throw ValidationError("'\(text)' is not a number of pixels per point (1, 2 or 3 are typical).")
        }
        guard value >= GeometryLimits.scales.lowerBound, value <= 4 else {
            throw ValidationError("\(text) pixels per point is out of range: use 0.25 to 4.")
        }
        return value
    }

    /// Parses ISO 8601 with an offset (or Z), with or without fractional seconds; nil
    /// for a day or time that does not exist (2026-02-30, 25:00), which the formatter
    /// alone would roll over into the next month or day.
    public static func parseDate(_ text: String) -> Date? {
        // Four-digit years only (ISO 8601 without an agreed expansion): 99999-01-01 is not one.
        guard impossibleDay(text) == nil, text.utf8.count > 4,
            text.utf8.prefix(4).allSatisfy({ (48 ... 57).contains($0) }),
            text.utf8.dropFirst(4).first == UInt8(ascii: "-")
        else { return nil }
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    /// The date and time of `text` ("2026-02-30T12:00:00") when it is shaped like one
    /// but names a day or time that does not exist; nil otherwise.
    static func impossibleDay(_ text: String) -> String? {
        // An offset past ±23:59 (+99:00 was read as 99 hours).
        let offset = text.suffix(6).utf8.map { $0 }
        if offset.count == 6, offset[0] == UInt8(ascii: "+") || offset[0] == UInt8(ascii: "-"),
            offset[3] == UInt8(ascii: ":"), let hours = Int(text.suffix(5).prefix(2)),
            let minutes = Int(text.suffix(2)), hours > 23 || minutes > 59
        {
            return "the offset \(text.suffix(6))"
        }
        let parts = text.prefix(19).split(whereSeparator: { "-T:".contains($0) }).map { Int($0) }
        guard parts.count == 6, let year = parts[0], let month = parts[1], let day = parts[2], let hour = parts[3],
            let minute = parts[4], let second = parts[5]
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let components = DateComponents(
            calendar: calendar, year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        return components.isValidDate ? nil : String(text.prefix(19))
    }

    /// `--exit-after`: a finite number of seconds from 0 to a day, else a message naming
    /// the value (1e300 trapped converting to nanoseconds; nan meant 0).
    static func parseExitAfter(_ text: String) throws -> Double {
        guard let value = Double(text), value.isFinite else {
            throw ValidationError("\(Diagnostic.quoted(text)) is not a number of seconds.")
        }
        guard (0 ... 86_400).contains(value) else {
            throw ValidationError("\(text) seconds is out of range: use 0 to 86400.")
        }
        return value
    }

    /// Splits a comma-separated list, trimming spaces and dropping empty items.
    static func items(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
