import Panels

/// An integer pixel rectangle, `x0 ..< x1` by `y0 ..< y1`.
package struct PixelRect: Equatable {
    package var x0: Int, y0: Int, x1: Int, y1: Int

    package init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }

    package var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    package var width: Int { x1 - x0 }
    package var height: Int { y1 - y0 }

    package func intersection(_ o: PixelRect) -> PixelRect {
        PixelRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }

    /// Whether the two share a pixel.
    @inline(__always)
    package func intersects(_ o: PixelRect) -> Bool {
        max(x0, o.x0) < min(x1, o.x1) && max(y0, o.y0) < min(y1, o.y1)
    }

    /// Pixels inside (0 when empty).
    package var area: Int { isEmpty ? 0 : width * height }

    package func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return PixelRect(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    /// `v` held within ±1e9 (not finite: 0) and rounded down to a pixel edge, without
    /// libm's `floor` (every drawing command asks for its box: `rounded(.down)` is a
    /// call through the PLT on baseline x86-64).
    @inline(__always)
    private static func edgeBelow(_ v: Double) -> Int {
        v.isFinite ? PixelMath.floor(max(-1e9, min(1e9, v))) : 0
    }

    /// `v` held within ±1e9 (not finite: 0) and rounded up to a pixel edge, as
    /// `edgeBelow(_:)`.
    @inline(__always)
    private static func edgeAbove(_ v: Double) -> Int {
        v.isFinite ? PixelMath.ceil(max(-1e9, min(1e9, v))) : 0
    }

    /// The pixels a fractional rectangle touches.
    package static func covering(_ r: Rect) -> PixelRect {
        PixelRect(x0: edgeBelow(r.minX), y0: edgeBelow(r.minY), x1: edgeAbove(r.maxX), y1: edgeAbove(r.maxY))
    }

    /// The pixels a fractional rectangle covers entirely (empty when a side is not
    /// finite or the rectangle is thinner than a pixel).
    package static func interior(_ r: Rect) -> PixelRect {
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return .empty }
        return PixelRect(x0: edgeAbove(r.minX), y0: edgeAbove(r.minY), x1: edgeBelow(r.maxX), y1: edgeBelow(r.maxY))
    }

    /// A square clip's pixels: each side rounded to the nearest pixel edge, as
    /// `Canvas.pushClip` snaps it (empty when a side is not finite).
    package static func snapped(_ r: Rect) -> PixelRect {
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return .empty }
        func nearest(_ v: Double) -> Int { Int(max(-1e9, min(1e9, v.rounded()))) }
        return PixelRect(x0: nearest(r.minX), y0: nearest(r.minY), x1: nearest(r.maxX), y1: nearest(r.maxY))
    }

    /// Whether every pixel of `o` is in this rectangle (an empty `o` is in any).
    package func contains(_ o: PixelRect) -> Bool {
        o.isEmpty || (o.x0 >= x0 && o.y0 >= y0 && o.x1 <= x1 && o.y1 <= y1)
    }

    /// This rectangle without `o`, as up to four disjoint bands: above and below `o`
    /// across the whole width, then beside it (none empty).
    package func subtracting(_ o: PixelRect) -> [PixelRect] {
        let inner = intersection(o)
        guard !inner.isEmpty else { return isEmpty ? [] : [self] }
        return [
            PixelRect(x0: x0, y0: y0, x1: x1, y1: inner.y0), PixelRect(x0: x0, y0: inner.y1, x1: x1, y1: y1),
            PixelRect(x0: x0, y0: inner.y0, x1: inner.x0, y1: inner.y1),
            PixelRect(x0: inner.x1, y0: inner.y0, x1: x1, y1: inner.y1),
        ].filter { !$0.isEmpty }
    }

    package static let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)
}
