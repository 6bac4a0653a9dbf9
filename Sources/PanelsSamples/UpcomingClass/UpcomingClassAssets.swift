import Foundation
import Panels
import PanelsAssetFiles
import PanelsFonts
import PanelsSampleAssets

/// The upcoming-class card's bundled assets (`Assets/Samples/UpcomingWidget`: color sets,
/// `Widget` string tables, `Images/`, a sample `reservations.json`), and contexts
/// ready to render the card with them.
///
/// Contract: never traps. When the bundle cannot be found, `folder()` throws the
/// paths it tried; `context(…)` then falls back to an empty catalog (keys show as
/// themselves, colors as magenta, both reported in `problems`).
public enum UpcomingClassAssets {
    /// `Assets/Samples/UpcomingWidget` (or its copy in the samples' resource bundle).
    public static func folder() throws(BundledResourcesNotFound) -> URL {
        try SampleAssets.file("UpcomingWidget")
    }

    /// The sample reservations file.
    public static func sampleReservations() throws(BundledResourcesNotFound) -> URL {
        try folder().appendingPathComponent("reservations.json")
    }

    /// The "now" the sample is shown at: Sunday 22 November 2026, 12:00 in Amsterdam,
    /// seven hours before the first sample class.
    public static let sampleNow = Date(timeIntervalSince1970: 1_795_345_200)

    /// The sample state at `now` (placeholder when the file is unusable).
    public static func sampleState(now: Date = sampleNow) -> UpcomingClassState {
        guard let url = try? sampleReservations() else { return .placeholder }
        return UpcomingClassState.load(from: url, now: now).state
    }

    /// `base` with the catalog and pictures of `folder` (default: the bundled folder),
    /// `locale`, `appearance`, `now` and the sample's time zone (Europe/Amsterdam, where
    /// days are counted). Catalogs are loaded once per folder and kept.
    public static func context(
        _ base: PanelContext = PanelContext(), folder: URL? = nil,
        locale: String = "en", appearance: Appearance = .light,
        now: Date = sampleNow
    ) -> PanelContext {
        SampleFonts.register()
        var context = base
        let root = folder ?? (try? self.folder())
        if let root {
            context.assets = CatalogCache.shared.catalog(for: root)
            context.pictureFolder = root.appendingPathComponent("Images")
        }
        context.locale = Locale(identifier: locale)
        context.appearance = appearance
        context.now = now
        context.timeZone = TimeZone(identifier: "Europe/Amsterdam") ?? context.timeZone
        return context
    }

    /// Loaded catalogs by folder, so building many cards reads the files once.
    final class CatalogCache: @unchecked Sendable {
        static let shared = CatalogCache()
        private let lock = NSLock()
        private var catalogs: [URL: AssetCatalog] = [:]

        func catalog(for folder: URL) -> AssetCatalog {
            lock.lock()
            defer { lock.unlock() }
            if let known = catalogs[folder] { return known }
            let loaded = AssetCatalog.load(from: folder)
            catalogs[folder] = loaded
            return loaded
        }
    }
}
