import Panels

/// Pixel arithmetic on premultiplied ARGB words: exact division by 255 with
/// rounding, two channels per multiply. Deterministic on every machine.
package enum PixelMath {
    /// `color` (straight alpha) as a premultiplied ARGB word.
    @inline(__always)
    package static func premultiplied(_ color: RGBA) -> UInt32 {
        let a = UInt32(color.alpha)
        let r = div255(UInt32(color.red) * a), g = div255(UInt32(color.green) * a), b = div255(UInt32(color.blue) * a)
        return a << 24 | r << 16 | g << 8 | b
    }

    /// `Int(v.rounded(.down))` without libm's `floor` (a call through the PLT on
    /// baseline x86-64, which has no SSE4.1 `roundsd`): truncate, then step down when
    /// that went up. Values beyond ±2³⁰ (past every canvas) are held there, and not a
    /// number gives −2³⁰, so the conversion never traps; inside that range the result
    /// is exactly `floor`'s. (`QuantizeTests` checks both against libm.)
    @inline(__always)
    package static func floor(_ v: Double) -> Int {
        let c = v > -1_073_741_824 ? (v < 1_073_741_824 ? v : 1_073_741_824) : -1_073_741_824
        let t = Int(c)
        return Double(t) > c ? t - 1 : t
    }

    /// `Int(v.rounded(.up))` without libm's `ceil`; held as `floor(_:)` is.
    @inline(__always)
    package static func ceil(_ v: Double) -> Int {
        let c = v > -1_073_741_824 ? (v < 1_073_741_824 ? v : 1_073_741_824) : -1_073_741_824
        let t = Int(c)
        return Double(t) < c ? t + 1 : t
    }

    /// Whether `v` is a whole number of pixels within ±2³⁰ (beyond every canvas), without
    /// libm's `round`: what `v == v.rounded()` says there.
    @inline(__always)
    package static func isWhole(_ v: Double) -> Bool {
        v > -1_073_741_824 && v < 1_073_741_824 && Double(Int(v)) == v
    }

    @inline(__always)
    package static func div255(_ v: UInt32) -> UInt32 {
        let t = v &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// Every channel of `p` multiplied by `c`/255.
    @inline(__always)
    package static func scale(_ p: UInt32, _ c: UInt32) -> UInt32 {
        var rb = (p & 0x00FF_00FF) &* c &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ag = ((p >> 8) & 0x00FF_00FF) &* c &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return rb | ag
    }

    /// Premultiplied `s` over `d`.
    @inline(__always)
    package static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        s &+ scale(d, 255 &- (s >> 24))
    }
}
