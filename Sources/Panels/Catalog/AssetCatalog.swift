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
///
/// Strings and colors are scoped: a table belongs to its resource folder (the folder
/// that holds its `.lproj` folders or its `.xcstrings` file) and a color set to the
/// folder holding its `.xcassets`, so an app and its widget extension, each with
/// `InfoPlist.strings` and an `AccentColor`, are kept apart in `scopes` and
/// `colorScopes`. `strings` and `colors` are the selected scope's (chosen when loading:
/// the one asked for, else the scope with the most keys; `notes` says which, when
/// there were several).
public struct AssetCatalog: Sendable {
    /// The color sets of the selected scope: what fills and lookups use.
    public var colors: ColorCatalog
    /// The string tables of the selected scope: what lookups and rendering use.
    public var strings: StringCatalog
    /// Every scope's color sets, by scope (the folder holding the `.xcassets`, relative
    /// to the loaded folder). Empty for a catalog built in code.
    package var colorScopes: [String: ColorCatalog] = [:]
    /// The scope `colors` was taken from (`colorScopes`' key).
    package var colorScope: String = ""
    /// What is worth knowing about the load but is no problem: the scopes found (with
    /// their key and color counts) and which was chosen.
    public var notes: [String] = []
    /// Every scope's tables, by scope (`StringCatalog.scope`: the resource folder
    /// relative to the loaded folder, `""` for the folder itself). Empty for a catalog
    /// built in code; `allScopes` then holds `strings` alone.
    package var scopes: [String: StringCatalog] = [:]
    /// What was wrong in the files (see `AssetLinter` for cross-file checks).
    public var problems: [Diagnostic]

    package init(
        colors: ColorCatalog = ColorCatalog(), strings: StringCatalog = StringCatalog(),
        problems: [Diagnostic] = []
    ) {
        self.colors = colors
        self.strings = strings
        self.problems = problems
    }

    /// Every scope, sorted by name, with `strings` standing for its own scope (so
    /// changes made to `strings` after loading count).
    package var allScopes: [StringCatalog] {
        var result = scopes
        result[strings.scope] = strings
        return result.keys.sorted().map { result[$0]! }
    }

    /// Every color scope, sorted by name, with `colors` standing for its own scope.
    package var allColorScopes: [(scope: String, colors: ColorCatalog)] {
        var result = colorScopes
        if !colors.sets.isEmpty || result.isEmpty { result[colorScope] = colors }
        return result.keys.sorted().map { ($0, result[$0]!) }
    }

    /// No files: the built-in palette and no strings (every key shows as itself).
    public static let empty = AssetCatalog()
}
