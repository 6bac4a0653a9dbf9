import Panels

/// One reservation as text: start time (accent), class name (bold, up to `nameLines`
/// lines, then "…"), and the venue (secondary, one line) — with the neighborhood
/// when `showsNeighborhood`.
struct ReservationSummary: Panel {
    let reservation: Reservation
    let nameLines: Int
    let showsNeighborhood: Bool

    var body: some Panel {
        let reservation = self.reservation
        Column(alignment: .leading, spacing: 2) {
            StartTime(start: reservation.startTime)
                .textStyle(TextStyle(size: 12, weight: .bold))
                .foreground(named: "Accent")
            Caption(reservation.className).lineLimit(nameLines)
                .textStyle(TextStyle(size: 15, weight: .bold))
                .foreground(named: "PrimaryText")
            if showsNeighborhood {
                Caption(
                    key: "upcoming.place", table: UpcomingClassCard.table,
                    arguments: .text(reservation.venueName), .text(reservation.neighborhood)
                )
                .lineLimit(1)
                .textStyle(TextStyle(size: 12))
                .foreground(named: "SecondaryText")
            } else {
                Caption(reservation.venueName).lineLimit(1)
                    .textStyle(TextStyle(size: 12))
                    .foreground(named: "SecondaryText")
            }
        }
    }
}
