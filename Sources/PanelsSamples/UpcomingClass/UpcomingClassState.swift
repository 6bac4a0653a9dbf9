import Foundation

/// What the upcoming-class card shows, derived from the reservations for a "now".
///
/// Contract: `derive` is pure. Logged out when there is no file or `loggedIn` is
/// false; otherwise the reservations starting after `now`, soonest first (ties by
/// id), or nothing upcoming. `placeholder` is for loading or unusable data: the card
/// draws redacted bars instead of content.
public enum UpcomingClassState: Hashable, Sendable {
    case loggedOut
    case nothingUpcoming
    /// The next reservations, soonest first (at least one), and the zone to show times in.
    case upcoming([Reservation], timeZone: TimeZone)
    case placeholder

    /// The state for `file` at `now`.
    public static func derive(from file: ReservationsFile?, now: Date) -> UpcomingClassState {
        guard let file, file.loggedIn else { return .loggedOut }
        let next = file.reservations
            .filter { $0.startTime > now }
            .sorted { ($0.startTime, $0.id) < ($1.startTime, $1.id) }
        return next.isEmpty ? .nothingUpcoming : .upcoming(next, timeZone: file.zone)
    }

    /// The state for the file at `url` at `now`; an unusable file gives `.placeholder`
    /// and the error (for the caller to report).
    public static func load(from url: URL, now: Date) -> (state: UpcomingClassState, error: ReservationsError?) {
        do {
            return (derive(from: try ReservationsFile.load(from: url), now: now), nil)
        } catch {
            return (.placeholder, error)
        }
    }
}
