import Foundation

/// Formats times, dates, relative days and numbers for a locale with Foundation,
/// anchored at an injected "now" so output is deterministic.
///
/// Contract: `time` follows the locale's clock (12- or 24-hour) unless `hourCycle`
/// overrides it; `relativeDay` gives the locale's word for today, tomorrow and
/// yesterday (from `Date.AnchoredRelativeFormatStyle`, which works on Linux where
/// `DateFormatter.doesRelativeDateFormatting` does not), a weekday name within the
/// next six days, and the abbreviated date otherwise. Days are counted in `timeZone`.
/// Pseudo-locales (`en-XA`, `ar-XB`) format as English does, and every text the
/// formatter makes (times, dates, weekdays, relative days, numbers) then goes through
/// `PseudoLocale.transformFormatted(_:)`, so formatted parts look pseudo-localized too.
package struct LocaleFormatter: Sendable {
    /// A clock override (the public `HourCycle`).
    package typealias HourCycle = Panels.HourCycle

    package var locale: Locale
    /// The pseudo-locale the formatter was made for (its `locale` is then English).
    package var pseudoLocale: PseudoLocale?
    package var timeZone: TimeZone
    package var now: Date
    package var hourCycle: HourCycle?
    /// Whether words start with a capital ("Tomorrow"), as at the start of a caption.
    package var capitalized: Bool

    package init(
        locale: Locale, timeZone: TimeZone = TimeZone(identifier: "UTC")!, now: Date,
        hourCycle: HourCycle? = nil, capitalized: Bool = true
    ) {
        self.locale = LocaleFormatter.formattingLocale(locale)
        let identifier = locale.identifier
        self.pseudoLocale =
            identifier.hasSuffix("XA") || identifier.hasSuffix("XB") ? PseudoLocale(tag: identifier) : nil
        self.timeZone = timeZone
        self.now = now
        self.hourCycle = hourCycle
        self.capitalized = capitalized
    }

    /// Pseudo-locales are not in CLDR: both are generated from English text, so they
    /// format dates and numbers as English does. An identifier whose language is not 1
    /// to 8 ASCII letters ("🙂", "é", "abcdefghijklm") formats as the root locale:
    /// Foundation traps on such a locale (in `NSLocale`, from `DateFormatter`'s
    /// templates).
    static func formattingLocale(_ locale: Locale) -> Locale {
        let identifier = locale.identifier
        if identifier.hasSuffix("XA") || identifier.hasSuffix("XB"), PseudoLocale(tag: identifier) != nil {
            return Locale(identifier: "en")
        }
        let language = identifier.utf8.prefix { $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: "_") }
        let letters = language.allSatisfy { (UInt8(ascii: "a") ... UInt8(ascii: "z")).contains($0 | 0x20) }
        guard identifier.isEmpty || (letters && (1 ... 8).contains(language.count)) else {
            return Locale(identifier: "")
        }
        return locale
    }

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        return calendar
    }

    private var capitalization: FormatStyleCapitalizationContext {
        capitalized ? .beginningOfSentence : .middleOfSentence
    }

    /// The time of day in the locale's own pattern for hours and minutes: "7:00 PM",
    /// "19:00", "07:30" (de, fr, nl, pt-PT), "7:30" (ja). From the CLDR template `jmm`
    /// (the locale's clock), or `hmm` / `Hmm` when `hourCycle` overrides it.
    package func time(_ date: Date) -> String {
        let template: String
        switch hourCycle {
        case nil: template = "jmm"
        case .twelveHour: template = "hmm"
        case .twentyFourHour: template = "Hmm"
        }
        return pseudoLocalized(
            LocaleFormatter.patterns.format(date, template: template, locale: locale, timeZone: timeZone))
    }

    /// `text` as the pseudo-locale shows formatted parts; unchanged in real locales.
    package func pseudoLocalized(_ text: String) -> String {
        pseudoLocale?.transformFormatted(text) ?? text
    }

    static let patterns = TemplateFormatters()

    /// `DateFormatter`s by (locale, template, time zone), each used
    /// under one lock: the locale's pattern for a template is found once.
    final class TemplateFormatters: @unchecked Sendable {
        private let lock = NSLock()
        private var formatters: [String: DateFormatter] = [:]

        func format(_ date: Date, template: String, locale: Locale, timeZone: TimeZone) -> String {
            let key = "\(locale.identifier)|\(template)|\(timeZone.identifier)"
            lock.lock()
            defer { lock.unlock() }
            let formatter: DateFormatter
            if let known = formatters[key] {
                formatter = known
            } else {
                formatter = DateFormatter()
                formatter.locale = locale
                formatter.timeZone = timeZone
                formatter.calendar = Calendar(identifier: .gregorian)
                formatter.setLocalizedDateFormatFromTemplate(template)
                if formatters.count > 256 { formatters.removeAll() }
                formatters[key] = formatter
            }
            return formatter.string(from: date)
        }
    }

    /// The abbreviated date: "Nov 23, 2026", "23 nov 2026".
    package func date(_ date: Date) -> String {
        var style = Date.FormatStyle(
            date: .abbreviated, time: .omitted, locale: locale, calendar: calendar,
            timeZone: timeZone)
        style.capitalizationContext = capitalization
        return pseudoLocalized(style.format(date))
    }

    /// Days from now's day to `date`'s day, in `timeZone`.
    package func dayOffset(_ date: Date) -> Int {
        let calendar = self.calendar
        let from = calendar.startOfDay(for: now), to = calendar.startOfDay(for: date)
        return calendar.dateComponents([.day], from: from, to: to).day ?? 0
    }

    /// "Today", "Tomorrow", "Yesterday", a weekday ("Friday") up to six days ahead,
    /// else the abbreviated date.
    package func relativeDay(_ date: Date) -> String {
        let offset = dayOffset(date)
        switch offset {
        case -1 ... 1:
            // Anchor noon of both days so the difference is a whole number of days.
            let calendar = self.calendar
            let anchorDay = calendar.date(byAdding: .hour, value: 12, to: calendar.startOfDay(for: date)) ?? date
            let nowDay = calendar.date(byAdding: .hour, value: 12, to: calendar.startOfDay(for: now)) ?? now
            var style = Date.AnchoredRelativeFormatStyle(
                anchor: anchorDay, presentation: .named, unitsStyle: .wide,
                locale: locale, calendar: calendar,
                capitalizationContext: capitalization)
            style.allowedFields = [.day]
            return pseudoLocalized(style.format(nowDay))
        case 2 ... 6:
            var style = Date.FormatStyle(
                date: .omitted, time: .omitted, locale: locale, calendar: calendar,
                timeZone: timeZone
            ).weekday(.wide)
            style.capitalizationContext = capitalization
            return pseudoLocalized(style.format(date))
        default:
            return self.date(date)
        }
    }

    /// A number with the locale's grouping and decimal separators.
    package func number(_ value: Double, maximumFractionDigits: Int = 3) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        return pseudoLocalized(
            value.formatted(.number.locale(locale).precision(.fractionLength(0 ... max(0, maximumFractionDigits)))))
    }

    /// An integer with the locale's grouping separator.
    package func integer(_ value: Int) -> String {
        pseudoLocalized(value.formatted(.number.locale(locale)))
    }

    /// The locale's decimal separator ("." or ",").
    package var decimalSeparator: String { locale.decimalSeparator ?? "." }

    /// An amount of money in the locale's currency format: "€21.00" (en), "€ 21,00" (nl),
    /// "21,00 €" (fr, de). A code that is not three ASCII letters shows the number with
    /// two decimals and the code after it (at most its first eight characters); a value
    /// that is not finite shows as `number` does.
    package func currency(_ value: Double, code: String) -> String {
        guard value.isFinite else { return number(value) }
        let letters =
            code.utf8.count == 3
            && code.utf8.allSatisfy { (UInt8(ascii: "a") ... UInt8(ascii: "z")).contains($0 | 0x20) }
        guard letters else {
            return number(value, maximumFractionDigits: 2) + " " + String(code.prefix(8))
        }
        return pseudoLocalized(value.formatted(.currency(code: code.uppercased()).locale(locale)))
    }

    /// Formats an argument for a `%@`.
    package func text(for argument: FormatArgument) -> String {
        switch argument {
        case .text(let s): return s
        case .integer(let n): return String(n)
        case .number(let x): return number(x)
        case .time(let d): return time(d)
        case .date(let d): return date(d)
        case .relativeDay(let d): return relativeDay(d)
        case .currency(let x, let code): return currency(x, code: code)
        }
    }
}
