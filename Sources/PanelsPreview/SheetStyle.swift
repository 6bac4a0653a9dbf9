import Foundation
import Panels

/// The sheet's own colors and type (not the widget's): labels in English, left to right.
enum SheetStyle {
    static let mark = RGBA(hex: 0xFF2D20)
    /// The mark's red for text, readable on the band and the header (WCAG AA: 4.67:1 on
    /// the light band, 6.16:1 on the dark one; the outline's red is 2.72:1 as text).
    static func markText(dark: Bool) -> RGBA { dark ? RGBA(hex: 0xFF453A) : RGBA(hex: 0xB8231A) }
    static let title = TextStyle(size: 15, weight: .bold)
    static let label = TextStyle(size: 12, weight: .bold)

    static func label(dark: Bool) -> RGBA { dark ? RGBA(hex: 0xE5E5EA) : RGBA(hex: 0x3A3A3C) }
    static func band(dark: Bool) -> RGBA { dark ? RGBA(hex: 0x000000) : RGBA(hex: 0xDCDCE2) }
    static let header = RGBA(hex: 0xF2F2F7)
}
