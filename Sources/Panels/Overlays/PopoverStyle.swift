/// How a popover's bubble looks: fill, shadow and the motions of showing, hiding
/// and resizing. `PopoverStyle.for(_:)` gives the standard look for an appearance.
///
/// Contract: colors are straight-alpha sRGB; the shadow is cast by the bubble's
/// rounded rectangle (offset `shadowY`, Gaussian blur `shadowRadius`); the bubble
/// appears by scaling from `appearScale` to 1 about the arrow's tip while fading in.
package struct PopoverStyle: Hashable, Sendable {
    /// The bubble's color.
    package var fill: RGBA
    /// The shadow's color; its alpha sets how dark the shadow is.
    package var shadow: RGBA
    /// The shadow's Gaussian blur radius in points (default 18; negative or not finite: 0).
    package var shadowRadius: Double { didSet { shadowRadius = PopoverStyle.radius(shadowRadius) } }
    /// How far the shadow falls below the bubble, in points (default 4; negative casts it
    /// upwards; not finite: 0).
    package var shadowY: Double { didSet { if !shadowY.isFinite { shadowY = 0 } } }
    /// Scale the bubble starts from when it appears (and ends at when it leaves): 0…1 (default
    /// 0.5; outside: the nearer end, not finite: 0.5).
    package var appearScale: Double { didSet { appearScale = PopoverStyle.scale(appearScale) } }
    /// The motion of appearing: scale and fade in (default `.easeOut(0.25)`).
    package var appear: Motion
    /// The motion of leaving: scale and fade out (default `.easeIn(0.18)`).
    package var disappear: Motion

    /// A style; `appearScale` is held to 0…1 (not finite: 0.5), the shadow values as their
    /// properties say.
    package init(
        fill: RGBA, shadow: RGBA, shadowRadius: Double = 18, shadowY: Double = 4,
        appearScale: Double = 0.5, appear: Motion = .easeOut(0.25), disappear: Motion = .easeIn(0.18)
    ) {
        self.fill = fill
        self.shadow = shadow
        self.shadowRadius = PopoverStyle.radius(shadowRadius)
        self.shadowY = shadowY.isFinite ? shadowY : 0
        self.appearScale = PopoverStyle.scale(appearScale)
        self.appear = appear
        self.disappear = disappear
    }

    /// The standard look: a white bubble in light, an elevated dark gray in dark.
    package static func `for`(_ appearance: Appearance) -> PopoverStyle {
        appearance == .dark
            ? PopoverStyle(fill: RGBA(hex: 0x2C2C2E), shadow: RGBA(hex: 0x000000, opacity: 0.55))
            : PopoverStyle(fill: RGBA(hex: 0xFFFFFF), shadow: RGBA(hex: 0x000000, opacity: 0.22))
    }

    static func radius(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
    static func scale(_ value: Double) -> Double { value.isFinite ? min(1, max(0, value)) : 0.5 }
}
