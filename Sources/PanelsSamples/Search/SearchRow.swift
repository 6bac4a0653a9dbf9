import Panels

/// One row under the search field: the phrase, a correction, a brand, a suggestion, a
/// recent search or a popular category; no internal ids. At the accessibility text
/// sizes what the row is goes under its name, and names wrap, instead of being cut to
/// fit beside it.
struct SearchRow: Panel {
    var row: SearchModel.Row
    var highlighted: Bool
    var index: SearchIndex

    var body: some Panel {
        let row = row
        let index = index
        return ContextReader { context in
            let large = context.textSize.isAccessibilitySize
            let lines = large ? 4 : 1
            SearchRowLayout(stacked: large) {
                switch row {
                case .phrase(let text):
                    Caption(key: "search.phrase", table: SearchScene.table, arguments: text)
                        .textStyle(.headline).foreground(named: "tint").lineLimit(lines)
                case .correction(let entry):
                    Caption(key: "search.correction", table: SearchScene.table, arguments: entry.name)
                        .textStyle(.headline).foreground(named: "tint").lineLimit(lines)
                case .brand(let brand):
                    Caption(key: "search.brand", table: SearchScene.table, arguments: brand.studioCount)
                        .foreground(named: "tint").lineLimit(lines)
                case .suggestion(let entry), .popular(let entry):
                    index.caption(for: entry).foreground(named: "label").lineLimit(lines)
                case .recent(let term):
                    Caption(term).foreground(named: "label").lineLimit(lines)
                }
            } detail: {
                switch row {
                case .brand(let brand):
                    Caption(brand.name).foreground(named: "secondaryLabel").lineLimit(lines)
                case .suggestion(let entry), .popular(let entry):
                    Caption(
                        key: entry.kind == .category ? "search.kind.category" : "search.kind.studio",
                        table: SearchScene.table
                    )
                    .textStyle(.footnote).foreground(named: "secondaryLabel").lineLimit(lines)
                case .phrase, .correction, .recent:
                    Gap(minLength: 0)
                }
            }
            .padding(horizontal: 20, vertical: 12)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(named: "background")
            .overlay(Swatch(context.color(named: "tint").withOpacity(highlighted ? 0.14 : 0)))
        }
    }
}

/// A row's name and what it is: side by side (the detail at the trailing edge), or
/// stacked at the accessibility text sizes.
struct SearchRowLayout<Name: Panel, Detail: Panel>: Panel {
    var stacked: Bool
    @PanelBuilder var name: () -> Name
    @PanelBuilder var detail: () -> Detail

    var body: some Panel {
        if stacked {
            Column(alignment: .leading, spacing: 2) {
                name()
                detail()
            }
        } else {
            Row(spacing: 12) {
                name()
                Gap()
                detail()
            }
        }
    }
}
