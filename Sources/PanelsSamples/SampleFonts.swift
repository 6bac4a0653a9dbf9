import Foundation
import Panels
import PanelsSampleAssets

/// The samples' own fonts: a subset of Noto Sans CJK JP for the card's Japanese and
/// the drawing scene's CJK line (`Assets/Samples/Fonts`, cut by its `subset.py`),
/// added to `FontFiles` once, the first time a sample is built, so every backend
/// draws them with the bundled fonts and output stays the same on every machine.
public enum SampleFonts {
    /// The family name of the subset (its files' own name).
    public static let japanese = "Noto Sans JP Subset"

    /// The folder of the samples' font files, or nil when the sample assets are missing.
    public static var folder: URL? { try? SampleAssets.file("Fonts") }

    /// Adds the samples' fonts to `FontFiles` (once; later calls do nothing).
    public static func register() { _ = registered }

    private static let registered: Bool = {
        guard let folder else { return false }
        FontFiles.add(folder: folder)
        return true
    }()
}
