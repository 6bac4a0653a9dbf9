import Panels

/// A studio in the Sheet scene's list: a picture of its kind of class, the
/// name, kind and area, the distance and rating; tinted when `selected` (its pin was
/// tapped, or the row), and then `selected` to assistive technologies.
struct StudioRow: Panel {
    var studio: StudioListing.Studio
    var selected = false
    var dark: Bool

    var body: some Panel {
        let studio = studio
        let selected = selected
        let dark = dark
        return ContextReader { context in
            // At the accessibility text sizes the badge, the name, what it is and the
            // numbers go one under another, instead of being cut beside each other.
            let large = context.textSize.isAccessibilitySize
            let badge = 44 * max(1, context.textSize.scale * 0.75)
            StudioRow.layout(studio, large: large, badge: badge, context: context, dark: dark)
                .padding(EdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16))
                .frame(maxWidth: .infinity, minHeight: 64, alignment: .leading)
                .background(selected ? SheetPalette.highlight(dark) : SheetPalette.highlight(dark).withOpacity(0))
                .accessibility(role: .button, states: selected ? .selected : [])
                .id("studio-row.\(studio.id)")
        }
    }

    @PanelBuilder static func layout(
        _ studio: StudioListing.Studio, large: Bool, badge: Double, context: PanelContext, dark: Bool
    ) -> some Panel {
        let kind = context.localizedText("kind.\(studio.kind)", table: "Sheet")
        if large {
            // The badge above the name, so the name has the row's width and wraps at
            // its words.
            Column(alignment: .leading, spacing: 4) {
                StudioRow.badge(studio, side: badge, scale: context.textSize.scale)
                StudioRow.name(studio, dark: dark, lines: 3)
                StudioRow.kindAndArea(studio, kind: kind, dark: dark, lines: 3)
                Row(spacing: 12) {
                    StudioRow.numbers(studio, dark: dark)
                }
            }
        } else {
            Row(spacing: 12) {
                StudioRow.badge(studio, side: 44, scale: 1)
                Column(alignment: .leading, spacing: 2) {
                    StudioRow.name(studio, dark: dark, lines: 1)
                    StudioRow.kindAndArea(studio, kind: kind, dark: dark, lines: 2)
                }
                Gap()
                Column(alignment: .trailing, spacing: 2) {
                    StudioRow.numbers(studio, dark: dark)
                }
            }
        }
    }

    /// A picture of the kind of class, with rounded corners (decoration: the kind is
    /// written beside it). On a color of the kind while it loads or if it is missing.
    static func badge(_ studio: StudioListing.Studio, side: Double, scale: Double) -> some Panel {
        Layers {
            Swatch(SheetPalette.kind(studio.kind), cornerRadius: 8).frame(width: side, height: side)
            Picture("kind-\(studio.kind)").fill().cornerRadius(8).frame(width: side, height: side)
                .decorative()
        }
    }

    static func name(_ studio: StudioListing.Studio, dark: Bool, lines: Int) -> some Panel {
        // A studio's own name, cut when the row is narrow (data, not copy to fit).
        Caption(studio.name).textStyle(.headline).foreground(SheetPalette.label(dark)).lineLimit(lines)
            .truncationIntended()
    }

    /// "Yoga in De Pijp": the kind (already localized) and the area, as the locale says it.
    static func kindAndArea(_ studio: StudioListing.Studio, kind: String, dark: Bool, lines: Int) -> some Panel {
        Caption(key: "sheet.kindInArea", table: "Sheet", arguments: .text(kind), .text(studio.area))
            .textStyle(.footnote).foreground(SheetPalette.secondary(dark)).lineLimit(lines)
    }

    @PanelBuilder static func numbers(_ studio: StudioListing.Studio, dark: Bool) -> some Panel {
        Caption(key: "sheet.distance", table: "Sheet", arguments: studio.distance)
            .textStyle(.footnote).foreground(SheetPalette.secondary(dark))
        Caption(key: "sheet.rating", table: "Sheet", arguments: studio.rating)
            .textStyle(.footnote).foreground(SheetPalette.label(dark))
    }
}
