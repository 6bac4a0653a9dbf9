import Panels

/// One reservation as text: start time (accent), class name (bold, up to `nameLines`
/// lines, then "…"), and the venue (secondary, one line) — with the neighborhood
/// when `showsNeighborhood`. `compact` (the small card) sets everything one size
/// smaller so the longer languages fit its 126-point column. The venue and place
/// line may be cut on purpose (`.truncationIntended()`): venue names are data.
struct ReservationSummary: Panel {
    let reservation: Reservation
    let nameLines: Int
    let showsNeighborhood: Bool
    var compact = false

    var body: some Panel {
        let reservation = self.reservation
        let small: Double = compact ? 11 : 12
        Column(alignment: .leading, spacing: 2) {
            // Two lines when a long language needs them in the small card.
            StartTime(start: reservation.startTime, lines: compact ? 2 : 1)
                .textStyle(TextStyle(size: small, weight: .bold))
                .foreground(named: "Accent")
            Caption(reservation.className).lineLimit(nameLines)
                .textStyle(TextStyle(size: compact ? 14 : 15, weight: .bold))
                .foreground(named: "PrimaryText")
            if showsNeighborhood {
                Caption(
                    key: "upcoming.place", table: UpcomingClassCard.table,
                    arguments: .text(reservation.venueName), .text(reservation.neighborhood)
                )
                .lineLimit(1)
                .truncationIntended()
                .textStyle(TextStyle(size: small))
                .foreground(named: "SecondaryText")
            } else {
                Caption(reservation.venueName).lineLimit(1).truncationIntended()
                    .textStyle(TextStyle(size: small))
                    .foreground(named: "SecondaryText")
            }
        }
    }
}
