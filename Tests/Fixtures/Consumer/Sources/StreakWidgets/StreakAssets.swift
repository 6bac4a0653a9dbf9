import Foundation
import Panels
import PanelsAssetFiles

/// The package's own assets, bundled with `.copy("Assets")` (on Linux the bundle's
/// resource URL already points inside the bundle; `url(forResource:)` finds the folder
/// on every platform).
public enum StreakAssets {
    /// The `Assets` folder inside this target's resource bundle.
    public static var folder: URL {
        Bundle.module.url(forResource: "Assets", withExtension: nil)!
    }

    /// The color sets and string tables, read with PanelsAssetFiles from this
    /// target's bundle (`AssetCatalog.load(bundle:)` throws when the folder is missing
    /// or empty, so a wrong resource declaration fails loudly).
    public static func catalog() -> AssetCatalog {
        do {
            return try AssetCatalog.load(bundle: .module)
        } catch {
            fatalError("\(error)")
        }
    }
}
