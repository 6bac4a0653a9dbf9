import Foundation
import PanelsFonts

/// Finds the samples' own files at run time: the upcoming-class card's string tables,
/// color sets, images and reservations (`UpcomingWidget/`) and the drawing scene's
/// pictures (`Drawing/Images/`). Bundled only by `PanelsSamples`, so a package that
/// links Panels' libraries carries none of them.
///
/// Contract: never traps; looks in `$PANELS_ASSETS/Samples`, the resource bundle next to
/// the executable, then the source checkout (see `BundledResources`), once per process
/// (scenes ask on every resolve; the search lists the executable's folder), and gives
/// the same answer, or the same error, after that.
public enum SampleAssets {
    private static let found = Result { () throws(BundledResourcesNotFound) -> URL in
        try BundledResources.folder(
            target: "PanelsSampleAssets", marker: "UpcomingWidget", assetsSubfolder: "Samples",
            sourceFolder: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
    }

    /// The folder holding the samples' folders.
    public static func folder() throws(BundledResourcesNotFound) -> URL {
        try found.get()
    }

    /// The URL of a file or folder inside the samples folder, e.g. `file("UpcomingWidget")`.
    public static func file(_ relativePath: String) throws(BundledResourcesNotFound) -> URL {
        try folder().appendingPathComponent(relativePath)
    }
}
