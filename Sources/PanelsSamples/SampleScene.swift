import Panels

/// The walking-skeleton scene: a card with a title, a line of body text that wraps,
/// a row of colored chips with a flexible gap, and a footer. Exercises columns,
/// rows, layers, gaps, captions, padding, fixed frames and background fills.
public struct SampleScene: Panel {
    public init() {}

    public var body: some Panel {
        ContextReader { context in
            // Light as designed; dark with the same roles (every text passes WCAG AA).
            let dark = context.appearance == .dark
            let secondary = RGBA(hex: dark ? 0xAEAEB2 : 0x6E6E73)
            Column(alignment: .leading, spacing: 12) {
                Row(spacing: 8) {
                    Caption("Panels").textStyle(.title)
                    Gap()
                    Caption("sample").textStyle(.footnote).foreground(secondary)
                }
                Caption(
                    "Declarative panel trees, laid out and drawn with SDL2. This line wraps to the width it is given."
                )
                .foreground(RGBA(hex: dark ? 0xD1D1D6 : 0x3A3A3C))
                Row(spacing: 8) {
                    for (name, hex) in SampleScene.chips {
                        Caption(name).textStyle(.footnote).foreground(.white)
                            .padding(horizontal: 10, vertical: 6)
                            .background(RGBA(hex: hex), cornerRadius: 8)
                    }
                    Gap()
                }
                Gap()
                Layers(alignment: .leading) {
                    Swatch(RGBA(hex: dark ? 0x38383A : 0xE5E5EA), cornerRadius: 6).frame(height: 8)
                    Swatch(RGBA(hex: 0x0A84FF), cornerRadius: 6).frame(width: 120, height: 8)
                }
                Row {
                    Caption("Layout → paint → SDL").textStyle(.footnote).foreground(secondary)
                    Gap()
                    Caption("1 / 3").textStyle(TextStyle(size: 12, weight: .bold))
                }
            }
            .padding(20)
            .background(RGBA(hex: dark ? 0x1C1C1E : 0xFFFFFF), cornerRadius: 16)
            .padding(16)
            .background(RGBA(hex: dark ? 0x000000 : 0xF2F2F7))
        }
    }

    /// Blue, green and orange deep enough for white 12 pt text (WCAG AA: 5.8, 5.39 and
    /// 5.28 to 1; the brighter #0A84FF, #30D158 and #FF9F0A were 3.65, 2.02 and 2.06).
    static let chips: [(String, UInt32)] = [("Column", 0x0062CC), ("Row", 0x1F7A35), ("Layers", 0xC93400)]
}
