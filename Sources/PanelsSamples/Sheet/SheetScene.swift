import Panels
import PanelsComponents

/// The sheet over a map: a drawn map with studio pins (parallax: it moves at half the
/// sheet's speed) under a `SnapSheet` whose header holds the title, a Map/List toggle
/// and the "Studios | Classes" choice, over two lazy lists (`StudioListing.sample`):
/// studios nearest first (or best rated first, a pop-up choice above them), classes
/// earliest first.
/// - Over the classes, the article's label scrubber is a time filter: "Starts after
///   7:30 PM" (the locale's clock), pressed, a track in 15-minute steps from the
///   earliest class to the latest, filtering the list as it moves.
/// - Tapping a pin selects its studio (pin and row highlighted), scrolls the studio
///   list to its row and raises the sheet to half; tapping a row selects its pin;
///   tapping the map collapses the sheet; the toggle switches between map and list.
///
/// Strings come from the `Sheet` table of `Assets/Samples/Sheet` (the card's locales:
/// en, nl, fr, pt-PT, de, ar, ja, he; en-XA and ar-XB are generated from English, as
/// for the card; ja draws with `SampleFonts`). Used by `Demos/Sheet`, the Gallery, the
/// tests and `frame.sheet.drag`.
public struct SheetScene: Panel {
    public var model: SheetModel
    public var listing: StudioListing
    public var studios: [StudioListing.Studio]

    /// `studios` (default: the listing's, nearest first) fills the studio list; the map's
    /// pins are its first studios. Classes are listed earliest first.
    public init(model: SheetModel, listing: StudioListing = .sample, studios: [StudioListing.Studio]? = nil) {
        SampleFonts.register()  // the Japanese subset (ja)
        self.model = model
        self.listing = listing
        self.studios = studios ?? listing.studiosByDistance
    }

    public var body: some Panel {
        let model = model
        let listing = listing
        let studios = studios
        let names = Dictionary(listing.studios.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        // Read here, where the body is observed: the `Measured` closure below runs at layout.
        let segment = model.segment
        let order = model.order
        let selected = model.selectedStudio
        let startsAfter = model.startsAfter
        ContextReader { context in
            let dark = context.appearance == .dark
            Measured { size in
                SnapSheet(state: model.sheet, detent: Ref(model, \.detent), parallax: 0.5) { height in
                    // Parallax: the map moves half as far as the sheet (in place at half);
                    // `height` is the detent's, the sheet moves the map while dragged.
                    let half = SnapDetent.half.height(in: size.height)
                    SheetMap(
                        studios: studios, size: size, dark: dark, selected: selected,
                        onMap: { model.showMap() }, onPin: { id in model.show(studio: id) }
                    )
                    .offset(y: -SheetMap.overscan / 2 - (height - half) / 2)
                    .context { $0.layoutDirection = .leftToRight }  // a map is not mirrored
                } content: {
                    Column(alignment: .leading, spacing: 8) {
                        Row(spacing: 12) {
                            Caption(key: "sheet.title", table: "Sheet").textStyle(.headline)
                                .foreground(SheetPalette.label(dark))
                                .lineLimit(context.textSize.isAccessibilitySize ? 4 : 2)
                            Gap()
                            MapListToggle(model: model, dark: dark)
                        }
                        .padding(horizontal: 16)
                        SegmentChoice(model: model, dark: dark).padding(horizontal: 16)
                        Swatch(SheetPalette.separator(dark)).frame(height: 1)
                        if segment == .studios {
                            // Sorted by rating only when that is the order (or being chosen).
                            let sort = Ref(
                                get: { model.order },
                                set: { chosen in
                                    let first =
                                        chosen == .rating ? StudioListing.byRating(studios).first : studios.first
                                    model.sort(by: chosen, first: first?.id)
                                })
                            PopUpChoice(
                                Caption(key: "sheet.sort", table: "Sheet"), selection: sort,
                                options: SheetModel.StudioOrder.allCases, state: model.orderChoice
                            ) { Caption(key: "sheet.sort.\($0.rawValue)", table: "Sheet") }
                            .padding(horizontal: 16)
                            .id("sheet.order")
                            Scroller(
                                offset: Ref(model, \.studiosOffset), target: Ref(model, \.studiosTarget)
                            ) {
                                let listed = order == .rating ? StudioListing.byRating(studios) : studios
                                LongList(listed, id: \.id, estimatedRowHeight: 64) { studio in
                                    StudioRow(studio: studio, selected: studio.id == selected, dark: dark)
                                        .onTap { model.select(studio: studio.id) }
                                }
                                // A list per order: a new order is a new list, shown from the
                                // top, not the old list's rows kept in place.
                                .id("sheet.studios.\(order.rawValue)")
                            }
                            .id("sheet.studios")
                        } else {
                            let all = listing.classesByStart
                            let first = Double(all.first?.minuteOfDay ?? 0)
                            let last = Double(all.last?.minuteOfDay ?? 0)
                            let formatter = context.formatter
                            TimeScrubber(
                                value: Ref(model, \.startsAfter), in: first ... max(last, first + 15), step: 15,
                                state: model.scrubber,
                                label: AccessibilityText(Caption(key: "sheet.filter", table: "Sheet"))
                            ) { minutes in
                                let start = StudioListing.StudioClass.date(
                                    minuteOfDay: Int(minutes), now: formatter.now, timeZone: formatter.timeZone)
                                return Caption(key: "sheet.startsAfter", table: "Sheet", arguments: .time(start))
                            }
                            .padding(horizontal: 16)
                            let after = Int(max(startsAfter, first))
                            let classes = all.filter { $0.minuteOfDay >= after }
                            let widest = ClassRow.widestStarts(all, formatter: formatter)
                            Scroller(offset: Ref(model, \.classesOffset)) {
                                LongList(classes, id: \.id, estimatedRowHeight: 60) { item in
                                    ClassRow(item: item, studio: names[item.studio] ?? "", widest: widest, dark: dark)
                                }
                            }
                            .id("sheet.classes")
                        }
                    }
                    .padding(EdgeInsets(top: 4))
                }
            }
        }
        .context { context in
            if let folder = try? StudioListing.folder() {
                context.assets = UpcomingClassAssets.CatalogCache.shared.catalog(for: folder)
            }
            // The kinds' pictures beside the studios.
            if let kora = try? StudioListing.koraFolder() {
                context.pictureFolder = kora.appendingPathComponent("Images")
            }
        }
    }
}
