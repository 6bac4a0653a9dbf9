/// One card of the feed scene: a picture, a title (wraps to at most two lines) and a
/// one-line subtitle.
public struct FeedItem: Identifiable, Hashable, Sendable {
    public var id: Int
    public var picture: String
    public var title: String
    public var subtitle: String

    /// `count` items made from fixed word lists (the same on every run): titles of
    /// three to eleven words, so some take one line, some two and some are cut.
    public static func sample(count: Int = 1_000) -> [FeedItem] {
        (0 ..< count).map { i in
            let words = 3 + (i &* 7) % 9
            let title = (0 ..< words).map { k in FeedItem.words[(i &* 31 &+ k &* 17) % FeedItem.words.count] }
                .joined(separator: " ")
            let author = FeedItem.authors[(i &* 13) % FeedItem.authors.count]
            let minutes = 2 + (i &* 5) % 14
            return FeedItem(
                id: i, picture: "feed-\(i % 8)",
                title: title.prefix(1).uppercased() + title.dropFirst(),
                subtitle: "\(author) · \(minutes) min read · #\(i + 1)")
        }
    }

    /// The 1,000 items of the feed scene.
    public static let all = sample()

    static let words = [
        "quiet", "mornings", "on", "the", "river", "how", "to", "build", "a", "garden", "that", "lasts",
        "notes", "from", "mountain", "kitchen", "small", "habits", "for", "better", "sleep", "city", "bikes",
        "and", "rain", "learning", "piano", "at", "forty", "why", "maps", "still", "matter", "slow", "bread",
        "coffee", "light", "trains", "across", "northern", "coast", "letters", "old", "friends",
    ]
    static let authors = ["Ada Park", "Luis Romero", "Mei Tanaka", "Noor Haddad", "Sam Okafor", "Ines Costa"]
}
