import Foundation
import Panels

/// The top of a contact sheet: a title line, and one label per column over its cells.
struct SheetHeader: Panel {
    let axes: SheetAxes
    let title: String
    let subtitle: String
    /// The widget's display name and description (localized, in the first row's locale).
    var displayName: PreviewWidget.LocalizedText? = nil
    var displayDescription: PreviewWidget.LocalizedText? = nil
    /// Some cell is marked: the subtitle is drawn in the mark's red.
    var marked = false

    static let height = 100.0

    var body: some Panel {
        Column(alignment: .leading, spacing: 4) {
            // The title and the summary on lines of their own: a sheet of one or two
            // columns is too narrow for both on one line.
            Caption(title).lineLimit(1).textStyle(TextStyle(size: 17, weight: .bold))
                .foreground(RGBA(hex: 0x1C1C1E))
            Caption(subtitle).lineLimit(1).textStyle(TextStyle(size: 12))
                .foreground(marked ? SheetStyle.markText(dark: false) : RGBA(hex: 0x6E6E73))
            // What a widget gallery shows: the name in bold, then the description.
            Row(alignment: .bottom, spacing: 8) {
                if let displayName { displayName.caption.textStyle(TextStyle(size: 13, weight: .bold)).lineLimit(1) }
                if let displayDescription { displayDescription.caption.textStyle(TextStyle(size: 13)).lineLimit(1) }
            }
            .foreground(RGBA(hex: 0x3A3A3C))
            .frame(minHeight: 16)
            Row(alignment: .top, spacing: SheetStrip.spacing) {
                Gap().frame(width: SheetStrip.labelWidth, height: 1)
                for column in axes.columns {
                    Caption(column.label).lineLimit(1)
                        .textStyle(SheetStyle.label)
                        .foreground(RGBA(hex: 0x3A3A3C))
                        .frame(width: column.size.points.width + 2 * SheetCell.padding)
                }
            }
        }
        .padding(horizontal: SheetStrip.margin, vertical: 10)
        .frame(width: SheetStrip.width(axes), height: SheetHeader.height, alignment: .topLeading)
        .background(SheetStyle.header)
        .layoutDirection(.leftToRight)
    }
}
