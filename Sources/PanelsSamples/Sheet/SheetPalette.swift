import Panels

/// Colors of the Sheet scene: one per kind of class.
enum SheetPalette {
    static func kind(_ kind: String) -> RGBA {
        switch kind {
        case "yoga": RGBA(hex: 0x34C759)
        case "spin": RGBA(hex: 0xFF9500)
        case "boxing": RGBA(hex: 0xFF3B30)
        case "pilates": RGBA(hex: 0xAF52DE)
        case "hiit": RGBA(hex: 0xFF2D55)
        case "barre": RGBA(hex: 0x5AC8FA)
        case "dance": RGBA(hex: 0xFFCC00)
        default: RGBA(hex: 0x007AFF)
        }
    }

    static func label(_ dark: Bool) -> RGBA { dark ? RGBA(hex: 0xFFFFFF) : RGBA(hex: 0x1C1C1E) }
    static func secondary(_ dark: Bool) -> RGBA { dark ? RGBA(hex: 0x98989F) : RGBA(hex: 0x6C6C70) }
    static func separator(_ dark: Bool) -> RGBA { dark ? RGBA(hex: 0x38383A) : RGBA(hex: 0xE5E5EA) }
    static func fill(_ dark: Bool) -> RGBA { dark ? RGBA(hex: 0x2C2C2E) : RGBA(hex: 0xEEEEF0) }
    static func selected(_ dark: Bool) -> RGBA { dark ? RGBA(hex: 0x636366) : RGBA(hex: 0xFFFFFF) }
    /// A selected row's tint: the system blue at 14 % (22 % in dark).
    static func highlight(_ dark: Bool) -> RGBA { RGBA(hex: 0x0A84FF, opacity: dark ? 0.22 : 0.14) }
    /// "Full": a red with AA contrast on the sheet (5.9:1 on white; 5.0:1 on the dark
    /// sheet), where the system red is 3.5:1 on white.
    static func full(_ dark: Bool) -> RGBA { dark ? RGBA(hex: 0xFF6961) : RGBA(hex: 0xC4001A) }
    /// The toggle's text and icon: a blue with AA contrast on the toggle's fill (4.8:1 in
    /// light, 5.7:1 in dark; the system blue #0A84FF is 3.8:1 on the dark fill).
    static func accent(_ dark: Bool) -> RGBA { dark ? RGBA(hex: 0x5AA9FF) : RGBA(hex: 0x0064D2) }
}
