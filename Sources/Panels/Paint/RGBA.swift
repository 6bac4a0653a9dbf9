/// A color in sRGB with straight (not premultiplied) alpha, 8 bits per channel.
///
/// This is the resolved form every color takes before it reaches the display list:
/// named colors, appearances and color spaces are resolved earlier.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    /// The red channel, 0…255 (sRGB-encoded).
    public var red: UInt8
    /// The green channel, 0…255 (sRGB-encoded).
    public var green: UInt8
    /// The blue channel, 0…255 (sRGB-encoded).
    public var blue: UInt8
    /// Opacity, 0 (transparent) … 255 (opaque); the color channels are not multiplied by it.
    public var alpha: UInt8

    /// A color from its channels, opaque unless `alpha` says otherwise.
    @inlinable
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A color from a 24-bit `0xRRGGBB` value and an opacity from 0 to 1.
    /// (Inlinable, with opaque colors skipping the rounding: panels make one per swatch.)
    @inlinable
    public init(hex: UInt32, opacity: Double = 1) {
        self.init(
            red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF),
            blue: UInt8(hex & 0xFF), alpha: opacity == 1 ? 255 : RGBA.channel(opacity))
    }

    /// The same color with its alpha multiplied by `opacity` (0…1).
    public func withOpacity(_ opacity: Double) -> RGBA {
        var copy = self
        copy.alpha = RGBA.channel(Double(alpha) / 255 * opacity)
        return copy
    }

    /// Converts 0…1 to 0…255, clamped, rounding to nearest. NaN gives 0.
    @usableFromInline package static func channel(_ unit: Double) -> UInt8 {
        guard unit.isFinite else { return unit == .infinity ? 255 : 0 }
        return UInt8(max(0, min(255, (unit * 255).rounded())))
    }

    /// Opaque black, `#000000FF`.
    public static let black = RGBA(red: 0, green: 0, blue: 0)
    /// Opaque white, `#FFFFFFFF`.
    public static let white = RGBA(red: 255, green: 255, blue: 255)
    /// Fully transparent (black with alpha 0), `#00000000`.
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)

    /// `#RRGGBBAA`, the form used in display-list dumps.
    public var description: String {
        func hex(_ v: UInt8) -> String {
            let digits = Array("0123456789ABCDEF")
            return String([digits[Int(v >> 4)], digits[Int(v & 0xF)]])
        }
        return "#" + hex(red) + hex(green) + hex(blue) + hex(alpha)
    }
}
