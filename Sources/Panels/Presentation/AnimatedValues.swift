/// Conversions between presented values (frames, colors) and the animator's vectors,
/// and the colors of a kind that animate.
enum AnimatedValues {
    static func vector(_ r: Rect) -> SIMD4<Double> { [r.minX, r.minY, r.width, r.height] }

    static func vector(_ c: RGBA) -> SIMD4<Double> {
        [Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha)]
    }

    static func rect(_ v: SIMD4<Double>) -> Rect {
        Rect(x: v[0], y: v[1], width: max(0, v[2]), height: max(0, v[3]))
    }

    static func rgba(_ v: SIMD4<Double>) -> RGBA {
        func channel(_ x: Double) -> UInt8 { UInt8(max(0, min(255, x.rounded()))) }
        return RGBA(red: channel(v[0]), green: channel(v[1]), blue: channel(v[2]), alpha: channel(v[3]))
    }

    /// The animator property of a color slot.
    static func colorProperty(_ slot: Int) -> Animator.Property { slot == 0 ? .color : .strokeColor }
}

extension NodeKind {
    /// The animatable color in `slot` (0: fill or text, 1: stroke), if the kind has
    /// one there (`NodeTraits.color`).
    func animatedColor(slot: Int = 0) -> RGBA? { traits.color(self, slot) }

    /// This kind drawn with `color` in `slot` (`NodeTraits.recolored`).
    func recolored(slot: Int = 0, _ color: RGBA) -> NodeKind { traits.recolored(self, slot, color) }
}
