import Foundation
import Panels
import PanelsPreview
import PanelsSamples

extension PreviewWidget {
    /// The upcoming-class card with its bundled assets: sizes small, medium
    /// and large; states upcoming (from the reservations file at "now"), nothing,
    /// logged-out and placeholder. The reservations are `--data`, else
    /// `reservations.json` in the assets folder; a file that cannot be used is reported
    /// (file, line, column) and the upcoming cells show the placeholder. Its display
    /// name and description ("Next Class") come from the card's `Widget` table.
    public static var upcomingClass: PreviewWidget {
        var widget = PreviewWidget(
            name: "upcoming-class",
            summary: "The upcoming-class card",
            assetsFolder: try? UpcomingClassAssets.folder(),
            sizes: CardSize.allCases.map { PreviewSize($0.rawValue, $0.points) },
            states: ["upcoming", "nothing", "logged-out", "placeholder"],
            defaultStates: ["upcoming", "nothing", "logged-out"],
            defaultNow: UpcomingClassAssets.sampleNow,
            timeZone: TimeZone(identifier: "Europe/Amsterdam") ?? TimeZone(identifier: "UTC")!
        ) { request in
            let file = request.dataFile ?? request.assetsFolder?.appendingPathComponent("reservations.json")
            var diagnostics: [Diagnostic] = []
            var upcoming = UpcomingClassState.placeholder
            if let file {
                let (state, error) = UpcomingClassState.load(from: file, now: request.now)
                upcoming = state
                if var error {
                    error.message += " (the upcoming cells show the placeholder)"
                    diagnostics.append(error.diagnostic)
                }
            } else {
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "no reservations file (no assets folder and no --data); the upcoming cells show the placeholder"
                    ))
            }
            let derived = upcoming
            return PreviewFixture(diagnostics: diagnostics) { state, size in
                let cardSize = CardSize(rawValue: size.name) ?? .small
                let cardState: UpcomingClassState
                switch state {
                case "nothing": cardState = .nothingUpcoming
                case "logged-out": cardState = .loggedOut
                case "placeholder": cardState = .placeholder
                default: cardState = derived
                }
                return AnyPanel(UpcomingClassCard(state: cardState, size: cardSize))
            }
        }
        widget.displayName = .init(key: "widget.name", table: UpcomingClassCard.table)
        widget.displayDescription = .init(key: "widget.description", table: UpcomingClassCard.table)
        return widget
    }
}
