import Foundation
import Panels
import Testing

/// The text colors of dialogs and menus reach WCAG AA on the bubble they are drawn on,
/// in light and dark, standard and high contrast: 4.5:1 for body text, 3:1 for the
/// bold button titles (large text).
@Suite("Presentation contrast")
struct PresentationContrastTests {
    static func luminance(_ c: RGBA) -> Double {
        func channel(_ v: UInt8) -> Double {
            let s = Double(v) / 255
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(c.red) + 0.7152 * channel(c.green) + 0.0722 * channel(c.blue)
    }

    /// `top` (straight alpha) composited over the opaque `bottom`.
    static func over(_ top: RGBA, _ bottom: RGBA) -> RGBA {
        let a = Double(top.alpha) / 255
        func mix(_ t: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(t) * a + Double(b) * (1 - a)).rounded()) }
        return RGBA(
            red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue))
    }

    static func ratio(_ text: RGBA, on background: RGBA) -> Double {
        let a = luminance(over(text, background)), b = luminance(background)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    @Test(arguments: [Appearance.light, .dark], Contrast.allCases)
    func textOnBubblesPassesAA(_ appearance: Appearance, _ contrast: Contrast) throws {
        func named(_ name: String) throws -> RGBA {
            try #require(SemanticPalette.color(named: name, appearance: appearance, contrast: contrast))
        }
        let bubble = PopoverStyle.for(appearance).fill
        for name in ["label", "secondaryLabel", "destructive"] {
            let r = Self.ratio(try named(name), on: bubble)
            #expect(r >= 4.5, "\(name) on the bubble: \(r):1 (\(appearance), \(contrast))")
        }
        // Bold button titles at 20 pt: large text.
        let tint = Self.ratio(try named("tint"), on: bubble)
        #expect(tint >= 3, "tint on the bubble: \(tint):1 (\(appearance), \(contrast))")
        let highlighted = Self.ratio(try named("highlightLabel"), on: try named("highlight"))
        #expect(highlighted >= 4.5, "highlightLabel on highlight: \(highlighted):1 (\(appearance), \(contrast))")
        if contrast == .high { #expect(highlighted >= 7) }
        // The modal card's grabber (a component, 3:1).
        let grabber = Self.ratio(try named("gray"), on: bubble)
        #expect(grabber >= 3, "the grabber: \(grabber):1 (\(appearance), \(contrast))")
    }
}
