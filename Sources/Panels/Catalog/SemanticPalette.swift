/// The built-in named colors every catalog has, in light and dark: `background`,
/// `secondaryBackground`, `label`, `secondaryLabel`, `tertiaryLabel`, `separator`,
/// `tint`, and the accents `red`, `orange`, `yellow`, `green`, `blue`, `gray`.
///
/// Contract: a color set with the same name in a loaded catalog wins over the palette.
/// Values are fixed (they do not follow any platform), so rendering is deterministic.
/// Text colors pass WCAG 2.2 AA on the backgrounds (`label` and `secondaryLabel` on
/// `background` and `secondaryBackground`, white on `tint`), in light and dark; where
/// iOS's own values do not (secondaryLabel's 60 % gray, light tint), they are darker.
public enum SemanticPalette {
    /// Names of the built-in colors.
    public static var names: [String] { entries.keys.sorted() }

    /// The built-in color `name` for `appearance`, or nil when there is none.
    public static func color(named name: String, appearance: Appearance) -> RGBA? {
        guard let pair = entries[name] else { return nil }
        return appearance == .dark ? pair.dark : pair.light
    }

    private static let entries: [String: (light: RGBA, dark: RGBA)] = [
        "background": (RGBA(hex: 0xFFFFFF), RGBA(hex: 0x000000)),
        "secondaryBackground": (RGBA(hex: 0xF2F2F7), RGBA(hex: 0x1C1C1E)),
        "label": (RGBA(hex: 0x1C1C1E), RGBA(hex: 0xFFFFFF)),
        // 0.75 (iOS: 0.6): 5.15:1 on white, 4.82:1 on secondaryBackground (WCAG AA).
        "secondaryLabel": (RGBA(hex: 0x3C3C43, opacity: 0.75), RGBA(hex: 0xEBEBF5, opacity: 0.6)),
        "tertiaryLabel": (RGBA(hex: 0x3C3C43, opacity: 0.3), RGBA(hex: 0xEBEBF5, opacity: 0.3)),
        "separator": (RGBA(hex: 0xC6C6C8), RGBA(hex: 0x38383A)),
        // Light #006FE6 (iOS: #007AFF): white text on it 4.75:1 (WCAG AA).
        "tint": (RGBA(hex: 0x006FE6), RGBA(hex: 0x0A84FF)),
        "blue": (RGBA(hex: 0x007AFF), RGBA(hex: 0x0A84FF)),
        "red": (RGBA(hex: 0xFF3B30), RGBA(hex: 0xFF453A)),
        "orange": (RGBA(hex: 0xFF9500), RGBA(hex: 0xFF9F0A)),
        "yellow": (RGBA(hex: 0xFFCC00), RGBA(hex: 0xFFD60A)),
        "green": (RGBA(hex: 0x34C759), RGBA(hex: 0x30D158)),
        "gray": (RGBA(hex: 0x8E8E93), RGBA(hex: 0x8E8E93)),
    ]

    /// What a missing color draws as: unmistakably wrong, so it is noticed.
    public static let missing = RGBA(red: 255, green: 0, blue: 255)
}
