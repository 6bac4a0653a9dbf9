import Panels

/// A row of the large card's list: a small image, then time, class name and venue.
struct ReservationListRow: Panel {
    let reservation: Reservation

    var body: some Panel {
        let reservation = self.reservation
        Row(alignment: .center, spacing: 10) {
            ClassThumbnail(image: reservation.image, side: 40)
            Column(alignment: .leading, spacing: 1) {
                StartTime(start: reservation.startTime)
                    .textStyle(TextStyle(size: 12, weight: .bold))
                    .foreground(named: "Accent")
                Caption(reservation.className).lineLimit(1)
                    .textStyle(TextStyle(size: 14, weight: .bold))
                    .foreground(named: "PrimaryText")
                Caption(reservation.venueName).lineLimit(1)
                    .textStyle(TextStyle(size: 12))
                    .foreground(named: "SecondaryText")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .id("row.\(reservation.id)")
    }
}
