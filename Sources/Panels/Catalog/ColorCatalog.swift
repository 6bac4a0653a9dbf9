import Foundation

/// Every color set found under the `.xcassets` folders of an assets folder, by name.
///
/// Contract: `color(named:appearance:contrast:)` tries the loaded color sets, then the
/// built-in `SemanticPalette`, then the iOS `SystemColors` by Xcode's name
/// (`systemIndigoColor`); nil means neither has the name (callers draw
/// `SemanticPalette.missing` and report it).
public struct ColorCatalog: Sendable {
    package private(set) var sets: [String: ColorSet] = [:]

    package init(sets: [ColorSet] = []) {
        for set in sets { self.sets[set.name] = set }
    }

    /// Names of the loaded color sets, sorted.
    public var names: [String] { sets.keys.sorted() }

    /// The color `name` in `appearance` and `contrast` (default standard): a loaded color
    /// set's, else the semantic palette's, else the iOS system color's by Xcode's name; nil
    /// when none has it.
    public func color(named name: String, appearance: Appearance, contrast: Contrast = .standard) -> RGBA? {
        if let set = sets[name], let color = set.resolve(appearance, contrast: contrast) { return color }
        return SemanticPalette.color(named: name, appearance: appearance, contrast: contrast)
            ?? SystemColors.color(named: name, appearance: appearance, contrast: contrast)
    }

    /// Adds a color set; a later one with the same name replaces the earlier.
    package mutating func insert(_ set: ColorSet) { sets[set.name] = set }
}
