import Foundation
import Panels
import PanelsComponents

/// A class's page: its kind's picture, its name, when and where, its length, price and
/// places left, and Book (or Booked, or Full); its studio's row pushes the studio.
struct KoraClassScreen: Panel {
    let model: KoraModel
    let path: ScreenPath<KoraModel.Screen>
    let id: String

    var body: some Panel {
        let model = model
        let path = path
        if let session = model.session(id), let studio = model.data.studio(session.studio) {
            let booked = model.bookings.contains(session.id)
            let start = model.nextStart(of: session)
            Scroller {
                Column(alignment: .leading, spacing: 12) {
                    Row(alignment: .top, spacing: 16) {
                        Picture("kind-\(session.kind)").fill().cornerRadius(16).frame(width: 96, height: 96)
                            .decorative()
                        Column(alignment: .leading, spacing: 4) {
                            Caption(session.title ?? session.kind).textStyle(.title).foreground(named: "label")
                            Caption(key: "kind.\(session.kind)", table: "Sheet").textStyle(.headline)
                                .foreground(named: "secondaryLabel")
                        }
                        .frame(maxWidth: .infinity, alignment: .leading)
                    }
                    Column(alignment: .leading, spacing: 8) {
                        KoraFact(
                            icon: "event",
                            text: Caption(
                                key: "kora.dayAndTime", table: "Kora", arguments: .relativeDay(start), .time(start)))
                        KoraFact(
                            icon: "schedule",
                            text: Caption(key: "sheet.minutes", table: "Sheet", arguments: session.minutes))
                        KoraFact(
                            icon: "place",
                            text: Caption(
                                key: "kora.studioInArea", table: "Kora", arguments: .text(studio.name),
                                .text(studio.area)))
                        if let price = session.price {
                            KoraFact(icon: nil, text: Caption(formatted: .currency(price, code: "EUR")))
                        }
                        KoraFact(
                            icon: "people",
                            text: session.spots == 0
                                ? KoraApp.text("class.full")
                                : Caption(key: "kora.class.spots", table: "Kora", arguments: session.spots))
                    }
                    .padding(16)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(named: "secondaryBackground", cornerRadius: 12)
                    Pressable(
                        KoraApp.text(booked ? "class.booked" : session.spots == 0 ? "class.full" : "class.book"),
                        style: .prominent, enabled: !booked && session.spots > 0 && model.signedIn
                    ) {
                        model.book(session.id)
                    }
                    .id("kora.class.book")
                    if !model.signedIn {
                        KoraApp.text("class.signInToBook").textStyle(.footnote).foreground(named: "secondaryLabel")
                    }
                    Separator()
                    Pressable(action: { path.push(.studio(studio.id)) }) { feedback in
                        Row(spacing: 12) {
                            Column(alignment: .leading, spacing: 2) {
                                Caption(studio.name).textStyle(.headline).foreground(named: "label")
                                KoraApp.text("class.studioMore").textStyle(.footnote).foreground(
                                    named: "secondaryLabel")
                            }
                            .frame(maxWidth: .infinity, alignment: .leading)
                            ContextReader { context in
                                Arrow(pointing: .trailing).fill(context.color(named: "secondaryLabel"))
                                    .frame(width: 6, height: 10)
                            }
                        }
                        .padding(vertical: 8)
                        .frame(minHeight: 44)
                        .opacity(feedback.isPressed ? 0.6 : 1)
                    }
                    .accessibilityGroup()
                    .id("kora.class.studio")
                }
                .padding(16)
            }
        } else {
            KoraApp.text("class.gone").textStyle(.body).foreground(named: "secondaryLabel").padding(16)
        }
    }
}

/// An icon (or its room) and a line of text, the icon decoration only.
struct KoraFact: Panel {
    let icon: String?
    let text: Caption

    var body: some Panel {
        Row(spacing: 10) {
            if let icon {
                Icon(icon).decorative().textStyle(TextStyle(size: 18)).foreground(named: "secondaryLabel")
                    .frame(width: 22)
            } else {
                Gap().frame(width: 22)
            }
            text.textStyle(.body).foreground(named: "label")
        }
    }
}

/// A studio's page: what it teaches and where, its distance and rating, the brand it
/// belongs to, and its classes, soonest first.
struct KoraStudioScreen: Panel {
    let model: KoraModel
    let path: ScreenPath<KoraModel.Screen>
    let id: String

    var body: some Panel {
        let model = model
        let path = path
        if let studio = model.data.studio(id) {
            let classes = model.soonestFirst(model.data.classes.filter { $0.studio == id })
            let brand = model.data.brands.first { $0.id == studio.brand }
            Scroller {
                Column(alignment: .leading, spacing: 12) {
                    Caption(studio.name).textStyle(.title).foreground(named: "label")
                    ContextReader { context in
                        Caption(
                            key: "sheet.kindInArea", table: "Sheet",
                            arguments: .text(context.localizedText("kind.\(studio.kind)", table: "Sheet")),
                            .text(studio.area)
                        )
                        .textStyle(.headline).foreground(named: "secondaryLabel")
                    }
                    Row(spacing: 16) {
                        Caption(key: "sheet.distance", table: "Sheet", arguments: studio.distance)
                        Caption(key: "sheet.rating", table: "Sheet", arguments: studio.rating)
                    }
                    .textStyle(.body).foreground(named: "label")
                    if let brand {
                        Caption(key: "kora.studio.brand", table: "Kora", arguments: .text(brand.name))
                            .textStyle(.footnote).foreground(named: "secondaryLabel")
                    }
                    Column(spacing: 0) {
                        Each(classes, id: \.id) { session in
                            KoraClassRow(model: model, session: session) { path.push(.session(session.id)) }
                            Separator(inset: 84)
                        }
                    }
                    .background(named: "background", cornerRadius: 12)
                }
                .padding(16)
            }
            .background(named: "secondaryBackground")
        } else {
            KoraApp.text("class.gone").textStyle(.body).foreground(named: "secondaryLabel").padding(16)
        }
    }
}
