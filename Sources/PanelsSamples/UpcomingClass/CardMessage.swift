import Panels

/// A title (bold, up to three lines) and a line of secondary text under it, for the
/// logged-out and nothing-upcoming states; `compact` (the small card) one size smaller.
struct CardMessage: Panel {
    let title: String
    let subtitle: String
    var compact = false

    var body: some Panel {
        Column(alignment: .leading, spacing: 3) {
            Caption(key: title, table: UpcomingClassCard.table).lineLimit(3)
                .textStyle(TextStyle(size: compact ? 14 : 15, weight: .bold))
                .foreground(named: "PrimaryText")
            Caption(key: subtitle, table: UpcomingClassCard.table).lineLimit(2)
                .textStyle(TextStyle(size: compact ? 11 : 12))
                .foreground(named: "SecondaryText")
        }
    }
}
