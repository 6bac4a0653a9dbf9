import Foundation
import Panels

/// The upcoming (and, redacted, the placeholder) content for one size.
struct UpcomingContent: Panel {
    let reservations: [Reservation]
    let size: CardSize
    let redacted: Bool

    var body: some Panel {
        let next = reservations[0]
        CardTopRow(image: redacted ? nil : next.image, side: size.imageSide, redacted: redacted)
        switch size {
        case .small, .medium:
            Gap(minLength: 6)
            ReservationSummary(
                reservation: next, nameLines: 2, showsNeighborhood: size == .medium, compact: size == .small
            )
            .redacted(redacted, named: "Redaction")
            .id("summary")
        case .large:
            Caption(key: "upcoming.list.header", table: UpcomingClassCard.table).lineLimit(1)
                .textStyle(TextStyle(size: 13, weight: .bold))
                .foreground(named: "SecondaryText")
                .redacted(redacted, named: "Redaction")
                .padding(EdgeInsets(top: 12, bottom: 8))
            Column(alignment: .leading, spacing: 8) {
                for (index, reservation) in reservations.prefix(3).enumerated() {
                    if index > 0 { Swatch("Separator").frame(height: 1).padding(EdgeInsets(leading: 50)) }
                    ReservationListRow(reservation: reservation)
                }
            }
            .redacted(redacted, named: "Redaction")
            Gap()
            if reservations.count > 3 {
                Caption(
                    key: "upcoming.more", table: UpcomingClassCard.table,
                    arguments: .integer(reservations.count - 3)
                )
                .lineLimit(1)
                .textStyle(TextStyle(size: 12))
                .foreground(named: "SecondaryText")
                .redacted(redacted, named: "Redaction")
                .id("more")
            }
        }
    }
}
