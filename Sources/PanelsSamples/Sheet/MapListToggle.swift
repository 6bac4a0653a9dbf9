import Panels

/// The sheet header's toggle between the map and the list: "Map" while the list
/// shows (collapses the sheet), "List" while the map shows (raises it to half).
struct MapListToggle: Panel {
    var model: SheetModel
    var dark: Bool

    var body: some Panel {
        let model = model
        let map = model.showsMap
        let dark = dark
        ContextReader { context in
            let label = Caption(key: map ? "sheet.showList" : "sheet.showMap", table: "Sheet")
            Row(spacing: 6) {
                Icon(map ? "list" : "map").decorative().textStyle(TextStyle(size: 15))
                if !context.textSize.isAccessibilitySize {
                    label.textStyle(TextStyle(size: 13, weight: .bold)).lineLimit(1)
                }
            }
            .foreground(SheetPalette.accent(dark))
            .padding(horizontal: 12, vertical: 6)
            .background(SheetPalette.fill(dark), cornerRadius: 14)
            .onTap { model.toggleMap() }
            .hitTarget()  // drawn 28 pt tall
            .accessibility(role: .button, label: AccessibilityText(label))
            .id("sheet.toggle")
        }
    }
}
