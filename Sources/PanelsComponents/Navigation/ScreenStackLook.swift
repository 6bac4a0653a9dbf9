import Panels

/// How a `ScreenStack` moves and looks, in one place (the DocC article "Navigation and
/// presentation" quotes these numbers).
///
/// - A push slides the new screen in from the trailing edge over `motion` while the
///   screen it covers moves `coveredShift` of the width the same way and dims to
///   `coveredDim` black; the moving screen casts a shadow on its leading edge. A pop
///   is the reverse. Right to left, everything is mirrored.
/// - A back drag starts within `edgeWidth` of the leading edge; released past
///   `completionFraction` of the width, or faster than `completionSpeed` toward the
///   trailing edge, the pop completes; otherwise (or flung back faster than that) the
///   screen springs back.
public enum ScreenStackLook {
    /// A push or pop: 0.35 s ease-in-out.
    public static let motion = Motion.easeInOut(0.35)
    /// How far the covered screen moves, as a fraction of the width.
    public static let coveredShift = 0.3
    /// How dark the covered screen gets (black at this opacity).
    public static let coveredDim = 0.1
    /// The width of the leading-edge strip a back drag starts in, in points.
    public static let edgeWidth = 20.0
    /// A released back drag completes past this fraction of the width …
    public static let completionFraction = 0.5
    /// … or when moving toward completion faster than this, in points per second.
    public static let completionSpeed = 500.0
    /// The title bar's height, in points.
    public static let titleBarHeight = 44.0
    /// The shadow the moving screen casts on its leading edge.
    public static func shadow(dark: Bool) -> RGBA { RGBA(hex: 0x000000, opacity: dark ? 0.5 : 0.18) }
    /// The blur radius of that shadow, in points.
    public static let shadowRadius = 10.0

    /// Whether a back drag released with the top screen `shown` of the way in (1: in
    /// place) and moving `speed` points per second toward the trailing edge pops it:
    /// flung toward the trailing edge faster than `completionSpeed`, or released past
    /// `completionFraction` of the width unless flung back faster than that.
    public static func completes(shown: Double, speed: Double) -> Bool {
        guard shown.isFinite, speed.isFinite else { return false }
        if speed > completionSpeed { return true }
        if speed < -completionSpeed { return false }
        return shown < 1 - completionFraction
    }

    /// How a released drag's slide finishes: the rest of the way at the drag's speed,
    /// between 0.12 s and `motion`'s 0.35 s.
    static func settle(remaining: Double, width: Double, speed: Double) -> Motion {
        let distance = abs(remaining) * width
        let time = speed > 1 ? distance / speed : 0.35
        return .easeOut(min(0.35, max(0.12, time.isFinite ? time : 0.35)))
    }
}
