import Foundation

/// The color spaces an Xcode color set can name, and their conversion to the 8-bit
/// sRGB that `RGBA` holds.
///
/// Contract: display-p3 is converted colorimetrically (decode the sRGB transfer curve
/// that Display P3 shares, map linear P3 to linear sRGB with the D65 matrix, encode);
/// extended spaces accept components outside 0…1 and are clamped after conversion;
/// gray spaces use a 2.2 gamma.
package enum ColorSpace: String, Sendable, Hashable, CaseIterable {
    case srgb
    case displayP3 = "display-p3"
    case extendedSRGB = "extended-srgb"
    case extendedLinearSRGB = "extended-linear-srgb"
    case grayGamma22 = "gray-gamma-22"
    case extendedGray = "extended-gray"

    /// Whether components may leave 0…1.
    package var isExtended: Bool {
        switch self {
        case .extendedSRGB, .extendedLinearSRGB, .extendedGray: return true
        default: return false
        }
    }

    /// Whether the color has one `white` component instead of red, green and blue.
    package var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

    /// Converts components in this space (red, green, blue, or white repeated) and
    /// alpha to 8-bit sRGB.
    package func toSRGB(red: Double, green: Double, blue: Double, alpha: Double) -> RGBA {
        let r, g, b: Double
        switch self {
        case .srgb, .extendedSRGB:
            (r, g, b) = (red, green, blue)
        case .extendedLinearSRGB:
            (r, g, b) = (ColorSpace.encode(red), ColorSpace.encode(green), ColorSpace.encode(blue))
        case .displayP3:
            let lr = ColorSpace.decode(red), lg = ColorSpace.decode(green), lb = ColorSpace.decode(blue)
            r = ColorSpace.encode(1.2249401 * lr - 0.2249404 * lg)
            g = ColorSpace.encode(-0.0420569 * lr + 1.0420571 * lg)
            b = ColorSpace.encode(-0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb)
        case .grayGamma22, .extendedGray:
            let linear = red < 0 ? -pow(-red, 2.2) : pow(red, 2.2)
            let encoded = ColorSpace.encode(linear)
            (r, g, b) = (encoded, encoded, encoded)
        }
        return RGBA(
            red: RGBA.channel(r), green: RGBA.channel(g), blue: RGBA.channel(b),
            alpha: RGBA.channel(alpha))
    }

    /// sRGB transfer curve, encoded → linear (odd-symmetric for extended values).
    static func decode(_ v: Double) -> Double {
        let a = abs(v)
        let linear = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -linear : linear
    }

    /// sRGB transfer curve, linear → encoded (odd-symmetric for extended values).
    static func encode(_ v: Double) -> Double {
        let a = abs(v)
        let encoded = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return v < 0 ? -encoded : encoded
    }
}
