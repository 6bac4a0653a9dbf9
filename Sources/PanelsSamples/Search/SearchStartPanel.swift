import Panels

/// What the search screen shows while the field is empty: the recent searches (with
/// a Clear button; a line saying where they will appear before the first) and the
/// popular categories, each a row that picks it.
struct SearchStartPanel: Panel {
    var model: SearchModel

    var body: some Panel {
        let model = model
        let rows = model.rows
        let recentCount = model.recents.terms.count
        Row(spacing: 8) {
            SearchHeading(key: "search.recent.title")
            Gap()
            if recentCount > 0 {
                Pressable(
                    Caption(key: "search.recent.clear", table: SearchScene.table), style: .bordered
                ) { model.clearRecents() }
                .accessibility(
                    label: AccessibilityText(Caption(key: "search.recent.clear.label", table: SearchScene.table))
                )
                .padding(EdgeInsets(top: 8, leading: 0, bottom: 0, trailing: 12))
            }
        }
        if recentCount == 0 {
            Caption(key: "search.recent.none", table: SearchScene.table).foreground(named: "secondaryLabel")
                .padding(EdgeInsets(top: 4, leading: 20, bottom: 8, trailing: 20))
        }
        Each(Array(rows.prefix(recentCount).enumerated()), id: \.offset) { index, row in
            SearchRow(row: row, highlighted: model.highlighted == index, index: model.index)
                .onTap { model.pick(index) }
                .hitTarget()
                .accessibility(states: model.highlighted == index ? .selected : [])
        }
        SearchHeading(key: "search.popular.title")
        Each(Array(rows.dropFirst(recentCount).enumerated()), id: \.offset) { offset, row in
            SearchRow(row: row, highlighted: model.highlighted == recentCount + offset, index: model.index)
                .onTap { model.pick(recentCount + offset) }
                .hitTarget()
                .accessibility(states: model.highlighted == recentCount + offset ? .selected : [])
        }
    }
}
