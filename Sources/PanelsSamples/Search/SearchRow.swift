import Panels

/// One row under the search field: the phrase, a correction, a brand, a suggestion, a
/// recent search or a popular category; no internal ids.
struct SearchRow: Panel {
    var row: SearchModel.Row
    var highlighted: Bool
    var index: SearchIndex

    var body: some Panel {
        Row(spacing: 12) {
            switch row {
            case .phrase(let text):
                Caption(key: "search.phrase", table: SearchScene.table, arguments: text)
                    .textStyle(.headline).foreground(named: "tint").lineLimit(1)
                Gap()
            case .correction(let entry):
                Caption(key: "search.correction", table: SearchScene.table, arguments: entry.name)
                    .textStyle(.headline).foreground(named: "tint").lineLimit(1)
                Gap()
            case .brand(let brand):
                Caption(key: "search.brand", table: SearchScene.table, arguments: brand.studioCount)
                    .foreground(named: "tint").lineLimit(1)
                Gap()
                Caption(brand.name).foreground(named: "secondaryLabel").lineLimit(1)
            case .suggestion(let entry), .popular(let entry):
                index.caption(for: entry).foreground(named: "label").lineLimit(1)
                Gap()
                Caption(
                    key: entry.kind == .category ? "search.kind.category" : "search.kind.studio",
                    table: SearchScene.table
                )
                .textStyle(.footnote).foreground(named: "secondaryLabel").lineLimit(1)
            case .recent(let term):
                Caption(term).foreground(named: "label").lineLimit(1)
                Gap()
            }
        }
        .padding(horizontal: 20, vertical: 12)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(named: "background")
        .overlay(ContextReader { context in Swatch(context.color(named: "tint").withOpacity(highlighted ? 0.14 : 0)) })
    }
}
