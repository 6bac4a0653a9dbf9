import Foundation
import Panels

/// A reservation's start in the locale's words: "Today, 7:00 PM", "Tomorrow, 07:30",
/// "Thursday, 18:15", "Dec 3, 12:00" — the day relative to the context's `now`,
/// counted in the context's time zone, the time in the locale's clock; one line.
struct StartTime: Panel {
    let start: Date
    /// At most this many lines (the small card allows two for long languages).
    var lines = 1

    var body: some Panel {
        let start = self.start
        let lines = self.lines
        ContextReader { context in
            let formatter = context.formatter
            switch formatter.dayOffset(start) {
            case 0:
                Caption(key: "time.today", table: UpcomingClassCard.table, arguments: .time(start)).lineLimit(lines)
            case 1:
                Caption(key: "time.tomorrow", table: UpcomingClassCard.table, arguments: .time(start)).lineLimit(lines)
            case 2 ... 6:
                Caption(
                    key: "time.weekday", table: UpcomingClassCard.table,
                    arguments: .relativeDay(start), .time(start)
                ).lineLimit(lines)
            default:
                Caption(
                    key: "time.date", table: UpcomingClassCard.table,
                    arguments: .text(StartTime.monthDay(start, formatter: formatter)), .time(start)
                ).lineLimit(lines)
            }
        }
    }

    /// "Dec 3", "3 déc.", "3. Dez." — month and day without the year.
    static func monthDay(_ date: Date, formatter: LocaleFormatter) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = formatter.timeZone
        let style = Date.FormatStyle(
            date: .omitted, time: .omitted, locale: formatter.locale,
            calendar: calendar, timeZone: formatter.timeZone
        )
        .month(.abbreviated).day()
        return style.format(date)
    }
}
