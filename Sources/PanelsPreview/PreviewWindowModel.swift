import Foundation
import Observation
import Panels
import PanelsAssetFiles
import PanelsSDL

/// What the preview window shows and where it is in the grid.
@Observable
final class PreviewWindowModel {
    @ObservationIgnored let plan: PreviewRunner.Plan
    var localeIndex = 0
    var sizeIndex = 0
    /// nil: every appearance of the plan.
    var appearance: Appearance?
    /// The page as last refreshed.
    private(set) var page: Page?
    /// How many times assets were loaded (shown in the header).
    private(set) var loads = 0
    @ObservationIgnored var scale = 1.0
    @ObservationIgnored private var catalog: AssetCatalog = .empty
    @ObservationIgnored private var fixture: PreviewFixture?

    /// One page: its axes, the context cells start from, and the marks found.
    struct Page {
        var axes: SheetAxes
        var fixture: PreviewFixture
        var base: PanelContext
        var notes: [[Int: String]]
        var issues: [SheetIssue]
        var fileProblems: [Diagnostic]
    }

    init(plan: PreviewRunner.Plan) {
        self.plan = plan
    }

    var axes: SheetAxes {
        SheetAxes(
            locales: [plan.locales[localeIndex]], appearances: appearance.map { [$0] } ?? plan.appearances,
            sizes: [plan.sizes[sizeIndex]], states: plan.states)
    }

    func stepLocale(_ by: Int) { localeIndex = (localeIndex + by + plan.locales.count) % plan.locales.count; refresh() }
    func stepSize(_ by: Int) { sizeIndex = (sizeIndex + by + plan.sizes.count) % plan.sizes.count; refresh() }
    func stepAppearance() {
        let choices: [Appearance?] = [nil] + plan.appearances.map { Optional($0) }
        let index = choices.firstIndex { $0 == appearance } ?? 0
        appearance = choices[(index + 1) % choices.count]
        refresh()
    }

    /// Lays the page out offscreen to find its marks; with `reload`, reads the assets
    /// and the data again first. Prints the page's issues.
    func refresh(reload: Bool = false) {
        if reload || fixture == nil {
            catalog = plan.assetsFolder.map { AssetCatalog.load(from: $0, scope: plan.scope) } ?? .empty
            fixture = plan.widget.prepare(
                PreviewRequest(assetsFolder: plan.assetsFolder, dataFile: plan.dataFile, now: plan.now))
            loads += 1
        }
        guard let fixture else { return }
        let sheet = ContactSheet(
            widget: plan.widget, axes: axes, scale: scale, now: plan.now,
            assetsFolder: plan.assetsFolder, scope: plan.scope, dataFile: plan.dataFile)
        let base = sheet.baseContext(catalog: catalog)
        let axes = self.axes
        var notes: [[Int: String]] = []
        var issues: [SheetIssue] = []
        let measurer = SDLTextMeasurer.shared(scale: scale)
        for row in axes.rows.indices {
            let logs = axes.columns.map { _ in DiagnosticLog(parent: base.diagnostics) }
            let strip = SheetStrip(axes: axes, rowIndex: row, fixture: fixture, base: base, logs: logs, notes: [:])
            let composition = Composition(
                strip, size: Size(width: SheetStrip.width(axes), height: SheetStrip.height(axes)),
                scale: scale, context: base, measurer: measurer)
            let found = SheetInspector.issues(in: composition, axes: axes, rowIndex: row, logs: logs)
            notes.append(found.mapValues(SheetInspector.note))
            for column in found.keys.sorted() { issues += found[column] ?? [] }
        }
        let fileProblems = catalog.problems + fixture.diagnostics
        page = Page(axes: axes, fixture: fixture, base: base, notes: notes, issues: issues, fileProblems: fileProblems)
        print(
            "Showing \(axes.rows.map(\.label).joined(separator: ", ")) · \(plan.sizes[sizeIndex].name): "
                + (issues.isEmpty ? "no issues" : "\(issues.count) issue\(issues.count == 1 ? "" : "s")"))
        for problem in fileProblems { print("problem: \(problem)") }
        for issue in issues { print(issue) }
    }
}
