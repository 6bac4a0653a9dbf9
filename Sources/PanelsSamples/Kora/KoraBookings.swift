import Foundation
import Panels
import PanelsComponents

/// Bookings: the booked classes, soonest first, each with a control that cancels it
/// after the popover article's delete confirmation pointing at it; a class pushes its
/// page. Signed out, or with none booked, a line says so.
struct KoraBookings: Panel {
    let model: KoraModel

    var body: some Panel {
        let model = model
        let booked = model.soonestFirst(model.bookings.compactMap { model.session($0) })
        Scroller {
            Column(alignment: .leading, spacing: 12) {
                if !model.signedIn {
                    KoraApp.text("bookings.signedOut").textStyle(.body).foreground(named: "secondaryLabel")
                } else if booked.isEmpty {
                    KoraApp.text("bookings.empty").textStyle(.body).foreground(named: "secondaryLabel")
                } else {
                    Column(spacing: 0) {
                        Each(booked, id: \.id) { session in
                            Row(spacing: 0) {
                                KoraClassRow(model: model, session: session) {
                                    model.paths[.bookings]?.push(.session(session.id))
                                }
                                KoraCancelControl(model: model, session: session)
                            }
                            .background(named: "background")
                            Separator(inset: 84)
                        }
                    }
                    .background(named: "background", cornerRadius: 12)
                }
            }
            .padding(16)
        }
        .background(named: "secondaryBackground")
    }
}

/// The bin at the end of a booking's row: a confirmation pointing at it asks before
/// the booking is cancelled ("Cancel booking" is destructive; "Keep it" the default).
struct KoraCancelControl: Panel {
    let model: KoraModel
    let session: StudioListing.StudioClass

    var body: some Panel {
        let model = model
        let id = session.id
        let title = session.title ?? session.kind
        let asking = Ref(isPresenting: id, in: Ref(model, \.confirmingCancel))
        ContextReader { context in
            let text = { (key: String) in KoraApp.string(key, context) }
            Pressable(action: { model.confirmingCancel = id }) { feedback in
                Icon("delete").decorative().textStyle(TextStyle(size: 22))
                    .foreground(named: feedback.isPressed ? "secondaryLabel" : "destructive")
                    .frame(width: 44, height: 44)
            }
            .accessibility(
                role: .button,
                label: AccessibilityText(
                    context.localizedText("kora.cancel.label", table: "Kora", arguments: [.text(title)]))
            )
            .id("kora.booking.\(id).cancel")
            .confirmation(
                text("cancel.title"), isPresented: asking, message: text("cancel.message"),
                actions: [
                    DialogAction(text("cancel.confirm"), role: .destructive) { model.cancel(id) },
                    DialogAction(text("cancel.keep"), role: .cancel, isDefault: true),
                ]
            )
            .padding(EdgeInsets(trailing: 8))
        }
    }
}
