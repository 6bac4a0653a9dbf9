import Foundation

/// Finds the fonts bundled with Panels (DejaVu Sans and DejaVu Sans Bold, under
/// `DejaVu/`) at run time. These are the only fonts Panels draws with, so output does
/// not depend on the machine's fonts.
///
/// Contract: never traps. Lookup order: `$PANELS_ASSETS/Fonts` (a folder laid out like
/// the package's `Assets/`), then the SwiftPM resource bundle next to the running
/// executable or test bundle, then the source checkout this was built from. When
/// nothing is found, `BundledResourcesNotFound` lists every path tried.
public enum PanelsFonts {
    /// The folder holding the bundled font folders (`DejaVu/`).
    public static func folder() throws(BundledResourcesNotFound) -> URL {
        try BundledResources.folder(
            target: "PanelsFonts", marker: "DejaVu", assetsSubfolder: "Fonts",
            sourceFolder: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
    }

    /// The URL of a file inside the fonts folder, e.g. `file("DejaVu/DejaVuSans.ttf")`.
    public static func file(_ relativePath: String) throws(BundledResourcesNotFound) -> URL {
        try folder().appendingPathComponent(relativePath)
    }
}
