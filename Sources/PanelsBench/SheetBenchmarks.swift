import Foundation
import Panels
import PanelsDemoSupport
import PanelsPreview
import PanelsSDL

/// The preview's full contact sheet: `sheet.preview` renders the upcoming-class card
/// in 8 locales × 2 appearances × 3 states × 3 sizes (144 cells) at 1×, inspects
/// every cell for truncation and fallbacks, marks them, and encodes the sheet as
/// PNG — what `panels preview upcoming-class -o sheet.png` does after parsing its
/// options, in seconds. Goal: ≤ 2 s.
extension BenchmarkGroup {
    static let sheet = BenchmarkGroup(name: "sheet") { rounds in
        let widget = PreviewWidget.upcomingClass
        let plan = try PreviewRunner(widgets: [widget]).plan(try PreviewOptions.parse(["upcoming-class"]))
        guard plan.axes.cellCount == 144 else { throw BenchError("expected 144 cells, planned \(plan.axes.cellCount)") }
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
        ]
    }
}
