import Foundation
import PanelsFonts

/// Finds the samples' own files at run time: the upcoming-class card's string tables,
/// color sets, images and reservations (`UpcomingWidget/`) and the drawing scene's
/// pictures (`Drawing/Images/`). Bundled only by `PanelsSamples`, so a package that
/// links Panels' libraries carries none of them.
///
/// Contract: never traps; looks in `$PANELS_ASSETS/Samples`, the resource bundle next to
/// the executable, then the source checkout (see `BundledResources`).
public enum SampleAssets {
    /// The folder holding the samples' folders.
    public static func folder() throws(BundledResourcesNotFound) -> URL {
        try BundledResources.folder(
            target: "PanelsSampleAssets", marker: "UpcomingWidget", assetsSubfolder: "Samples",
            sourceFolder: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
    }

    /// The URL of a file or folder inside the samples folder, e.g. `file("UpcomingWidget")`.
    public static func file(_ relativePath: String) throws(BundledResourcesNotFound) -> URL {
        try folder().appendingPathComponent(relativePath)
    }
}
