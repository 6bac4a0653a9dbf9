import Panels

/// The walking-skeleton scene: a card with a title, a line of body text that wraps,
/// a row of colored chips with a flexible gap, and a footer. Exercises columns,
/// rows, layers, gaps, captions, padding, fixed frames and background fills.
public struct SampleScene: Panel {
    public init() {}

    public var body: some Panel {
        Column(alignment: .leading, spacing: 12) {
            Row(spacing: 8) {
                Caption("Panels").textStyle(.title)
                Gap()
                Caption("sample").textStyle(.footnote).foreground(RGBA(hex: 0x6E6E73))
            }
            Caption("Declarative panel trees, laid out and drawn with SDL2. This line wraps to the width it is given.")
                .foreground(RGBA(hex: 0x3A3A3C))
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
                Swatch(RGBA(hex: 0xE5E5EA), cornerRadius: 6).frame(height: 8)
                Swatch(RGBA(hex: 0x0A84FF), cornerRadius: 6).frame(width: 120, height: 8)
            }
            Row {
                Caption("Layout → paint → SDL").textStyle(.footnote).foreground(RGBA(hex: 0x6E6E73))
                Gap()
                Caption("1 / 3").textStyle(TextStyle(size: 12, weight: .bold))
            }
        }
        .padding(20)
        .background(RGBA(hex: 0xFFFFFF), cornerRadius: 16)
        .padding(16)
        .background(RGBA(hex: 0xF2F2F7))
    }

    static let chips: [(String, UInt32)] = [("Column", 0x0A84FF), ("Row", 0x30D158), ("Layers", 0xFF9F0A)]
}
