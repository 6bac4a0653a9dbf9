import Foundation

/// The assets of an app, loaded from one folder: color sets from every `.xcassets`
/// inside it, string tables from `<locale>.lproj/<Table>.strings` and `.stringsdict`,
/// and `.xcstrings` catalogs — with every problem found while reading them.
/// `PanelsAssetFiles` reads the files (`AssetCatalog.load(from:)`); this type only holds
/// what was read and answers lookups.
///
/// Contract: loading never throws and never stops at the first bad file: a malformed
/// file is reported in `problems` (file, line, column, what was expected) and the
/// rest loads. Files are only read, never written. Loading the same folder twice
/// gives equal catalogs (files are visited in sorted order).
public struct AssetCatalog: Sendable {
    public var colors: ColorCatalog
    public var strings: StringCatalog
    /// What was wrong in the files (see `AssetLinter` for cross-file checks).
    public var problems: [Diagnostic]

    public init(
        colors: ColorCatalog = ColorCatalog(), strings: StringCatalog = StringCatalog(),
        problems: [Diagnostic] = []
    ) {
        self.colors = colors
        self.strings = strings
        self.problems = problems
    }

    /// No files: the built-in palette and no strings (every key shows as itself).
    public static let empty = AssetCatalog()
}
