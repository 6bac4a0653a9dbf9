import Foundation
import Panels
import PanelsPreview
import PanelsSamples

extension PreviewWidget {
    /// Kora's screens, one state each: `home`, `search`, `explore`, `bookings`,
    /// `settings` (each section at its root), `class` (a class's page over Home),
    /// `menu` (the side menu open over Home) and `signed-out` (Home signed out); one
    /// size, `phone` (430 × 932). The app reads its own tables (`Kora`, and those of the
    /// scenes it shares), so every card locale previews.
    public static var kora: PreviewWidget {
        PreviewWidget(
            name: "kora",
            summary: "Kora, the class-booking app: each screen",
            assetsFolder: KoraApp.folder,
            sizes: [PreviewSize("phone", SheetPhone.size)],
            states: ["home", "search", "explore", "bookings", "settings", "class", "menu", "signed-out"],
            defaultStates: ["home", "explore", "bookings", "settings"]
        ) { state, _ in
            let model = KoraModel(
                section: KoraModel.Section(rawValue: state) ?? .home, menuOpen: state == "menu")
            switch state {
            case "class":
                if let session = model.upcomingClasses().first(where: { $0.spots > 0 }) {
                    model.paths[.home]?.screens = [.session(session.id)]
                }
            case "signed-out":
                model.signOut()
            default:
                break
            }
            return AnyPanel(KoraApp(model: model))
        }
    }
}
