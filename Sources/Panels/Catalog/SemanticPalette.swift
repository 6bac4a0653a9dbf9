/// The built-in named colors every catalog has, in light and dark: `background`,
/// `secondaryBackground`, `label`, `secondaryLabel`, `tertiaryLabel`, `separator`,
/// `tint`, `destructive` (a destructive action's title), `highlight` and
/// `highlightLabel` (a highlighted menu row and its text), `scrim` (what dims the
/// screen under a modal overlay), the accents `red`, `orange`, `yellow`, `green`, `blue`, `gray`, and the
/// controls' `controlTrack`, `controlFill`, `controlRaised` and `controlKnob`; with
/// high contrast, stronger variants of text, tint, separators and tracks.
///
/// Contract: a color set with the same name in a loaded catalog wins over the palette.
/// Values are fixed (they do not follow any platform), so rendering is deterministic.
/// Text colors pass WCAG 2.2 AA on the backgrounds (`label` and `secondaryLabel` on
/// `background` and `secondaryBackground`, white on `tint`), in light and dark; where
/// iOS's own values do not (secondaryLabel's 60 % gray, light tint), they are darker.
package enum SemanticPalette {
    /// Names of the built-in colors.
    package static var names: [String] { entries.keys.sorted() }

    /// The built-in color `name` for `appearance` and `contrast`, or nil when there is
    /// none. With `.high` contrast, text, tint, separators and control tracks are the
    /// stronger variants (as iOS's "Increase Contrast" makes them).
    package static func color(named name: String, appearance: Appearance, contrast: Contrast = .standard) -> RGBA? {
        if contrast == .high, let pair = highContrast[name] { return appearance == .dark ? pair.dark : pair.light }
        guard let pair = entries[name] else { return nil }
        return appearance == .dark ? pair.dark : pair.light
    }

    /// The variants for `Contrast.high`: every text color reaches 7:1 on the
    /// backgrounds, separators and control tracks 3:1 (WCAG 1.4.11).
    private static let highContrast: [String: (light: RGBA, dark: RGBA)] = [
        "label": (RGBA(hex: 0x000000), RGBA(hex: 0xFFFFFF)),
        "secondaryLabel": (RGBA(hex: 0x3C3C43, opacity: 0.95), RGBA(hex: 0xEBEBF5, opacity: 0.9)),
        "tertiaryLabel": (RGBA(hex: 0x3C3C43, opacity: 0.7), RGBA(hex: 0xEBEBF5, opacity: 0.7)),
        "separator": (RGBA(hex: 0x8A8A8E), RGBA(hex: 0x8E8E93)),
        "tint": (RGBA(hex: 0x0040DD), RGBA(hex: 0x409CFF)),
        "controlTrack": (RGBA(hex: 0x8A8A8E), RGBA(hex: 0x7C7C80)),
        "controlFill": (RGBA(hex: 0xD1D1D6), RGBA(hex: 0x48484A)),
        "blue": (RGBA(hex: 0x0040DD), RGBA(hex: 0x409CFF)),
        "red": (RGBA(hex: 0xD70015), RGBA(hex: 0xFF6961)),
        "orange": (RGBA(hex: 0xC93400), RGBA(hex: 0xFFB340)),
        "yellow": (RGBA(hex: 0xA05A00), RGBA(hex: 0xFFD426)),
        "green": (RGBA(hex: 0x248A3D), RGBA(hex: 0x30DB5B)),
        "gray": (RGBA(hex: 0x6C6C70), RGBA(hex: 0xAEAEB2)),
        "destructive": (RGBA(hex: 0xA1000F), RGBA(hex: 0xFFA5A0)),
        "highlight": (RGBA(hex: 0x0040DD), RGBA(hex: 0x0047B3)),
    ]

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
        // A destructive action's title (a dialog's "Delete"): 5.3:1 on white, 5:1 on
        // the dark popover fill #2C2C2E (WCAG AA; iOS's red is 3.6:1 on white).
        "destructive": (RGBA(hex: 0xD70015), RGBA(hex: 0xFF6961)),
        // A highlighted menu row, under `highlightLabel` text: white on it 4.75:1 in
        // light, 6.4:1 in dark (WCAG AA; the dark tint #0A84FF would give 3.6:1).
        "highlight": (RGBA(hex: 0x006FE6), RGBA(hex: 0x0059C7)),
        "highlightLabel": (RGBA(hex: 0xFFFFFF), RGBA(hex: 0xFFFFFF)),
        // What dims the screen under an alert or a modal card.
        "scrim": (RGBA(hex: 0x000000, opacity: 0.35), RGBA(hex: 0x000000, opacity: 0.55)),
        // Controls: an off switch's or a slider's empty track, a stepper's or segmented
        // choice's fill, and the knob that slides over them.
        "controlTrack": (RGBA(hex: 0xE3E3E8), RGBA(hex: 0x39393D)),
        "controlFill": (RGBA(hex: 0xEEEEF0), RGBA(hex: 0x2C2C2E)),
        "controlKnob": (RGBA(hex: 0xFFFFFF), RGBA(hex: 0xFFFFFF)),
        // A raised segment of a segmented choice, on `controlFill`.
        "controlRaised": (RGBA(hex: 0xFFFFFF), RGBA(hex: 0x636366)),
    ]

    /// What a missing color draws as: unmistakably wrong, so it is noticed.
    package static let missing = RGBA(red: 255, green: 0, blue: 255)
}
