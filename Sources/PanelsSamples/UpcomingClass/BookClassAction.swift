import Panels

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
