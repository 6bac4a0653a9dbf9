import Observation
import Panels

/// The Gallery's state: which scene is shown, and one live instance per scene
/// visited (so a scene keeps its state while another is shown).
@Observable
public final class GalleryModel {
    public let catalog: SceneCatalog
    public var selected: Int
    @ObservationIgnored private var instances: [Int: (Size) -> AnyPanel] = [:]

    public init(catalog: SceneCatalog = .builtIn, selected: String? = nil) {
        self.catalog = catalog
        self.selected = selected.flatMap { name in catalog.entries.firstIndex { $0.name == name } } ?? 0
    }

    /// Shows the next (or previous) scene.
    public func step(by offset: Int) {
        let count = catalog.entries.count
        guard count > 0 else { return }
        selected = ((selected + offset) % count + count) % count
    }

    /// The live builder of scene `index`, made on first use.
    func instance(_ index: Int) -> (Size) -> AnyPanel {
        if let existing = instances[index] { return existing }
        let made = catalog.entries[index].makeLive()
        instances[index] = made
        return made
    }
}
