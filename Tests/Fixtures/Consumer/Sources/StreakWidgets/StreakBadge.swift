import Panels

/// A small card that shows how many days in a row someone practised, in its own
/// colors and strings (the `Streaks` table and the `Badge…` color sets in `Assets`).
public struct StreakBadge: Panel {
    public var days: Int
    public var isActive: Bool

    public init(days: Int, isActive: Bool) {
        self.days = days
        self.isActive = isActive
    }

    public var body: some Panel {
        Column(alignment: .leading, spacing: 6) {
            Caption(key: "streak.title", table: "Streaks").textStyle(.headline)
            if isActive {
                Caption(key: "streak.days", table: "Streaks", arguments: days).lineLimit(2)
            } else {
                Caption(key: "streak.broken", table: "Streaks").lineLimit(2)
            }
            Gap()
        }
        .foreground(named: "BadgeText")
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(named: "BadgeBackground", cornerRadius: 20)
    }
}
