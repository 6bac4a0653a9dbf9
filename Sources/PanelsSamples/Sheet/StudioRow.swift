import Panels

/// A studio in the Sheet scene's list: a colored badge with the kind's icon, the
/// name, kind and area, the distance and rating; tinted when `selected` (its pin was
/// tapped, or the row), and then `selected` to assistive technologies.
struct StudioRow: Panel {
    var studio: StudioListing.Studio
    var selected = false
    var dark: Bool

    var body: some Panel {
        Row(spacing: 12) {
            Layers {
                Disc().fill(SheetPalette.kind(studio.kind)).frame(width: 36, height: 36)
                // Decoration: the kind is written beside it.
                Icon(StudioRow.icon(studio.kind)).decorative()
                    .textStyle(TextStyle(size: 20)).foreground(RGBA(hex: 0xFFFFFF))
            }
            Column(alignment: .leading, spacing: 2) {
                Caption(studio.name).textStyle(.headline).foreground(SheetPalette.label(dark)).lineLimit(1)
                Row(spacing: 4) {
                    Caption(key: "kind.\(studio.kind)", table: "Sheet")
                    Caption("·")
                    Caption(studio.area)
                }
                .textStyle(.footnote).foreground(SheetPalette.secondary(dark))
            }
            Gap()
            Column(alignment: .trailing, spacing: 2) {
                Caption(key: "sheet.distance", table: "Sheet", arguments: studio.distance)
                    .textStyle(.footnote).foreground(SheetPalette.secondary(dark))
                Caption(key: "sheet.rating", table: "Sheet", arguments: studio.rating)
                    .textStyle(.footnote).foreground(SheetPalette.label(dark))
            }
        }
        .padding(EdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16))
        .frame(maxWidth: .infinity, minHeight: 64, alignment: .leading)
        .background(selected ? SheetPalette.highlight(dark) : SheetPalette.highlight(dark).withOpacity(0))
        .accessibility(role: .button, states: selected ? .selected : [])
    }

    /// The bundled icon for a kind of studio.
    static func icon(_ kind: String) -> String {
        switch kind {
        case "yoga": "self_improvement"
        case "spin": "directions_bike"
        case "boxing": "sports_mma"
        case "pilates": "accessibility_new"
        case "hiit": "whatshot"
        case "barre": "sports_gymnastics"
        case "dance": "music_note"
        default: "fitness_center"
        }
    }
}
