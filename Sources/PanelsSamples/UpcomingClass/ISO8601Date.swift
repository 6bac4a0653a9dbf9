import Foundation

/// Strict ISO 8601 dates with an offset, as reservations files give them:
/// `2026-11-22T19:00:00+01:00`, `2026-11-22T18:00:00Z`, optionally with a fraction of
/// a second (`19:00:00.250+01:00`).
///
/// Contract: `parse` never rolls over. A month outside 1–12, a day the month does not
/// have (Nov 31, Feb 29 outside leap years), an hour over 23, a minute or second over
/// 59, or an offset over 23:59 is an error saying which field is wrong; so is any
/// other text. Pure computation. Public for the demos' `--now`.
public enum ISO8601Date {
    public struct Problem: Error, Sendable {
        public var message: String
    }

    public static func parse(_ text: String) -> Result<Date, Problem> {
        let b = Array(text.utf8)
        func fail(_ message: String) -> Result<Date, Problem> { .failure(Problem(message: message)) }
        func number(_ from: Int, _ count: Int) -> Int? {
            guard from + count <= b.count else { return nil }
            var value = 0
            for byte in b[from ..< from + count] {
                guard (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        func at(_ i: Int, _ c: Character) -> Bool { i < b.count && b[i] == c.asciiValue! }
        let shape = "expected YYYY-MM-DDTHH:MM:SS with Z or an offset such as +01:00"
        guard let year = number(0, 4), at(4, "-"), let month = number(5, 2), at(7, "-"), let day = number(8, 2),
            at(10, "T"), let hour = number(11, 2), at(13, ":"), let minute = number(14, 2), at(16, ":"),
            let second = number(17, 2)
        else { return fail(shape) }
        var i = 19
        var fraction = 0.0
        if at(i, ".") {
            var scale = 0.1
            i += 1
            let start = i
            while i < b.count, let digit = number(i, 1) {
                fraction += Double(digit) * scale
                scale /= 10
                i += 1
            }
            guard i > start else { return fail(shape) }
        }
        var offset = 0
        if at(i, "Z") {
            i += 1
        } else if at(i, "+") || at(i, "-") {
            let sign = at(i, "-") ? -1 : 1
            guard let oh = number(i + 1, 2), at(i + 3, ":"), let om = number(i + 4, 2) else { return fail(shape) }
            guard oh <= 23, om <= 59 else { return fail("the offset \(text.suffix(6)) is not a valid offset") }
            offset = sign * (oh * 3600 + om * 60)
            i += 6
        } else {
            return fail(shape)
        }
        guard i == b.count else { return fail(shape) }
        let months = [
            "", "January", "February", "March", "April", "May", "June", "July", "August", "September",
            "October", "November", "December",
        ]
        guard (1 ... 12).contains(month) else { return fail("month \(month) does not exist (1 to 12)") }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let lengths = [0, 31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard (1 ... lengths[month]).contains(day) else {
            return fail("\(months[month]) \(year) has no day \(day) (1 to \(lengths[month]))")
        }
        guard hour <= 23 else { return fail("hour \(hour) does not exist (00 to 23)") }
        guard minute <= 59 else { return fail("minute \(minute) does not exist (00 to 59)") }
        guard second <= 59 else { return fail("second \(second) does not exist (00 to 59)") }
        // Days since 1970-01-01 (proleptic Gregorian), Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146_097 + doe - 719_468
        let seconds = Double(days * 86_400 + hour * 3600 + minute * 60 + second - offset) + fraction
        return .success(Date(timeIntervalSince1970: seconds))
    }
}
