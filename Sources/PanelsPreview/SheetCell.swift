import Foundation
import Panels

/// One cell of a contact sheet: the widget at its size on the row's backdrop, with a
/// note line under it. A cell with issues gets a red outline and a red note
/// ("2 truncated · 1 fallback").
///
/// Contract: the cell's size does not depend on its marks (the note line is always
/// reserved), so marking a laid-out sheet moves nothing. The widget itself is the
/// subtree with id `cell.<row>.<column>`.
struct SheetCell: Panel {
    let content: AnyPanel
    let size: Size
    let cardHeight: Double
    let context: PanelContext
    let id: String
    let note: String?
    let dark: Bool

    static let padding = 10.0
    static let noteHeight = 16.0

    var body: some Panel {
        let context = self.context
        let marked = note != nil
        Column(alignment: .center, spacing: 4) {
            content
                .frame(width: size.width, height: size.height)
                .context { cell in
                    cell.assets = context.assets
                    cell.pictureFolder = context.pictureFolder
                    cell.locale = context.locale
                    cell.appearance = context.appearance
                    cell.textSize = context.textSize
                    cell.reduceMotion = context.reduceMotion
                    cell.contrast = context.contrast
                    cell.now = context.now
                    cell.timeZone = context.timeZone
                    cell.diagnostics = context.diagnostics
                    cell.foregroundName = "label"
                }
                .id(id)
                .frame(width: size.width, height: cardHeight, alignment: .top)
            Caption(note ?? "").lineLimit(1)
                .textStyle(TextStyle(size: 11, weight: .bold))
                .foreground(marked ? SheetStyle.markText(dark: dark) : SheetStyle.label(dark: dark))
                .frame(width: size.width, height: SheetCell.noteHeight)
        }
        .padding(SheetCell.padding)
        .border(marked ? SheetStyle.mark : RGBA(hex: 0, opacity: 0), width: 2, cornerRadius: 10)
        .layoutDirection(.leftToRight)
    }
}
