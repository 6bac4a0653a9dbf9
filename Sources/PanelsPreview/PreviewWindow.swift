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
            throw PreviewWindowError(
                "No display found (DISPLAY and WAYLAND_DISPLAY are unset); run without --window to render a PNG.")
        }
        let largest = plan.sizes.map(\.points.height).max() ?? 158
        let axesForSize = SheetAxes(
            locales: ["en"], appearances: plan.appearances,
            sizes: [plan.sizes.max { $0.points.width < $1.points.width }!], states: plan.states)
        var probe = axesForSize
        probe.columns = probe.columns.map { column in
            var wide = column
            wide.size.points.height = largest
            return wide
        }
        let size = Size(
            width: min(1600, SheetStrip.width(probe)),
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
        // Watch first, then say so: a change made after the line below is seen.
        let poller = AssetPoller(
            model: model, watcher: AssetWatcher(folder: plan.assetsFolder, extraFile: plan.dataFile))
        poller.start()
        print(
            "Preview window: ← → locale, ↑ ↓ size, A appearance, R reload; watching \(plan.assetsFolder?.path ?? "no assets folder") for changes. Close the window to quit."
        )
        fflush(nil)
        if let exitAfter {
            Task { @MainActor in
                try? await Task.sleep(nanoseconds: UInt64(min(max(0, exitAfter), 86_400) * 1e9))
                host.stop()
            }
        }
        host.run(stage: stage, closesOnEscape: true)
        poller.stop()
    }
}
