import Foundation
import Panels

/// A class in the Sheet scene's list: start time in the locale's clock ("7:00 PM",
/// "07:00", "7:00"), the class's name over its kind and studio, its length and price. The time column is as wide as the widest
/// start the locale renders for the list (`widest`), so every row's kind lines up and
/// no time wraps.
struct ClassRow: Panel {
    var item: StudioListing.StudioClass
    var studio: String
    /// The list's longest formatted starts, laid under this row's start unseen: the
    /// column takes the widest one's width.
    var widest: [String]
    var dark: Bool

    var body: some Panel {
        let item = item
        let widest = widest
        let dark = dark
        let studio = studio
        return ContextReader { context in
            let start = item.startDate(now: context.formatter.now, timeZone: context.formatter.timeZone)
            ClassRow.layout(
                start: start, widest: widest, item: item,
                kind: context.localizedText("kind.\(item.kind)", table: "Sheet"), studio: studio,
                large: context.textSize.isAccessibilitySize, dark: dark
            )
            .padding(EdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16))
            .frame(maxWidth: .infinity, minHeight: 60, alignment: .leading)
            .accessibilityGroup()
            .id("sheet.class.\(item.id)")
        }
    }

    /// Side by side; at the accessibility text sizes the start goes above the rest, which
    /// wraps, instead of a column of times beside it.
    @PanelBuilder static func layout(
        start: Date, widest: [String], item: StudioListing.StudioClass, kind: String, studio: String, large: Bool,
        dark: Bool
    ) -> some Panel {
        if large {
            Column(alignment: .leading, spacing: 4) {
                Caption(formatted: .time(start)).textStyle(.headline).foreground(SheetPalette.label(dark))
                ClassRow.details(item: item, kind: kind, studio: studio, lines: 3, dark: dark)
            }
        } else {
            Row(spacing: 12) {
                Layers(alignment: .leading) {
                    for text in widest {
                        Caption(text).opacity(0).accessibilityHidden(true)
                    }
                    Caption(formatted: .time(start))
                }
                .textStyle(.headline).foreground(SheetPalette.label(dark)).lineLimit(1)
                ClassRow.details(item: item, kind: kind, studio: studio, lines: 1, dark: dark)
            }
        }
    }

    /// Distinct formatted starts of `classes` with the most characters: the widest start
    /// is one of them (the bundled fonts' digits all have one width).
    static func widestStarts(_ classes: [StudioListing.StudioClass], formatter: LocaleFormatter) -> [String] {
        var seen = Set<Int>()
        var texts: [String] = []
        for item in classes where seen.insert(item.minuteOfDay).inserted {
            texts.append(formatter.time(item.startDate(now: formatter.now, timeZone: formatter.timeZone)))
        }
        let most = texts.map(\.count).max() ?? 0
        return Array(Set(texts.filter { $0.count == most })).sorted()
    }

    /// The class's name over its kind and studio ("Yoga · Zoutwater Yoga Jordaan"); at
    /// the trailing edge its length over its price, or "Full".
    @PanelBuilder static func details(
        item: StudioListing.StudioClass, kind: String, studio: String, lines: Int, dark: Bool
    ) -> some Panel {
        Row(spacing: 12) {
            Swatch(SheetPalette.kind(item.kind), cornerRadius: 2).frame(width: 4, height: 36)
            Column(alignment: .leading, spacing: 2) {
                if let title = item.title {
                    Caption(title).textStyle(.headline).foreground(SheetPalette.label(dark)).lineLimit(lines)
                        .truncationIntended()
                } else {
                    Caption(key: "kind.\(item.kind)", table: "Sheet").textStyle(.headline)
                        .foreground(SheetPalette.label(dark)).lineLimit(lines)
                }
                Caption(key: "sheet.kindAtStudio", table: "Sheet", arguments: .text(kind), .text(studio))
                    .textStyle(.footnote).foreground(SheetPalette.secondary(dark)).lineLimit(lines)
                    .truncationIntended()
            }
            Gap()
            Column(alignment: .trailing, spacing: 2) {
                if item.spots == 0 {
                    Caption(key: "sheet.full", table: "Sheet").textStyle(.footnote).foreground(SheetPalette.full(dark))
                } else {
                    Caption(key: "sheet.minutes", table: "Sheet", arguments: item.minutes)
                        .textStyle(.footnote).foreground(SheetPalette.secondary(dark))
                }
                if let price = item.price {
                    Caption(formatted: .currency(price, code: "EUR")).textStyle(.footnote)
                        .foreground(SheetPalette.label(dark))
                }
            }
        }
    }
}
