import Foundation
import Panels
import PanelsDemoSupport
import PanelsPreview
import PanelsSDL

/// The preview's full contact sheet: `sheet.preview` renders the upcoming-class card
/// in every locale it ships (10 since P18) × 2 appearances × 3 states × 3 sizes (180
/// cells, reported as `sheet.cells`) at 1×, inspects every cell for truncation and
/// fallbacks, marks them, and encodes the sheet as PNG — what `panels preview
/// upcoming-class -o sheet.png` does after parsing its options, in seconds. Goal: ≤ 2 s
/// (set for the 144 cells of 8 locales).
extension BenchmarkGroup {
    static let sheet = BenchmarkGroup(name: "sheet") { rounds in
        let widget = PreviewWidget.upcomingClass
        let plan = try PreviewRunner(widgets: [widget]).plan(try PreviewOptions.parse(["upcoming-class"]))
        // Every locale the card ships, both appearances, its three default states and
        // three sizes (the count grew from 144 when P18 added Japanese and Hebrew).
        let locales = Set(plan.axes.rows.map(\.locale)).count
        guard locales >= 8, plan.axes.cellCount == locales * 2 * 3 * 3 else {
            throw BenchError(
                "expected every locale × 2 appearances × 3 states × 3 sizes, planned \(plan.axes.cellCount) cells in \(locales) locales"
            )
        }
        var bytes = 0
        var failure: String?
        let sheetNs = Stopwatch.median(rounds: max(3, rounds / 2)) {
            do {
                let result = try ContactSheet(
                    widget: widget, axes: plan.axes, scale: 1, now: plan.now,
                    assetsFolder: plan.assetsFolder
                ).render()
                bytes = try ContactSheet.png(result.image).count
            } catch {
                failure = "\(error)"
            }
        }
        if let failure { throw BenchError("rendering the sheet failed: \(failure)") }
        return [
            Figure(scenario: "sheet.preview", value: sheetNs / 1e9, unit: "s"),
            Figure(scenario: "sheet.png-bytes", value: Double(bytes), unit: "bytes"),
            Figure(scenario: "sheet.cells", value: Double(plan.axes.cellCount), unit: "cells"),
        ]
    }
}
