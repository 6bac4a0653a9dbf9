import Panels

/// The card's top row: the class image (a rounded square, or a placeholder square
/// when there is none), a flexible gap, and the brand logo.
struct CardTopRow: Panel {
    let image: String?
    let side: Double
    let redacted: Bool

    var body: some Panel {
        Row(alignment: .top, spacing: 8) {
            ClassThumbnail(image: image, side: side).redacted(redacted, named: "Redaction")
            Gap()
            Picture("logo").fit().frame(width: 24, height: 24).id("logo")
        }
    }
}

/// A class image as a rounded square of `side` points, or the placeholder square
/// (color set `ImagePlaceholder`) when the reservation has none.
struct ClassThumbnail: Panel {
    let image: String?
    let side: Double

    var body: some Panel {
        let radius = (side * 0.22).rounded()
        if let image {
            Picture(image).fill().cornerRadius(radius).frame(width: side, height: side).id("image")
        } else {
            Swatch("ImagePlaceholder", cornerRadius: radius).frame(width: side, height: side).id("image")
        }
    }
}

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
                Caption(key: "upcoming.place", table: UpcomingClassCard.table,
                        arguments: .text(reservation.venueName), .text(reservation.neighborhood))
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

/// A title (bold, up to three lines) and a line of secondary text under it, for the
/// logged-out and nothing-upcoming states.
struct CardMessage: Panel {
    let title: String
    let subtitle: String

    var body: some Panel {
        Column(alignment: .leading, spacing: 3) {
            Caption(key: title, table: UpcomingClassCard.table).lineLimit(3)
                .textStyle(TextStyle(size: 15, weight: .bold))
                .foreground(named: "PrimaryText")
            Caption(key: subtitle, table: UpcomingClassCard.table).lineLimit(2)
                .textStyle(TextStyle(size: 12))
                .foreground(named: "SecondaryText")
        }
    }
}

/// The "Book a class" call to action: a pill in the accent color.
struct BookClassAction: Panel {
    var body: some Panel {
        Caption(key: "nothing.action", table: UpcomingClassCard.table).lineLimit(1)
            .textStyle(TextStyle(size: 13, weight: .bold))
            .foreground(named: "ButtonText")
            .padding(horizontal: 14, vertical: 7)
            .background(named: "Accent", cornerRadius: 15)
            .id("action")
    }
}
