import Foundation
import Observation
import Panels
import PanelsSDL

/// `panels preview --window`: the contact sheet live, one page at a time — the
/// states of one size in one locale, in the chosen appearances. ← → switch the
/// locale, ↑ ↓ the size, A the appearance (all, light, dark), R reloads. Files under
/// the assets folder (and the data file) are polled twice a second; a change reloads
/// the catalog and the data and redraws. Marks and issues are as on the PNG sheet.
struct PreviewWindow {
    let plan: PreviewRunner.Plan
    let scaleHint: Double

    func run(exitAfter: Double?) throws {
        guard WindowHost.displayAvailable else {
            throw PreviewWindowError("No display found (DISPLAY and WAYLAND_DISPLAY are unset); run without --window to render a PNG.")
        }
        let largest = plan.sizes.map(\.points.height).max() ?? 158
        let axesForSize = SheetAxes(locales: ["en"], appearances: plan.appearances,
                                    sizes: [plan.sizes.max { $0.points.width < $1.points.width }!], states: plan.states)
        var probe = axesForSize
        probe.columns = probe.columns.map { column in
            var wide = column
            wide.size.points.height = largest
            return wide
        }
        let size = Size(width: min(1600, SheetStrip.width(probe)),
                        height: min(1000, PreviewWindowPanel.headerHeight + Double(probe.rows.count) * SheetStrip.height(probe)))
        try MainActor.assumeIsolated { try show(size: size, exitAfter: exitAfter) }
    }

    @MainActor
    func show(size: Size, exitAfter: Double?) throws {
        let model = PreviewWindowModel(plan: plan)
        let host = try WindowHost(title: "Panels preview — \(plan.widget.name)", size: size)
        model.scale = host.metrics.scale
        model.refresh(reload: true)
        let stage = Stage(measurer: SDLTextMeasurer.shared(scale: host.metrics.scale)) {
            PreviewWindowPanel(model: model)
        }
        print("Preview window: ← → locale, ↑ ↓ size, A appearance, R reload; watching \(plan.assetsFolder?.path ?? "no assets folder") for changes. Close the window to quit.")
        fflush(nil)
        let poller = AssetPoller(model: model, watcher: AssetWatcher(folder: plan.assetsFolder, extraFile: plan.dataFile))
        poller.start()
        if let exitAfter {
            Task { @MainActor in
                try? await Task.sleep(nanoseconds: UInt64(max(0, exitAfter) * 1e9))
                host.stop()
            }
        }
        host.run(stage: stage)
        poller.stop()
    }
}

struct PreviewWindowError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Polls the watcher on the main run loop (which the window loop drains while idle).
@MainActor
final class AssetPoller {
    let model: PreviewWindowModel
    let watcher: AssetWatcher
    var timer: Timer?

    init(model: PreviewWindowModel, watcher: AssetWatcher) {
        self.model = model
        self.watcher = watcher
    }

    func start() {
        _ = watcher.changed()
        timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.poll() }
        }
    }

    func poll() {
        guard watcher.changed() else { return }
        print("Assets changed; reloading.")
        model.refresh(reload: true)
        fflush(nil)
    }

    func stop() {
        timer?.invalidate()
        timer = nil
    }
}

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
        var fileProblems: [String]
    }

    init(plan: PreviewRunner.Plan) {
        self.plan = plan
    }

    var axes: SheetAxes {
        SheetAxes(locales: [plan.locales[localeIndex]], appearances: appearance.map { [$0] } ?? plan.appearances,
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
            catalog = plan.assetsFolder.map { AssetCatalog.load(from: $0) } ?? .empty
            fixture = plan.widget.prepare(PreviewRequest(assetsFolder: plan.assetsFolder, dataFile: plan.dataFile, now: plan.now))
            loads += 1
        }
        guard let fixture else { return }
        let sheet = ContactSheet(widget: plan.widget, axes: axes, scale: scale, now: plan.now,
                                 assetsFolder: plan.assetsFolder, dataFile: plan.dataFile)
        let base = sheet.baseContext(catalog: catalog)
        let axes = self.axes
        var notes: [[Int: String]] = []
        var issues: [SheetIssue] = []
        let measurer = SDLTextMeasurer.shared(scale: scale)
        for row in axes.rows.indices {
            let logs = axes.columns.map { _ in AssetProblemLog() }
            let strip = SheetStrip(axes: axes, rowIndex: row, fixture: fixture, base: base, logs: logs, notes: [:])
            let composition = Composition(strip, size: Size(width: SheetStrip.width(axes), height: SheetStrip.height(axes)),
                                          scale: scale, context: base, measurer: measurer)
            let found = SheetInspector.issues(in: composition, axes: axes, rowIndex: row, logs: logs)
            notes.append(found.mapValues(SheetInspector.note))
            for column in found.keys.sorted() { issues += found[column] ?? [] }
        }
        let fileProblems = catalog.problems.map(\.description) + fixture.problems
        page = Page(axes: axes, fixture: fixture, base: base, notes: notes, issues: issues, fileProblems: fileProblems)
        print("Showing \(axes.rows.map(\.label).joined(separator: ", ")) · \(plan.sizes[sizeIndex].name): "
              + (issues.isEmpty ? "no issues" : "\(issues.count) issue\(issues.count == 1 ? "" : "s")"))
        for problem in fileProblems { print("problem: \(problem)") }
        for issue in issues { print(issue) }
    }
}

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
                    Caption("\(model.plan.widget.name) · \(model.plan.locales[model.localeIndex]) · \(model.plan.sizes[model.sizeIndex].name)  (locale \(model.localeIndex + 1)/\(model.plan.locales.count))")
                        .lineLimit(1).textStyle(TextStyle(size: 15, weight: .bold)).foreground(RGBA(hex: 0x1C1C1E))
                    Caption("← → locale   ↑ ↓ size   A appearance   R reload   ·   "
                            + (marked == 0 ? "no issues" : "\(marked) cells marked")
                            + (page.fileProblems.isEmpty ? "" : " · \(page.fileProblems.count) file problems")
                            + "   ·   loaded \(model.loads)×")
                        .lineLimit(1).textStyle(TextStyle(size: 12))
                        .foreground(marked > 0 || !page.fileProblems.isEmpty ? SheetStyle.mark : RGBA(hex: 0x6E6E73))
                }
                .padding(horizontal: 12, vertical: 8)
                .frame(maxWidth: .infinity, minHeight: PreviewWindowPanel.headerHeight, maxHeight: PreviewWindowPanel.headerHeight,
                       alignment: .topLeading)
                .background(SheetStyle.header)
                for row in page.axes.rows.indices {
                    SheetStrip(axes: page.axes, rowIndex: row, fixture: page.fixture, base: page.base,
                               logs: page.axes.columns.map { _ in AssetProblemLog() }, notes: page.notes[row])
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
