/// The iOS system colors an Xcode color set can reference (`"reference":
/// "systemBackgroundColor"`), by the names Xcode writes, with light, dark and
/// high-contrast values.
///
/// Contract: every name resolves for each appearance and contrast; values are fixed
/// (deterministic rendering), taken from Apple's Human Interface Guidelines color
/// tables ("Color" → "Specifications": system colors and system grays, default and
/// increased contrast, light and dark) and UIKit's "UI element colors" documentation
/// (labels, fills, separators, backgrounds, link, placeholder), as published for
/// iOS 15–17. UIKit publishes high-contrast values for the tints and grays only; the
/// other colors use their standard values in high contrast. `accentName` is what
/// Xcode's empty color set template (`{"colors":[{"idiom":"universal"}]}`) resolves
/// to: the app's accent, systemBlue by default.
package enum SystemColors {
    /// One system color: standard and high-contrast values in light and dark.
    package struct Entry: Sendable, Hashable {
        package var light: RGBA
        package var dark: RGBA
        package var highContrastLight: RGBA
        package var highContrastDark: RGBA

        /// The value for an appearance and contrast.
        package func resolve(_ appearance: Appearance, contrast: Contrast = .standard) -> RGBA {
            switch (appearance, contrast) {
            case (.dark, .high): return highContrastDark
            case (.dark, _): return dark
            case (_, .high): return highContrastLight
            default: return light
            }
        }
    }

    /// The reference Xcode's empty template set resolves to.
    package static let accentName = "systemBlueColor"

    /// Every name Xcode writes, sorted.
    package static var names: [String] { table.keys.sorted() }

    /// The system color `name` (as Xcode writes it, `systemIndigoColor`), or nil.
    package static func entry(named name: String) -> Entry? { table[name] }

    /// The system color `name` for an appearance and contrast, or nil when unknown.
    package static func color(named name: String, appearance: Appearance, contrast: Contrast = .standard) -> RGBA? {
        table[name]?.resolve(appearance, contrast: contrast)
    }

    private static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: Double = 1) -> RGBA {
        RGBA(red: r, green: g, blue: b, alpha: RGBA.channel(a))
    }

    /// Tints and grays: light, dark, high-contrast light, high-contrast dark.
    private static func four(_ l: RGBA, _ d: RGBA, _ hl: RGBA, _ hd: RGBA) -> Entry {
        Entry(light: l, dark: d, highContrastLight: hl, highContrastDark: hd)
    }

    /// Colors UIKit publishes no high-contrast value for.
    private static func two(_ l: RGBA, _ d: RGBA) -> Entry {
        Entry(light: l, dark: d, highContrastLight: l, highContrastDark: d)
    }

    // Source: Apple Human Interface Guidelines, "Color" (system colors and grays for
    // iOS, iPadOS: default and increased contrast, light and dark), and UIKit
    // documentation "UI element colors" / "Standard colors" (iOS 15–17 values).
    private static let table: [String: Entry] = [
        // Tints.
        "systemRedColor": four(rgb(255, 59, 48), rgb(255, 69, 58), rgb(215, 0, 21), rgb(255, 105, 97)),
        "systemOrangeColor": four(rgb(255, 149, 0), rgb(255, 159, 10), rgb(201, 52, 0), rgb(255, 179, 64)),
        "systemYellowColor": four(rgb(255, 204, 0), rgb(255, 214, 10), rgb(178, 80, 0), rgb(255, 212, 38)),
        "systemGreenColor": four(rgb(52, 199, 89), rgb(48, 209, 88), rgb(36, 138, 61), rgb(48, 219, 91)),
        "systemMintColor": four(rgb(0, 199, 190), rgb(99, 230, 226), rgb(12, 129, 123), rgb(102, 212, 207)),
        "systemTealColor": four(rgb(48, 176, 199), rgb(64, 200, 224), rgb(0, 130, 153), rgb(93, 230, 255)),
        "systemCyanColor": four(rgb(50, 173, 230), rgb(100, 210, 255), rgb(0, 113, 164), rgb(112, 215, 255)),
        "systemBlueColor": four(rgb(0, 122, 255), rgb(10, 132, 255), rgb(0, 64, 221), rgb(64, 156, 255)),
        "systemIndigoColor": four(rgb(88, 86, 214), rgb(94, 92, 230), rgb(54, 52, 163), rgb(125, 122, 255)),
        "systemPurpleColor": four(rgb(175, 82, 222), rgb(191, 90, 242), rgb(137, 68, 171), rgb(218, 143, 255)),
        "systemPinkColor": four(rgb(255, 45, 85), rgb(255, 55, 95), rgb(211, 15, 69), rgb(255, 100, 130)),
        "systemBrownColor": four(rgb(162, 132, 94), rgb(172, 142, 104), rgb(127, 101, 69), rgb(181, 148, 105)),
        // Grays.
        "systemGrayColor": four(rgb(142, 142, 147), rgb(142, 142, 147), rgb(108, 108, 112), rgb(174, 174, 178)),
        "systemGray2Color": four(rgb(174, 174, 178), rgb(99, 99, 102), rgb(142, 142, 147), rgb(124, 124, 128)),
        "systemGray3Color": four(rgb(199, 199, 204), rgb(72, 72, 74), rgb(174, 174, 178), rgb(84, 84, 86)),
        "systemGray4Color": four(rgb(209, 209, 214), rgb(58, 58, 60), rgb(188, 188, 192), rgb(68, 68, 70)),
        "systemGray5Color": four(rgb(229, 229, 234), rgb(44, 44, 46), rgb(216, 216, 220), rgb(54, 54, 56)),
        "systemGray6Color": four(rgb(242, 242, 247), rgb(28, 28, 30), rgb(235, 235, 240), rgb(36, 36, 38)),
        // Labels and text.
        "labelColor": two(rgb(0, 0, 0), rgb(255, 255, 255)),
        "secondaryLabelColor": two(rgb(60, 60, 67, 0.6), rgb(235, 235, 245, 0.6)),
        "tertiaryLabelColor": two(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
        "quaternaryLabelColor": two(rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16)),
        "placeholderTextColor": two(rgb(60, 60, 67, 0.3), rgb(235, 235, 245, 0.3)),
        "linkColor": two(rgb(0, 122, 255), rgb(9, 132, 255)),
        "lightTextColor": two(rgb(255, 255, 255, 0.6), rgb(255, 255, 255, 0.6)),
        "darkTextColor": two(rgb(0, 0, 0), rgb(0, 0, 0)),
        // Separators.
        "separatorColor": two(rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6)),
        "opaqueSeparatorColor": two(rgb(198, 198, 200), rgb(56, 56, 58)),
        // Fills.
        "systemFillColor": two(rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36)),
        "secondarySystemFillColor": two(rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32)),
        "tertiarySystemFillColor": two(rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24)),
        "quaternarySystemFillColor": two(rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18)),
        // Backgrounds.
        "systemBackgroundColor": two(rgb(255, 255, 255), rgb(0, 0, 0)),
        "secondarySystemBackgroundColor": two(rgb(242, 242, 247), rgb(28, 28, 30)),
        "tertiarySystemBackgroundColor": two(rgb(255, 255, 255), rgb(44, 44, 46)),
        "systemGroupedBackgroundColor": two(rgb(242, 242, 247), rgb(0, 0, 0)),
        "secondarySystemGroupedBackgroundColor": two(rgb(255, 255, 255), rgb(28, 28, 30)),
        "tertiarySystemGroupedBackgroundColor": two(rgb(242, 242, 247), rgb(44, 44, 46)),
        // Fixed colors Xcode also offers.
        "whiteColor": two(rgb(255, 255, 255), rgb(255, 255, 255)),
        "blackColor": two(rgb(0, 0, 0), rgb(0, 0, 0)),
        "clearColor": two(rgb(0, 0, 0, 0), rgb(0, 0, 0, 0)),
    ]
}
