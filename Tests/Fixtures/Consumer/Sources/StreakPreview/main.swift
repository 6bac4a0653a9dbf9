// `swift run StreakPreview streak-badge -o sheet.png`: the badge in every locale ×
// appearance × state × size, with the same options as `panels preview`.
import Panels
import PanelsPreview
import StreakWidgets

let badge = PreviewWidget(
    name: "streak-badge",
    summary: "Days in a row, or a nudge to start again.",
    assetsFolder: StreakAssets.folder,
    sizes: [PreviewSize("small", Size(width: 158, height: 158)), PreviewSize("wide", Size(width: 338, height: 158))],
    states: ["active", "broken"]
) { state, _ in
    AnyPanel(StreakBadge(days: 12, isActive: state == "active"))
}
PreviewTool.main(widgets: [badge])
