import Panels

/// A class in the Sheet scene's list: start time, kind, studio and length.
struct ClassRow: Panel {
    var item: StudioListing.StudioClass
    var studio: String
    var dark: Bool

    var body: some Panel {
        Row(spacing: 12) {
            Caption(item.start).textStyle(.headline).foreground(SheetPalette.label(dark))
                .frame(width: 52, alignment: .leading)
            Swatch(SheetPalette.kind(item.kind), cornerRadius: 2).frame(width: 4, height: 36)
            Column(alignment: .leading, spacing: 2) {
                Caption(key: "kind.\(item.kind)", table: "Sheet").textStyle(.headline)
                    .foreground(SheetPalette.label(dark))
                Caption(studio).textStyle(.footnote).foreground(SheetPalette.secondary(dark)).lineLimit(1)
            }
            Gap()
            if item.spots == 0 {
                Caption(key: "sheet.full", table: "Sheet").textStyle(.footnote).foreground(RGBA(hex: 0xFF3B30))
            } else {
                Caption(key: "sheet.minutes", table: "Sheet", arguments: item.minutes)
                    .textStyle(.footnote).foreground(SheetPalette.secondary(dark))
            }
        }
        .padding(EdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16))
        .frame(maxWidth: .infinity, minHeight: 60, alignment: .leading)
    }
}
