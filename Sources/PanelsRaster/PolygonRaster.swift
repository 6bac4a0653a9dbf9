import Panels

/// Rasterizes a closed polygon to an exact-area coverage mask: each edge adds its
/// signed area to an accumulation row, and a running sum along each row gives the
/// coverage (non-zero winding, clamped to 1). Anti-aliased with no supersampling.
package enum PolygonRaster {
    /// The mask of `points` and where its top-left pixel lies.
    package static func mask(_ points: [Point]) -> (mask: AlphaMask, x: Int, y: Int) {
        guard points.count >= 3, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else {
            return (.empty, 0, 0)
        }
        let minX = points.map(\.x).min()!.rounded(.down), maxX = points.map(\.x).max()!.rounded(.up)
        let minY = points.map(\.y).min()!.rounded(.down), maxY = points.map(\.y).max()!.rounded(.up)
        let w = Int(maxX - minX), h = Int(maxY - minY)
        guard w > 0, h > 0, w <= 16384, h <= 16384 else { return (.empty, 0, 0) }
        let stride = w + 2
        var acc = [Double](repeating: 0, count: stride * h + 2)
        acc.withUnsafeMutableBufferPointer { a in
            for i in 0 ..< points.count {
                let p0 = points[i], p1 = points[(i + 1) % points.count]
                line(
                    a, stride: stride, height: h,
                    Point(x: p0.x - minX, y: p0.y - minY), Point(x: p1.x - minX, y: p1.y - minY))
            }
        }
        var bytes = [UInt8](repeating: 0, count: w * h)
        for y in 0 ..< h {
            var sum = 0.0
            for x in 0 ..< w {
                sum += acc[y * stride + x]
                bytes[y * w + x] = UInt8(Canvas.quantize(abs(sum)))
            }
        }
        return (AlphaMask(width: w, height: h, bytes: bytes), Int(minX), Int(minY))
    }

    /// Adds the area one edge contributes to each cell it crosses.
    private static func line(
        _ acc: UnsafeMutableBufferPointer<Double>, stride: Int, height: Int,
        _ a: Point, _ b: Point
    ) {
        if a.y == b.y { return }
        let (direction, p0, p1) = a.y < b.y ? (1.0, a, b) : (-1.0, b, a)
        let dxdy = (p1.x - p0.x) / (p1.y - p0.y)
        var x = p0.x
        let yStart = max(0, Int(p0.y.rounded(.down)))
        if p0.y < 0 { x -= p0.y * dxdy }
        let yEnd = min(height, Int(p1.y.rounded(.up)))
        guard yStart < yEnd else { return }
        for y in yStart ..< yEnd {
            let rowStart = y * stride
            let dy = min(Double(y + 1), p1.y) - max(Double(y), p0.y)
            let xNext = x + dxdy * dy
            let d = dy * direction
            let (x0, x1) = x < xNext ? (x, xNext) : (xNext, x)
            let x0Floor = x0.rounded(.down)
            let x0i = Int(x0Floor)
            let x1Ceil = x1.rounded(.up)
            let x1i = Int(x1Ceil)
            if x1i <= x0i + 1 {
                let xmf = 0.5 * (x + xNext) - x0Floor
                acc[rowStart + x0i] += d - d * xmf
                acc[rowStart + x0i + 1] += d * xmf
            } else {
                let s = 1 / (x1 - x0)
                let x0f = x0 - x0Floor
                let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
                let x1f = x1 - x1Ceil + 1
                let am = 0.5 * s * x1f * x1f
                acc[rowStart + x0i] += d * a0
                if x1i == x0i + 2 {
                    acc[rowStart + x0i + 1] += d * (1 - a0 - am)
                } else {
                    let a1 = s * (1.5 - x0f)
                    acc[rowStart + x0i + 1] += d * (a1 - a0)
                    for xi in (x0i + 2) ..< (x1i - 1) {
                        acc[rowStart + xi] += d * s
                    }
                    let a2 = a1 + Double(x1i - x0i - 3) * s
                    acc[rowStart + x1i - 1] += d * (1 - a2 - am)
                }
                acc[rowStart + x1i] += d * am
            }
            x = xNext
        }
    }
}
