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

extension RoundedShape {
    /// The coverage of the pixels of one row: `coverage(x, y)` bit for bit (the same
    /// IEEE operations in the same order), with everything that does not depend on
    /// x — the row's height overlap, which corners its center is level with, their
    /// squared vertical distances — computed once per row.
    package struct Row {
        let minX: Double, maxX: Double
        let hy: Double, rowCoverage: Double
        let tlX: Double, trX: Double, brX: Double, blX: Double
        let tl: Double, tr: Double, br: Double, bl: Double
        let inTL: Bool, inTR: Bool, inBR: Bool, inBL: Bool
        let dyTL: Double, dyTR: Double, dyBR: Double, dyBL: Double

        @inline(__always)
        package init(_ s: RoundedShape, y: Int) {
            let fy = Double(y)
            minX = s.minX
            maxX = s.maxX
            hy = min(s.maxY, fy + 1) - max(s.minY, fy)
            rowCoverage = min(1, hy)
            tl = s.tl
            tr = s.tr
            br = s.br
            bl = s.bl
            tlX = s.minX + s.tl
            trX = s.maxX - s.tr
            brX = s.maxX - s.br
            blX = s.minX + s.bl
            let cy = fy + 0.5
            let topTL = s.minY + s.tl, topTR = s.minY + s.tr
            let bottomBR = s.maxY - s.br, bottomBL = s.maxY - s.bl
            inTL = cy < topTL
            inTR = cy < topTR
            inBR = cy > bottomBR
            inBL = cy > bottomBL
            dyTL = (cy - topTL) * (cy - topTL)
            dyTR = (cy - topTR) * (cy - topTR)
            dyBR = (cy - bottomBR) * (cy - bottomBR)
            dyBL = (cy - bottomBL) * (cy - bottomBL)
        }

        /// Whether `coverage(x)` is the same as `other`'s for every x: both rows level
        /// with no corner and covered as much (then only `rowCoverage` counts).
        package func sameCoverage(as other: Row) -> Bool {
            !inTL && !inTR && !inBR && !inBL && !other.inTL && !other.inTR && !other.inBR && !other.inBL
                && rowCoverage == other.rowCoverage && hy == other.hy && minX == other.minX && maxX == other.maxX
        }

        /// Coverage of pixel x of the row, 0…1: exactly `RoundedShape.coverage(x, y)`.
        @inline(__always)
        package func coverage(_ x: Int) -> Double {
            let fx = Double(x)
            let hx = min(maxX, fx + 1) - max(minX, fx)
            if hx <= 0 || hy <= 0 { return 0 }
            var c = min(1, hx) * rowCoverage
            let cx = fx + 0.5
            if inTL && cx < tlX {
                c = min(c, Row.arc(cx - tlX, dyTL, tl))
            } else if inTR && cx > trX {
                c = min(c, Row.arc(cx - trX, dyTR, tr))
            } else if inBR && cx > brX {
                c = min(c, Row.arc(cx - brX, dyBR, br))
            } else if inBL && cx < blX {
                c = min(c, Row.arc(cx - blX, dyBL, bl))
            }
            return c
        }

        /// The radius, squared vertical distance and center x of the corner that reaches
        /// this row at its left or right end, if one does.
        @inline(__always)
        func endCorner(left: Bool) -> (Double, Double, Double)? {
            if left {
                if inTL { return (tl, dyTL, tlX) }
                if inBL { return (bl, dyBL, blX) }
            } else {
                if inTR { return (tr, dyTR, trX) }
                if inBR { return (br, dyBR, brX) }
            }
            return nil
        }

        /// Near the first pixel of the row's left end with any coverage, by the
        /// equation of the end's corner circle (within a pixel or two of where the
        /// exact search finds it: only where that search starts), or `fallback` when
        /// no left corner reaches this row.
        @inline(__always)
        func leftArcStart(or fallback: Int) -> Int {
            guard let (r, dySquared, centerX) = endCorner(left: true) else { return fallback }
            // Covered where the pixel's center is nearer the circle's center than r + ½.
            let reach = (r + 0.5) * (r + 0.5) - dySquared
            guard reach > 0 else { return fallback }
            return PixelMath.floor(centerX - reach.squareRoot() - 0.5) + 1
        }

        /// Near the first pixel of the row's right end covered less than the whole
        /// row, by the equation of the end's corner circle (a start for the exact
        /// search, as `leftArcStart(or:)`), or `fallback` when no right corner reaches
        /// this row.
        @inline(__always)
        func rightArcFall(or fallback: Int) -> Int {
            guard let (r, dySquared, centerX) = endCorner(left: false) else { return fallback }
            // Below the row's coverage where r − d + ½ is: d beyond r + ½ − coverage.
            let inner = r + 0.5 - rowCoverage
            let reach = max(0, inner * inner - dySquared)
            return PixelMath.floor(centerX + reach.squareRoot() - 0.5) + 1
        }

        /// The coverage of pixel x as 0…255 (`Canvas.quantize`).
        @inline(__always)
        package func level(_ x: Int) -> UInt32 { Canvas.quantize(coverage(x)) }

        /// `RoundedShape.arc` with the vertical distance already squared.
        @inline(__always)
        static func arc(_ dx: Double, _ dySquared: Double, _ r: Double) -> Double {
            let d = (dx * dx + dySquared).squareRoot()
            return max(0, min(1, r - d + 0.5))
        }
    }
}
