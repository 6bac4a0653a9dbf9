import Panels
import PanelsSampleAssets

/// The feed: 1,000 cards (`FeedCard`) in a column inside a `Scroller`, on
/// the grouped background. Scroll with the wheel, by dragging (flings, rubber-bands
/// at the ends), or with the keys once it has focus (click it or press Tab).
///
/// `offset` is the scroller's offset (points) when the owner keeps it: a still of
/// the scene mid-scroll sets it. Used by `Demos/Feed`, the Gallery, `panels render
/// feed`, the tests and `frame.feed.1k`.
public struct FeedScene: Panel {
    public var items: [FeedItem]
    public var offset: Ref<Point>?

    public init(items: [FeedItem] = FeedItem.all, offset: Ref<Point>? = nil) {
        self.items = items
        self.offset = offset
    }

    public var body: some Panel {
        Scroller(offset: offset) {
            Column(alignment: .leading, spacing: 10) {
                Caption("Feed").textStyle(.title).foreground(named: "label")
                    .padding(EdgeInsets(top: 8, leading: 4, bottom: 2))
                Each(items, id: \.id) { item in
                    FeedCard(item: item)
                }
            }
            .padding(EdgeInsets(top: 12, leading: 12, bottom: 24, trailing: 12))
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .id("feed")
        .background(named: "secondaryBackground")
        .context { context in
            if context.pictureFolder == nil {
                context.pictureFolder = try? SampleAssets.file("Feed/Images")
            }
        }
    }
}
