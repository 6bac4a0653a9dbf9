import Panels

/// A card of the feed: a 48×48 picture with rounded corners, a bold title of at
/// most two lines and a one-line subtitle, padded on a rounded background. Colors
/// are the semantic colors, so it follows the appearance.
public struct FeedCard: Panel {
    public let item: FeedItem

    public init(item: FeedItem) {
        self.item = item
    }

    public var body: some Panel {
        Row(alignment: .top, spacing: 12) {
            Picture(item.picture).fill().cornerRadius(10).frame(width: 48, height: 48).decorative()
            Column(alignment: .leading, spacing: 3) {
                Caption(item.title).lineLimit(2).truncationIntended()
                    .textStyle(TextStyle(size: 15, weight: .bold)).foreground(named: "label")
                Caption(item.subtitle).lineLimit(1)
                    .textStyle(.footnote).foreground(named: "secondaryLabel")
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(12)
        .background(named: "background", cornerRadius: 14)
        .accessibilityGroup()
    }
}
