import Foundation
import Panels

/// A color in CIE L*a*b* (D65 white), and the CIEDE2000 color difference between two
/// of them: the perceptual scale snapshot comparisons use.
///
/// Contract: `init(red:green:blue:)` converts 8-bit sRGB through linear light and XYZ
/// (D65, the sRGB matrix) to Lab; `deltaE2000(to:)` implements CIEDE2000 (Sharma, Wu
/// & Dalal, 2005) with kL = kC = kH = 1. ΔE is symmetric, never negative, 0 for equal
/// colors, and about 1 for a just-noticeable difference; swift-snapshot-testing's
/// `perceptualPrecision` uses the same scale (precision 0.98 ≙ ΔE 2).
public struct LabColor: Hashable, Sendable, CustomStringConvertible {
    /// Lightness, 0 (black) to 100 (white).
    public var l: Double
    /// Green (negative) to red (positive).
    public var a: Double
    /// Blue (negative) to yellow (positive).
    public var b: Double

    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// The Lab value of an opaque 8-bit sRGB color.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.init(
            linearRed: LabColor.linear[Int(red)], green: LabColor.linear[Int(green)],
            blue: LabColor.linear[Int(blue)])
    }

    /// The Lab value of linear-light sRGB components (0…1).
    public init(linearRed r: Double, green g: Double, blue b: Double) {
        // Linear sRGB → XYZ (D65), normalized by the D65 white point.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double {
            t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116
        }
        let fx = f(x), fy = f(y), fz = f(z)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// The sRGB transfer function decoded: an encoded component (0…1) in linear light.
    public static func linearize(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// `linearize` for each 8-bit value.
    static let linear: [Double] = (0 ... 255).map { linearize(Double($0) / 255) }

    public var description: String {
        String(format: "Lab(%.4f, %.4f, %.4f)", l, a, b)
    }

    /// CIEDE2000 ΔE between this color and `other`.
    public func deltaE2000(to other: LabColor) -> Double {
        let pow25To7 = 6_103_515_625.0  // 25^7
        let degrees = 180.0 / Double.pi
        func atan2Degrees(_ y: Double, _ x: Double) -> Double {
            if x == 0 && y == 0 { return 0 }
            let angle = atan2(y, x) * degrees
            return angle < 0 ? angle + 360 : angle
        }
        func cosDegrees(_ v: Double) -> Double { cos(v / degrees) }
        func sinDegrees(_ v: Double) -> Double { sin(v / degrees) }

        let c1 = (a * a + b * b).squareRoot()
        let c2 = (other.a * other.a + other.b * other.b).squareRoot()
        let cMean = (c1 + c2) / 2
        let cMean7 = pow(cMean, 7)
        let g = 0.5 * (1 - (cMean7 / (cMean7 + pow25To7)).squareRoot())
        let a1 = (1 + g) * a
        let a2 = (1 + g) * other.a
        let c1p = (a1 * a1 + b * b).squareRoot()
        let c2p = (a2 * a2 + other.b * other.b).squareRoot()
        let h1p = atan2Degrees(b, a1)
        let h2p = atan2Degrees(other.b, a2)

        let deltaLp = other.l - l
        let deltaCp = c2p - c1p
        var deltahp = 0.0
        if c1p * c2p != 0 {
            deltahp = h2p - h1p
            if deltahp > 180 { deltahp -= 360 } else if deltahp < -180 { deltahp += 360 }
        }
        let deltaHp = 2 * (c1p * c2p).squareRoot() * sinDegrees(deltahp / 2)

        let lpMean = (l + other.l) / 2
        let cpMean = (c1p + c2p) / 2
        var hpMean = h1p + h2p
        if c1p * c2p != 0 {
            if abs(h1p - h2p) <= 180 {
                hpMean = (h1p + h2p) / 2
            } else if h1p + h2p < 360 {
                hpMean = (h1p + h2p + 360) / 2
            } else {
                hpMean = (h1p + h2p - 360) / 2
            }
        }
        let t =
            1 - 0.17 * cosDegrees(hpMean - 30) + 0.24 * cosDegrees(2 * hpMean)
            + 0.32 * cosDegrees(3 * hpMean + 6) - 0.20 * cosDegrees(4 * hpMean - 63)
        let deltaTheta = 30 * exp(-pow((hpMean - 275) / 25, 2))
        let cpMean7 = pow(cpMean, 7)
        let rc = 2 * (cpMean7 / (cpMean7 + pow25To7)).squareRoot()
        let lOffset = (lpMean - 50) * (lpMean - 50)
        let sl = 1 + 0.015 * lOffset / (20 + lOffset).squareRoot()
        let sc = 1 + 0.045 * cpMean
        let sh = 1 + 0.015 * cpMean * t
        let rt = -sinDegrees(2 * deltaTheta) * rc

        let lTerm = deltaLp / sl
        let cTerm = deltaCp / sc
        let hTerm = deltaHp / sh
        return max(0, lTerm * lTerm + cTerm * cTerm + hTerm * hTerm + rt * cTerm * hTerm).squareRoot()
    }
}

extension RGBA {
    /// CIEDE2000 ΔE between two colors as they appear: each is composited (in sRGB,
    /// as SDL blends) over white and over black, and the larger difference counts, so
    /// a change of opacity shows even where the colors agree. Equal colors give 0.
    public func deltaE2000(to other: RGBA) -> Double {
        if self == other { return 0 }
        if alpha == 255 && other.alpha == 255 {
            return LabColor(red: red, green: green, blue: blue)
                .deltaE2000(to: LabColor(red: other.red, green: other.green, blue: other.blue))
        }
        func over(_ color: RGBA, _ backdrop: Double) -> LabColor {
            let coverage = Double(color.alpha) / 255
            func mix(_ channel: UInt8) -> Double {
                LabColor.linearize(Double(channel) / 255 * coverage + backdrop * (1 - coverage))
            }
            return LabColor(linearRed: mix(color.red), green: mix(color.green), blue: mix(color.blue))
        }
        let onWhite = over(self, 1).deltaE2000(to: over(other, 1))
        let onBlack = over(self, 0).deltaE2000(to: over(other, 0))
        return max(onWhite, onBlack)
    }
}
