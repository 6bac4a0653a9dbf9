import Foundation
import Panels
import PanelsSampleAssets

/// Scene 5, search: an `EntryField` at the top; under it, on every keystroke, the
/// phrase row ("Search for “…”"), the brand row ("See all N locations") and up to 8
/// suggestions (`SearchIndex`); ↑ ↓ move through the rows, Return or a click picks,
/// and a pick lists the results in a `LongList`. Strings come from the `Search` table
/// (`Assets/Samples/Search/<locale>.lproj`, the card's locales); right to left in ar
/// and he; ja draws with `SampleFonts`.
public struct SearchScene: Panel {
    public static let table = "Search"
    public var model: SearchModel

    public init(model: SearchModel) {
        SampleFonts.register()  // the Japanese subset (ja)
        self.model = model
    }

    public var body: some Panel {
        let model = model
        Column(alignment: .leading, spacing: 0) {
            EntryField(
                text: Ref(get: { model.query }, set: { model.setQuery($0) }),
                placeholder: Caption(key: "search.placeholder", table: SearchScene.table),
                state: model.field, onSubmit: { _ in model.pick() }
            )
            .id("search.field")
            .padding(EdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16))
            if let picked = model.picked {
                SearchResults(term: picked, results: model.results)
            } else if model.rows.isEmpty {
                Caption(key: "search.hint", table: SearchScene.table).foreground(named: "secondaryLabel")
                    .padding(EdgeInsets(top: 12, leading: 20, bottom: 0, trailing: 20))
                Gap()
            } else {
                if let corrected = model.outcome.correctedTo {
                    Caption(key: "search.corrected", table: SearchScene.table, arguments: corrected)
                        .textStyle(.footnote).foreground(named: "secondaryLabel")
                        .padding(EdgeInsets(top: 4, leading: 20, bottom: 4, trailing: 20))
                }
                Each(Array(model.rows.enumerated()), id: \.offset) { index, row in
                    SearchRow(row: row, highlighted: model.highlighted == index)
                        .onTap { model.pick(index) }
                        .hitTarget()  // rows are drawn 41 pt tall
                }
                Gap()
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(named: "secondaryBackground")
        .onKey("ArrowDown") { model.move(by: 1) }
        .onKey("ArrowUp") { model.move(by: -1) }
        .context { context in
            if let catalog = SearchScene.catalogs.catalog() { context.assets = catalog }
        }
    }

    static let catalogs = SearchCatalogCache()
}

/// The search table's catalog, found and loaded once (every keystroke resolves the
/// scene: looking the bundled folder up each time was a tenth of a keystroke).
final class SearchCatalogCache: @unchecked Sendable {
    private let lock = NSLock()
    private var loaded: AssetCatalog?
    private var looked = false

    func catalog() -> AssetCatalog? {
        lock.lock()
        defer { lock.unlock() }
        if looked { return loaded }
        looked = true
        if let folder = try? SampleAssets.file("Search") { loaded = AssetCatalog.load(from: folder) }
        return loaded
    }
}

/// One row under the search field.
struct SearchRow: Panel {
    var row: SearchModel.Row
    var highlighted: Bool

    var body: some Panel {
        Row(spacing: 12) {
            switch row {
            case .phrase(let text):
                Caption(key: "search.phrase", table: SearchScene.table, arguments: text)
                    .textStyle(.headline).foreground(named: "tint").lineLimit(1)
                Gap()
            case .brand(let brand):
                Caption(key: "search.brand", table: SearchScene.table, arguments: brand.venueCount)
                    .foreground(named: "tint").lineLimit(1)
                Gap()
                Caption(brand.name).foreground(named: "secondaryLabel").lineLimit(1)
            case .suggestion(let entry):
                Caption(entry.name).foreground(named: "label").lineLimit(1)
                Gap()
                Caption(
                    key: entry.kind == .category ? "search.kind.category" : "search.kind.venue",
                    table: SearchScene.table
                )
                .textStyle(.footnote).foreground(named: "secondaryLabel").lineLimit(1)
            }
        }
        .padding(horizontal: 20, vertical: 12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(named: "background")
        .overlay(ContextReader { context in Swatch(context.color(named: "tint").withOpacity(highlighted ? 0.14 : 0)) })
    }
}

/// The results of a pick, in a lazy list.
struct SearchResults: Panel {
    var term: String
    var results: [SearchIndex.Entry]

    var body: some Panel {
        Caption(key: "search.results", table: SearchScene.table, arguments: term)
            .textStyle(.title).foreground(named: "label").lineLimit(1)
            .padding(EdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20))
        Scroller {
            LongList(results, id: \.id, estimatedRowHeight: 44) { entry in
                Caption(key: "search.result", table: SearchScene.table, arguments: entry.name, entry.id + 1)
                    .foreground(named: "label").lineLimit(1)
                    .padding(horizontal: 20, vertical: 12)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .id("search.results")
    }
}
