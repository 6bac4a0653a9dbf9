import Foundation
import Panels

/// The upcoming-class card: a home-screen card that shows the next
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
        SampleFonts.register()  // the Japanese subset (ja)
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
        // A widget reads as one element: its text in order.
        .accessibilityGroup()
        .id("card")
    }

    /// Stand-ins the placeholder state measures its bars with (never shown as text).
    static let placeholderReservations: [Reservation] = (0 ..< 3).map { i in
        Reservation(
            id: "placeholder-\(i)", startTime: Date(timeIntervalSince1970: 0),
            className: ["Morning class", "Evening session", "Weekend class"][i],
            venueName: ["Studio name", "Venue name", "Studio"][i], neighborhood: "Neighborhood",
            image: nil)
    }

    /// What to draw behind cards so their rounded corners read as on a home screen.
    public static func backdrop(for appearance: Appearance) -> RGBA {
        appearance == .dark ? RGBA(hex: 0x000000) : RGBA(hex: 0xDCDCE2)
    }
}
