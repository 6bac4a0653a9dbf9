import Foundation
import Observation
import Panels
import PanelsSDL

/// The window's panel: a header with where you are and the keys, then the page's rows.
struct PreviewWindowPanel: Panel {
    let model: PreviewWindowModel
    static let headerHeight = 56.0

    var body: some Panel {
        let model = self.model
        Column(alignment: .leading, spacing: 0) {
            if let page = model.page {
                let marked = page.notes.reduce(0) { $0 + $1.count }
                Column(alignment: .leading, spacing: 4) {
                    Caption(
                        "\(model.plan.widget.name) · \(model.plan.locales[model.localeIndex]) · \(model.plan.sizes[model.sizeIndex].name)  (locale \(model.localeIndex + 1)/\(model.plan.locales.count))"
                    )
                    .lineLimit(1).textStyle(TextStyle(size: 15, weight: .bold)).foreground(RGBA(hex: 0x1C1C1E))
                    Caption(
                        "← → locale   ↑ ↓ size   A appearance   R reload   ·   "
                            + (marked == 0 ? "no issues" : "\(marked) cells marked")
                            + (page.fileProblems.isEmpty ? "" : " · \(page.fileProblems.count) file problems")
                            + "   ·   loaded \(model.loads)×"
                    )
                    .lineLimit(1).textStyle(TextStyle(size: 12))
                    .foreground(
                        marked > 0 || !page.fileProblems.isEmpty
                            ? SheetStyle.markText(dark: false) : RGBA(hex: 0x6E6E73))
                }
                .padding(horizontal: 12, vertical: 8)
                .frame(
                    maxWidth: .infinity, minHeight: PreviewWindowPanel.headerHeight,
                    maxHeight: PreviewWindowPanel.headerHeight,
                    alignment: .topLeading
                )
                .background(SheetStyle.header)
                for row in page.axes.rows.indices {
                    SheetStrip(
                        axes: page.axes, rowIndex: row, fixture: page.fixture, base: page.base,
                        logs: page.axes.columns.map { _ in DiagnosticLog(parent: page.base.diagnostics) },
                        notes: page.notes[row]
                    )
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(SheetStyle.band(dark: page.axes.rows[row].appearance == .dark))
                }
            }
            Gap()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(SheetStyle.header)
        .layoutDirection(.leftToRight)
        .onKey(.left) { model.stepLocale(-1) }
        .onKey(.right) { model.stepLocale(1) }
        .onKey(.up) { model.stepSize(-1) }
        .onKey(.down) { model.stepSize(1) }
        .onKey("a") { model.stepAppearance() }
        .onKey("r") { model.refresh(reload: true) }
    }
}
