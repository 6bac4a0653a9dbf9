import Panels

/// The results of a pick: a title naming what was searched (a correction's name,
/// with what was typed under it), then sections of categories, classes and studios in
/// a lazy list — or, when nothing matched, the zero-result state: a message and the
/// nearest categories (the popular ones when none is near) to try, each a row that
/// picks it.
struct SearchResultsPanel: Panel {
    var model: SearchModel
    var pick: SearchModel.Pick

    /// One line of the results list.
    enum Item: Equatable {
        case heading(String)
        case category(SearchIndex.Entry)
        case studio(SearchIndex.Entry)
        case session(Int)

        var id: String {
            switch self {
            case .heading(let key): return "h." + key
            case .category(let entry), .studio(let entry): return "e.\(entry.id)"
            case .session(let index): return "c.\(index)"
            }
        }
    }

    var body: some Panel {
        let model = model
        let results = model.results
        let index = model.index
        if results.isEmpty {
            Caption(key: "search.zero.title", table: SearchScene.table, arguments: pick.title)
                .textStyle(.title).foreground(named: "label").lineLimit(3)
                .accessibilityHeading(level: 1)
                .padding(EdgeInsets(top: 8, leading: 20, bottom: 4, trailing: 20))
            Caption(key: "search.zero.body", table: SearchScene.table).foreground(named: "secondaryLabel")
                .padding(EdgeInsets(top: 0, leading: 20, bottom: 8, trailing: 20))
            Each(model.zeroResultSuggestions, id: \.id) { entry in
                SearchRow(row: .suggestion(entry), highlighted: false, index: model.index)
                    .onTap { model.pickCategory(entry) }
                    .hitTarget()
            }
            Gap()
        } else {
            Caption(key: "search.results", table: SearchScene.table, arguments: pick.title)
                .textStyle(.title).foreground(named: "label").lineLimit(3)
                .accessibilityHeading(level: 1)
                .id("search.results.title")
                .padding(EdgeInsets(top: 8, leading: 20, bottom: pick.typed == nil ? 8 : 0, trailing: 20))
            if let typed = pick.typed {
                Caption(key: "search.results.typed", table: SearchScene.table, arguments: typed)
                    .foreground(named: "secondaryLabel").lineLimit(3)
                    .padding(EdgeInsets(top: 2, leading: 20, bottom: 8, trailing: 20))
            }
            Scroller {
                LongList(SearchResultsPanel.items(results), id: \.id, estimatedRowHeight: 56) { item in
                    SearchResultRow(item: item, index: index, results: results)
                }
                // Read with its title ("Results for yoga"), shown above it.
                .accessibilityLabelledBy("search.results.title")
            }
            .id("search.results")
        }
    }

    static func items(_ results: SearchResults) -> [Item] {
        var items: [Item] = []
        if !results.categories.isEmpty {
            items.append(.heading("search.section.categories"))
            items += results.categories.map { .category($0) }
        }
        if !results.classes.isEmpty {
            items.append(.heading("search.section.classes"))
            items += results.classes.indices.map { .session($0) }
        }
        if !results.studios.isEmpty {
            items.append(.heading("search.section.studios"))
            items += results.studios.map { .studio($0) }
        }
        return items
    }
}

/// One line of the results: a section heading, a category, a class (with its category
/// and studio) or a studio (with its city).
struct SearchResultRow: Panel {
    var item: SearchResultsPanel.Item
    var index: SearchIndex
    var results: SearchResults

    var body: some Panel {
        switch item {
        case .heading(let key):
            SearchHeading(key: key)
                .frame(maxWidth: .infinity, alignment: .leading)
        case .category(let entry):
            SearchResultLines(
                title: index.caption(for: entry), detail: Caption(key: "search.kind.category", table: SearchScene.table)
            )
        case .studio(let entry):
            SearchResultLines(title: Caption(entry.name), detail: Caption(entry.city ?? ""))
        case .session(let position):
            let item = results.classes[position]
            SearchResultLines(
                title: Caption(item.name),
                detail: Caption(
                    key: "search.class.detail", table: SearchScene.table,
                    arguments: index.category(of: item)?.name ?? item.category, item.studio))
        }
    }
}

/// A result's two lines: its name, and what it is under it.
struct SearchResultLines: Panel {
    var title: Caption
    var detail: Caption

    var body: some Panel {
        Column(alignment: .leading, spacing: 2) {
            // Wrapped, not cut, at the accessibility text sizes.
            title.foreground(named: "label").lineLimit(3)
            detail.textStyle(.footnote).foreground(named: "secondaryLabel").lineLimit(3)
        }
        .padding(horizontal: 20, vertical: 10)
        .frame(maxWidth: .infinity, alignment: .leading)
        .accessibilityGroup()
    }
}
