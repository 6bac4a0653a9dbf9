import Panels

/// "Studios | Classes": two segments in a rounded track, the chosen one raised.
struct SegmentChoice: Panel {
    var model: SheetModel
    var dark: Bool

    var body: some Panel {
        let chosen = model.segment
        let model = model
        Row(spacing: 2) {
            segment("sheet.studios", chosen == .studios) { model.segment = .studios }.id("segment.studios")
            segment("sheet.classes", chosen == .classes) { model.segment = .classes }.id("segment.classes")
        }
        .padding(2)
        .background(SheetPalette.fill(dark), cornerRadius: 9)
        .accessibility(role: .tabList)
        .frame(minHeight: 32)
    }

    private func segment(_ key: String, _ on: Bool, _ action: @escaping () -> Void) -> some Panel {
        Caption(key: key, table: "Sheet")
            .textStyle(TextStyle(size: 13, weight: on ? .bold : .regular))
            .foreground(SheetPalette.label(dark))
            .frame(maxWidth: .infinity, minHeight: 28)
            .background(on ? SheetPalette.selected(dark) : SheetPalette.fill(dark).withOpacity(0), cornerRadius: 7)
            .onTap(action)
            .hitTarget()  // drawn 28 pt tall (taller at larger text sizes)
            .accessibility(role: .tab, states: on ? .selected : [])
    }
}
