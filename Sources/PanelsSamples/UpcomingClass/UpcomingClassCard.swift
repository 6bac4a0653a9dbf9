import Foundation
import Panels

/// The upcoming-class card (SPEC.md, scene 3): a home-screen card that shows the next
/// booked class, in three sizes and four states.
///
/// Layout: a top row with the class image (rounded square; a placeholder square
/// when there is none), a flexible gap and the brand logo; the state's content below
/// it; 16 pt padding; background `WidgetBackground`. Upcoming shows the start time
/// with a relative day, the class name (bold, at most two lines) and the venue
/// (secondary, one line); medium adds a larger image and the neighborhood; large lists
/// the next three reservations (and how many more are booked). Nothing upcoming shows
/// a message, and in medium and large a "Book a class" action. Placeholder draws the
/// upcoming layout redacted (`.redacted(named: "Redaction")`).
///
/// Contract: the card reads everything else from the context — color sets and the
/// `Widget` string table from `assets`, images (`logo`, class images) from
/// `pictureFolder`, the relative day from `now`, the locale and appearance — so the
/// same card renders in every language and appearance. `UpcomingClassAssets` makes
/// such a context from the bundled assets. It always fills exactly `size.points`.
public struct UpcomingClassCard: Panel {
    public var state: UpcomingClassState
    public var size: CardSize

    /// The string table the card's keys are in (`<locale>.lproj/Widget.strings`).
    public static let table = "Widget"
    /// Corner radius of the card, in points.
    public static let cornerRadius = 22.0

    public init(state: UpcomingClassState, size: CardSize) {
        self.state = state
        self.size = size
    }

    public var body: some Panel {
        let size = self.size
        Column(alignment: .leading, spacing: 0) {
            switch state {
            case .upcoming(let reservations, let zone):
                UpcomingContent(reservations: reservations, size: size, redacted: false)
                    .context { $0.timeZone = zone }
            case .placeholder:
                UpcomingContent(reservations: UpcomingClassCard.placeholderReservations, size: size, redacted: true)
            case .nothingUpcoming:
                EmptyContent(size: size, title: "nothing.title", subtitle: "nothing.subtitle", offersBooking: true)
            case .loggedOut:
                EmptyContent(size: size, title: "loggedOut.title", subtitle: "loggedOut.action", offersBooking: false)
            }
        }
        .padding(16)
        .frame(width: size.points.width, height: size.points.height, alignment: .topLeading)
        .background(named: "WidgetBackground", cornerRadius: UpcomingClassCard.cornerRadius)
        .clipped(cornerRadius: UpcomingClassCard.cornerRadius)
        .id("card")
    }

    /// Stand-ins the placeholder state measures its bars with (never shown as text).
    static let placeholderReservations: [Reservation] = (0 ..< 3).map { i in
        Reservation(id: "placeholder-\(i)", startTime: Date(timeIntervalSince1970: 0),
                    className: ["Morning class", "Evening session", "Weekend class"][i],
                    venueName: ["Studio name", "Venue name", "Studio"][i], neighborhood: "Neighborhood",
                    image: nil)
    }

    /// What to draw behind cards so their rounded corners read as on a home screen.
    public static func backdrop(for appearance: Appearance) -> RGBA {
        appearance == .dark ? RGBA(hex: 0x000000) : RGBA(hex: 0xDCDCE2)
    }
}

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
            ReservationSummary(reservation: next, nameLines: 2, showsNeighborhood: size == .medium)
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
                Caption(key: "upcoming.more", table: UpcomingClassCard.table,
                        arguments: .integer(reservations.count - 3))
                    .lineLimit(1)
                    .textStyle(TextStyle(size: 12))
                    .foreground(named: "SecondaryText")
                    .redacted(redacted, named: "Redaction")
                    .id("more")
            }
        }
    }
}

/// Logged out or nothing upcoming: the top row with a placeholder square, then a
/// message, and for nothing upcoming in medium and large the "Book a class" action.
struct EmptyContent: Panel {
    let size: CardSize
    let title: String
    let subtitle: String
    let offersBooking: Bool

    var body: some Panel {
        CardTopRow(image: nil, side: size.imageSide, redacted: false)
        switch size {
        case .small:
            Gap(minLength: 6)
            CardMessage(title: title, subtitle: subtitle)
        case .medium:
            Gap(minLength: 6)
            Row(alignment: .bottom, spacing: 12) {
                CardMessage(title: title, subtitle: subtitle)
                    .frame(maxWidth: .infinity, alignment: .leading)
                if offersBooking {
                    BookClassAction().layoutPriority(1)
                }
            }
        case .large:
            CardMessage(title: title, subtitle: subtitle).padding(EdgeInsets(top: 16))
            if offersBooking {
                BookClassAction().padding(EdgeInsets(top: 14))
            }
            Gap()
        }
    }
}
