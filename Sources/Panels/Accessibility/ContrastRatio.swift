import Foundation

/// WCAG 2.2's contrast ratio between two opaque colors: (L1 + 0.05) / (L2 + 0.05),
/// L the relative luminance of sRGB (1.4.3, "Contrast (Minimum)").
///
/// Contract: from 1 (same luminance) to 21 (black on white); symmetric. AA asks
/// 4.5:1 of text and 3:1 of large text (at least 18 pt, or 14 pt bold).
package enum ContrastRatio {
    /// Relative luminance of an opaque sRGB color, 0 … 1.
    package static func luminance(_ color: RGBA) -> Double {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
    }

    /// The ratio between `a` and `b`, 1 … 21.
    package static func between(_ a: RGBA, _ b: RGBA) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `foreground` drawn over `background`, each with its own alpha (straight, not
    /// premultiplied): the one color that paints as the two layers do, opaque when the
    /// background is.
    package static func composited(_ foreground: RGBA, over background: RGBA) -> RGBA {
        let a = Double(foreground.alpha) / 255
        guard background.alpha < 255 else {
            func mix(_ f: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(f) * a + Double(b) * (1 - a)).rounded()) }
            return RGBA(
                red: mix(foreground.red, background.red), green: mix(foreground.green, background.green),
                blue: mix(foreground.blue, background.blue), alpha: 255)
        }
        let under = Double(background.alpha) / 255 * (1 - a)
        let alpha = a + under
        guard alpha > 0 else { return RGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        func mix(_ f: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(min(255, max(0, ((Double(f) * a + Double(b) * under) / alpha).rounded())))
        }
        return RGBA(
            red: mix(foreground.red, background.red), green: mix(foreground.green, background.green),
            blue: mix(foreground.blue, background.blue), alpha: UInt8(min(255, (alpha * 255).rounded())))
    }

    /// The minimum AA asks of text `style`: 3 for large text, else 4.5.
    package static func minimum(for style: TextStyle) -> Double {
        style.size >= 18 || (style.size >= 14 && style.weight.value >= 700) ? 3 : 4.5
    }
}
