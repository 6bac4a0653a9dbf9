import Panels

/// The coverage of pixels by a rounded rectangle: the exact box overlap along each
/// axis, limited near a corner by the distance from the pixel's center to the
/// corner's circle (a one-pixel ramp, which is how anti-aliased edges look on every
/// platform toolkit).
package struct RoundedShape {
    package let minX: Double, minY: Double, maxX: Double, maxY: Double
    package let tl: Double, tr: Double, br: Double, bl: Double

    package init(_ r: Rect, _ corners: CornerRadii) {
        minX = r.minX; minY = r.minY; maxX = r.maxX; maxY = r.maxY
        tl = corners.topLeading; tr = corners.topTrailing
        br = corners.bottomTrailing; bl = corners.bottomLeading
    }

    /// Coverage of pixel (x, y), 0…1.
    @inline(__always)
    package func coverage(_ x: Int, _ y: Int) -> Double {
        let fx = Double(x), fy = Double(y)
        let hx = min(maxX, fx + 1) - max(minX, fx)
        let hy = min(maxY, fy + 1) - max(minY, fy)
        if hx <= 0 || hy <= 0 { return 0 }
        var c = min(1, hx) * min(1, hy)
        let cx = fx + 0.5, cy = fy + 0.5
        if cx < minX + tl && cy < minY + tl {
            c = min(c, RoundedShape.arc(cx - (minX + tl), cy - (minY + tl), tl))
        } else if cx > maxX - tr && cy < minY + tr {
            c = min(c, RoundedShape.arc(cx - (maxX - tr), cy - (minY + tr), tr))
        } else if cx > maxX - br && cy > maxY - br {
            c = min(c, RoundedShape.arc(cx - (maxX - br), cy - (maxY - br), br))
        } else if cx < minX + bl && cy > maxY - bl {
            c = min(c, RoundedShape.arc(cx - (minX + bl), cy - (maxY - bl), bl))
        }
        return c
    }

    /// Coverage of a pixel whose center is (dx, dy) from a circle's center of radius r.
    @inline(__always)
    package static func arc(_ dx: Double, _ dy: Double, _ r: Double) -> Double {
        let d = (dx * dx + dy * dy).squareRoot()
        return max(0, min(1, r - d + 0.5))
    }
}
