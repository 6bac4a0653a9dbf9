import Foundation

/// A value that can fill a format specifier: `Int`, `Double`, `String`, `Date`,
/// `FormatArgument` itself, and optionals of any of them.
///
/// `Caption(key:arguments:)` takes these directly, so variables need no wrapping:
///
/// ```swift
/// let runs = 3
/// let distance = 5.2
/// Caption(key: "runs", arguments: runs, distance)   // .integer(3), .number(5.2)
/// ```
///
/// Contract: `Int` becomes `.integer`, `Double` `.number` (locale separators),
/// `String` `.text`, `Date` `.date` (the locale's abbreviated date; use
/// `.time(_:)` or `.relativeDay(_:)` for the other forms), and `nil` an empty
/// `.text("")`. The static members below let `.time(start)` be written among
/// variables (`arguments: runs, .time(start)`).
public protocol FormatArgumentConvertible {
    /// The argument this value fills a specifier with.
    var formatArgument: FormatArgument { get }
}

extension FormatArgument: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { self }
}

extension Int: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { .integer(self) }
}

extension Double: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { .number(self) }
}

extension String: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { .text(self) }
}

extension Date: FormatArgumentConvertible {
    public var formatArgument: FormatArgument { .date(self) }
}

extension Optional: FormatArgumentConvertible where Wrapped: FormatArgumentConvertible {
    /// The wrapped value's argument, or empty text for `nil`.
    public var formatArgument: FormatArgument { self?.formatArgument ?? .text("") }
}

// The cases of `FormatArgument` again, so `.time(start)` type-checks where the
// expected type is a generic `FormatArgumentConvertible` (an argument among
// variables). Disfavored, so that where the expected type is `FormatArgument` the
// enum's own cases are chosen without ambiguity.
extension FormatArgumentConvertible where Self == FormatArgument {
    /// Text, inserted as is.
    @_disfavoredOverload public static func text(_ value: String) -> FormatArgument { FormatArgument.text(value) }
    /// An integer.
    @_disfavoredOverload public static func integer(_ value: Int) -> FormatArgument { FormatArgument.integer(value) }
    /// A number with the locale's separators.
    @_disfavoredOverload public static func number(_ value: Double) -> FormatArgument { FormatArgument.number(value) }
    /// A time of day in the locale's format.
    @_disfavoredOverload public static func time(_ value: Date) -> FormatArgument { FormatArgument.time(value) }
    /// A date in the locale's abbreviated format.
    @_disfavoredOverload public static func date(_ value: Date) -> FormatArgument { FormatArgument.date(value) }
    /// Today, tomorrow, a weekday, else the date.
    @_disfavoredOverload public static func relativeDay(_ value: Date) -> FormatArgument {
        FormatArgument.relativeDay(value)
    }
    /// An amount of money in the locale's currency format (`code`: ISO 4217, "EUR").
    @_disfavoredOverload public static func currency(_ value: Double, code: String) -> FormatArgument {
        FormatArgument.currency(value, code: code)
    }
}
