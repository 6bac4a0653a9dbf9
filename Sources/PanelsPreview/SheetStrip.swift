import Foundation
import Panels

/// One row of a contact sheet as a panel: the row's label, then one `SheetCell` per
/// column, on the backdrop of the row's appearance.
struct SheetStrip: Panel {
    let axes: SheetAxes
    let rowIndex: Int
    let fixture: PreviewFixture
    let base: PanelContext
    let logs: [DiagnosticLog]
    let notes: [Int: String]

    static let labelWidth = 120.0
    static let spacing = 8.0
    static let margin = 12.0

    var body: some Panel {
        let row = axes.rows[rowIndex]
        let dark = row.appearance == .dark
        Row(alignment: .top, spacing: SheetStrip.spacing) {
            Caption(row.label).lineLimit(2)
                .textStyle(SheetStyle.title)
                .foreground(SheetStyle.label(dark: dark))
                .frame(width: SheetStrip.labelWidth, alignment: .leading)
                .padding(EdgeInsets(top: SheetCell.padding + 4))
            for (index, column) in axes.columns.enumerated() {
                SheetCell(
                    content: fixture.make(column.state, column.size), size: column.size.points,
                    cardHeight: axes.cardHeight, context: cellContext(row: row, log: logs[index]),
                    id: "cell.\(rowIndex).\(index)", note: notes[index], dark: dark)
            }
        }
        .padding(horizontal: SheetStrip.margin, vertical: 4)
        .frame(alignment: .topLeading)
        .background(SheetStyle.band(dark: dark))
        .layoutDirection(.leftToRight)
    }

    func cellContext(row: SheetAxes.Row, log: DiagnosticLog) -> PanelContext {
        var context = base
        context.locale = Locale(identifier: row.locale)
        context.appearance = row.appearance
        context.textSize = row.textSize
        context.diagnostics = log
        return context
    }

    /// Width of a strip (and of the sheet) in points.
    static func width(_ axes: SheetAxes) -> Double {
        margin * 2 + labelWidth
            + axes.columns.reduce(0) { $0 + spacing + $1.size.points.width + 2 * SheetCell.padding }
    }

    /// Height of a row strip in points.
    static func height(_ axes: SheetAxes) -> Double {
        8 + 2 * SheetCell.padding + axes.cardHeight + 4 + SheetCell.noteHeight
    }
}
