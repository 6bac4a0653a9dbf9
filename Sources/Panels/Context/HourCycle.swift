/// A clock that overrides the locale's own, for apps with a "24-hour time" setting.
///
/// Set `PanelContext.hourCycle`: every time formatted below it (`FormatArgument.time`,
/// `Caption(formatted: .time(…))`) uses this clock in the locale's own pattern
/// ("19:30" or "7:30 PM" in English, "19:30" or "7:30 PM"-style "午後7:30" in Japanese);
/// nil follows the locale.
public enum HourCycle: String, Sendable, Hashable, CaseIterable {
    /// Hours 1–12 with the locale's AM/PM marker.
    case twelveHour
    /// Hours 0–23.
    case twentyFourHour
}
