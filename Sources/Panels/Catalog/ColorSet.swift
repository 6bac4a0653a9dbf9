/// One named color from an Xcode color set (`Name.colorset/Contents.json`): its
/// variants per appearance and contrast, already converted to sRGB.
///
/// Contract: `resolve` picks the exact appearance and contrast, then drops contrast,
/// then tries "any" appearance with the same contrast, then "any", then the first
/// variant. A variant with no appearance is "any". Returns nil only when the set has
/// no variant at all.
package struct ColorSet: Sendable, Hashable {
    /// Which appearance and contrast a variant is for (nil = any).
    package struct Variant: Sendable, Hashable {
        package var luminosity: Appearance?
        package var contrast: Contrast?
        package var color: RGBA

        package init(luminosity: Appearance?, contrast: Contrast?, color: RGBA) {
            self.luminosity = luminosity
            self.contrast = contrast
            self.color = color
        }
    }

    /// The color's name: the folder name without `.colorset`, prefixed by the names of
    /// enclosing groups that provide a namespace (`Brand/Accent`).
    package var name: String
    package var variants: [Variant]
    /// The `Contents.json` it came from.
    package var location: FileLocation
    /// A remark on how the set was read that is not a problem (Xcode's empty template
    /// uses the system accent); nil for most sets.
    package var note: String?

    package init(name: String, variants: [Variant], location: FileLocation) {
        self.name = name
        self.variants = variants
        self.location = location
    }

    /// Whether a dark variant exists (lint warns when it does not).
    package var hasDarkVariant: Bool { variants.contains { $0.luminosity == .dark } }

    /// The color for an appearance and contrast (see the type's contract).
    package func resolve(_ appearance: Appearance, contrast: Contrast = .standard) -> RGBA? {
        let wanted: Contrast? = contrast == .high ? .high : nil
        let order: [(Appearance?, Contrast?)] = [
            (appearance, wanted), (appearance, nil), (nil, wanted), (nil, nil),
        ]
        for (luminosity, contrast) in order {
            if let hit = variants.first(where: { $0.luminosity == luminosity && $0.contrast == contrast }) {
                return hit.color
            }
        }
        // No "any" variant (Xcode always writes one): any variant beats a debug color.
        return variants.first?.color
    }
}
