import Foundation

/// A value substituted into a localized format string (`%@`, `%d`, `%1$@` …).
///
/// Dates and numbers are formatted for the context's locale when they fill a `%@`:
/// `.time` gives "7:00 PM" or "19:00", `.relativeDay` gives "Tomorrow" or a weekday.
public enum FormatArgument: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral
{
    case text(String)
    case integer(Int)
    /// A number shown with the locale's separators (grouping, decimal sign).
    case number(Double)
    /// A time of day in the locale's format (12- or 24-hour).
    case time(Date)
    /// A date in the locale's abbreviated format.
    case date(Date)
    /// Today, tomorrow, yesterday, a weekday within the coming week, else the date.
    case relativeDay(Date)
    /// An amount of money in the locale's currency format, `code` an ISO 4217 code
    /// ("EUR"): "€21.00", "21,00 €".
    case currency(Double, code: String)

    public init(stringLiteral value: String) { self = .text(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
}
