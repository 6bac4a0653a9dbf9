import Foundation
import Panels
import PanelsSampleAssets

/// Search, as the search-modalities article means it: an `EntryField` at the
/// top, focused when the screen opens; under it
/// - while the field is empty, the recent searches (with Clear) and popular
///   categories;
/// - on every keystroke, the phrase row ("Search for “…”"), "Did you mean …" when
///   the query was read as a misspelling, the category named exactly, brand rows
///   ("See all N locations") and up to 8 suggestions (`SearchIndex`'s intent rules);
/// - after a pick, its results in sections (categories, classes, studios) in a
///   `LongList`, titled with what was searched (a correction's, not the typo) — or,
///   when nothing matched, a zero-result state with the nearest categories (popular
///   ones when none is near), never a blank page.
/// ↑ ↓ move through the rows, Return or a click picks, Esc clears the field and then
/// leaves it. Strings come from the `Search` table and the categories from the
/// `Categories` table (`Assets/Samples/Search/<locale>.lproj`, the card's locales);
/// right to left in ar and he; ja draws with `SampleFonts`.
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
            .focusTarget(Ref(model, \.focus), equals: .field)
            // ↑ ↓ move a highlight through the rows while the field keeps the focus.
            .accessibilityControls("search.rows")
            .id("search.field")
            .padding(EdgeInsets(top: 16, leading: 16, bottom: 8, trailing: 16))
            if let picked = model.picked {
                SearchResultsPanel(model: model, pick: picked)
            } else {
                Scroller {
                    Column(alignment: .leading, spacing: 0) {
                        if model.phrase.isEmpty {
                            SearchStartPanel(model: model)
                        } else {
                            Each(Array(model.rows.enumerated()), id: \.offset) { index, row in
                                SearchRow(row: row, highlighted: model.highlighted == index, index: model.index)
                                    .onTap { model.pick(index) }
                                    .hitTarget()  // rows are drawn 41 pt tall
                                    // The highlighted row: read as the field's active descendant.
                                    .accessibility(states: model.highlighted == index ? .selected : [])
                            }
                        }
                    }
                    .frame(maxWidth: .infinity, alignment: .topLeading)
                }
                .id("search.rows")
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

/// A heading over a group of rows.
struct SearchHeading: Panel {
    var key: String

    var body: some Panel {
        Caption(key: key, table: SearchScene.table).textStyle(.headline).foreground(named: "label")
            .accessibilityHeading(level: 2)
            .padding(EdgeInsets(top: 20, leading: 20, bottom: 6, trailing: 20))
    }
}
