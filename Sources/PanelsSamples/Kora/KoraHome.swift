import Foundation
import Panels
import PanelsComponents

/// Home: the upcoming-class card in the size chosen above it (small, medium or large,
/// as a home screen offers them), in the state the app is in — the bookings soonest
/// first, nothing upcoming, or signed out — then the classes still to start today
/// (then tomorrow's), soonest first; a class pushes its page.
struct KoraHome: Panel {
    let model: KoraModel

    var body: some Panel {
        let model = model
        let state = model.cardState
        let size = model.cardSize
        let classes = model.upcomingClasses()
        Scroller {
            Column(alignment: .leading, spacing: 12) {
                KoraApp.text("home.next").textStyle(.title).foreground(named: "label")
                    .accessibilityHeading(level: 2)
                SegmentedChoice(
                    KoraApp.text("home.cardSize"), selection: Ref(model, \.cardSize), options: CardSize.allCases
                ) { KoraApp.text("home.cardSize.\($0.rawValue)") }
                .context(KoraApp.capTextSize)
                .id("kora.cardSize")
                KoraCard(state: state, size: size, model: model)
                    .frame(maxWidth: .infinity)
                KoraApp.text("home.today").textStyle(.title).foreground(named: "label")
                    .padding(EdgeInsets(top: 12))
                    .accessibilityHeading(level: 2)
                Column(spacing: 0) {
                    Each(classes, id: \.id) { session in
                        KoraClassRow(model: model, session: session) {
                            model.paths[.home]?.push(.session(session.id))
                        }
                        Separator(inset: 84)
                    }
                }
                .background(named: "background", cornerRadius: 12)
            }
            .padding(16)
        }
        .id("kora.home.scroller")
        .background(named: "secondaryBackground")
    }
}

/// The upcoming-class card with its own assets (the `Widget` tables and colors) and
/// Kora's pictures (the kinds, the logo), on the backdrop a home screen gives it. A tap
/// on an upcoming card opens Bookings, on an empty one Explore, on a signed-out one
/// signs in.
struct KoraCard: Panel {
    let state: UpcomingClassState
    let size: CardSize
    let model: KoraModel

    var body: some Panel {
        let state = state
        let size = size
        let model = model
        ContextReader { context in
            let widget = (try? UpcomingClassAssets.folder()).map {
                UpcomingClassAssets.CatalogCache.shared.catalog(for: $0)
            }
            // A widget's fixed size keeps its text at most the largest non-accessibility
            // size, as a home screen's widgets do.
            UpcomingClassCard(state: state, size: size)
                .context { card in
                    if let widget { card.assets = widget }
                    KoraApp.capTextSize(&card)
                }
                .padding(16)
                .frame(maxWidth: .infinity)
                .background(UpcomingClassCard.backdrop(for: context.appearance), cornerRadius: 16)
                .onTap {
                    switch state {
                    case .upcoming: model.show(.bookings)
                    case .loggedOut: model.signedIn = true
                    case .nothingUpcoming, .placeholder: model.show(.explore)
                    }
                }
                .id("kora.card")
        }
    }
}

/// A class in a list: its kind's picture, its name over its studio and area, and under
/// them its start (today's or tomorrow's) with its price, "Full" or "Booked".
struct KoraClassRow: Panel {
    let model: KoraModel
    let session: StudioListing.StudioClass
    let action: () -> Void

    var body: some Panel {
        let model = model
        let session = session
        let studio = model.data.studio(session.studio)
        let booked = model.bookings.contains(session.id)
        let start = model.nextStart(of: session)
        Pressable(action: action) { feedback in
            ContextReader { context in
                let large = context.textSize.isAccessibilitySize
                let picture = Picture("kind-\(session.kind)").fill().cornerRadius(10).frame(width: 56, height: 56)
                    .decorative()
                // The studio's name for the class: data, cut when a row is narrow.
                let name = Caption(session.title ?? session.kind).textStyle(.headline).foreground(named: "label")
                    .lineLimit(large ? 4 : 2).truncationIntended()
                let place = Caption(
                    key: "kora.studioInArea", table: "Kora", arguments: .text(studio?.name ?? ""),
                    .text(studio?.area ?? "")
                )
                .textStyle(.footnote).foreground(named: "secondaryLabel").lineLimit(large ? 4 : 1)
                .truncationIntended()
                let when = Caption(key: "kora.dayAndTime", table: "Kora", arguments: .relativeDay(start), .time(start))
                    .textStyle(.footnote).foreground(named: "label").lineLimit(large ? 3 : 2)
                let extra = KoraClassRow.status(session: session, booked: booked)
                if large {
                    Column(alignment: .leading, spacing: 6) {
                        picture
                        name
                        place
                        when
                        extra
                    }
                    .padding(horizontal: 16, vertical: 12)
                    .frame(maxWidth: .infinity, alignment: .leading)
                } else {
                    // Name, place, then when and the status on one line under them: the
                    // whole width for each, so no time is cut beside a long name.
                    Row(alignment: .top, spacing: 12) {
                        picture
                        Column(alignment: .leading, spacing: 2) {
                            name
                            place
                            Row(spacing: 8) {
                                when
                                Gap()
                                extra
                            }
                            .padding(EdgeInsets(top: 2))
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)
                    }
                    .padding(horizontal: 16, vertical: 10)
                    .frame(maxWidth: .infinity, minHeight: 76, alignment: .leading)
                }
            }
            .background(
                named: feedback.isPressed ? "separator" : feedback.isHovered ? "secondaryBackground" : "background")
        }
        .accessibilityGroup()
        .id("kora.class.\(session.id)")
    }

    /// "Booked", "Full", or the price.
    @PanelBuilder static func status(session: StudioListing.StudioClass, booked: Bool) -> some Panel {
        if booked {
            KoraApp.text("class.booked").textStyle(TextStyle(size: 13, weight: .bold)).foreground(named: "tint")
        } else if session.spots == 0 {
            KoraApp.text("class.full").textStyle(TextStyle(size: 13, weight: .bold))
                .foreground(named: "secondaryLabel")
        } else if let price = session.price {
            Caption(formatted: .currency(price, code: "EUR")).textStyle(.footnote).foreground(named: "secondaryLabel")
        }
    }
}
